// SPDX-License-Identifier: GPL-3.0-or-later
// Where the board's printed names go (issues #11, #25): the quarters' names beyond their
// outermost base, each space's name at the first place around it clear of the other names,
// of every space and the pieces it may hold and of the board's edge; then the names still
// in the way tried again (moving one in their way), then laid smaller down to a least size.
//
// Plain geometry: it knows the board and how wide a text is (a function the scene gives,
// measuring as its label items draw), and makes no item. BoardScene caches the result per
// size and makes a BoardLabelItem of each line.
#pragma once

#include "xobos/rules/board.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <functional>

namespace xobos::ui {

// One line of a name, placed: its text, size, weight and centre in scene coordinates.
struct PlacedLabel
{
    QString text;
    double pixels = 0;
    bool bold = false;
    QPointF centre;
    int space = -1; // -1: a quarter's name
};

class LabelPlacement
{
public:
    // The width in scene units a one-line text takes on the board, `pixels` high.
    using TextWidth = std::function<double(const QString &text, double pixels, bool bold)>;

    // `area`: the board's area in scene units (a name outside it is in the way).
    LabelPlacement(const rules::Board &board, QRectF area, TextWidth width);

    // Every name `pixels` high, a name in the way laid smaller down to `leastPixels`.
    // `editor`: the board editor's look (room for its selection ring, no quarter names,
    // every space's name whole).
    QList<PlacedLabel> place(double pixels, double leastPixels, bool editor) const;

    // A label longer than one word breaks at the space nearest its middle (a short one
    // only when `evenShort`).
    static QStringList lines(const QString &text, bool evenShort = false);

private:
    // A name laid out in one or two lines, not yet placed; `size` in scene units.
    struct Shape
    {
        QStringList lines;
        double pixels = 0;
        bool bold = false;
        QSizeF size;
    };
    // A name on its way to the board: the shapes it may take, the one chosen and where.
    struct ToPlace
    {
        int space = -1; // -1: a quarter's name
        QList<Shape> shapes;
        int shape = 0;
        QPointF centre;
        double hides = 0; // how much of other names, pieces or the board's edge it covers there
        double cost = 0;  // how much of the spaces' rims
        bool placed = false;
        QRectF rect() const;
    };
    struct Place
    {
        int shape = 0;
        QPointF centre;
        double hides = 0;
        double cost = 0;
    };

    Shape shape(const QStringList &lines, double pixels, bool bold) const;
    // Where a space's name goes: which of `shapes` (tried in order) and its centre. The
    // first of a few places around the space that is in nobody's way (the names in
    // `placed`, every space and the pieces it may hold, the board's edge), else the
    // least in the way.
    Place placeOf(int space, const QList<Shape> &shapes, double gap, const QList<QRectF> &placed) const;
    // How far from its centre a space and its pieces reach, at most.
    double reach(int space) const;
    QPointF centre(int space) const;

    const rules::Board &m_board;
    QRectF m_area;
    TextWidth m_width;
};

} // namespace xobos::ui
