// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardview.h"

#include "ui/board/boardscene.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace xobos::ui {

namespace {
constexpr double kMinZoom = 0.5;
constexpr double kMaxZoom = 6.0;
constexpr double kStep = 1.25;
} // namespace

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("boardView"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
}

BoardView::~BoardView() = default;

void BoardView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyZoom();
    Q_EMIT zoomChanged(m_zoom);
}

void BoardView::applyZoom()
{
    // Zoom 1 fits the scene into the viewport; other zooms scale from there, so the
    // board stays the same size relative to the window whatever the screen's DPI.
    const QRectF scene = sceneRect();
    const QSize port = viewport()->size();
    if (scene.isEmpty() || port.isEmpty())
        return;
    const double fit = std::min(port.width() / scene.width(), port.height() / scene.height());
    setTransform(QTransform::fromScale(fit * m_zoom, fit * m_zoom));
}

void BoardView::zoomIn()
{
    setZoom(m_zoom * kStep);
}

void BoardView::zoomOut()
{
    setZoom(m_zoom / kStep);
}

void BoardView::fitToWindow()
{
    setZoom(1.0);
    centerOn(sceneRect().center());
}

QPoint BoardView::viewPosOfSpace(int space) const
{
    return mapFromScene(m_scene->spaceCentre(space));
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        setZoom(m_zoom * std::pow(kStep, steps));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    applyZoom();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panStart = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panStart;
        m_panStart = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace xobos::ui
