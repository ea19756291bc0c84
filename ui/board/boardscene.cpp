// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardscene.h"

#include "ui/board/boarditems.h"
#include "ui/board/labelplacement.h"
#include "ui/texts/gametext.h"

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QFontInfo>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QMultiHash>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QStyle>
#include <QStyleOptionGraphicsItem>

#include <array>
#include <cmath>
#include <vector>

namespace xobos::ui {

namespace {

const QColor kBackground(0x26, 0x2b, 0x33);
const QColor kLane(0x7d, 0x86, 0x94);
const QColor kRegular(0xe6, 0xe1, 0xd3);
const QColor kIrradiated(0xc8, 0xd9, 0x4f);
const QColor kSource(0x7b, 0x3f, 0xd6);
// Legal destinations and the selection in white, dashed and solid: no player's colour
// (the wizard offers blue, red, green, yellow, purple and orange) can be mistaken for them.
const QColor kHighlight(0xff, 0xff, 0xff);
const QColor kSelected(0xff, 0xff, 0xff);

} // namespace

BoardLabelItem::BoardLabelItem(const QString &text, double pixels, bool bold, const QColor &colour, QPointF centre,
                               const QColor &plate)
    : m_text(text)
    , m_pixels(pixels)
    , m_bold(bold)
    , m_colour(colour)
    , m_plate(plate)
{
    // Every label is laid out in one of two fonts, the application's font regular or bold
    // (those the widgets use already), and scaled to its size: each font a process loads
    // costs a fontconfig match and a shaping set-up (~1 ms each), and the board is drawn
    // scaled anyway.
    m_font = QFont();
    m_font.setBold(bold);
    const int basePixels = std::max(1, QFontInfo(m_font).pixelSize());
    m_text.setTextFormat(Qt::PlainText);
    m_text.prepare(QTransform(), m_font);
    m_size = m_text.size();
    m_rect = QRectF(QPointF(0, 0), m_size);
    if (m_plate.isValid())
        m_rect.adjust(-2, 0, 2, 0);
    setScale(pixels / basePixels);
    setCentre(centre);
}

void BoardLabelItem::setCentre(QPointF centre)
{
    setPos(centre - QPointF(m_size.width() * scale() / 2, m_size.height() * scale() / 2));
}

void BoardLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_plate.isValid())
        painter->fillRect(m_rect, m_plate);
    painter->setFont(m_font);
    painter->setPen(m_colour);
    painter->drawStaticText(QPointF(0, 0), m_text);
}

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent)
    , m_units(this)
{
    setBackgroundBrush(kBackground);
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

BoardScene::~BoardScene() = default;

QList<QColor> BoardScene::defaultColours()
{
    return {QColor(0x2f, 0x6f, 0xd6), QColor(0xd2, 0x3a, 0x3a), QColor(0x2e, 0x9e, 0x4f), QColor(0xe0, 0xa1, 0x1b)};
}

template <class Item> Item *BoardScene::keep(Item *item, QList<QGraphicsItem *> &list)
{
    addItem(item);
    list << item;
    return item;
}

void BoardScene::setBoard(const rules::Board &board)
{
    setBoard(board, std::nullopt, {}, {});
}

void BoardScene::setBoard(const rules::Board &board, const std::optional<rules::GameView> &view,
                          const QStringList &names, const QList<QColor> &colours)
{
    m_board = board;
    m_view = view; // never an earlier game's units on this board
    m_names = names;
    m_colours = colours;
    m_selected = -1;
    m_highlighted.clear();
    m_units.clear(); // another board: its spaces are elsewhere
    m_focusSpaces.clear();
    m_focusTokens.clear();
    rebuildBoard();
    rebuildUnits();
    rebuildMarks();
    rebuildFocus();
    // Room under the lowest spaces for their names in two lines at the larger size.
    setSceneRect(QRectF(-20, -20, 1040, 1075));
}

void BoardScene::setGame(const std::optional<rules::GameView> &view, const QStringList &names,
                         const QList<QColor> &colours)
{
    const bool quartersChange = !m_view || !view || m_view->players.size() != view->players.size() || m_colours != colours;
    m_view = view;
    m_names = names;
    m_colours = colours;
    if (quartersChange)
        rebuildBoard(); // base quarters take their owner's colour
    rebuildUnits();
}

void BoardScene::setSelectedSpace(int space)
{
    if (space == m_selected)
        return;
    m_selected = space;
    rebuildMarks();
}

void BoardScene::setHighlightedSpaces(const QList<int> &spaces)
{
    if (spaces == m_highlighted)
        return;
    m_highlighted = spaces;
    rebuildMarks();
}

void BoardScene::setQuarterColours(const QList<QColor> &colours)
{
    if (colours == m_quarterColours)
        return;
    m_quarterColours = colours;
    rebuildBoard();
}

QColor BoardScene::quarterColour(int quarter) const
{
    if (!m_view && quarter >= 0 && quarter < m_quarterColours.size())
        return m_quarterColours.at(quarter);
    if (m_view) {
        for (int p = 0; p < static_cast<int>(m_view->players.size()); ++p) {
            if (m_view->players[static_cast<std::size_t>(p)].quarter == quarter)
                return m_colours.value(p, defaultColours().value(p % 4));
        }
    }
    return QColor(0x9a, 0xa0, 0xa8); // a quarter nobody plays
}

QString BoardScene::spaceToolTip(int space) const
{
    const rules::Space &s = m_board.spaces[static_cast<std::size_t>(space)];
    QString kind;
    switch (s.kind) {
    case rules::SpaceKind::Regular: kind = tr("Space"); break;
    case rules::SpaceKind::Base: kind = tr("Base space"); break;
    case rules::SpaceKind::BaseExit: kind = tr("Base exit"); break;
    case rules::SpaceKind::Irradiated: kind = tr("Irradiated space"); break;
    case rules::SpaceKind::EnergySource: kind = tr("Energy Source"); break;
    }
    return QStringLiteral("%1 — %2").arg(spaceText(m_board, space), kind);
}

void BoardScene::rebuildBoard()
{
    qDeleteAll(m_boardItems);
    m_boardItems.clear();
    QList<QLineF> lanes;
    for (const auto &[a, b] : m_board.lanes)
        lanes << QLineF(spaceCentre(a), spaceCentre(b));
    auto *laneItem = keep(new LanesItem(lanes, kLaneWidth, kLane), m_boardItems);
    laneItem->setZValue(boardz::kLane);
    laneItem->setAcceptedMouseButtons(Qt::NoButton);
    const double r = kSpaceRadius;
    for (int i = 0; i < static_cast<int>(m_board.spaces.size()); ++i) {
        const rules::Space &s = m_board.spaces[static_cast<std::size_t>(i)];
        const QPointF c(s.x, s.y);
        QColor fill = kRegular;
        QPen pen(QColor(0x4a, 0x50, 0x5a), 2);
        switch (s.kind) {
        case rules::SpaceKind::Regular:
            if (!m_quarterColours.isEmpty() && s.quarter != rules::kNoQuarter)
                pen = QPen(quarterColour(s.quarter), 4);
            break;
        case rules::SpaceKind::Base:
            fill = quarterColour(s.quarter).lighter(135);
            pen = QPen(quarterColour(s.quarter).darker(130), 3);
            break;
        case rules::SpaceKind::BaseExit:
            fill = quarterColour(s.quarter).lighter(175);
            pen = QPen(quarterColour(s.quarter).darker(120), 3, Qt::DashLine);
            break;
        case rules::SpaceKind::Irradiated:
            fill = kIrradiated;
            pen = QPen(QColor(0x6b, 0x7a, 0x12), 3);
            break;
        case rules::SpaceKind::EnergySource:
            fill = kSource;
            pen = QPen(QColor(0xd9, 0xc2, 0xff), 3);
            break;
        }
        QGraphicsItem *shape = nullptr;
        if (s.kind == rules::SpaceKind::EnergySource) {
            // A star: the Energy Source cannot be entered, so it does not look like a space.
            QPainterPath star;
            for (int k = 0; k < 12; ++k) {
                const double radius = (k % 2 == 0) ? r * 1.45 : r * 0.8;
                const double angle = M_PI * k / 6.0 - M_PI / 2;
                const QPointF p = c + QPointF(radius * std::cos(angle), radius * std::sin(angle));
                k == 0 ? star.moveTo(p) : star.lineTo(p);
            }
            star.closeSubpath();
            auto *item = keep(new QGraphicsPathItem(star), m_boardItems);
            item->setBrush(fill);
            item->setPen(pen);
            shape = item;
        } else {
            auto *item = keep(new DiscItem(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)), m_boardItems);
            item->setBrush(fill);
            item->setPen(pen);
            shape = item;
            if (s.kind == rules::SpaceKind::Irradiated) {
                // Hatching on top of the fill: irradiated spaces read at a glance, even in grey.
                auto *hatch = keep(new DiscItem(item->rect()), m_boardItems);
                hatch->setBrush(QBrush(QColor(0x6b, 0x7a, 0x12, 150), Qt::BDiagPattern));
                hatch->setPen(Qt::NoPen);
                hatch->setZValue(boardz::kSpace);
                hatch->setAcceptedMouseButtons(Qt::NoButton);
            }
        }
        if (!m_quarterColours.isEmpty() && s.isCrossing()) {
            const double outer = r + 4;
            auto *ring = keep(new DiscItem(QRectF(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer)),
                              m_boardItems);
            ring->setPen(QPen(quarterColour(s.crossingQuarter), 3));
            ring->setZValue(boardz::kSpace);
            ring->setAcceptedMouseButtons(Qt::NoButton);
        }
        shape->setZValue(boardz::kSpace);
        shape->setToolTip(spaceToolTip(i));
        shape->setData(0, i);
    }
    m_labelLayouts.clear(); // another board, language or look
    rebuildLabels();
}

void BoardScene::setSpaceLabels(bool shown, double pixels, double leastPixels)
{
    leastPixels = leastPixels > 0 ? std::min(leastPixels, pixels) : pixels;
    if (shown == m_labelsShown && qFuzzyCompare(pixels, m_labelPixels) && qFuzzyCompare(leastPixels, m_leastLabelPixels))
        return;
    const bool resize = !qFuzzyCompare(pixels, m_labelPixels) || !qFuzzyCompare(leastPixels, m_leastLabelPixels);
    m_labelsShown = shown;
    m_labelPixels = pixels;
    m_leastLabelPixels = leastPixels;
    if (resize) {
        rebuildLabels();
    } else {
        for (BoardLabelItem *label : std::as_const(m_labelItems))
            label->setVisible(shown);
    }
    rebuildFocus(); // its holes follow the names
}

BoardLabelItem *BoardScene::labelItem(const QString &text, double pixels, bool bold)
{
    // On a plate of the board's background: readable over a lane or an attack token's head.
    const QColor plate(kBackground.red(), kBackground.green(), kBackground.blue(), 170);
    return new BoardLabelItem(text, pixels, bold, bold ? QColor(0xf2, 0xf4, 0xf7) : QColor(0xd5, 0xda, 0xe2), QPointF(), plate);
}

void BoardScene::addLabel(BoardLabelItem *label, QPointF centre, int space)
{
    label->setCentre(centre);
    addItem(label);
    m_labelItems << label;
    m_labelSpaces << space;
    label->setZValue(boardz::kSpaceLabel);
    label->setAcceptedMouseButtons(Qt::NoButton);
    label->setVisible(m_labelsShown);
}

void BoardScene::rebuildLabels()
{
    qDeleteAll(m_labelItems);
    m_labelItems.clear();
    m_labelSpaces.clear();
    // Laid out once for each size: a window that goes back to a size it had (the board hidden
    // behind a private sheet and shown again) puts the names where they were at once.
    const QPair<int, int> key(qRound(m_labelPixels * 4), qRound(m_leastLabelPixels * 4));
    // The items made to measure the names are the ones shown (a text's layout is most of
    // a label's cost, issue #11); those of the shapes not chosen go.
    QMultiHash<QString, BoardLabelItem *> measured; // by measureKey()
    const auto measureKey = [](const QString &text, double pixels, bool bold) {
        return QString::number(pixels, 'g', 17) + QLatin1Char(bold ? 'b' : 'r') + text;
    };
    auto laid = m_labelLayouts.constFind(key);
    if (laid == m_labelLayouts.cend()) {
        // As wide as its item draws it, with the plate's margins.
        const auto width = [&measured, &measureKey](const QString &text, double pixels, bool bold) {
            BoardLabelItem *label = labelItem(text, pixels, bold);
            measured.insert(measureKey(text, pixels, bold), label);
            return label->sceneSize().width() + 4 * label->scale();
        };
        const LabelPlacement placement(m_board, sceneRect(), width);
        laid = m_labelLayouts.insert(key, placement.place(m_labelPixels, m_leastLabelPixels, !m_quarterColours.isEmpty()));
    }
    for (const PlacedLabel &l : *laid) {
        BoardLabelItem *label = measured.take(measureKey(l.text, l.pixels, l.bold));
        addLabel(label ? label : labelItem(l.text, l.pixels, l.bold), l.centre, l.space);
    }
    qDeleteAll(measured);
}

void BoardScene::rebuildUnits()
{
    m_units.show(m_board, m_view ? &*m_view : nullptr, m_names, m_colours);
}

void BoardScene::rebuildMarks()
{
    qDeleteAll(m_markItems);
    m_markItems.clear();
    const double r = kSpaceRadius + 5;
    for (int space : std::as_const(m_highlighted)) {
        const QPointF c = spaceCentre(space);
        auto *ring = keep(new DiscItem(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)), m_markItems);
        ring->setPen(QPen(kHighlight, 5, Qt::DashLine));
        ring->setBrush(QColor(kHighlight.red(), kHighlight.green(), kHighlight.blue(), 70));
        ring->setZValue(boardz::kMark);
        ring->setAcceptedMouseButtons(Qt::NoButton);
    }
    if (m_selected >= 0) {
        const QPointF c = spaceCentre(m_selected);
        auto *ring = keep(new DiscItem(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)), m_markItems);
        ring->setPen(QPen(kSelected, 6));
        ring->setZValue(boardz::kMark);
        ring->setAcceptedMouseButtons(Qt::NoButton);
    }
}

void BoardScene::setCombatFocus(const QList<int> &spaces, const std::vector<rules::AttackToken> &tokens)
{
    if (spaces == m_focusSpaces && tokens == m_focusTokens)
        return;
    m_focusSpaces = spaces;
    m_focusTokens = tokens;
    rebuildFocus();
}

void BoardScene::rebuildFocus()
{
    qDeleteAll(m_focusItems);
    m_focusItems.clear();
    if (m_focusSpaces.isEmpty() && m_focusTokens.empty())
        return;
    // The shade has holes where the step is: its spaces with their names, and its lanes.
    QPainterPath holes;
    holes.setFillRule(Qt::WindingFill);
    const double hole = kSpaceRadius + 12;
    for (int space : std::as_const(m_focusSpaces)) {
        const QPointF c = spaceCentre(space);
        holes.addEllipse(c, hole, hole);
    }
    for (int i = 0; i < m_labelItems.size(); ++i) {
        if (m_focusSpaces.contains(m_labelSpaces.value(i)) && m_labelItems.at(i)->isVisible())
            holes.addRect(m_labelItems.at(i)->sceneBoundingRect().adjusted(-2, -2, 2, 2));
    }
    for (const rules::AttackToken &t : m_focusTokens)
        holes.addPath(arrowPath(spaceCentre(t.from), spaceCentre(t.to), 2 * hole * 0.8, 0, 0));
    QPainterPath shade;
    shade.addRect(sceneRect());
    auto *dim = keep(new QGraphicsPathItem(shade.subtracted(holes.simplified())), m_focusItems);
    dim->setBrush(QColor(0x0b, 0x0d, 0x10, 150));
    dim->setPen(Qt::NoPen);
    dim->setZValue(boardz::kDim);
    dim->setAcceptedMouseButtons(Qt::NoButton);
    dim->setData(0, QStringLiteral("combatShade"));
    for (const rules::AttackToken &t : m_focusTokens) {
        const QPointF a = spaceCentre(t.from);
        const QPointF b = spaceCentre(t.to);
        const QLineF full(a, b);
        if (full.length() < 1)
            continue;
        const QPointF unit = (b - a) / full.length();
        const QColor own = m_colours.value(t.owner, defaultColours().value(std::max(0, t.owner) % 4));
        auto *arrow = keep(new QGraphicsPathItem(arrowPath(a + unit * (kSpaceRadius + 2), b - unit * (kSpaceRadius + 2),
                                                           kArrowShaft, kArrowHeadLength, kArrowHeadWidth, t.counter)),
                           m_focusItems);
        arrow->setBrush(own);
        arrow->setPen(QPen(Qt::white, 2.5));
        arrow->setZValue(boardz::kFocus);
        arrow->setAcceptedMouseButtons(Qt::NoButton);
        arrow->setData(0, QStringLiteral("combatArrow"));
        if (t.counter) {
            const QPointF mid = (a + b) / 2;
            auto *badge = keep(new DiscItem(QRectF(mid.x() - 13, mid.y() - 13, 26, 26)), m_focusItems);
            badge->setBrush(m_colours.value(t.counterOwner, own));
            badge->setPen(QPen(Qt::white, 2));
            badge->setZValue(boardz::kFocus + 0.1);
            badge->setAcceptedMouseButtons(Qt::NoButton);
        }
    }
    const double r = kSpaceRadius + 6;
    for (int space : std::as_const(m_focusSpaces)) {
        const QPointF c = spaceCentre(space);
        auto *ring = keep(new DiscItem(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)), m_focusItems);
        ring->setPen(QPen(kSelected, 5));
        ring->setZValue(boardz::kFocus);
        ring->setAcceptedMouseButtons(Qt::NoButton);
        ring->setData(0, QStringLiteral("combatRing"));
    }
}

QPointF BoardScene::spaceCentre(int space) const
{
    if (space < 0 || space >= static_cast<int>(m_board.spaces.size()))
        return {};
    const rules::Space &s = m_board.spaces[static_cast<std::size_t>(space)];
    return {s.x, s.y};
}

int BoardScene::spaceAt(const QPointF &scenePos) const
{
    int best = -1;
    double bestDistance = kSpaceRadius * 1.2;
    for (int i = 0; i < static_cast<int>(m_board.spaces.size()); ++i) {
        const double d = QLineF(scenePos, spaceCentre(i)).length();
        if (d <= bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pressSpace = spaceAt(event->scenePos());
    if (m_pressSpace >= 0 && (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)) {
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void BoardScene::showDragArrow(QPointF to, bool attack)
{
    const QPointF from = spaceCentre(m_pressSpace);
    const QLineF line(from, to);
    if (line.length() < kSpaceRadius) {
        hideDragArrow();
        return;
    }
    const QPointF unit = (to - from) / line.length();
    // An attack drag is the token it becomes: as long as the lane, its shaft and head as
    // big as a token's; a move is thinner.
    const QPainterPath path = attack ? arrowPath(from + unit * kSpaceRadius, to, kArrowShaft, kArrowHeadLength, kArrowHeadWidth)
                                     : arrowPath(from + unit * kSpaceRadius, to, 8, 24, 30);
    if (!m_dragArrow) {
        m_dragArrow = new QGraphicsPathItem;
        m_dragArrow->setZValue(boardz::kDrag);
        m_dragArrow->setAcceptedMouseButtons(Qt::NoButton);
        addItem(m_dragArrow);
    }
    // An attack drag in the attacker's colour with a white edge, like his tokens; a move in
    // the highlight's white.
    QColor fill = m_attackDragColour.isValid() ? m_attackDragColour : QColor(0xd2, 0x3a, 0x3a);
    fill.setAlpha(220);
    m_dragArrow->setBrush(attack ? fill : QColor(0xff, 0xff, 0xff, 170));
    m_dragArrow->setPen(QPen(attack ? QColor(Qt::white) : QColor(0x11, 0x13, 0x17), 2, attack ? Qt::SolidLine : Qt::DashLine));
    m_dragArrow->setPath(path);
    m_dragArrow->show();
}

void BoardScene::hideDragArrow()
{
    if (m_dragArrow)
        m_dragArrow->hide();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_view && m_pressSpace >= 0 && (event->buttons() & (Qt::LeftButton | Qt::RightButton))) {
        // Snap to the space under the pointer, so the arrow shows what the release does.
        const int over = spaceAt(event->scenePos());
        showDragArrow(over >= 0 && over != m_pressSpace ? spaceCentre(over) : event->scenePos(),
                      event->buttons() & Qt::RightButton);
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    const int space = spaceAt(event->scenePos());
    const int pressed = m_pressSpace;
    m_pressSpace = -1;
    hideDragArrow();
    if (pressed < 0 || space < 0) {
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    if (event->button() == Qt::RightButton) {
        // Right-drag from a space to another declares an attack; a right-click alone
        // starts one from that space (the next right- or left-click picks the target).
        Q_EMIT attackDragged(pressed, space, event->screenPos());
        return;
    }
    if (event->button() == Qt::LeftButton && space == pressed)
        Q_EMIT spaceClicked(space, event->modifiers(), event->screenPos());
    else if (event->button() == Qt::LeftButton)
        Q_EMIT unitDragged(pressed, space, event->modifiers(), event->screenPos());
}

} // namespace xobos::ui
