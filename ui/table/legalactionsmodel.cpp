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
    connect(controller, &GameController::gameChanged, this, &LegalActionsModel::refresh);
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
    QStringList texts;
    const rules::Board *board = m_controller->board();
    if (board && seat >= 0) {
        const rules::GameView view = m_controller->view();
        const QString owner = ownerText(m_controller->playerNames(), m_controller->playerColours(), seat);
        // Whether a sheet action (breed, buy, build, end the Development phase…) is legal
        // may rest on hidden crystals or resources: behind the screens only its owner
        // sees them, on the private sheet.
        const bool screened = secrets::RevealPolicy::privateEntryNeedsLock(view);
        for (rules::Action &a : m_controller->legalActions(seat)) {
            if (!ownEyes && (rules::isSecretAction(a) || (screened && secrets::isSheetAction(a))))
                continue;
            texts << actionText(a, *board, owner);
            actions.push_back(std::move(a));
        }
    }
    beginResetModel();
    m_actions = std::move(actions);
    m_texts = texts;
    endResetModel();
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
