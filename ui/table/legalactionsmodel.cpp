// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/legalactionsmodel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "ui/secrets/revealpolicy.h"
#include "ui/secrets/secrettext.h"

namespace xobos::ui {

LegalActionsModel::LegalActionsModel(GameController *controller, QObject *parent)
    : QAbstractListModel(parent)
    , m_controller(controller)
{
    controller->connectPositionChanges(this, &LegalActionsModel::refresh);
    connect(controller, &GameController::gameChanged, this, [this] {
        m_board = nullptr; // another game: no text of the last one is kept
        refresh();
    });
    refresh();
}

LegalActionsModel::~LegalActionsModel() = default;

void LegalActionsModel::setSeat(int seat)
{
    if (seat == m_seat)
        return;
    m_seat = seat;
    refresh();
}

int LegalActionsModel::effectiveSeat() const
{
    return m_seat >= 0 ? m_seat : m_controller->actingPlayer();
}

void LegalActionsModel::refresh()
{
    const int seat = effectiveSeat();
    const rules::Viewer viewer = m_controller->viewer();
    const bool ownEyes = viewer.kind == rules::Viewer::Kind::Referee
        || (viewer.kind == rules::Viewer::Kind::Player && viewer.player == seat);
    std::vector<rules::Action> actions;
    const rules::Board *board = m_controller->board();
    if (board && seat >= 0) {
        // Whether a sheet action (breed, buy, build, end the Development phase…) is legal
        // may rest on hidden crystals or resources: behind the screens only its owner
        // sees them, on the private sheet.
        const bool screened = secrets::RevealPolicy::privateEntryNeedsLock(m_controller->view());
        for (rules::Action &a : m_controller->legalActions(seat)) {
            if (!ownEyes && (rules::isSecretAction(a) || (screened && secrets::isSheetAction(a))))
                continue;
            actions.push_back(std::move(a));
        }
    }
    const QString owner = board && seat >= 0
        ? ownerText(m_controller->playerNames(), m_controller->playerColours(), seat)
        : QString();
    if (board != m_board || owner != m_owner) {
        // Another game or another seat: every text is new.
        m_board = board;
        m_owner = owner;
        QStringList texts;
        for (const rules::Action &a : actions)
            texts << actionText(a, *board, owner);
        beginResetModel();
        m_actions = std::move(actions);
        m_texts = texts;
        endResetModel();
        Q_EMIT actionsChanged();
        return;
    }
    if (actions == m_actions)
        return;
    // A move changes a part of the list (the moved unit's actions, a few neighbours'): the
    // rows before and after it stay, with their texts, and the view lays out only the rest.
    const std::size_t oldSize = m_actions.size();
    const std::size_t newSize = actions.size();
    std::size_t head = 0;
    while (head < oldSize && head < newSize && m_actions[head] == actions[head])
        ++head;
    std::size_t tail = 0;
    while (tail < oldSize - head && tail < newSize - head
           && m_actions[oldSize - 1 - tail] == actions[newSize - 1 - tail])
        ++tail;
    const int first = static_cast<int>(head);
    if (oldSize - head - tail > 0) {
        beginRemoveRows({}, first, static_cast<int>(oldSize - tail) - 1);
        m_actions.erase(m_actions.begin() + static_cast<std::ptrdiff_t>(head),
                        m_actions.begin() + static_cast<std::ptrdiff_t>(oldSize - tail));
        m_texts.remove(first, static_cast<qsizetype>(oldSize - head - tail));
        endRemoveRows();
    }
    if (newSize - head - tail > 0) {
        const auto from = actions.begin() + static_cast<std::ptrdiff_t>(head);
        const auto to = actions.begin() + static_cast<std::ptrdiff_t>(newSize - tail);
        QStringList texts;
        for (auto it = from; it != to; ++it)
            texts << actionText(*it, *board, owner);
        beginInsertRows({}, first, static_cast<int>(newSize - tail) - 1);
        m_actions.insert(m_actions.begin() + static_cast<std::ptrdiff_t>(head), from, to);
        for (qsizetype i = 0; i < texts.size(); ++i)
            m_texts.insert(first + i, texts.at(i));
        endInsertRows();
    }
    Q_EMIT actionsChanged();
}

int LegalActionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_actions.size());
}

QVariant LegalActionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const rules::Action &a = m_actions.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: return m_texts.at(index.row());
    case SecretRole: return rules::isSecretAction(a);
    case KindRole: {
        const std::string_view name = rules::actionName(a);
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    }
    }
    return {};
}

} // namespace xobos::ui
