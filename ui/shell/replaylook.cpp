// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/replaylook.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/replaybar.h"
#include "ui/shell/statusstrip.h"

#include <QFrame>
#include <QItemSelectionModel>
#include <QLayout>
#include <QTableView>

namespace xobos::ui {

namespace {
constexpr int kFrameWidth = 5;
}

ReplayLook::ReplayLook(GameController *controller, QFrame *boardFrame, StatusStrip *strip, QTableView *log,
                       QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_boardFrame(boardFrame)
    , m_strip(strip)
    , m_log(log)
{
    controller->connectPositionChanges(this, &ReplayLook::refresh);
    connect(controller, &GameController::gameChanged, this, &ReplayLook::refresh);
    refresh();
}

ReplayLook::~ReplayLook() = default;

void ReplayLook::refresh()
{
    const bool replaying = m_controller->isReplaying();
    if (replaying != m_replaying) {
        m_replaying = replaying;
        const int margin = replaying ? kFrameWidth : 0;
        m_boardFrame->layout()->setContentsMargins(margin, margin, margin, margin);
        m_boardFrame->setAutoFillBackground(replaying);
        QPalette p = m_boardFrame->palette();
        p.setColor(QPalette::Window, replaying ? ReplayBar::replayTint() : QPalette().color(QPalette::Window));
        m_boardFrame->setPalette(p);
        m_strip->setTint(replaying ? ReplayBar::replayTint() : QColor());
        if (!replaying) {
            m_log->clearSelection();
            m_log->scrollToBottom();
        }
    }
    if (!replaying)
        return;
    // The position after n actions: its rows come before the row of action n + 1.
    const qint64 limit = m_controller->logSeqLimitAfter(m_controller->replayPosition());
    const QAbstractItemModel *model = m_log->model();
    int row = model->rowCount() - 1;
    while (row >= 0 && limit > 0 && model->index(row, 0).data(LogModel::SeqRole).toLongLong() >= limit)
        --row;
    if (row < 0) {
        m_log->clearSelection();
        m_log->scrollToTop();
        return;
    }
    const QModelIndex current = model->index(row, LogModel::TextColumn);
    m_log->selectionModel()->setCurrentIndex(current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_log->scrollTo(current, QAbstractItemView::PositionAtCenter);
}

} // namespace xobos::ui
