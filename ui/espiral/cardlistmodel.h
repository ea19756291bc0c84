// SPDX-License-Identifier: GPL-3.0-or-later
// The player's own cards of an Espiral adventure (issue #27) as a table: name, type,
// vitality, the deck it goes to (by core/espiral's deckOf), off-color, ranged and its
// bonuses. Edited by the setup page (add, replace, remove, an import replaces the list).
#pragma once

#include "espiral/rules.h"

#include <QAbstractTableModel>

#include <vector>

namespace xobos::ui::espiral {

class CardListModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CardListModel)

public:
    enum Column { Name, Type, Vitality, Deck, OffColor, Ranged, Bonuses, ColumnCount };

    explicit CardListModel(QObject *parent = nullptr);

    const std::vector<xobos::espiral::Card> &cards() const { return m_cards; }
    void setCards(std::vector<xobos::espiral::Card> cards);
    void addCard(const xobos::espiral::Card &card);
    void replaceCard(int row, const xobos::espiral::Card &card);
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "Woods +2; Mountains +4" and the like, as the CSV columns write them.
    static QString bonusesText(const std::vector<xobos::espiral::Bonus> &bonuses);

private:
    std::vector<xobos::espiral::Card> m_cards;
};

} // namespace xobos::ui::espiral
