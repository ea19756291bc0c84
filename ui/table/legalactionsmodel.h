// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's legal actions of one seat as a list (the keyboard path for every move).
//
// Contract: secret actions (connect, construct, upgrade, arm, heal, …) are listed only
// when the current viewer is that seat itself (or the referee); for anybody else the
// list holds the seat's public actions only, so the screen never shows another player's
// secret options. While the screens are up (RevealPolicy::privateEntryNeedsLock) the
// other seats' sheet actions (Development, Leader) are left out too: their legality may
// rest on hidden crystals or resources.
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/board.h"

#include <QAbstractListModel>

#include <vector>

namespace xobos::ui {

class GameController;

class LegalActionsModel : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LegalActionsModel)

public:
    enum Role { SecretRole = Qt::UserRole + 1, KindRole };

    explicit LegalActionsModel(GameController *controller, QObject *parent = nullptr);
    ~LegalActionsModel() override;

    // -1: follow the acting player (the default).
    void setSeat(int seat);
    int seat() const { return m_seat; }
    int effectiveSeat() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    const rules::Action &actionAt(int row) const { return m_actions.at(static_cast<std::size_t>(row)); }
    const std::vector<rules::Action> &actions() const { return m_actions; }

Q_SIGNALS:
    // Once per change of the list, after its rows were reset, removed or inserted.
    void actionsChanged();

private:
    void refresh();

    GameController *m_controller = nullptr;
    int m_seat = -1;
    std::vector<rules::Action> m_actions;
    QStringList m_texts;
    // What the texts were made for: the board and the acting seat's name.
    const rules::Board *m_board = nullptr;
    QString m_owner;
};

} // namespace xobos::ui
