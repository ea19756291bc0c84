// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boarditems.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QPolygonF>

#include <algorithm>

namespace xobos::ui {

QPainterPath arrowPath(QPointF from, QPointF to, double shaft, double headLength, double headWidth, bool twoHeads)
{
    const QLineF line(from, to);
    QPainterPath path;
    if (line.length() < 1)
        return path;
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    const double head = std::min(headLength, line.length() / (twoHeads ? 2 : 1));
    const QPointF back = twoHeads ? from + unit * head : from;
    const QPointF neck = to - unit * head;
    path.moveTo(to);
    path.lineTo(neck + normal * headWidth / 2);
    path.lineTo(neck + normal * shaft / 2);
    path.lineTo(back + normal * shaft / 2);
    if (twoHeads) {
        path.lineTo(back + normal * headWidth / 2);
        path.lineTo(from);
        path.lineTo(back - normal * headWidth / 2);
    }
    path.lineTo(back - normal * shaft / 2);
    path.lineTo(neck - normal * shaft / 2);
    path.lineTo(neck - normal * headWidth / 2);
    path.closeSubpath();
    return path;
}

// With a solid pen the disc covers its rect grown by half the pen: said directly, where
// QGraphicsEllipseItem strokes the outline with QPainterPathStroker to find it (a third of
// the board's first paint went to that for its ~130 discs).
QRectF DiscItem::boundingRect() const
{
    return solidPen() ? outerRect() : QGraphicsEllipseItem::boundingRect();
}

QPainterPath DiscItem::shape() const
{
    if (!solidPen())
        return QGraphicsEllipseItem::shape();
    QPainterPath disc;
    disc.addEllipse(outerRect());
    return disc;
}

void DiscItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const QPen p = pen();
    if (!solidPen()) {
        QGraphicsEllipseItem::paint(painter, option, widget);
        return;
    }
    const double half = p.widthF() / 2;
    const QRectF outer = outerRect();
    const QRectF inner = rect().adjusted(half, half, -half, -half);
    painter->setPen(Qt::NoPen);
    if (brush().style() == Qt::NoBrush) {
        QPainterPath ring;
        ring.addEllipse(outer);
        ring.addEllipse(inner);
        painter->setBrush(p.brush());
        painter->drawPath(ring);
        return;
    }
    painter->setBrush(p.brush());
    painter->drawEllipse(outer);
    painter->setBrush(brush());
    painter->drawEllipse(inner);
}

bool DiscItem::solidPen() const
{
    const QPen p = pen();
    return p.style() == Qt::SolidLine && p.widthF() > 0 && !p.isCosmetic();
}

QRectF DiscItem::outerRect() const
{
    const double half = pen().widthF() / 2;
    return rect().adjusted(-half, -half, half, half);
}

LanesItem::LanesItem(const QList<QLineF> &lanes, double width, const QColor &colour)
    : m_colour(colour)
{
    for (const QLineF &lane : lanes) {
        if (lane.length() <= 0)
            continue;
        const QPointF n = QPointF(-lane.dy(), lane.dx()) / lane.length() * (width / 2);
        m_bands.push_back({lane.p1() + n, lane.p2() + n, lane.p2() - n, lane.p1() - n});
        m_bounds |= QPolygonF(QList<QPointF>(m_bands.back().begin(), m_bands.back().end())).boundingRect();
    }
}

void LanesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_colour);
    for (const std::array<QPointF, 4> &band : m_bands)
        painter->drawConvexPolygon(band.data(), 4);
}

} // namespace xobos::ui
