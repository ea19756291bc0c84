// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardinteraction.h"

#include "ui/board/boardscene.h"
#include "ui/board/quarkcountpopup.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "ui/texts/reasontext.h"

#include <QGraphicsView>
#include <QSpinBox>
#include <QToolTip>

#include <algorithm>

namespace xobos::ui {

namespace {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

int guardianSpace(const rules::GameView &view, int player, int guardian)
{
    if (player < 0 || player >= static_cast<int>(view.players.size()))
        return rules::kNoSpace;
    const auto &guardians = view.players[static_cast<std::size_t>(player)].guardians;
    if (guardian < 0 || guardian >= static_cast<int>(guardians.size()))
        return rules::kNoSpace;
    const rules::GuardianView &g = guardians[static_cast<std::size_t>(guardian)];
    return g.alive ? g.space : rules::kNoSpace;
}

struct Route {
    int from = rules::kNoSpace;
    int to = rules::kNoSpace;
    bool attack = false;
};

// Where an action's unit starts and ends on the board (no rule: just reading the fields).
Route routeOf(const rules::Action &action, const rules::GameView &view, int player)
{
    return std::visit(Overloaded{
                          [&](const rules::MoveGuardian &a) {
                              return Route{guardianSpace(view, player, a.guardian), a.to, false};
                          },
                          [&](const rules::SwapGuardians &a) {
                              return Route{guardianSpace(view, player, a.first), guardianSpace(view, player, a.second),
                                           false};
                          },
                          [&](const rules::MoveQuarks &a) { return Route{a.from, a.to, false}; },
                          [&](const rules::DeclareAttack &a) { return Route{a.from, a.to, true}; },
                          [&](const auto &) { return Route{}; },
                      },
                      action);
}

} // namespace

BoardInteraction::BoardInteraction(GameController *controller, BoardScene *scene, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_scene(scene)
{
    connect(controller, &GameController::gameChanged, this, &BoardInteraction::onGameChanged);
    controller->connectPositionChanges(this, &BoardInteraction::onStateChanged);
    connect(controller, &GameController::actionRejected, this, &BoardInteraction::onRejected);
    connect(scene, &BoardScene::spaceClicked, this, &BoardInteraction::onSpaceClicked);
    connect(scene, &BoardScene::attackDragged, this, &BoardInteraction::onAttackDragged);
    connect(scene, &BoardScene::unitDragged, this, &BoardInteraction::onUnitDragged);
    onGameChanged();
}

BoardInteraction::~BoardInteraction() = default;

void BoardInteraction::setAttackMode(bool on)
{
    if (on == m_attackMode)
        return;
    m_attackMode = on;
    clearSelection();
    Q_EMIT attackModeChanged(on);
}

void BoardInteraction::clearSelection()
{
    m_selected = -1;
    m_selectingAttack = false;
    m_scene->setSelectedSpace(-1);
    m_scene->setHighlightedSpaces({});
}

void BoardInteraction::onGameChanged()
{
    const rules::Board *board = m_controller->board();
    if (board && m_controller->hasGame())
        m_scene->setBoard(*board, m_controller->view(), m_controller->playerNames(), m_controller->playerColours());
    else
        m_scene->setBoard(board ? *board : rules::Board{});
    refreshLegalActions();
}

void BoardInteraction::refreshLegalActions()
{
    clearSelection();
    m_legalPlayer = m_controller->actingPlayer();
    m_legal = m_controller->legalActions(m_legalPlayer);
    // An attack being dragged is drawn as the token it becomes, in its player's colour.
    m_scene->setAttackDragColour(m_controller->playerColours().value(m_legalPlayer));
}

void BoardInteraction::onStateChanged()
{
    if (m_quarkPopup)
        m_quarkPopup->close(); // asked about a position that is gone
    refreshLegalActions();
    if (m_controller->hasGame())
        m_scene->setGame(m_controller->view(), m_controller->playerNames(), m_controller->playerColours());
    else
        m_scene->setGame(std::nullopt, {}, {});
}

std::vector<rules::Action> BoardInteraction::actionsFrom(int space, bool attacks) const
{
    std::vector<rules::Action> out;
    const rules::GameView &view = m_controller->view();
    for (const rules::Action &a : m_legal) {
        const Route route = routeOf(a, view, m_legalPlayer);
        if (route.from == space && route.attack == attacks)
            out.push_back(a);
    }
    return out;
}

bool BoardInteraction::ownsUnitAt(int player, int space) const
{
    const rules::GameView &view = m_controller->view();
    if (player < 0 || player >= static_cast<int>(view.players.size()))
        return false;
    const rules::PlayerView &pv = view.players[static_cast<std::size_t>(player)];
    for (const rules::GuardianView &g : pv.guardians) {
        if (g.alive && g.space == space)
            return true;
    }
    return std::any_of(pv.quarks.begin(), pv.quarks.end(),
                       [space](const auto &q) { return q.first == space && q.second > 0; });
}

void BoardInteraction::select(int space, bool attacks)
{
    m_selected = space;
    m_selectingAttack = attacks;
    m_scene->setSelectedSpace(space);
    QList<int> targets;
    const rules::GameView &view = m_controller->view();
    for (const rules::Action &a : actionsFrom(space, attacks)) {
        const int to = routeOf(a, view, m_legalPlayer).to;
        if (!targets.contains(to))
            targets << to;
    }
    m_scene->setHighlightedSpaces(targets);
    if (targets.isEmpty())
        Q_EMIT message(attacks ? tr("No attack can be declared from %1.").arg(spaceText(m_scene->board(), space))
                               : tr("No legal move from %1.").arg(spaceText(m_scene->board(), space)),
                       m_lastScreenPos);
}

void BoardInteraction::play(const rules::Action &action)
{
    const int player = m_legalPlayer;
    clearSelection();
    m_playing = true;
    m_controller->submit(player, action);
    m_playing = false;
}

void BoardInteraction::onSpaceClicked(int space, Qt::KeyboardModifiers modifiers, const QPoint &screenPos)
{
    m_lastScreenPos = screenPos;
    if (m_controller->isReplaying()) {
        Q_EMIT message(tr("This is a replay: return to the live game to play."), screenPos);
        return;
    }
    const int player = m_legalPlayer;
    if (player < 0) {
        Q_EMIT message(tr("Nobody can act now."), screenPos);
        return;
    }
    const bool attacks = m_attackMode;
    if (m_selected < 0 || space == m_selected) {
        if (space == m_selected) {
            clearSelection();
            return;
        }
        if (!ownsUnitAt(player, space)) {
            Q_EMIT message(tr("Choose a unit of %1 first.").arg(playerText(m_controller->playerNames(), player)),
                           screenPos);
            return;
        }
        select(space, attacks);
        return;
    }
    const rules::GameView &view = m_controller->view();
    std::vector<rules::Action> candidates;
    for (const rules::Action &a : actionsFrom(m_selected, m_selectingAttack)) {
        if (routeOf(a, view, player).to == space)
            candidates.push_back(a);
    }
    if (candidates.empty()) {
        if (!m_selectingAttack && ownsUnitAt(player, space)) {
            select(space, false); // another own unit: choose it instead
            return;
        }
        // Not a legal destination: let the engine say why (and log the attempt).
        const int from = m_selected;
        if (m_selectingAttack) {
            play(rules::DeclareAttack{from, space});
            return;
        }
        int guardian = -1;
        const rules::PlayerView &pv = view.players[static_cast<std::size_t>(player)];
        for (int g = 0; g < static_cast<int>(pv.guardians.size()); ++g) {
            if (pv.guardians[static_cast<std::size_t>(g)].alive && pv.guardians[static_cast<std::size_t>(g)].space == from)
                guardian = g;
        }
        if (guardian >= 0)
            play(rules::MoveGuardian{guardian, space, false});
        else
            play(rules::MoveQuarks{from, space, 1});
        return;
    }
    // Several legal actions reach the same space: the Guardian goes first; Shift moves
    // the Quarks instead (a stack asks how many); Alt seizes.
    const auto pick = [&](auto predicate) -> const rules::Action * {
        const rules::Action *best = nullptr;
        for (const rules::Action &a : candidates) {
            if (predicate(a))
                best = &a; // the last one: for Quarks, the largest number
        }
        return best;
    };
    const bool wantQuarks = modifiers & Qt::ShiftModifier;
    const bool wantSeize = modifiers & Qt::AltModifier;
    const rules::Action *chosen = nullptr;
    if (!wantQuarks) {
        chosen = pick([&](const rules::Action &a) {
            const auto *m = std::get_if<rules::MoveGuardian>(&a);
            return m && m->seize == wantSeize;
        });
        if (!chosen)
            chosen = pick([](const rules::Action &a) { return std::holds_alternative<rules::MoveGuardian>(a); });
        if (!chosen)
            chosen = pick([](const rules::Action &a) { return std::holds_alternative<rules::SwapGuardians>(a); });
        if (!chosen)
            chosen = pick([](const rules::Action &a) { return std::holds_alternative<rules::DeclareAttack>(a); });
    }
    if (!chosen)
        chosen = pick([](const rules::Action &a) { return std::holds_alternative<rules::MoveQuarks>(a); });
    if (!chosen)
        chosen = &candidates.front();
    if (const auto *quarks = std::get_if<rules::MoveQuarks>(chosen)) {
        int most = 0;
        for (const rules::Action &a : candidates) {
            if (const auto *q = std::get_if<rules::MoveQuarks>(&a))
                most = std::max(most, q->count);
        }
        if (most > 1) {
            askQuarkCount(quarks->from, quarks->to, most);
            return;
        }
    }
    play(*chosen);
}

QuarkCountPopup *BoardInteraction::quarkCountPopup() const
{
    return m_quarkPopup;
}

void BoardInteraction::askQuarkCount(int from, int to, int most)
{
    clearSelection();
    if (m_quarkPopup)
        m_quarkPopup->close();
    const QList<QGraphicsView *> views = m_scene->views();
    auto *popup = new QuarkCountPopup(most, spaceText(m_scene->board(), to), views.value(0));
    m_quarkPopup = popup;
    connect(popup, &QuarkCountPopup::chosen, this, [this, from, to](int count) {
        play(rules::MoveQuarks{from, to, count});
    });
    popup->adjustSize();
    popup->move(m_lastScreenPos + QPoint(12, 12));
    popup->show();
    popup->spinBox()->setFocus();
}

void BoardInteraction::onAttackDragged(int from, int to, const QPoint &screenPos)
{
    m_lastScreenPos = screenPos;
    if (m_controller->isReplaying() || m_legalPlayer < 0)
        return;
    if (from == to) {
        if (m_selected >= 0 && m_selectingAttack && m_selected != to) {
            play(rules::DeclareAttack{m_selected, to});
            return;
        }
        select(from, true);
        return;
    }
    play(rules::DeclareAttack{from, to});
}

void BoardInteraction::onUnitDragged(int from, int to, Qt::KeyboardModifiers modifiers, const QPoint &screenPos)
{
    // One drag is the two clicks it replaces: the unit, then its destination, whatever was
    // selected before.
    clearSelection();
    onSpaceClicked(from, modifiers, screenPos);
    if (m_selected == from)
        onSpaceClicked(to, modifiers, screenPos);
}

void BoardInteraction::onRejected(int player, rules::ViolationCode code)
{
    Q_UNUSED(player);
    // Only a refusal of a click on the board is shown by the pointer; the status bar
    // shows every refusal (MainWindow).
    if (m_playing)
        QToolTip::showText(m_lastScreenPos, reasonTextFor(code, m_controller->viewer()));
}

} // namespace xobos::ui
