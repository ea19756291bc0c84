// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/labelplacement.h"

#include "ui/board/boardscene.h"
#include "ui/board/boardunits.h"
#include "ui/texts/gametext.h"

#include <QCoreApplication>
#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace xobos::ui {

namespace {

constexpr double kSpaceRadius = BoardScene::kSpaceRadius;

} // namespace

LabelPlacement::LabelPlacement(const rules::Board &board, QRectF area, TextWidth width)
    : m_board(board)
    , m_area(area)
    , m_width(std::move(width))
{
}

QStringList LabelPlacement::lines(const QString &text, bool evenShort)
{
    int best = -1;
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char(' ') && (best < 0 || std::abs(i - text.size() / 2) < std::abs(best - text.size() / 2)))
            best = i;
    }
    if (best < 0 || (text.size() < 14 && !evenShort))
        return {text};
    return {text.left(best), text.mid(best + 1)};
}

QPointF LabelPlacement::centre(int space) const
{
    if (space < 0 || space >= static_cast<int>(m_board.spaces.size()))
        return {};
    const rules::Space &s = m_board.spaces[static_cast<std::size_t>(space)];
    return {s.x, s.y};
}

LabelPlacement::Shape LabelPlacement::shape(const QStringList &lines, double pixels, bool bold) const
{
    Shape shape;
    shape.lines = lines;
    shape.pixels = pixels;
    shape.bold = bold;
    shape.size = QSizeF(0, pixels * 1.2 * lines.size());
    for (const QString &text : lines)
        shape.size.setWidth(std::max(shape.size.width(), m_width(text, pixels, bold)));
    return shape;
}

QList<PlacedLabel> LabelPlacement::place(double px, double leastPixels, bool editor) const
{
    const double line = px * 1.2;
    // The editor's look leaves room around the space for its selection ring, and shows
    // every label whole: it is where they are written.
    const double gap = editor ? 10 : 3;

    // Every name with the shapes it may take and where it goes: first the quarters' names
    // (fixed), then the spaces' in the board's order, each at the first place around its
    // space in nobody's way; then each name still in the way is tried again among the
    // others, moving a name in its way if that one has another free place; what is still
    // in the way is laid smaller, down to leastPixels.
    QList<ToPlace> names;

    // A quarter's name is said once, beyond its outermost base space, and its spaces by the
    // rest of their names ("base 2" in "North-West"): in a 1366x768 window the corners' bases
    // are too close together for each of their names to say the quarter again.
    QStringList quarterNames;
    for (const rules::Quarter &q : m_board.quarters)
        quarterNames << (editor || q.name.empty() ? QString() : QCoreApplication::translate("BoardLabel", q.name.c_str()));
    QPointF middle;
    for (const rules::Space &s : m_board.spaces)
        middle += QPointF(s.x, s.y) / std::max<std::size_t>(1, m_board.spaces.size());
    for (int q = 0; q < static_cast<int>(m_board.quarters.size()); ++q) {
        const QString name = quarterNames.value(q);
        if (name.isEmpty() || m_board.quarters[static_cast<std::size_t>(q)].baseSpaces.empty())
            continue;
        int far = -1;
        for (int b : m_board.quarters[static_cast<std::size_t>(q)].baseSpaces) {
            if (far < 0 || QLineF(middle, centre(b)).length() > QLineF(middle, centre(far)).length())
                far = b;
        }
        // Beyond it, away from the board's middle: over it in the north, under its name in the south.
        const QPointF c = centre(far);
        const double offset = reach(far) + gap + line / 2;
        ToPlace quarter;
        quarter.shapes << shape({name}, px, true);
        quarter.centre = c.y() < middle.y() ? c - QPointF(0, offset) : c + QPointF(0, offset + line);
        names << quarter;
    }
    const int fixed = static_cast<int>(names.size());
    for (int i = 0; i < static_cast<int>(m_board.spaces.size()); ++i) {
        const rules::Space &s = m_board.spaces[static_cast<std::size_t>(i)];
        QString text = spaceText(m_board, i);
        const QString quarter = s.quarter >= 0 ? quarterNames.value(s.quarter) : QString();
        // The quarter's name and what parts it from the rest ("North-West base 2",
        // Polish "Północny zachód, baza 2").
        if (!quarter.isEmpty() && text.startsWith(quarter) && text.size() > quarter.size()
            && !text.at(quarter.size()).isLetterOrNumber()) {
            int rest = static_cast<int>(quarter.size());
            while (rest < text.size() && !text.at(rest).isLetterOrNumber())
                ++rest;
            if (rest < text.size())
                text = text.mid(rest);
        }
        // In two lines ("North inner" over "crossing") or one, whichever finds a place
        // first (lines() says which is tried first).
        ToPlace name;
        name.space = i;
        name.shapes << shape(lines(text), px, false);
        if (name.shapes.front().lines.size() > 1)
            name.shapes << shape({text}, px, false);
        else if (const QStringList two = lines(text, true); two.size() > 1)
            name.shapes << shape(two, px, false);
        names << name;
    }
    const auto others = [&](int except) {
        QList<QRectF> rects;
        for (int k = 0; k < names.size(); ++k) {
            if (k != except && names.at(k).placed)
                rects << names.at(k).rect();
        }
        return rects;
    };
    const auto put = [&](int k) {
        ToPlace &name = names[k];
        name.placed = false;
        const Place found = placeOf(name.space, name.shapes, gap, others(k));
        name.shape = found.shape;
        name.centre = found.centre;
        name.hides = found.hides;
        name.cost = found.cost;
        name.placed = true;
    };
    // The widest names first: they have the fewest places.
    QList<int> order;
    for (int k = fixed; k < names.size(); ++k)
        order << k;
    std::stable_sort(order.begin(), order.end(), [&names](int a, int b) {
        return names.at(a).shapes.back().size.width() > names.at(b).shapes.back().size.width();
    });
    for (int k = 0; k < fixed; ++k)
        names[k].placed = true;
    for (int k : std::as_const(order))
        put(k);
    // Another try for each name in the way, moving a name in its way when that one has a
    // free place elsewhere.
    bool better = true;
    for (int round = 0; better && round < 3; ++round) {
        better = false;
        for (int k : std::as_const(order)) {
            if (names.at(k).hides <= 0)
                continue;
            put(k);
            for (int j = fixed; j < names.size() && names.at(k).hides > 0; ++j) {
                if (j == k || !names.at(k).rect().intersects(names.at(j).rect()))
                    continue;
                const ToPlace before = names.at(j);
                put(j);
                if (names.at(j).hides <= 0)
                    put(k);
                if (names.at(k).hides > 0 || names.at(j).hides > 0)
                    names[j] = before; // no better: as it was
            }
            if (names.at(k).hides > 0)
                put(k);
            better = better || names.at(k).hides <= 0;
        }
    }
    // Still in the way: smaller, a step at a time, down to the least size.
    for (int k = fixed; k < names.size(); ++k) {
        ToPlace &name = names[k];
        if (px <= leastPixels)
            break;
        for (double smaller = std::max(px * 0.9, leastPixels); name.hides > 0 || name.cost > 0;
             smaller = std::max(smaller * 0.9, leastPixels)) {
            QList<Shape> shapes;
            for (const Shape &s : std::as_const(name.shapes))
                shapes << shape(s.lines, smaller, s.bold);
            const Place found = placeOf(name.space, shapes, gap, others(k));
            if (std::pair(found.hides, found.cost) < std::pair(name.hides, name.cost)) {
                name.shapes = shapes;
                name.shape = found.shape;
                name.centre = found.centre;
                name.hides = found.hides;
                name.cost = found.cost;
            }
            if (smaller <= leastPixels + 0.01)
                break;
        }
    }
    QList<PlacedLabel> laid;
    for (const ToPlace &name : std::as_const(names)) {
        const Shape &s = name.shapes.at(name.shape);
        const double shapeLine = s.pixels * 1.2;
        for (int l = 0; l < s.lines.size(); ++l) {
            const QPointF at(name.centre.x(), name.centre.y() - s.size.height() / 2 + shapeLine * (l + 0.5));
            laid << PlacedLabel{s.lines.at(l), s.pixels, s.bold, at, name.space};
        }
    }
    return laid;
}

QRectF LabelPlacement::ToPlace::rect() const
{
    const QSizeF size = shapes.at(shape).size;
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

double LabelPlacement::reach(int space) const
{
    // The Energy Source's star reaches beyond a disc; a space's pieces (a Building's token,
    // the Quarks, a moved Guardian's badge) beyond its disc too (BoardUnits::pieceBoxes()).
    const bool source = m_board.spaces[static_cast<std::size_t>(space)].kind == rules::SpaceKind::EnergySource;
    return source ? kSpaceRadius * 1.45 + 1.5 : kSpaceRadius + 4;
}


LabelPlacement::Place LabelPlacement::placeOf(int space, const QList<Shape> &shapes, double gap, const QList<QRectF> &placed) const
{
    const QPointF c = centre(space);
    const QRectF board = m_area;
    const double e = reach(space) + gap;
    // Only what lies near enough for a place to touch it.
    double far = e;
    for (const Shape &shape : shapes)
        far = std::max(far, e + shape.size.width() + shape.size.height());
    const QRectF near(c - QPointF(far, far), QSizeF(2 * far, 2 * far));
    QList<QRectF> names;
    for (const QRectF &other : placed) {
        if (other.intersects(near))
            names << other;
    }
    struct Near {
        QPointF centre;
        double radius;
        QList<QRectF> pieces;
    };
    QList<Near> spaces;
    const QRectF nearSpaces = near.adjusted(-2 * kSpaceRadius, -2 * kSpaceRadius, 2 * kSpaceRadius, 2 * kSpaceRadius);
    for (int i = 0; i < static_cast<int>(m_board.spaces.size()); ++i) {
        const QPointF o = centre(i);
        if (!nearSpaces.contains(o))
            continue;
        const bool source = m_board.spaces[static_cast<std::size_t>(i)].kind == rules::SpaceKind::EnergySource;
        // The Energy Source holds no piece.
        spaces << Near{o, source ? kSpaceRadius * 1.45 + 1.5 : kSpaceRadius + 1.5,
                       source ? QList<QRectF>() : BoardUnits::pieceBoxes(o)};
    }
    // How much a place is in the way: of the names laid already, of the spaces with the pieces
    // they may hold, and of the board's edge. Touching is not in the way.
    const auto cost = [&](const QRectF &rect) {
        const auto area = [](const QRectF &a, const QRectF &b) {
            const QRectF overlap = a.intersected(b);
            return overlap.width() > 0.01 && overlap.height() > 0.01 ? overlap.width() * overlap.height() : 0.0;
        };
        // A name over another, over a piece or off the board hides something: far worse
        // than one over a space's rim, whatever the rim.
        double hides = 0;
        double rim = 0;
        for (const QRectF &other : std::as_const(names))
            hides += area(rect, other);
        for (const Near &o : std::as_const(spaces)) {
            const QPointF nearest(std::clamp(o.centre.x(), rect.left(), rect.right()),
                                  std::clamp(o.centre.y(), rect.top(), rect.bottom()));
            const double depth = o.radius - QLineF(o.centre, nearest).length();
            // Over a rim it leaves the space in sight; deeper in, it hides more of it.
            if (depth > 0.01)
                rim += depth * rect.height() * (depth > o.radius * 0.4 ? 10 : 1);
            for (const QRectF &piece : o.pieces)
                hides += area(rect, piece);
        }
        if (!board.contains(rect))
            hides += 1e6;
        return std::pair(hides, rim);
    };
    // The places tried, in this order: under the space (the usual place), over it, beside
    // it; then shifted along those sides; then at its corners.
    const auto places = [&](QSizeF size) {
        const double w = size.width() / 2;
        const double h = size.height() / 2;
        return std::array<QPointF, 16>{
            c + QPointF(0, e + h), c - QPointF(0, e + h), c + QPointF(e + w, 0), c - QPointF(e + w, 0),
            c + QPointF(w, e + h), c + QPointF(-w, e + h), c + QPointF(w, -e - h), c + QPointF(-w, -e - h),
            c + QPointF(e + w, h), c + QPointF(e + w, -h), c + QPointF(-e - w, h), c + QPointF(-e - w, -h),
            c + QPointF(e + w, e + h), c + QPointF(-e - w, e + h), c + QPointF(e + w, -e - h), c + QPointF(-e - w, -e - h),
        };
    };
    Place best{0, c + QPointF(0, e + shapes.front().size.height() / 2), -1, -1};
    for (int k = 0; k < shapes.size(); ++k) {
        const QSizeF size = shapes.at(k).size;
        for (const QPointF &at : places(size)) {
            const auto [hides, rim] = cost(QRectF(at - QPointF(size.width() / 2, size.height() / 2), size));
            if (hides <= 0 && rim <= 0)
                return {k, at, 0, 0};
            if (best.hides < 0 || std::pair(hides, rim) < std::pair(best.hides, best.cost))
                best = {k, at, hides, rim};
        }
    }
    return best;
}

} // namespace xobos::ui
