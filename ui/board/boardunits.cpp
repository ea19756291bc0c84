// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardunits.h"

#include "ui/board/boarditems.h"
#include "ui/board/boardscene.h"
#include "ui/texts/gametext.h"

#include <QBrush>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QPainterPath>
#include <QPen>

namespace xobos::ui {

namespace {

constexpr double kR = BoardScene::kSpaceRadius;
// Where the pieces sit on a space (from its centre) and their half sizes; pieceBoxes()
// reads the same numbers.
constexpr QPointF kBuildingAt(-kR * 0.72, -kR * 0.72);
constexpr double kBuildingHalf = 10;
constexpr QPointF kQuarksAt(kR * 0.7, kR * 0.7);
constexpr double kQuarksHalf = 10;
constexpr double kGuardianRadius = kR * 0.68;
constexpr QPointF kBadgeAt(kGuardianRadius * 0.78, -kGuardianRadius * 0.78);
constexpr double kBadgeHalf = 7.5;
constexpr double kOutline = 1.5; // their outlines' width

QRectF box(QPointF centre, double half)
{
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half);
}

QColor textColourOn(const QColor &fill)
{
    return fill.lightnessF() > 0.6 ? QColor(0x1c, 0x1f, 0x24) : QColor(Qt::white);
}

} // namespace

QList<QRectF> BoardUnits::pieceBoxes(QPointF centre)
{
    const double pen = kOutline / 2;
    return {box(centre + kBuildingAt, kBuildingHalf + pen), box(centre + kQuarksAt, kQuarksHalf + pen),
            box(centre + kBadgeAt, kBadgeHalf + pen)};
}

BoardUnits::BoardUnits(QGraphicsScene *scene)
    : m_scene(scene)
{
}

BoardUnits::~BoardUnits()
{
    clear();
}

void BoardUnits::clear()
{
    for (Unit &u : m_units)
        qDeleteAll(u.items);
    m_units.clear();
}

template <class Item> Item *BoardUnits::keep(Item *item, QList<QGraphicsItem *> &list)
{
    m_scene->addItem(item);
    list << item;
    ++m_made;
    return item;
}

QList<QGraphicsItem *> *BoardUnits::place(const QString &key, const QString &signature)
{
    Unit &u = m_units[key];
    if (u.generation == m_generation) // the same key twice in one view: a second unit
        return place(key + QLatin1Char('+'), signature);
    u.generation = m_generation;
    if (!u.items.isEmpty() && u.signature == signature)
        return nullptr;
    qDeleteAll(u.items);
    u.items.clear();
    u.signature = signature;
    return &u.items;
}

QColor BoardUnits::colour(int player) const
{
    return m_colours.value(player, BoardScene::defaultColours().value(player % 4));
}

QPointF BoardUnits::centre(int space) const
{
    if (space < 0 || space >= static_cast<int>(m_board->spaces.size()))
        return {};
    const rules::Space &s = m_board->spaces[static_cast<std::size_t>(space)];
    return {s.x, s.y};
}

void BoardUnits::show(const rules::Board &board, const rules::GameView *view, const QStringList &names,
                      const QList<QColor> &colours)
{
    m_made = 0;
    // Names and colours are in every tooltip and fill: when they change, every unit does.
    if (names != m_names || colours != m_colours || !view)
        clear();
    m_names = names;
    m_colours = colours;
    if (!view)
        return;
    m_board = &board;
    ++m_generation;
    for (const rules::BuildingView &b : view->buildings)
        addBuilding(b);
    for (int p = 0; p < static_cast<int>(view->players.size()); ++p) {
        const rules::PlayerView &pv = view->players[static_cast<std::size_t>(p)];
        for (int g = 0; g < static_cast<int>(pv.guardians.size()); ++g)
            addGuardian(p, g, pv.guardians[static_cast<std::size_t>(g)]);
        for (const auto &[space, count] : pv.quarks)
            addQuarks(p, space, count);
    }
    for (const rules::AttackToken &token : view->attacks)
        addArrow(token);
    // The units that are gone.
    for (auto it = m_units.begin(); it != m_units.end();) {
        if (it->generation != m_generation) {
            qDeleteAll(it->items);
            it = m_units.erase(it);
        } else {
            ++it;
        }
    }
    m_board = nullptr;
}

void BoardUnits::addBuilding(const rules::BuildingView &b)
{
    // A token at the space's upper left, a letter for a finished Building, "?" for a
    // construction (its type is hidden).
    const bool finished = b.complete && b.type;
    QList<QGraphicsItem *> *items = place(QStringLiteral("b%1:%2").arg(b.space).arg(b.owner),
                                          finished ? QString(buildingLetter(*b.type)) : QStringLiteral("?"));
    if (!items)
        return;
    const QPointF c = centre(b.space) + kBuildingAt;
    const QColor own = colour(b.owner);
    auto *token = keep(new QGraphicsRectItem(box(c, kBuildingHalf)), *items);
    token->setZValue(boardz::kBuilding);
    if (finished) {
        token->setBrush(own.darker(140));
        token->setPen(QPen(Qt::white, kOutline));
        token->setToolTip(tr("%1 of %2").arg(buildingText(*b.type), playerText(m_names, b.owner)));
        auto *letter = keep(new BoardLabelItem(QString(buildingLetter(*b.type)), 13, true, Qt::white, c), *items);
        letter->setZValue(boardz::kBuilding);
    } else {
        token->setBrush(QColor(0x3a, 0x3f, 0x48));
        token->setPen(QPen(own.lighter(130), kOutline, Qt::DashLine));
        token->setToolTip(tr("Construction of %1 (type hidden)").arg(playerText(m_names, b.owner)));
        auto *mark = keep(new BoardLabelItem(QStringLiteral("?"), 13, true, own.lighter(150), c), *items);
        mark->setZValue(boardz::kBuilding);
    }
}

void BoardUnits::addGuardian(int player, int guardian, const rules::GuardianView &g)
{
    if (!g.alive || g.space < 0)
        return;
    QList<QGraphicsItem *> *items = place(QStringLiteral("g%1:%2").arg(player).arg(guardian),
                                          QStringLiteral("%1%2").arg(g.space).arg(g.moved ? QLatin1String("m") : QLatin1String("")));
    if (!items)
        return;
    const QPointF c = centre(g.space);
    const QColor own = colour(player);
    const double r = kGuardianRadius;
    auto *token = keep(new DiscItem(box(c, r)), *items);
    token->setBrush(own);
    token->setPen(QPen(QColor(0x11, 0x13, 0x17), 2.5));
    token->setZValue(boardz::kUnit);
    // The token carries his number in his owner's colour: "Green Guardian 3" in every text.
    const QString name = guardianText(ownerText(m_names, m_colours, player), guardian);
    token->setToolTip(g.moved ? tr("%1 (moved this round)").arg(name) : name);
    token->setAcceptedMouseButtons(Qt::NoButton);
    auto *label = keep(new BoardLabelItem(QString::number(guardian + 1), 16, true, textColourOn(own), c), *items);
    label->setZValue(boardz::kUnit);
    label->setAcceptedMouseButtons(Qt::NoButton);
    if (!g.moved)
        return;
    // Moved this round: a white badge with a dark tick at the token's upper right, seen
    // from across the table whatever the player's colour.
    const QPointF b = c + kBadgeAt;
    auto *badge = keep(new DiscItem(box(b, kBadgeHalf)), *items);
    badge->setBrush(Qt::white);
    badge->setPen(QPen(QColor(0x11, 0x13, 0x17), kOutline));
    badge->setZValue(boardz::kUnit + 0.5);
    badge->setAcceptedMouseButtons(Qt::NoButton);
    badge->setData(0, QStringLiteral("moved"));
    QPainterPath tick;
    tick.moveTo(b + QPointF(-4, 0));
    tick.lineTo(b + QPointF(-1, 3.5));
    tick.lineTo(b + QPointF(4.5, -3.5));
    auto *tickItem = keep(new QGraphicsPathItem(tick), *items);
    tickItem->setPen(QPen(QColor(0x11, 0x13, 0x17), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    tickItem->setZValue(boardz::kUnit + 0.6);
    tickItem->setAcceptedMouseButtons(Qt::NoButton);
}

void BoardUnits::addQuarks(int player, int space, int count)
{
    if (count <= 0)
        return;
    QList<QGraphicsItem *> *items = place(QStringLiteral("q%1:%2").arg(player).arg(space), QString::number(count));
    if (!items)
        return;
    // Quarks: a small disc at the lower right with their number.
    const QPointF c = centre(space) + kQuarksAt;
    const QColor fill = colour(player).lighter(115);
    auto *disc = keep(new DiscItem(box(c, kQuarksHalf)), *items);
    disc->setBrush(fill);
    disc->setPen(QPen(Qt::white, kOutline));
    disc->setZValue(boardz::kUnit + 1);
    disc->setToolTip(tr("%n Quark(s) of %1", nullptr, count).arg(playerText(m_names, player)));
    auto *number = keep(new BoardLabelItem(QString::number(count), 12, true, textColourOn(fill), c), *items);
    number->setZValue(boardz::kUnit + 1);
    number->setAcceptedMouseButtons(Qt::NoButton);
}

void BoardUnits::addArrow(const rules::AttackToken &token)
{
    QList<QGraphicsItem *> *items
        = place(QStringLiteral("a%1:%2").arg(token.from).arg(token.to),
                QStringLiteral("%1 %2 %3").arg(token.owner).arg(token.counter ? 1 : 0).arg(token.counterOwner));
    if (!items)
        return;
    const QPointF a = centre(token.from);
    const QPointF b = centre(token.to);
    const QLineF full(a, b);
    if (full.length() < 1)
        return;
    const QPointF unit = (b - a) / full.length();
    const QPointF normal(-unit.y(), unit.x());
    const QPointF start = a + unit * (kR + 2);
    const QPointF end = b - unit * (kR + 2);
    const QColor own = colour(token.owner);
    const auto head = [&](QPainterPath &path, QPointF tip, QPointF dir) {
        path.moveTo(tip);
        path.lineTo(tip - dir * 28 + normal * 17);
        path.lineTo(tip - dir * 28 - normal * 17);
        path.closeSubpath();
    };
    QPainterPath shaft;
    shaft.moveTo(start);
    shaft.lineTo(end);
    auto *line = keep(new QGraphicsPathItem(shaft), *items);
    // As wide as a lane and more: the token the table places, seen from across it.
    line->setPen(QPen(own, 12, Qt::SolidLine, Qt::FlatCap));
    line->setZValue(boardz::kArrow);
    QPainterPath heads;
    head(heads, end, unit);
    if (token.counter)
        head(heads, start, -unit);
    auto *tips = keep(new QGraphicsPathItem(heads), *items);
    const QColor headColour = token.counter ? m_colours.value(token.counterOwner, own) : own;
    tips->setBrush(own);
    tips->setPen(QPen(Qt::white, 1.5));
    tips->setZValue(boardz::kArrow);
    if (token.counter) {
        // The flipped token: the defender's colour in the middle of the lane, like the
        // counterattack side of the printed token.
        const QPointF mid = (start + end) / 2;
        auto *badge = keep(new DiscItem(QRectF(mid.x() - 13, mid.y() - 13, 26, 26)), *items);
        badge->setBrush(headColour);
        badge->setPen(QPen(Qt::white, 2));
        badge->setZValue(boardz::kArrow + 0.1);
    }
    const QString tip = token.counter
        ? tr("Battle: %1 attacks from %2, %3 counterattacks from %4")
              .arg(playerText(m_names, token.owner), spaceText(*m_board, token.from),
                   playerText(m_names, token.counterOwner), spaceText(*m_board, token.to))
        : tr("Attack of %1 from %2 on %3")
              .arg(playerText(m_names, token.owner), spaceText(*m_board, token.from), spaceText(*m_board, token.to));
    line->setToolTip(tip);
    tips->setToolTip(tip);
}

} // namespace xobos::ui
