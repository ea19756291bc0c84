// SPDX-License-Identifier: GPL-3.0-or-later
// The board's cheap drawing items (BoardScene builds them): discs filled rather than
// stroked, and every lane in one item.
#pragma once

#include <QColor>
#include <QGraphicsEllipseItem>
#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <array>
#include <vector>

namespace xobos::ui {

// The board's stacking order: lanes, spaces, attack tokens (on their lanes), the spaces'
// names over them, marks (highlights), buildings, units, and a drag's arrow on top.
namespace boardz {
constexpr double kLane = 0;
constexpr double kSpace = 1;
constexpr double kArrow = 1.2;
constexpr double kSpaceLabel = 1.5; // over the spaces, tokens and an editor's selection ring
constexpr double kMark = 2;
constexpr double kBuilding = 3;
constexpr double kUnit = 4;
constexpr double kDim = 5.5;  // the shade over what a combat step is not about
constexpr double kFocus = 6;  // a combat step's spaces and arrows, over the shade
constexpr double kDrag = 7;
} // namespace boardz

// The outline of an arrow from `from` to `to` (its tip): a shaft `shaft` wide and a head
// `headLength` long and `headWidth` wide; `twoHeads`: a head at each end (a battle).
QPainterPath arrowPath(QPointF from, QPointF to, double shaft, double headLength, double headWidth,
                       bool twoHeads = false);

// A circle with a solid outline, drawn as filled discs: an antialiased stroke of a curve
// costs several times a fill (QStroker builds the outline's polygon first), and the
// board has some seventy of them at every paint. Dashed or dotted outlines are stroked.
class DiscItem : public QGraphicsEllipseItem
{
public:
    using QGraphicsEllipseItem::QGraphicsEllipseItem;
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    bool solidPen() const;
    QRectF outerRect() const;
};

// Every lane in one item: each a band from centre to centre, filled as a quadrilateral
// (a stroked line is outlined by QStroker first: the 84 lanes were the board's second
// cost at every paint). The bands' ends lie under the spaces: they need no round caps.
class LanesItem : public QGraphicsItem
{
public:
    LanesItem(const QList<QLineF> &lanes, double width, const QColor &colour);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    std::vector<std::array<QPointF, 4>> m_bands;
    QRectF m_bounds;
    QColor m_colour;
};

} // namespace xobos::ui
