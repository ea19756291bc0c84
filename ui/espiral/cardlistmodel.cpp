// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/cardlistmodel.h"

#include "ui/espiral/espiraltext.h"

#include <QStringList>

namespace xobos::ui::espiral {

using xobos::espiral::Bonus;
using xobos::espiral::Card;

CardListModel::CardListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CardListModel::setCards(std::vector<Card> cards)
{
    beginResetModel();
    m_cards = std::move(cards);
    endResetModel();
}

void CardListModel::addCard(const Card &card)
{
    const int row = static_cast<int>(m_cards.size());
    beginInsertRows({}, row, row);
    m_cards.push_back(card);
    endInsertRows();
}

void CardListModel::replaceCard(int row, const Card &card)
{
    if (row < 0 || row >= rowCount())
        return;
    m_cards[static_cast<std::size_t>(row)] = card;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

bool CardListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > rowCount())
        return false;
    beginRemoveRows({}, row, row + count - 1);
    m_cards.erase(m_cards.begin() + row, m_cards.begin() + row + count);
    endRemoveRows();
    return true;
}

int CardListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cards.size());
}

int CardListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CardListModel::bonusesText(const std::vector<Bonus> &bonuses)
{
    QStringList parts;
    for (const Bonus &b : bonuses)
        parts << QStringLiteral("%1 %2%3").arg(QString::fromStdString(b.target), b.amount >= 0 ? QStringLiteral("+") : QString()).arg(b.amount);
    return parts.join(QStringLiteral("; "));
}

QVariant CardListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Card &c = m_cards[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() != Name && index.column() != Type && index.column() != Bonuses)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Name: return QString::fromStdString(c.name);
    case Type: return kindText(QLatin1String(xobos::espiral::kindName(c.kind)));
    case Vitality: return c.vitality;
    case Deck: return xobos::espiral::deckOf(c) + 1;
    case OffColor: return c.offColor > 0 ? QVariant(c.offColor) : QVariant(QString());
    case Ranged: return c.ranged > 0 ? QVariant(c.ranged) : QVariant(QString());
    case Bonuses: {
        QStringList parts;
        if (!c.lands.empty())
            parts << tr("lands: %1").arg(bonusesText(c.lands));
        if (!c.versus.empty())
            parts << tr("versus: %1").arg(bonusesText(c.versus));
        if (!c.immunities.empty()) {
            QStringList names;
            for (const std::string &s : c.immunities)
                names << QString::fromStdString(s);
            parts << tr("immune: %1").arg(names.join(QStringLiteral(", ")));
        }
        if (role == Qt::ToolTipRole && !c.text.empty())
            parts << QString::fromStdString(c.text);
        return parts.join(role == Qt::ToolTipRole ? QStringLiteral("\n") : QStringLiteral(" · "));
    }
    default: return {};
    }
}

QVariant CardListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name: return tr("Name");
    case Type: return tr("Type");
    case Vitality: return tr("Vitality");
    case Deck: return tr("Deck");
    case OffColor: return tr("Off-color");
    case Ranged: return tr("Ranged");
    case Bonuses: return tr("Bonuses");
    default: return {};
    }
}

} // namespace xobos::ui::espiral
