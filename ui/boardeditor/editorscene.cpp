// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/editorscene.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace xobos::ui {

namespace {
constexpr double kZOverlay = 8;
constexpr double kZUnderSpace = 0.6; // above the lanes (0), below the spaces (1)
constexpr double kZSelection = 1.2; // above the spaces (1), below their labels (1.5)
constexpr double kLaneHitDistance = 8;
constexpr double kDragThreshold = 4;
const QColor kSelection(0xff, 0xc8, 0x2e);
const QColor kProblem(0xff, 0x4d, 0x4d);
const QColor kRubberBand(0xff, 0xff, 0xff);

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * ab).length();
}

QPointF rounded(QPointF p)
{
    return {std::round(p.x()), std::round(p.y())};
}
} // namespace

EditorScene::EditorScene(QObject *parent)
    : BoardScene(parent)
{
}

EditorScene::~EditorScene() = default;

void EditorScene::setTool(EditorTool tool)
{
    m_tool = tool;
}

void EditorScene::showBoard(const rules::Board &board)
{
    setBoard(board);
    const int spaces = static_cast<int>(board.spaces.size());
    const auto gone = [spaces](int s) { return s < 0 || s >= spaces; };
    const auto before = m_selectedSpaces;
    const int lane = m_selectedLane;
    m_selectedSpaces.erase(std::remove_if(m_selectedSpaces.begin(), m_selectedSpaces.end(), gone),
                           m_selectedSpaces.end());
    m_problemSpaces.erase(std::remove_if(m_problemSpaces.begin(), m_problemSpaces.end(), gone),
                          m_problemSpaces.end());
    if (m_selectedLane >= static_cast<int>(board.lanes.size()))
        m_selectedLane = -1;
    rebuildOverlay();
    if (before != m_selectedSpaces || lane != m_selectedLane)
        Q_EMIT selectionChanged();
}

void EditorScene::setSelection(const QList<int> &spaces, int lane)
{
    if (spaces == m_selectedSpaces && lane == m_selectedLane)
        return;
    m_selectedSpaces = spaces;
    m_selectedLane = lane;
    rebuildOverlay();
    Q_EMIT selectionChanged();
}

void EditorScene::setProblemSpaces(const QList<int> &spaces)
{
    m_problemSpaces = spaces;
    rebuildOverlay();
}

int EditorScene::laneAt(const QPointF &scenePos) const
{
    int best = -1;
    double bestDistance = kLaneHitDistance;
    const auto &lanes = board().lanes;
    for (int i = 0; i < static_cast<int>(lanes.size()); ++i) {
        const auto &[a, b] = lanes[static_cast<std::size_t>(i)];
        const double d = distanceToSegment(scenePos, spaceCentre(a), spaceCentre(b));
        if (d <= bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

void EditorScene::rebuildOverlay()
{
    qDeleteAll(m_overlay);
    m_overlay.clear();
    const auto ring = [this](int space, double radius, const QPen &pen, double z) {
        const QPointF c = spaceCentre(space);
        auto *item = new QGraphicsEllipseItem(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius));
        item->setPen(pen);
        item->setZValue(z);
        item->setAcceptedMouseButtons(Qt::NoButton);
        addItem(item);
        m_overlay << item;
    };
    // The problem mark is a halo under the space, so the space's label stays readable on
    // top of it; the selection is a tight ring over the space's edge.
    for (int space : std::as_const(m_problemSpaces)) {
        const QPointF c = spaceCentre(space);
        const double radius = kSpaceRadius + 16;
        auto *halo = new QGraphicsEllipseItem(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius));
        halo->setPen(Qt::NoPen);
        halo->setBrush(QColor(kProblem.red(), kProblem.green(), kProblem.blue(), 110));
        halo->setZValue(kZUnderSpace);
        halo->setAcceptedMouseButtons(Qt::NoButton);
        addItem(halo);
        m_overlay << halo;
    }
    for (int space : std::as_const(m_selectedSpaces))
        ring(space, kSpaceRadius + 3, QPen(kSelection, 5), kZSelection);
    if (m_selectedLane >= 0) {
        const auto &[a, b] = board().lanes[static_cast<std::size_t>(m_selectedLane)];
        auto *line = new QGraphicsLineItem(QLineF(spaceCentre(a), spaceCentre(b)));
        line->setPen(QPen(kSelection, 9, Qt::SolidLine, Qt::RoundCap));
        line->setZValue(kZUnderSpace - 0.1);
        line->setAcceptedMouseButtons(Qt::NoButton);
        addItem(line);
        m_overlay << line;
    }
}

void EditorScene::pressSelect(int space, QPointF pos, Qt::KeyboardModifiers modifiers)
{
    if (space >= 0) {
        QList<int> spaces = m_selectedSpaces;
        if (modifiers & (Qt::ControlModifier | Qt::ShiftModifier)) {
            // Ctrl+click adds a space to the selection or takes it out (picking a Base).
            if (!spaces.removeOne(space))
                spaces << space;
        } else if (!spaces.contains(space)) {
            spaces = {space};
        }
        setSelection(spaces);
        if (spaces.contains(space)) {
            m_dragSpace = space;
            m_dragOffset = spaceCentre(space) - pos;
            m_dragging = false;
            ++m_gesture;
        }
        return;
    }
    const int lane = laneAt(pos);
    setSelection({}, lane);
}

void EditorScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    event->accept();
    const QPointF pos = event->scenePos();
    m_pressPos = pos;
    const int space = spaceAt(pos);
    switch (m_tool) {
    case EditorTool::Select:
        pressSelect(space, pos, event->modifiers());
        break;
    case EditorTool::AddSpace:
        if (space >= 0)
            pressSelect(space, pos, event->modifiers());
        else
            Q_EMIT addSpaceRequested(rounded(pos));
        break;
    case EditorTool::Lane:
        if (space >= 0) {
            m_laneFrom = space;
            m_rubberBand = new QGraphicsLineItem(QLineF(spaceCentre(space), pos));
            m_rubberBand->setPen(QPen(kRubberBand, 4, Qt::DashLine, Qt::RoundCap));
            m_rubberBand->setZValue(kZOverlay);
            m_rubberBand->setAcceptedMouseButtons(Qt::NoButton);
            addItem(m_rubberBand);
        } else {
            setSelection({}, laneAt(pos));
        }
        break;
    case EditorTool::Delete:
        if (space >= 0)
            Q_EMIT deleteRequested({space}, -1);
        else if (const int lane = laneAt(pos); lane >= 0)
            Q_EMIT deleteRequested({}, lane);
        break;
    }
}

void EditorScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    const QPointF pos = event->scenePos();
    if (m_rubberBand) {
        const int target = spaceAt(pos);
        // The band snaps to the space it would join, so the user sees the lane to be made.
        const QPointF end = (target >= 0 && target != m_laneFrom) ? spaceCentre(target) : pos;
        m_rubberBand->setLine(QLineF(spaceCentre(m_laneFrom), end));
        event->accept();
        return;
    }
    if (m_dragSpace >= 0 && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging && QLineF(pos, m_pressPos).length() < kDragThreshold)
            return;
        m_dragging = true;
        Q_EMIT moveSpaceRequested(m_dragSpace, rounded(pos + m_dragOffset), m_gesture);
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void EditorScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    event->accept();
    if (m_rubberBand) {
        delete m_rubberBand;
        m_rubberBand = nullptr;
        const int from = m_laneFrom;
        m_laneFrom = -1;
        const int to = spaceAt(event->scenePos());
        if (to >= 0 && to != from)
            Q_EMIT laneDragged(from, to);
        else if (to == from)
            setSelection({from});
        return;
    }
    m_dragSpace = -1;
    m_dragging = false;
}

} // namespace xobos::ui
