// Helpers shared by the engine's .cpp files. Not part of the engine's interface.
#pragma once

#include "engine.h"

namespace xobos::rules::detail {

inline Violation fail(ViolationCode c) { return Violation{c}; }
inline constexpr Violation kOk{};

bool validGuardianIndex(int g);
bool validSpace(const GameState &s, int space);
bool isOwnBaseSpace(const GameState &s, int player, int space);
bool isEnemyBaseSpace(const GameState &s, int player, int space);
bool isBaseSpace(const GameState &s, int space);
bool isIrradiated(const GameState &s, int space);
bool isEnergySource(const GameState &s, int space);
bool hasEnemyUnits(const GameState &s, int player, int space);
int enemyBuildingAt(const GameState &s, int player, int space); // standing enemy building or -1

// Movement helpers.
int quarkReach(const GameState &s, int player);
int quarkDistance(const GameState &s, int player, int from, int to, int limit); // -1 when unreachable
std::vector<int> quarkDestinations(const GameState &s, int player, int from, int limit); // sorted
Events enterSpace(GameState &s, int player, int g, int to, bool seize);
void breakConnectionsAfterMove(GameState &s, int player, int g, Events &ev);
void breakConnection(GameState &s, int player, int g, Events &ev, bool voluntary);
void destroyGuardian(GameState &s, int player, int g, Events &ev);
bool canAttackFrom(const GameState &s, int player, int space); // units or a Watchtower able to attack
int attackTokenFrom(const GameState &s, int space);             // token index or -1

// Phase flow (engine.cpp).
void afterAction(GameState &s, Events &ev);
void startMovementTurn(GameState &s, Events &ev);
void finishMovementTurn(GameState &s, Events &ev);
void continueResolution(GameState &s, Events &ev);
void startDevelopment(GameState &s, Events &ev);
void endRound(GameState &s, Events &ev);
void checkEliminations(GameState &s, Events &ev);

// Validators and appliers by phase.
Violation validateMovement(const GameState &s, int player, const Action &a);
void applyMovement(GameState &s, int player, const Action &a, Events &ev);
Violation validateDevelopment(const GameState &s, int player, const Action &a);
void applyDevelopment(GameState &s, int player, const Action &a, Events &ev);

// Combat (combat.cpp).
std::vector<CombatStep> planCombat(const GameState &s);
// Runs one step; returns true when it left a pursuit choice pending.
bool runCombatStep(GameState &s, const CombatStep &step, Events &ev);
// Pursuit after a retreat or an attack: can `player` pursue along `token`?
bool pursuitPossible(const GameState &s, int token, bool duringCombat);

Event makeEvent(EventType t, int player, Visibility v = Visibility::Public);
Event privateEvent(EventType t, int player);

} // namespace xobos::rules::detail
