// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techboardinput.h"

#include "game/actionjson.h"
#include "game/session.h"
#include "tech/rules.h"
#include "ui/tech/techboard.h"

#include <QEvent>
#include <QJsonArray>
#include <QMouseEvent>
#include <QPushButton>

namespace xobos::ui::tech {

namespace {

QString unitKey(int unit)
{
    return QLatin1String(xobos::tech::unitName(static_cast<xobos::tech::Unit>(unit)));
}

} // namespace

TechBoardInput::TechBoardInput(const game::Session &session, TechBoard *board, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_board(board)
    , m_window(window)
{
    for (int c = 0; c < 9; ++c)
        m_board->cell(c)->installEventFilter(this);
    connect(m_board, &TechBoard::cellClicked, this, &TechBoardInput::clickCell);
}

TechBoardInput::~TechBoardInput() = default;

void TechBoardInput::addSupplyButton(QPushButton *button, int seat, int unit)
{
    m_supply.at(static_cast<std::size_t>(seat)).at(static_cast<std::size_t>(unit)) = button;
    button->installEventFilter(this);
    connect(button, &QPushButton::clicked, this, [this, seat, unit] { clickSupply(seat, unit); });
}

void TechBoardInput::setViewer(const game::Viewer &viewer)
{
    m_viewer = viewer;
    clearSelection();
}

void TechBoardInput::clearSelection()
{
    select(-1, -1, -1);
}

void TechBoardInput::select(int seat, int unit, int cell)
{
    m_selectedSeat = seat;
    m_selectedUnit = unit;
    m_selectedCell = cell;
}

QJsonObject TechBoardInput::view() const
{
    return m_session.state().view(m_viewer);
}

int TechBoardInput::actingSeat() const
{
    const std::vector<int> acting = m_session.state().actingSeats();
    return acting.empty() ? -1 : acting.front();
}

void TechBoardInput::clickSupply(int seat, int unit)
{
    const QString phase = view().value(QStringLiteral("phase")).toString();
    Q_EMIT hinted(Hint::None);
    if (phase == QLatin1String("deployment")) {
        if (m_viewer.kind == game::Viewer::Kind::Seat && m_viewer.seat == seat)
            select(seat, unit, -1);
        else
            Q_EMIT hinted(Hint::DeploymentSealed);
    } else if (phase == QLatin1String("action") || phase == QLatin1String("bonus")) {
        select(seat, unit, -1);
    }
    Q_EMIT selectionChanged();
}

void TechBoardInput::clickCell(int cell)
{
    const QJsonObject v = view();
    const QString phase = v.value(QStringLiteral("phase")).toString();
    Q_EMIT hinted(Hint::None);
    if (phase == QLatin1String("deployment")) {
        if (m_viewer.kind != game::Viewer::Kind::Seat) {
            Q_EMIT hinted(Hint::DeploymentSealed);
        } else if (m_selectedUnit < 0) {
            Q_EMIT hinted(Hint::SupplyUnitFirst);
        } else {
            Q_EMIT actionChosen(m_viewer.seat, game::actionJson("commit", {{"unit", unitKey(m_selectedUnit)}, {"cell", cell}}));
            return;
        }
    } else if (phase == QLatin1String("re-placement")) {
        Q_EMIT actionChosen(actingSeat(), game::actionJson("replace", {{"cell", cell}}));
        return;
    } else if (phase == QLatin1String("action") || phase == QLatin1String("bonus")) {
        const QJsonArray board = v.value(QStringLiteral("board")).toArray();
        if (m_selectedUnit >= 0) {
            Q_EMIT actionChosen(m_selectedSeat, game::actionJson("deploy", {{"unit", unitKey(m_selectedUnit)}, {"cell", cell}}));
            return;
        }
        if (m_selectedCell < 0) {
            if (board.at(cell).isNull())
                Q_EMIT hinted(Hint::UnitFirst);
            else
                select(-1, -1, cell);
        } else if (m_selectedCell == cell) {
            clearSelection();
        } else {
            const int from = m_selectedCell;
            const bool archer = board.at(from).toObject().value(QStringLiteral("unit")).toString() == QLatin1String("archer");
            if (archer && !board.at(cell).isNull())
                Q_EMIT actionChosen(actingSeat(), game::actionJson("kill", {{"from", from}, {"target", cell}}));
            else
                Q_EMIT actionChosen(actingSeat(), game::actionJson("move", {{"from", from}, {"to", cell}}));
            return;
        }
    }
    Q_EMIT selectionChanged();
}

void TechBoardInput::dragTo(QWidget *source, int cell)
{
    for (int seat = 0; seat < 2; ++seat) {
        for (int unit = 0; unit < 3; ++unit) {
            if (m_supply[static_cast<std::size_t>(seat)][static_cast<std::size_t>(unit)] == source) {
                clickSupply(seat, unit);
                if (m_selectedUnit == unit)
                    clickCell(cell);
                return;
            }
        }
    }
    const int from = m_board->cellOf(source);
    if (from < 0 || from == cell)
        return;
    clearSelection();
    clickCell(from);
    if (m_selectedCell == from)
        clickCell(cell);
}

bool TechBoardInput::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        m_pressed = qobject_cast<QWidget *>(watched);
    } else if (event->type() == QEvent::MouseButtonRelease && m_pressed == watched) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        QWidget *source = m_pressed;
        m_pressed = nullptr;
        QWidget *target = m_window->childAt(m_window->mapFromGlobal(mouse->globalPosition().toPoint()));
        const int cell = m_board->cellOf(target);
        if (cell >= 0 && target != source && m_board->cellOf(source) != cell && source->isEnabled())
            dragTo(source, cell);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace xobos::ui::tech
