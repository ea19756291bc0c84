# SPDX-License-Identifier: GPL-3.0-or-later
# The rule scenarios, read by make_scenarios.py (which defines the helpers used here).
# Seats: 0 = Blue (quarter a), 1 = Yellow (quarter b). Guardians by index 0..3.

def dev_state(blue=None, yellow=None, **kw):
    return duel_state(blue, yellow, phase="development", **kw)


def bl(spaces=None, leader=0, gextra=None, **kw):
    kw.setdefault("resources", 3)
    return player("Blue", spaces or BLUE, leader, gextra, **kw)


def ye(spaces=None, leader=0, gextra=None, **kw):
    kw.setdefault("resources", 3)
    return player("Yellow", spaces or YELLOW, leader, gextra, **kw)


def building(owner, type, space, **kw):
    return dict({"owner": owner, "type": type, "space": space}, **kw)


def with_lane(extra):
    b = copy.deepcopy(DUEL)
    b["lanes"].append(extra)
    return b


# Blue's Guardian 2 on the crossing c, facing Yellow's Guardian 2 on Yellow's exit bx.
FACE_OFF = ["a3", "a4", "c", "ra"]

# ---- Setup and turn structure -------------------------------------------------------------
scenario("setup_standard_two_players", "Standard setup on the printed board for two players",
         ["R-SETUP-BOARD", "R-SETUP-RESOURCES", "R-SETUP-UNITS", "R-SETUP-FIRST"], [
    check(state={"phase": "setup", "round": 1, "firstPlayer": 1, "players[0].quarter": "nw", "players[1].quarter": "ne",
                 "players[0].resources": 3, "players[1].resources": 3,
                 "players[0].guardians[0].space": "nw-base-2", "players[0].guardians[1].space": "nw-base-3",
                 "players[0].guardians[2].space": "nw-1", "players[0].guardians[3].space": "nw-2",
                 "players[0].guardians[0].health": 6, "players[0].guardians[0].basePower": 1,
                 "players[0].quarks.nw-exit": 2, "players[1].quarks.ne-exit": 2},
          events=[{"type": "game-started", "amount": 2}, {"type": "first-player-chosen", "player": 1, "amount": 0}],
          acting=[0, 1]),
], setup={"names": ["Blue", "Yellow"], "seed": 7, "firstPlayer": 1}, board="standard",
   description="Three Building Resources each, two Guardians in the Base and two next to it, two Quarks on the exit.")

scenario("setup_first_player_drawn", "The first player is drawn from the seed and recorded",
         ["R-SETUP-FIRST"], [
    check(events=[{"type": "first-player-chosen", "amount": 1}], state={"seed": 12345}),
], setup={"players": 4, "seed": 12345}, board="standard")

scenario("setup_leaders_chosen", "Choosing Leaders starts round 1; a Leader has Power 2, hidden from the others",
         ["R-SETUP-LEADER", "R-VAR-FOG"], [
    check(state={"phase": "movement", "round": 1, "players[1].guardians[1].leader": True,
                 "players[1].guardians[1].basePower": 2, "players[1].guardians[0].basePower": 1},
          events=[{"type": "leader-chosen", "visibility": "private", "audience": 1, "guardian": 1},
                  {"type": "round-started", "amount": 1}],
          views=[{"as": "public", "absent": ["players[1].guardians[1].leader", "players[1].guardians[1].power"]},
                 {"as": 1, "values": {"players[1].guardians[1].leader": True, "players[1].guardians[1].power": 2}},
                 {"as": 0, "absent": ["players[1].guardians[1].leader"]}]),
], setup={"players": 4, "names": ["Blue", "Yellow", "Red", "Green"], "seed": 3, "firstPlayer": 0,
          "leaders": [0, 1, 2, 3]}, board="standard")

scenario("setup_leader_twice", "A Leader is chosen once; the round starts when everybody has chosen",
         ["R-SETUP-LEADER", "R-PHASE"], [
    act(0, "move-guardian", "WRONG_PHASE", guardian=2, to="c"),
    act(0, "choose-leader", guardian=1),
    act(0, "choose-leader", "LEADER_ALREADY_CHOSEN", guardian=2),
    check(state={"phase": "setup"}, acting=[1]),
    act(1, "choose-leader", guardian=3, check={"state": {"phase": "movement", "round": 1}, "acting": [0]}),
], setup={"names": ["Blue", "Yellow"], "firstPlayer": "Blue"})

scenario("turn_order_first_player_passes_left", "Turns follow the seats; the First Player Token passes left",
         ["R-TURN-ORDER", "R-SETUP-FIRST"], [
    act(1, "move-guardian", "NOT_YOUR_TURN", guardian=2, to="c"),
    act(0, "end-turn", check={"acting": [1], "state": {"currentPlayer": 1}}),
    act(0, "move-guardian", "NOT_YOUR_TURN", guardian=2, to="c"),
    act(1, "end-turn", check={"state": {"phase": "development"}, "acting": [0, 1]}),
    act(0, "end-development"), act(1, "end-development"),
    check(state={"round": 2, "phase": "movement", "firstPlayer": 1, "currentPlayer": 1}, acting=[1],
          events=[{"type": "round-started", "amount": 2, "player": 1}]),
])

scenario("turn_order_decision_pending", "A pending counterattack choice blocks everything else",
         ["R-TURN-ORDER", "R-COUNTER"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    check(acting=[1], state={"pending[0].kind": "counterattack", "pending[0].player": 1}),
    act(0, "move-guardian", "DECISION_PENDING", guardian=3, to="i"),
    act(0, "counterattack", "NO_DECISION_PENDING", accept=True),
    act(1, "pursue", "NO_DECISION_PENDING", accept=False),
    act(1, "counterattack", accept=False, check={"acting": [0], "events": [{"type": "counterattack-declined", "player": 1}]}),
], state=duel_state(bl(FACE_OFF)))

scenario("phase_wrong_phase", "Movement actions only in the Movement phase, Development actions only in the Development phase",
         ["R-PHASE"], [
    act(0, "start-construction", "WRONG_PHASE", guardian=2, building="mine"),
    act(0, "end-development", "WRONG_PHASE"),
    act(0, "end-turn"), act(1, "end-turn"),
    act(0, "move-guardian", "WRONG_PHASE", guardian=2, to="c"),
    act(0, "declare-attack", "WRONG_PHASE", **{"from": "c", "to": "bx"}),
    act(0, "end-turn", "WRONG_PHASE"),
    act(0, "start-construction", guardian=2, building="mine"),
], state=duel_state(bl(FACE_OFF)))

scenario("dev_order_done_is_done", "After ending his Development phase a player cannot act in it",
         ["R-DEV-ORDER"], [
    act(0, "end-development", check={"acting": [1], "events": [{"type": "development-done", "player": 0}]}),
    act(0, "end-development", "DEVELOPMENT_DONE"),
    act(0, "breed-quark", "DEVELOPMENT_DONE", space="a1"),
    act(1, "breed-quark", space="b1"),
    act(1, "end-development", check={"state": {"round": 2, "phase": "movement"}}),
], state=dev_state(bl(crystals=2), ye(crystals=2)))

# ---- Movement ---------------------------------------------------------------------------
scenario("move_guardian_destroyed", "A destroyed Guardian cannot move", ["R-MOVE-GUARDIAN"], [
    act(0, "move-guardian", "GUARDIAN_DESTROYED", guardian=3, to="i"),
], state=duel_state(bl(["a3", "a4", "ax", None])))

scenario("move_once_per_round", "Each unit moves at most once per round", ["R-MOVE-ONCE"], [
    act(0, "move-guardian", guardian=2, to="c"),
    act(0, "move-guardian", "GUARDIAN_ALREADY_MOVED", guardian=2, to="i"),
    act(0, "move-quarks", **{"from": "ax", "to": "c", "count": 2}),
    act(0, "move-quarks", "NO_QUARKS_TO_MOVE", **{"from": "c", "to": "i", "count": 1}),
    act(0, "move-quarks", **{"from": "ax", "to": "c", "count": 1},
        check={"state": {"players[0].quarks.c": 3, "players[0].quarksMoved.c": 3}}),
    act(0, "end-turn"), act(1, "end-turn"), act(0, "end-development"), act(1, "end-development"),
    check(state={"players[0].guardians[2].moved": False}),
    act(1, "end-turn"),
    act(0, "move-guardian", guardian=2, to="i"),
    act(0, "move-quarks", **{"from": "c", "to": "i", "count": 2}),
], state=duel_state(bl(quarks={"ax": 3})))

scenario("move_one_guardian_per_space", "Only one Guardian can occupy a space; Quarks may join their own Guardian",
         ["R-MOVE-ONE-GUARDIAN", "R-MOVE-QUARK-LIMIT"], [
    act(0, "move-guardian", "SPACE_HAS_GUARDIAN", guardian=2, to="ra"),
    act(0, "move-quarks", **{"from": "ax", "to": "ra", "count": 1},
        check={"state": {"players[0].quarks.ra": 1, "players[0].guardians[3].space": "ra"}}),
], state=duel_state(bl(quarks={"ax": 2})))

scenario("move_quarks_two_spaces", "Quarks move up to two spaces along lanes", ["R-MOVE-QUARKS"], [
    act(0, "move-quarks", "QUARK_MOVE_TOO_FAR", **{"from": "a3", "to": "c", "count": 1}, note="a3-a1-ax-c is three lanes"),
    act(0, "move-quarks", "QUARK_COUNT_INVALID", **{"from": "a3", "to": "ax", "count": 0}),
    act(0, "move-quarks", "NO_QUARKS_TO_MOVE", **{"from": "a3", "to": "ax", "count": 3}),
    act(0, "move-quarks", **{"from": "a3", "to": "ax", "count": 2},
        check={"events": [{"type": "quarks-moved", "space": "a3", "space2": "ax", "amount": 2}]}),
], state=duel_state(bl(quarks={"a3": 2})))

scenario("move_quarks_fast", "With the Rank II tile Quarks move three spaces", ["R-MOVE-QUARKS"], [
    act(0, "move-quarks", **{"from": "a3", "to": "c", "count": 2}),
], state=duel_state(bl(quarks={"a3": 2}, tech=["fast-quarks"])))

scenario("move_quarks_path_blocked", "A Quark's path may not pass through enemy units", ["R-MOVE-QUARKS"], [
    act(0, "move-quarks", "QUARK_MOVE_TOO_FAR", **{"from": "ra", "to": "rb", "count": 1},
        note="rb is free, but the only two-lane path runs through i, held by a Yellow Quark"),
], state=duel_state(bl(quarks={"ra": 1}), ye(["b3", "b4", "bx", "b2"], quarks={"i": 1})))

scenario("move_quark_limit", "No more than three Quarks in a space", ["R-MOVE-QUARK-LIMIT"], [
    act(0, "move-quarks", "QUARK_SPACE_FULL", **{"from": "ra", "to": "ax", "count": 1}),
    act(0, "move-quarks", **{"from": "ra", "to": "c", "count": 1}),
], state=duel_state(bl(quarks={"ax": 3, "ra": 1})))

scenario("move_enemy_units", "Units cannot enter a space occupied by enemy units", ["R-MOVE-ENEMY"], [
    act(0, "move-guardian", "SPACE_HAS_ENEMY_UNITS", guardian=2, to="c"),
    act(0, "move-quarks", "SPACE_HAS_ENEMY_UNITS", **{"from": "ax", "to": "c", "count": 1}),
    act(0, "move-guardian", "SPACE_HAS_ENEMY_UNITS", guardian=3, to="i", note="a lone enemy Quark holds i"),
], state=duel_state(bl(quarks={"ax": 1}), ye(["b3", "b4", "c", "rb"], quarks={"i": 1})))

scenario("move_swap_guardians", "Two own Guardians joined by a lane may swap; both count as moved", ["R-MOVE-SWAP", "R-MOVE-ONCE"], [
    act(0, "swap-guardians", "NOT_ADJACENT_FOR_SWAP", first=0, second=2),
    act(0, "swap-guardians", "NOT_ADJACENT_FOR_SWAP", first=2, second=2),
    act(0, "swap-guardians", first=2, second=3,
        check={"state": {"players[0].guardians[2].space": "ra", "players[0].guardians[3].space": "ax",
                         "players[0].guardians[2].moved": True, "players[0].guardians[3].moved": True},
               "events": [{"type": "guardians-swapped", "guardian": 2, "amount": 3}]}),
    act(0, "move-guardian", "GUARDIAN_ALREADY_MOVED", guardian=3, to="c"),
])

scenario("move_constructing_guardian", "A constructing Guardian cannot move", ["R-MOVE-CONSTRUCTING"], [
    check(state={"players[0].guardians[2].slot": "construction", "players[0].guardians[2].building": 0}),
    act(0, "move-guardian", "GUARDIAN_CONSTRUCTING", guardian=2, to="i"),
    act(0, "swap-guardians", "GUARDIAN_CONSTRUCTING", first=3, second=2),
], state=duel_state(bl(["a3", "a4", "c", "ax"]), buildings=[building(0, "mine", "c", complete=False, paid=1)]))

scenario("move_after_attack", "After declaring an attack a player cannot move in that turn", ["R-MOVE-AFTER-ATTACK"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "move-guardian", "MOVE_AFTER_ATTACK", guardian=3, to="i"),
    act(0, "move-quarks", "MOVE_AFTER_ATTACK", **{"from": "a1", "to": "ax"}),
    act(0, "swap-guardians", "MOVE_AFTER_ATTACK", first=0, second=1),
], state=duel_state(bl(FACE_OFF, quarks={"a1": 1})))

scenario("move_energy_source", "No unit enters an Energy Source", ["R-MOVE-SOURCE"], [
    act(0, "move-guardian", "ENERGY_SOURCE_IMPASSABLE", guardian=3, to="s"),
    act(0, "move-quarks", "ENERGY_SOURCE_IMPASSABLE", **{"from": "i", "to": "s"}),
], state=duel_state(bl(["a3", "a4", "ax", "i"], quarks={"i": 1})))

scenario("move_enemy_base_refused", "Units cannot enter another player's Base (default ruling)", ["R-MOVE-ENEMY-BASE"], [
    act(0, "move-guardian", "ENEMY_BASE", guardian=2, to="b1"),
    act(0, "move-quarks", "ENEMY_BASE", **{"from": "bx", "to": "b1"}),
], state=duel_state(bl(["a3", "a4", "bx", "ra"], quarks={"bx": 1}), ye(["b3", "b4", "c", "rb"])))

scenario("move_enemy_base_allowed", "With mayEnterEnemyBase a Guardian may walk into an empty enemy Base space",
         ["R-MOVE-ENEMY-BASE"], [
    act(0, "move-guardian", guardian=2, to="b1"),
], state=duel_state(bl(["a3", "a4", "bx", "ra"]), ye(["b3", "b4", "c", "rb"]), ruleset={"mayEnterEnemyBase": True}))

scenario("move_quarks_enemy_building", "Quarks cannot enter a space holding only an enemy Building", ["R-MOVE-QUARK-BUILDING"], [
    act(0, "move-quarks", "QUARKS_CANNOT_ENTER_BUILDING", **{"from": "ax", "to": "c"}),
], state=duel_state(bl(quarks={"ax": 1}), buildings=[building(1, "mine", "c")]))

scenario("move_quarks_enemy_building_option", "With quarksMayEnterEnemyBuilding a Quark may stand on an enemy Building",
         ["R-MOVE-QUARK-BUILDING"], [
    act(0, "move-quarks", **{"from": "ax", "to": "c"},
        check={"state": {"buildings[0].removed": False}, "noEvents": [{"type": "building-destroyed"}]}),
], state=duel_state(bl(quarks={"ax": 1}), buildings=[building(1, "mine", "c")], ruleset={"quarksMayEnterEnemyBuilding": True}))

scenario("building_destroyed_by_guardian", "A Guardian entering an enemy Building destroys it and gains 2 crystals",
         ["R-BUILDING-DESTROY", "R-VAR-FOG"], [
    act(0, "move-guardian", guardian=2, to="c",
        check={"events": [{"type": "building-destroyed", "visibility": "public", "player": 0, "target": 1, "space": "c", "detail": "mine"},
                          {"type": "crystals-gained", "visibility": "private", "audience": 0, "amount": 2, "detail": "destroy"}],
               "state": {"players[0].crystals": 2, "buildings[0].removed": True},
               "views": [{"as": "public", "absent": ["players[0].crystals"], "values": {"buildings": []}},
                         {"as": 1, "absent": ["players[0].crystals"]},
                         {"as": 0, "values": {"players[0].crystals": 2}}]}),
], state=duel_state(buildings=[building(1, "mine", "c")]))

scenario("building_own_not_destroyed", "Walking onto one's own Building does not destroy it", ["R-BUILDING-DESTROY"], [
    act(0, "move-guardian", guardian=2, to="c",
        check={"noEvents": [{"type": "building-destroyed"}], "state": {"buildings[0].removed": False, "players[0].crystals": 0}}),
], state=duel_state(buildings=[building(0, "energy-well", "c")]))

scenario("building_seize", "With the Rank III tile a Guardian seizes an enemy Building for 3 crystals", ["R-BUILDING-SEIZE"], [
    act(0, "move-guardian", "NOTHING_TO_SEIZE", guardian=3, to="i", seize=True),
    act(0, "move-guardian", guardian=2, to="c", seize=True,
        check={"events": [{"type": "building-seized", "player": 0, "target": 1, "space": "c", "detail": "technology-building"},
                          {"type": "crystals-gained", "amount": 3, "detail": "seize"}],
               "state": {"buildings[0].owner": 0, "buildings[0].removed": False, "players[0].crystals": 3}}),
], state=duel_state(bl(tech=["seize"]), buildings=[building(1, "technology-building", "c")]))

scenario("building_seize_refused", "No seizing without the tile, and never a Watchtower", ["R-BUILDING-SEIZE"], [
    act(0, "move-guardian", "SEIZE_NEEDS_TECH", guardian=2, to="c", seize=True),
    act(0, "move-guardian", "SEIZE_WATCHTOWER", guardian=3, to="ra", seize=True),
    act(0, "move-guardian", guardian=3, to="ra", check={"events": [{"type": "building-destroyed", "detail": "watchtower"}]}),
], state=duel_state(bl(["a3", "a4", "ax", "i"]), buildings=[building(1, "mine", "c"), building(1, "watchtower", "ra", ammo=2)]))

scenario("connection_breaks_on_move", "A connection breaks when its Guardians end apart or one enters an irradiated space",
         ["R-CONN-BREAK-MOVE"], [
    act(0, "move-guardian", guardian=3, to="i",
        check={"events": [{"type": "connection-broken", "visibility": "private", "audience": 0, "guardian": 2, "amount": 3,
                           "detail": "reinforcement"}],
               "noEvents": [{"type": "secret-action"}],
               "state": {"players[0].guardians[2].slot": "none"}}),
    act(0, "move-guardian", guardian=0, to="a1",
        check={"events": [{"type": "connection-broken", "guardian": 1, "amount": 0, "detail": "healing"}],
               "state": {"players[0].guardians[1].slot": "none"}}),
], state=duel_state(bl(gextra={2: {"slot": "reinforcement", "slotTarget": 3}, 1: {"slot": "healing", "slotTarget": 0}})))

# ---- Attacks ------------------------------------------------------------------------------
scenario("attack_along_lane", "An attack goes along a lane", ["R-ATTACK-LANE"], [
    act(0, "declare-attack", "ATTACK_NOT_ADJACENT", **{"from": "ax", "to": "bx"}),
    act(0, "declare-attack", "ATTACK_NOT_ADJACENT", **{"from": "c", "to": "c"}),
], state=duel_state(bl(FACE_OFF)))

scenario("attack_needs_unit", "The attacker needs a unit in the space he attacks from", ["R-ATTACK-SOURCE-UNIT"], [
    act(0, "declare-attack", "ATTACK_NO_UNIT", **{"from": "i", "to": "rb"}),
    act(0, "declare-attack", "ATTACK_NO_UNIT", **{"from": "c", "to": "bx"}, note="c holds only Blue's unarmed Watchtower"),
], state=duel_state(bl(["a3", "a4", "ax", "ra"]), buildings=[building(0, "watchtower", "c")]))

scenario("attack_needs_enemy", "A space without enemy units cannot be attacked", ["R-ATTACK-TARGET-ENEMY"], [
    act(0, "declare-attack", "ATTACK_NO_ENEMY", **{"from": "ax", "to": "c"}),
    act(0, "declare-attack", "ATTACK_NO_ENEMY", **{"from": "ra", "to": "i"}, note="i holds only a Yellow Building"),
    act(0, "declare-attack", "ATTACK_NO_ENEMY", **{"from": "ax", "to": "ra"}, note="own units"),
], state=duel_state(buildings=[building(1, "watchtower", "c")]))

scenario("attack_one_per_space", "One attack per space; several attacks may target one space", ["R-ATTACK-ONE-PER-SPACE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "declare-attack", "ATTACK_ALREADY_FROM_SPACE", **{"from": "c", "to": "i"}),
    act(0, "declare-attack", **{"from": "ra", "to": "i"}),
    act(1, "counterattack", accept=False),
    act(0, "declare-attack", **{"from": "rb", "to": "bx"}),
    act(1, "counterattack", accept=False, check={"state": {"attacks[2].from": "rb", "attacks[2].to": "bx"}}),
], state=duel_state(bl(["a3", "a4", "c", "ra"], quarks={"rb": 1}), ye(["b3", "b4", "bx", "b2"], quarks={"i": 1})))

scenario("attack_base_forbidden", "No attack into or out of a Base", ["R-ATTACK-BASE"], [
    act(0, "declare-attack", "ATTACK_BASE", **{"from": "bx", "to": "b1"}),
    act(0, "declare-attack", "ATTACK_BASE", **{"from": "a1", "to": "ax"}),
], state=duel_state(bl(["a1", "a4", "bx", "ra"]), ye(["b1", "b4", "ax", "rb"])))

scenario("attack_reinforcing_guardian", "A Reinforcing Guardian cannot attack until he breaks the connection",
         ["R-ATTACK-REINFORCING", "R-CONN-BREAK"], [
    act(0, "declare-attack", "ATTACK_REINFORCING", **{"from": "c", "to": "bx"}),
    act(0, "break-connection", guardian=2,
        check={"events": [{"type": "secret-action", "visibility": "public", "player": 0, "detail": "connection"},
                          {"type": "connection-broken", "visibility": "private", "guardian": 2}]}),
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
], state=duel_state(bl(["a3", "a4", "c", "ax"], gextra={2: {"slot": "reinforcement", "slotTarget": 3}})))

scenario("counterattack_not_possible", "A space that already attacks cannot counterattack", ["R-COUNTER"], [
    check(legal=[{"type": "counterattack", "accept": False}], illegal=[{"type": "counterattack", "accept": True}], legalPlayer=1),
    act(1, "counterattack", "COUNTER_NOT_POSSIBLE", accept=True),
    act(1, "counterattack", accept=False),
], state=duel_state(bl(FACE_OFF), firstPlayer=1, currentPlayer=0, turnsTaken=1,
                    attacks=[{"owner": 1, "from": "bx", "to": "c"}, {"owner": 0, "from": "c", "to": "bx"}],
                    pending=[{"kind": "counterattack", "player": 1, "token": 1}]))

scenario("counterattack_space_closed", "After counterattacking from a space a player cannot move units into it",
         ["R-COUNTER-SPACE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=True, check={"state": {"attacks[0].counter": True, "attacks[0].counterOwner": 1}}),
    act(0, "end-turn"),
    act(1, "move-quarks", "COUNTERATTACK_SPACE", **{"from": "rb", "to": "bx"}),
    act(1, "move-guardian", guardian=2, to="b1", note="moving out is a retreat and allowed"),
    act(0, "pursue", accept=False),
    act(1, "move-guardian", "COUNTERATTACK_SPACE", guardian=3, to="bx"),
], state=duel_state(bl(FACE_OFF), ye(quarks={"rb": 1})))

scenario("retreat_and_pursuit_example", "Rulebook example: Yellow retreats, Blue occupies the freed space",
         ["R-RETREAT-PURSUIT", "R-COUNTER"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "move-guardian", guardian=2, to="b1",
        check={"events": [{"type": "pursuit-offered", "player": 0, "space": "c", "space2": "bx"}], "acting": [0]}),
    act(0, "pursue", "PURSUIT_NOT_POSSIBLE", guardian=False, quarks=0),
    act(0, "pursue", guardian=True, quarks=0,
        check={"events": [{"type": "pursued", "player": 0, "space": "c", "space2": "bx", "detail": 1}],
               "state": {"players[0].guardians[2].space": "bx", "attacks": [], "players[0].pursuedThisRound": True}}),
    act(1, "declare-attack", **{"from": "rb", "to": "bx"}),
    act(0, "counterattack", accept=True, note="after a pursuit he can still counterattack"),
], state=duel_state(bl(FACE_OFF)))

scenario("retreat_pursuit_takes_all", "A pursuit after a retreat moves all the attacking units", ["R-RETREAT-PURSUIT"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "move-guardian", guardian=2, to="b1"),
    act(0, "pursue", "PURSUIT_NOT_POSSIBLE", guardian=True, quarks=0),
    act(0, "pursue", "PURSUIT_NOT_POSSIBLE", guardian=True, quarks=1),
    act(0, "pursue", guardian=True, quarks=2, check={"state": {"players[0].quarks.bx": 2, "players[0].guardians[2].space": "bx"}}),
], state=duel_state(bl(FACE_OFF, quarks={"c": 2})))

scenario("retreat_no_pursuit_after_moving", "Attacking units that moved this round cannot pursue", ["R-RETREAT-PURSUIT"], [
    act(0, "move-guardian", guardian=2, to="c"),
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "move-guardian", guardian=2, to="b1", check={"noEvents": [{"type": "pursuit-offered"}], "acting": [1]}),
])

scenario("attack_after_pursuit", "After a pursuit a player declares no further attack that round", ["R-RETREAT-PURSUIT"], [
    act(0, "declare-attack", "ATTACK_AFTER_PURSUIT", **{"from": "c", "to": "bx"}),
], state=duel_state(bl(FACE_OFF, pursuedThisRound=True)),
   description="Explicit state only: in play the pursuer's turn is already over (pursuit_ends_attacks_in_play); the "
               "engine keeps the check for positions built by hand.")

scenario("pursuit_after_attack", "An attack that empties its target offers a pursuit to unmoved attackers", ["R-PURSUIT", "R-ATTACK-RESOLVE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"eventsInOrder": [{"type": "power-declared", "player": 0, "amount": 3},
                                          {"type": "quarks-lost", "player": 0, "space": "c", "amount": 2},
                                          {"type": "quarks-lost", "player": 1, "space": "bx", "amount": 1},
                                          {"type": "pursuit-offered", "player": 0, "space": "c", "space2": "bx"}],
                              "acting": [0], "state": {"resolving": True}}),
    act(0, "pursue", "PURSUIT_NOT_POSSIBLE", guardian=False, quarks=0),
    act(0, "pursue", "PURSUIT_NOT_POSSIBLE", guardian=True, quarks=1, note="the attacking Quarks were spent in the attack"),
    act(0, "pursue", guardian=True, quarks=0,
        check={"state": {"players[0].guardians[2].space": "bx", "players[0].quarks": {}, "phase": "development"}}),
], state=duel_state(bl(FACE_OFF, quarks={"c": 2}), ye(["b3", "b4", "b2", "rb"], quarks={"bx": 1})))

scenario("watchtower_shoots_alone", "An armed Watchtower without a Guardian may attack on its own", ["R-WT-SOLO", "R-COUNTER"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}, check={"state": {"pending": []}, "acting": [0]},
        note="no unit in c: nothing to counterattack"),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "power-declared", "player": 0, "amount": 1},
                                          {"type": "ammo-spent", "player": 0, "space": "c", "amount": 1},
                                          {"type": "quarks-lost", "player": 1, "space": "bx", "amount": 1}],
                              "state": {"buildings[0].ammo": 0}}),
], state=duel_state(yellow=ye(["b3", "b4", "b2", "rb"], quarks={"bx": 1}), buildings=[building(0, "watchtower", "c", ammo=1)]),
   description="FAQ: one crystal may shoot when no Guardian stands in the Watchtower's space.")

scenario("watchtower_solo_option_off", "With unmannedWatchtowerMayShoot off an unmanned tower cannot attack", ["R-WT-SOLO"], [
    act(0, "declare-attack", "ATTACK_NO_UNIT", **{"from": "c", "to": "bx"}),
], state=duel_state(yellow=ye(["b3", "b4", "b2", "rb"], quarks={"bx": 1}), buildings=[building(0, "watchtower", "c", ammo=1)],
                    ruleset={"unmannedWatchtowerMayShoot": False}))

scenario("watchtower_adds_to_guardian", "A Guardian's attack adds his Watchtower's crystals", ["R-WT-SOLO", "R-ATTACK-RESOLVE", "R-VIS-AMMO"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "power-declared", "player": 0, "amount": 3},
                                          {"type": "ammo-spent", "player": 0, "amount": 2},
                                          {"type": "damage-declared", "player": 1, "guardian": 2, "amount": 3}],
                              "state": {"players[1].guardians[2].health": 3}}),
], state=duel_state(bl(FACE_OFF), buildings=[building(0, "watchtower", "c", ammo=2)]))

# ---- Combat -------------------------------------------------------------------------------
scenario("combat_direct_attack_example", "Rulebook example: Blue declares a 1 Power attack, Yellow's Guardian suffers 1 damage",
         ["R-ATTACK-RESOLVE", "R-COMBAT-ORDER", "R-VAR-FOG"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"},
        check={"events": [{"type": "attack-declared", "player": 0, "space": "c", "space2": "bx", "target": 1}]}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "events": [{"type": "power-declared", "visibility": "public", "player": 0, "space2": "bx", "amount": 1},
                   {"type": "damage-declared", "visibility": "public", "player": 1, "guardian": 2, "space": "bx", "amount": 1},
                   {"type": "health-changed", "visibility": "private", "audience": 1, "guardian": 2, "amount": 5}],
        "noEvents": [{"type": "guardian-destroyed"}, {"type": "health-changed", "visibility": "public"}],
        "state": {"players[1].guardians[2].health": 5, "attacks": [], "phase": "development"},
        "views": [{"as": "public", "absent": ["players[1].guardians[2].health", "players[1].guardians[2].power"]},
                  {"as": 0, "absent": ["players[1].guardians[2].health"]},
                  {"as": 1, "values": {"players[1].guardians[2].health": 5}}]}),
], state=duel_state(bl(FACE_OFF)))

scenario("combat_counterattack_battle", "A countered attack is a battle: the side with fewer sources strikes first",
         ["R-BATTLE", "R-COUNTER", "R-COMBAT-ORDER"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=True,
        check={"events": [{"type": "counterattack-declared", "player": 1, "space": "bx", "space2": "c"}]}),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "eventsInOrder": [{"type": "battle-started", "player": 0, "target": 1, "space": "c", "space2": "bx"},
                   {"type": "power-declared", "player": 1, "space": "bx", "space2": "c", "amount": 1},
                   {"type": "quarks-lost", "player": 0, "space": "c", "amount": 1},
                   {"type": "damage-declared", "player": 0, "guardian": 2, "amount": 0},
                   {"type": "power-declared", "player": 0, "space": "c", "space2": "bx", "amount": 1},
                   {"type": "damage-declared", "player": 1, "guardian": 2, "amount": 1}],
        "noEvents": [{"type": "quarks-clashed"}],
        "state": {"players[0].guardians[2].health": 6, "players[1].guardians[2].health": 5, "players[0].quarks": {}}}),
], state=duel_state(bl(FACE_OFF, quarks={"c": 1})),
   description="Blue has one Quark, Yellow none: Yellow strikes first (1), Blue's Quark absorbs it; Blue strikes back (1).")

scenario("combat_battle_quarks_clash", "In a battle the Quarks of both sides eliminate each other 1:1 first", ["R-BATTLE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=True),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "events": [{"type": "quarks-clashed", "amount": 2},
                   {"type": "power-declared", "player": 1, "amount": 1},
                   {"type": "quarks-lost", "player": 0, "space": "c", "amount": 1},
                   {"type": "power-declared", "player": 0, "amount": 1}],
        "state": {"players[0].quarks": {}, "players[1].quarks": {}, "players[0].guardians[2].health": 6,
                  "players[1].guardians[2].health": 5}}),
], state=duel_state(bl(FACE_OFF, quarks={"c": 3}), ye(quarks={"bx": 2})),
   description="3 Quarks against 2: two pairs clash; Yellow, with no source left, strikes first (1), absorbed by Blue's "
               "last Quark; Blue strikes back with 1.")

scenario("combat_counterattack_never_fails", "A Guardian destroyed by the first strike still strikes back", ["R-BATTLE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=True),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "events": [{"type": "power-declared", "player": 0, "amount": 2},
                   {"type": "guardian-destroyed", "player": 1, "guardian": 2, "space": "bx"},
                   {"type": "power-declared", "player": 1, "amount": 3},
                   {"type": "damage-declared", "player": 0, "guardian": 2, "amount": 3}],
        "state": {"players[1].guardians[2].alive": False, "players[0].guardians[2].health": 3}}),
], state=duel_state(bl(FACE_OFF, leader=2), ye(gextra={2: {"basePower": 3, "health": 1}})))

scenario("combat_attacks_combine", "Attacks of one player on one space from several directions combine", ["R-COMBAT-ORDER", "R-ATTACK-ONE-PER-SPACE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "declare-attack", **{"from": "rb", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "events": [{"type": "power-declared", "player": 0, "space2": "bx", "amount": 2},
                   {"type": "damage-declared", "player": 1, "guardian": 2, "amount": 2}],
        "state": {"players[1].guardians[2].health": 4}}),
], state=duel_state(bl(["a3", "a4", "c", "rb"]), ye(["b3", "b4", "bx", "b2"])))

scenario("combat_order_battles_first", "Battles are resolved before attacks, in play order", ["R-COMBAT-ORDER"], [
    act(1, "declare-attack", **{"from": "rb", "to": "i"}),
    act(0, "counterattack", accept=False),
    act(1, "declare-attack", **{"from": "bx", "to": "c"}),
    act(0, "counterattack", accept=True),
    act(1, "end-turn"),
    act(0, "end-turn", check={"state": {"players[0].guardians[3].health": 5, "players[0].guardians[2].health": 5,
                                         "players[1].guardians[2].health": 5}}),
], state=duel_state(bl(["a3", "a4", "c", "i"]), firstPlayer=1, currentPlayer=1),
   description="Yellow (first player) attacks i and c; Blue counters from c. The battle c/bx comes first, then the attack on i.")

scenario("combat_healing_blocks", "A Healing connection blocks one damage per attack", ["R-HEAL"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "damage-declared", "player": 1, "guardian": 2, "amount": 0}],
                              "noEvents": [{"type": "health-changed"}],
                              "state": {"players[1].guardians[2].health": 6}}),
], state=duel_state(bl(FACE_OFF), ye(gextra={3: {"slot": "healing", "slotTarget": 2}})))

scenario("combat_healing_surplus", "Healing above the damage restores Health, up to 6", ["R-HEAL", "R-UPGRADE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "damage-declared", "player": 1, "amount": 0},
                                          {"type": "health-changed", "audience": 1, "guardian": 2, "amount": 5}],
                              "state": {"players[1].guardians[2].health": 5}}),
], state=duel_state(bl(FACE_OFF), ye(gextra={2: {"health": 4},
                                            3: {"slot": "healing", "slotTarget": 2, "upgradeKind": "healing", "upgrades": 1}})),
   description="A healer with one Healing Upgrade blocks 2; the attack deals 1; the surplus 1 heals.")

scenario("leader_heals_himself", "Only the Leader heals himself, through a Healing connection to himself",
         ["R-HEAL-SELF", "R-LEADER-SELFHEAL", "R-CONN-SLOT"], [
    act(1, "connect", "CONNECTION_SELF", guardian=1, target=1, kind="healing"),
    act(1, "connect", "CONNECTION_SELF", guardian=2, target=2, kind="reinforcement"),
    act(1, "connect", guardian=2, target=2, kind="healing",
        check={"state": {"players[1].guardians[2].slot": "healing", "players[1].guardians[2].slotTarget": 2},
               "events": [{"type": "connection-made", "visibility": "private", "guardian": 2, "amount": 2, "detail": "healing"},
                          {"type": "secret-action", "visibility": "public", "player": 1, "detail": "connection"}]}),
    act(1, "connect", "SLOT_TAKEN", guardian=2, target=3, kind="reinforcement"),
], state=dev_state(yellow=ye(leader=2)))

scenario("leader_selfheal_in_combat", "A Leader healing himself blocks one damage", ["R-LEADER-SELFHEAL", "R-HEAL"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "damage-declared", "player": 1, "guardian": 2, "amount": 0}]}),
], state=duel_state(bl(FACE_OFF), ye(leader=2, gextra={2: {"slot": "healing", "slotTarget": 2}})))

scenario("leader_selfheal_without_connection", "With leaderSelfHealNeedsConnection off the Leader blocks 1 without a connection",
         ["R-LEADER-SELFHEAL"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "power-declared", "amount": 2},
                                          {"type": "damage-declared", "player": 1, "guardian": 2, "amount": 1}],
                              "state": {"players[1].guardians[2].health": 5}}),
    act(1, "connect", "CONNECTION_SELF", guardian=2, target=2, kind="healing"),
], state=duel_state(bl(FACE_OFF, leader=2), ye(leader=2), ruleset={"leaderSelfHealNeedsConnection": False}))

scenario("tech_protection", "The Protection tile blocks 1 damage per attack", ["R-TECH-PROTECTION"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "power-declared", "amount": 2},
                                          {"type": "damage-declared", "player": 1, "amount": 1}]}),
], state=duel_state(bl(FACE_OFF, leader=2), ye(tech=["protection"])))

scenario("tech_weaken_healing", "The Weaken tile lowers the defender's Healing by 1", ["R-TECH-WEAKEN"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "damage-declared", "player": 1, "guardian": 2, "amount": 2}],
                              "state": {"players[1].guardians[2].health": 4}}),
], state=duel_state(bl(FACE_OFF, leader=2, tech=["weaken-healing"]), ye(gextra={3: {"slot": "healing", "slotTarget": 2}})))

scenario("tech_source_attack", "With the Rank I tile a Guardian on an irradiated space taps the Energy Source for 1 crystal",
         ["R-TECH-SOURCE"], [
    act(0, "declare-attack", **{"from": "i", "to": "s"}, check={"state": {"pending": []}}),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "source-tapped", "player": 0, "space": "i", "space2": "s"},
                                          {"type": "crystals-gained", "audience": 0, "amount": 1, "detail": "source"}],
                              "state": {"players[0].crystals": 1}}),
], state=duel_state(bl(["a3", "a4", "ax", "i"], tech=["source-attack"])))

scenario("tech_source_attack_refused", "No Source attack without the tile or from a space that is not irradiated",
         ["R-TECH-SOURCE"], [
    act(0, "declare-attack", "SOURCE_ATTACK_NEEDS_TECH", **{"from": "i", "to": "s"}),
], state=duel_state(bl(["a3", "a4", "ax", "i"])))

scenario("tech_source_attack_not_irradiated", "The Source is attacked from an irradiated space only", ["R-TECH-SOURCE"], [
    act(0, "declare-attack", "SOURCE_ATTACK_NOT_IRRADIATED", **{"from": "c", "to": "s"}),
], state=duel_state(bl(FACE_OFF, tech=["source-attack"])), board=with_lane(["c", "s"]),
   description="The duel board with an extra lane c-s, so that a regular space touches the Source.")

# ---- Development --------------------------------------------------------------------------
scenario("dev_production", "Production: 1 resource from the Base, 2 per Mine, 1 crystal per Energy Well", ["R-DEV-PRODUCTION", "R-VAR-FOG"], [
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "production-collected", "visibility": "private", "audience": 0, "amount": 3, "amount2": 2},
                                          {"type": "production-collected", "audience": 1, "amount": 1, "amount2": 0}],
                              "state": {"players[0].resources": 6, "players[0].crystals": 2, "players[1].resources": 4},
                              "views": [{"as": "public", "absent": ["players[0].resources", "players[0].crystals"]}]}),
], state=duel_state(buildings=[building(0, "mine", "c"), building(0, "energy-well", "ra"),
                               building(0, "energy-well", "ax")]))

scenario("conn_adjacent_only", "Connected Guardians stand in spaces joined by a lane", ["R-CONN-ADJACENT", "R-REINF-CAP"], [
    act(0, "connect", "CONNECTION_NOT_ADJACENT", guardian=0, target=2, kind="reinforcement"),
    act(0, "connect", guardian=2, target=3, kind="reinforcement",
        check={"views": [{"as": "referee", "values": {"players[0].guardians[3].power": 2}},
                         {"as": "public", "absent": ["players[0].guardians[3].power", "players[0].guardians[2].slot"]}]}),
], state=dev_state())

scenario("conn_irradiated", "No connection while either Guardian stands on an irradiated space", ["R-CONN-IRRADIATED"], [
    act(0, "connect", "CONNECTION_IRRADIATED", guardian=2, target=3, kind="healing"),
    act(0, "connect", "CONNECTION_IRRADIATED", guardian=3, target=2, kind="reinforcement"),
], state=dev_state(bl(["a3", "a4", "c", "i"])))

scenario("conn_slot_single", "One Connection Slot: a connection or a construction", ["R-CONN-SLOT"], [
    act(0, "connect", "BAD_CONNECTION_KIND", guardian=2, target=3, kind="construction"),
    act(0, "connect", "BAD_CONNECTION_KIND", guardian=2, target=3, kind="none"),
    act(0, "connect", guardian=2, target=3, kind="reinforcement"),
    act(0, "connect", "SLOT_TAKEN", guardian=2, target=3, kind="healing"),
    act(0, "connect", "SLOT_TAKEN", guardian=1, target=3, kind="healing", note="Guardian 1 is constructing"),
], state=dev_state(bl(["a3", "c", "ax", "ra"]), buildings=[building(0, "mine", "c", complete=False, paid=1)]))

scenario("conn_break_development", "Connections break at any time in the Development phase", ["R-CONN-BREAK", "R-REINF-CAP"], [
    check(views=[{"as": 0, "values": {"players[0].guardians[3].power": 2}}]),
    act(0, "break-connection", "SLOT_EMPTY", guardian=3),
    act(0, "break-connection", guardian=2, check={"views": [{"as": 0, "values": {"players[0].guardians[3].power": 1}}],
                                                  "state": {"players[0].guardians[2].slot": "none"}}),
], state=dev_state(bl(gextra={2: {"slot": "reinforcement", "slotTarget": 3}})))

scenario("reinforce_no_chain", "No Guardian reinforces and is reinforced at once; several may reinforce one", ["R-REINF-CHAIN"], [
    act(0, "connect", guardian=2, target=3, kind="reinforcement"),
    act(0, "connect", "REINFORCE_CHAIN", guardian=3, target=1, kind="reinforcement"),
    act(0, "connect", "REINFORCE_CHAIN", guardian=0, target=2, kind="reinforcement"),
    act(0, "connect", guardian=1, target=3, kind="reinforcement",
        check={"views": [{"as": 0, "values": {"players[0].guardians[3].power": 3}}]}),
    act(0, "connect", guardian=3, target=1, kind="healing", note="healing is no chain"),
], state=dev_state(bl(["a1", "a2", "ax", "ra"])))

scenario("reinforce_cap_eight", "Power never exceeds 8; the surplus is ignored", ["R-REINF-CAP"], [
    act(0, "connect", guardian=2, target=3, kind="reinforcement",
        check={"views": [{"as": 0, "values": {"players[0].guardians[3].power": 8}}]}),
], state=dev_state(bl(gextra={2: {"basePower": 4}, 3: {"basePower": 5}})))

scenario("build_place", "No Building on an irradiated space, one per space", ["R-BUILD-PLACE"], [
    act(0, "start-construction", "BUILD_IRRADIATED", guardian=3, building="mine"),
    act(0, "start-construction", "BUILD_SPACE_TAKEN", guardian=2, building="energy-well"),
], state=dev_state(bl(["a3", "a4", "c", "i"]), buildings=[building(1, "mine", "c")]))

scenario("build_reactor", "A Reactor: own Base only, 5 resources, finished at once, no Guardian", ["R-BUILD-REACTOR"], [
    act(0, "build-reactor", "BUILD_ON_BASE", space="b1"),
    act(0, "build-reactor", "BUILD_ON_BASE", space="ax"),
    act(0, "start-construction", "BUILD_REACTOR_WITH_GUARDIAN", guardian=2, building="reactor"),
    act(0, "start-construction", "BUILD_ON_BASE", guardian=0, building="mine"),
    act(0, "build-reactor", space="a1",
        check={"events": [{"type": "building-completed", "visibility": "public", "space": "a1", "detail": "reactor"}],
               "state": {"players[0].resources": 0, "buildings[0].type": "reactor", "buildings[0].complete": True}}),
    act(0, "build-reactor", "BUILD_SPACE_TAKEN", space="a1"),
    act(0, "build-reactor", "NOT_ENOUGH_RESOURCES", space="a2"),
], state=dev_state(bl(resources=5)))

scenario("build_cost_and_payment", "A Mine is paid one resource per round over three rounds", ["R-BUILD-COST", "R-BUILD-PAY", "R-VAR-FOG"], [
    act(0, "start-construction", guardian=2, building="mine",
        check={"events": [{"type": "construction-started", "visibility": "public", "guardian": 2, "space": "c"},
                          {"type": "construction-detail", "visibility": "private", "detail": "mine", "amount": 1}],
               "state": {"players[0].resources": 2, "buildings[0].paid": 1, "buildings[0].complete": False},
               "views": [{"as": "public", "values": {"buildings[0].space": "c", "buildings[0].complete": False,
                                                     "players[0].guardians[2].constructing": True},
                          "absent": ["buildings[0].type", "buildings[0].paid"]},
                         {"as": 0, "values": {"buildings[0].type": "mine", "buildings[0].paid": 1}}]}),
    act(0, "pay-construction", "ALREADY_PAID_THIS_ROUND", guardian=2),
    act(0, "pay-construction", "NOT_CONSTRUCTING", guardian=3),
    act(0, "end-development"), act(1, "end-development"),
    act(1, "end-turn"), act(0, "end-turn"),
    act(0, "pay-construction", guardian=2, check={"state": {"buildings[0].paid": 2, "buildings[0].complete": False}}),
    act(0, "end-development"), act(1, "end-development"),
    act(0, "end-turn"), act(1, "end-turn"),
    act(0, "pay-construction", guardian=2,
        check={"events": [{"type": "building-completed", "space": "c", "detail": "mine"}],
               "state": {"buildings[0].complete": True, "players[0].guardians[2].slot": "none"},
               "views": [{"as": "public", "values": {"buildings[0].type": "mine"}}]}),
], state=dev_state(bl(FACE_OFF)))

scenario("build_watchtower_at_once", "A Watchtower costs 1 and is finished at once", ["R-BUILD-COST"], [
    act(0, "start-construction", guardian=2, building="watchtower",
        check={"events": [{"type": "building-completed", "detail": "watchtower"}],
               "state": {"buildings[0].complete": True, "players[0].guardians[2].slot": "none", "players[0].resources": 0}}),
    act(0, "start-construction", "NOT_ENOUGH_RESOURCES", guardian=3, building="energy-well"),
], state=dev_state(bl(resources=1)))

scenario("build_component_limits", "Five Watchtowers per player at most (the box's tokens)", ["R-COMPONENT-LIMITS"], [
    act(0, "start-construction", "BUILD_LIMIT", guardian=3, building="watchtower"),
    act(0, "start-construction", guardian=3, building="mine"),
], state=dev_state(bl(["a3", "a4", "ax", "c"]), buildings=[building(0, "watchtower", sp) for sp in ["ra", "rb", "bx", "a1", "a2"]]),
   description="Explicit setup: the towers stand wherever the invariants allow.")

scenario("build_component_limits_off", "With componentLimits off the limit does not apply", ["R-COMPONENT-LIMITS"], [
    act(0, "start-construction", guardian=3, building="watchtower"),
], state=dev_state(bl(["a3", "a4", "ax", "c"]), buildings=[building(0, "watchtower", sp) for sp in ["ra", "rb", "bx", "a1", "a2"]],
                   ruleset={"componentLimits": False}))

scenario("breed_quarks", "Breeding a Quark costs 1 crystal, on a free space of the own Base", ["R-BREED", "R-CRYSTAL-COST"], [
    act(0, "breed-quark", space="a1", check={"events": [{"type": "quark-bred", "space": "a1"}],
                                             "state": {"players[0].quarks.a1": 1, "players[0].crystals": 1}}),
    act(0, "breed-quark", "BREED_NOT_BASE", space="ax"),
    act(0, "breed-quark", "BREED_NOT_BASE", space="b1"),
    act(0, "breed-quark", "BREED_NOT_BASE", space="a2", note="a2 holds a Reactor"),
    act(0, "breed-quark", space="a3"),
    act(0, "breed-quark", "NOT_ENOUGH_CRYSTALS", space="a1"),
], state=dev_state(bl(crystals=2), buildings=[building(0, "reactor", "a2")]))

scenario("breed_supply_empty", "Nine Quarks per player at most", ["R-BREED"], [
    act(0, "breed-quark", "QUARK_SUPPLY_EMPTY", space="a1"),
], state=dev_state(bl(crystals=5, quarks={"ax": 3, "ra": 3, "c": 3})))

scenario("breed_space_full", "No more than three Quarks in a Base space either", ["R-BREED", "R-MOVE-QUARK-LIMIT"], [
    act(0, "breed-quark", "QUARK_SPACE_FULL", space="a1"),
], state=dev_state(bl(crystals=5, quarks={"a1": 3})))

scenario("rebuild_guardian", "A destroyed Guardian is rebuilt for 5 resources, in the Base or on a Technology Building", ["R-REBUILD"], [
    act(0, "rebuild-guardian", "GUARDIAN_NOT_DESTROYED", guardian=0, space="a1"),
    act(0, "rebuild-guardian", "REBUILD_PLACE", guardian=1, space="c"),
    act(0, "rebuild-guardian", "REBUILD_PLACE", guardian=1, space="b1"),
    act(0, "rebuild-guardian", "SPACE_HAS_GUARDIAN", guardian=1, space="a3", note="a3 holds Guardian 0"),
    act(0, "rebuild-guardian", guardian=1, space="a1",
        check={"events": [{"type": "guardian-rebuilt", "guardian": 1, "space": "a1"}],
               "state": {"players[0].guardians[1].alive": True, "players[0].guardians[1].health": 6,
                         "players[0].guardians[1].basePower": 1, "players[0].resources": 1}}),
    act(0, "rebuild-guardian", "NOT_ENOUGH_RESOURCES", guardian=2, space="a2"),
], state=dev_state(bl(["a3", None, None, "ra"], resources=6)))

scenario("rebuild_cheap_on_tech_building", "With the Rank II tile a rebuild costs 3; a Technology Building is a rebuild place", ["R-REBUILD"], [
    act(0, "rebuild-guardian", guardian=0, space="c",
        check={"state": {"players[0].resources": 0, "players[0].guardians[0].space": "c", "players[0].guardians[0].basePower": 2}}),
], state=dev_state(player("Blue", [None, "a4", "ax", "ra"], leader=9, gextra={0: {"leader": True}}, resources=3, tech=["cheap-rebuild"]),
             ye(), buildings=[building(0, "technology-building", "c")]),
   description="The destroyed Guardian is the Leader: he comes back with Power 2.")

scenario("tech_buy", "One tile per round, 2 resources, rank up to the number of Technology Buildings", ["R-TECH-BUY"], [
    act(0, "buy-technology", "TECH_RANK_TOO_HIGH", tech="fast-quarks"),
    act(0, "buy-technology", tech="upgrades",
        check={"events": [{"type": "technology-bought", "visibility": "public", "player": 0, "detail": "upgrades"}],
               "state": {"players[0].tech": ["upgrades"], "techStock.upgrades": 3, "players[0].resources": 2},
               "views": [{"as": "public", "values": {"players[0].tech": ["upgrades"]}}]}),
    act(0, "buy-technology", "TECH_ALREADY_BOUGHT", tech="source-attack"),
    act(0, "end-development"), act(1, "end-development"), act(1, "end-turn"), act(0, "end-turn"),
    act(0, "buy-technology", "TECH_OWNED", tech="upgrades"),
    act(0, "buy-technology", "TECH_SOLD_OUT", tech="source-attack"),
], state=dev_state(bl(resources=4), techStock={"source-attack": 0}, buildings=[building(0, "technology-building", "c")]))

scenario("tech_buy_needs_resources", "A tile costs 2 Building Resources", ["R-TECH-BUY", "R-BUILD-COST"], [
    act(0, "buy-technology", "NOT_ENOUGH_RESOURCES", tech="upgrades"),
], state=dev_state(bl(resources=1), buildings=[building(0, "technology-building", "c")]))

scenario("tech_kept_after_loss", "Technology Tiles stay when the Technology Buildings are lost", ["R-TECH-BUY"], [
    act(1, "move-guardian", guardian=2, to="c", check={"state": {"players[0].tech": ["upgrades"]}}),
], state=duel_state(bl(tech=["upgrades"]), firstPlayer=1, currentPlayer=1, buildings=[building(0, "technology-building", "c")]))

scenario("upgrade_guardian", "An Upgrade Token: tile, own Technology Building, 1 crystal, never mixed", ["R-UPGRADE", "R-CRYSTAL-COST"], [
    act(0, "upgrade-guardian", "UPGRADE_NOT_ON_TECH_BUILDING", guardian=3, kind="power"),
    act(0, "upgrade-guardian", guardian=2, kind="power",
        check={"events": [{"type": "upgraded", "visibility": "private", "guardian": 2, "detail": "power", "amount": 1},
                          {"type": "secret-action", "visibility": "public", "detail": "upgrade"}],
               "state": {"players[0].crystals": 1},
               "views": [{"as": 0, "values": {"players[0].guardians[2].power": 2, "players[0].guardians[2].upgrades": 1}},
                         {"as": "public", "absent": ["players[0].guardians[2].upgrades", "players[0].guardians[2].upgradeKind"]}]}),
    act(0, "upgrade-guardian", "UPGRADE_MIXED", guardian=2, kind="healing"),
    act(0, "upgrade-guardian", "UPGRADE_LIMIT", guardian=2, kind="power"),
    act(0, "upgrade-guardian", "UPGRADE_MIXED", guardian=2, kind="none"),
], state=dev_state(bl(FACE_OFF, crystals=2, tech=["upgrades"]), buildings=[building(0, "technology-building", "c")]))

scenario("upgrade_needs_tile", "Upgrades need the Rank I tile; two at once need the Rank III tile", ["R-UPGRADE"], [
    act(0, "upgrade-guardian", "UPGRADE_NEEDS_TECH", guardian=2, kind="power"),
], state=dev_state(bl(FACE_OFF, crystals=2), buildings=[building(0, "technology-building", "c")]))

scenario("upgrade_double", "With the Rank III tile a Guardian takes two tokens, also at once", ["R-UPGRADE", "R-CRYSTAL-COST"], [
    act(0, "upgrade-guardian", "NOT_ENOUGH_CRYSTALS", guardian=2, kind="healing", count=2),
    check(state={"players[0].crystals": 1}),
], state=dev_state(bl(FACE_OFF, crystals=1, tech=["upgrades", "double-upgrade"]), buildings=[building(0, "technology-building", "c")]))

scenario("upgrade_double_at_once", "Two Upgrade Tokens bought at once", ["R-UPGRADE"], [
    act(0, "upgrade-guardian", guardian=2, kind="healing", count=2,
        check={"state": {"players[0].guardians[2].upgrades": 2, "players[0].guardians[2].upgradeKind": "healing", "players[0].crystals": 0}}),
    act(0, "upgrade-guardian", "UPGRADE_LIMIT", guardian=2, kind="healing"),
], state=dev_state(bl(FACE_OFF, crystals=2, tech=["upgrades", "double-upgrade"]), buildings=[building(0, "technology-building", "c")]))

scenario("heal_in_tech_building", "A Guardian on an own Technology Building heals fully for 2 resources", ["R-HEAL-TECHB"], [
    act(0, "heal-guardian", "HEAL_NOT_ON_TECH_BUILDING", guardian=3),
    act(0, "heal-guardian", guardian=2,
        check={"state": {"players[0].guardians[2].health": 6, "players[0].resources": 1},
               "events": [{"type": "guardian-healed", "visibility": "private"}, {"type": "secret-action", "detail": "healing"}]}),
    act(0, "heal-guardian", "NOTHING_TO_HEAL", guardian=2),
], state=dev_state(bl(FACE_OFF, gextra={2: {"health": 2}, 3: {"health": 3}}), buildings=[building(0, "technology-building", "c")]))

scenario("watchtower_arm", "Arming an own finished Watchtower with crystals", ["R-WT-ARM", "R-VIS-AMMO", "R-CRYSTAL-COST"], [
    act(0, "arm-watchtower", "NO_WATCHTOWER", space="ra"),
    act(0, "arm-watchtower", "NO_WATCHTOWER", space="bx", note="Yellow's tower"),
    act(0, "arm-watchtower", space="c", crystals=2,
        check={"events": [{"type": "watchtower-armed", "visibility": "private", "amount": 2, "amount2": 2},
                          {"type": "secret-action", "visibility": "public", "detail": "arming"}],
               "state": {"buildings[0].ammo": 2, "players[0].crystals": 0},
               "views": [{"as": "public", "absent": ["buildings[0].ammo"], "values": {"buildings[0].type": "watchtower"}},
                         {"as": 1, "absent": ["buildings[0].ammo"]},
                         {"as": 0, "values": {"buildings[0].ammo": 2}}]}),
    act(0, "arm-watchtower", "NOT_ENOUGH_CRYSTALS", space="c", crystals=1),
    act(0, "arm-watchtower", "INVALID_AMOUNT", space="c", crystals=0),
], state=dev_state(bl(FACE_OFF, crystals=2), buildings=[building(0, "watchtower", "c"), building(1, "watchtower", "bx")]))

scenario("watchtower_capacity", "A Watchtower holds 3 crystals, 6 with the Rank II tile", ["R-WT-CAP"], [
    act(0, "arm-watchtower", "WATCHTOWER_FULL", space="c", crystals=4),
    act(0, "arm-watchtower", space="c", crystals=3),
    act(1, "arm-watchtower", space="rb", crystals=6),
], state=dev_state(bl(FACE_OFF, crystals=9), ye(crystals=9, tech=["watchtower-capacity"]),
                   buildings=[building(0, "watchtower", "c"), building(1, "watchtower", "rb")]))

scenario("watchtower_capacity_option", "The base capacity is a ruleset option", ["R-WT-CAP"], [
    act(0, "arm-watchtower", space="c", crystals=5),
    act(0, "arm-watchtower", "WATCHTOWER_FULL", space="c", crystals=1),
], state=dev_state(bl(FACE_OFF, crystals=9), buildings=[building(0, "watchtower", "c")], ruleset={"watchtowerCapacity": 5}))

scenario("demolish_own_building", "A player may destroy his own finished Building for 2 crystals", ["R-DEMOLISH"], [
    act(0, "demolish-building", "NO_OWN_BUILDING", space="rb", note="Yellow's"),
    act(0, "demolish-building", "NO_OWN_BUILDING", space="ax", note="a construction cannot be stopped"),
    act(0, "demolish-building", space="c", check={"events": [{"type": "building-demolished", "visibility": "public", "space": "c", "detail": "mine"}],
                                                  "state": {"buildings[0].removed": True, "players[0].crystals": 1}}),
    act(0, "demolish-building", "NOT_ENOUGH_CRYSTALS", space="a1"),
], state=dev_state(bl(["a3", "a4", "c", "ax"], crystals=3),
                   buildings=[building(0, "mine", "c"), building(1, "mine", "rb"), building(0, "energy-well", "ax", complete=False, paid=1),
                              building(0, "reactor", "a1")]))

scenario("two_player_active_quarters", "Two players build only in their quarters and at crossings", ["R-TWO-PLAYER-ACTIVE"], [
    act(0, "start-construction", "BUILD_INACTIVE_QUARTER", guardian=2, building="mine"),
    act(0, "start-construction", guardian=3, building="mine", note="ne-se-outer is a crossing of an active quarter"),
    act(1, "start-construction", "BUILD_INACTIVE_QUARTER", guardian=3, building="mine",
        note="se-sw-outer is a crossing of the two unused quarters"),
], state={"round": 1, "phase": "development", "players": [
    player("Blue", ["nw-base-2", "nw-base-3", "se-1", "ne-se-outer"], resources=3),
    player("Yellow", ["ne-base-2", "ne-base-3", "ne-1", "se-sw-outer"], resources=3)]}, board="standard")

# ---- End of the game ----------------------------------------------------------------------
END_BLUE = {"crystals": 10}
scenario("end_score_example", "Rulebook example: (10 + 3) x 3 = 39", ["R-END-SCORE", "R-END-ACTIONS"], [
    act(0, "end-development"),
    act(1, "end-development", check={"state": {"phase": "game-over"}, "events": [{"type": "game-ended"}],
                                     "score": {"lines[0].player": 0, "lines[0].score": 39, "lines[0].crystals": 10,
                                               "lines[0].guardians": 3, "lines[0].reactors": 3, "winners": [0],
                                               "lines[1].score": 0}}),
    act(0, "breed-quark", "GAME_OVER", space="a4"),
    act(1, "end-development", "GAME_OVER"),
], state=dev_state(bl(["a4", "ax", "ra", None], crystals=10, resources=0), ye(crystals=20),
                   round=15, buildings=[building(0, "reactor", sp) for sp in ["a1", "a2", "a3"]] +
                   [building(0, "watchtower", "c", ammo=3)]),
   description="Blue: 10 crystals, 3 Guardians, 3 Reactors (and 3 crystals in a Watchtower, which do not count). "
               "Yellow has 20 crystals but no Reactor: 0.")

scenario("end_tie_by_tech_tiles", "Tied players: more Technology Tiles wins", ["R-END-TIE", "R-END-SCORE"], [
    act(0, "end-development"), act(1, "end-development"),
    check(score={"lines[0].player": 0, "lines[0].score": 39, "lines[1].score": 39, "lines[0].rank": 1, "lines[1].rank": 2,
                 "winners": [0], "ties[0].players": [0, 1], "ties[0].byTechTiles": True, "ties[0].shared": False}),
], state=dev_state(bl(["a4", "ax", "ra", None], crystals=10, tech=["upgrades", "source-attack"]),
                   ye(["b4", "bx", "rb", None], crystals=10, tech=["upgrades"]), round=15,
                   buildings=[building(0, "reactor", sp) for sp in ["a1", "a2", "a3"]] + [building(1, "reactor", sp) for sp in ["b1", "b2", "b3"]]))

scenario("end_tie_shared", "Equal score and equal tiles: the victory is shared", ["R-END-TIE"], [
    act(0, "end-development"), act(1, "end-development"),
    check(score={"winners": [0, 1], "lines[0].rank": 1, "lines[1].rank": 1, "ties[0].shared": True}),
], state=dev_state(bl(crystals=4), ye(crystals=4), round=15,
                   buildings=[building(0, "reactor", "a1"), building(1, "reactor", "b1")]))

scenario("elimination", "No Guardian, no Building, surrounded: the player is eliminated and skipped", ["R-ELIM", "R-END-SCORE"], [
    act(0, "move-guardian", guardian=2, to="bx",
        check={"events": [{"type": "player-eliminated", "player": 1}], "state": {"players[1].eliminated": True}}),
    act(1, "end-turn", "PLAYER_ELIMINATED"),
    act(0, "end-turn", check={"state": {"phase": "development"}, "acting": [0]}),
    act(0, "end-development", check={"state": {"round": 2, "firstPlayer": 0, "currentPlayer": 0}}),
    check(score={"lines[1].player": 1, "lines[1].eliminated": True, "lines[1].score": 0}),
], state=duel_state(bl(["a3", "a4", "c", "rb"]),
                    player("Yellow", [None, None, None, None], gextra={0: {"leader": True}}, crystals=30)))

# ---- Variants -----------------------------------------------------------------------------
scenario("variant_fog_of_war", "Fog of War: the sheets stay behind the screens; the board is public", ["R-VAR-FOG", "R-VIS-AMMO"], [
    check(views=[{"as": "public",
                  "values": {"players[1].guardians[2].space": "bx", "players[1].quarks.bx": 2, "players[1].tech": ["protection"],
                             "buildings[0].type": "watchtower", "buildings[1].complete": False, "buildings[1].space": "bx",
                             "players[1].sheetVisible": False},
                  "absent": ["players[1].guardians[2].power", "players[1].guardians[2].health", "players[1].guardians[0].leader",
                             "players[1].guardians[3].slot", "players[1].guardians[3].upgrades", "players[1].resources",
                             "players[1].crystals", "buildings[0].ammo", "buildings[1].type", "buildings[1].paid"]},
                 {"as": 1, "values": {"players[1].guardians[3].health": 4, "players[1].crystals": 7, "players[1].resources": 2,
                                      "buildings[0].ammo": 2, "buildings[1].type": "energy-well", "buildings[1].paid": 1,
                                      "players[1].sheetVisible": True},
                  "absent": ["players[0].crystals", "players[0].guardians[0].health"]},
                 {"as": "referee", "values": {"players[0].crystals": 1, "players[1].crystals": 7}}]),
    act(0, "end-turn"), act(1, "end-turn"),
    check(views=[{"as": "public", "absent": ["players[1].guardians[2].health", "players[1].crystals"]}]),
], state=duel_state(bl(crystals=1), ye(["b3", "b4", "bx", "rb"], crystals=7, resources=2, quarks={"bx": 2}, tech=["protection"],
                                       gextra={3: {"health": 4, "slot": "healing", "slotTarget": 2, "upgradeKind": "healing", "upgrades": 1}}),
                    buildings=[building(1, "watchtower", "rb", ammo=2),
                               building(1, "energy-well", "bx", complete=False, paid=1)]))

scenario("variant_checks_and_balances", "Checks and Balances: sheets revealed from resolution to the end of the round; free Leader change",
         ["R-VAR-CHECKS"], [
    check(views=[{"as": "public", "absent": ["players[1].guardians[2].health"]}]),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "sheets-revealed"}],
                              "views": [{"as": "public", "values": {"players[1].guardians[2].health": 6, "players[1].guardians[0].leader": True,
                                                                    "players[1].sheetVisible": True},
                                         "absent": ["players[1].crystals", "players[1].resources"]}]}),
    act(0, "change-leader", "ALREADY_LEADER", guardian=0),
    act(0, "change-leader", guardian=2, check={"state": {"players[0].guardians[0].leader": False, "players[0].guardians[0].basePower": 1,
                                                          "players[0].guardians[2].leader": True, "players[0].guardians[2].basePower": 2},
                                               "events": [{"type": "leader-changed", "visibility": "private", "guardian": 2},
                                                          {"type": "secret-action", "visibility": "public", "detail": "leader"}]}),
    act(0, "change-leader", "LEADER_CHANGE_NOT_ALLOWED", guardian=3),
    act(0, "end-development"),
    act(1, "end-development", check={"events": [{"type": "sheets-covered"}],
                                     "views": [{"as": "public", "absent": ["players[1].guardians[2].health"]}]}),
], state=duel_state(variant="checks-and-balances"))

scenario("variant_checks_leader_selfheal_breaks", "Changing the Leader ends the old Leader's self-healing", ["R-VAR-CHECKS", "R-HEAL-SELF"], [
    act(0, "change-leader", guardian=1, check={"state": {"players[0].guardians[0].slot": "none"},
                                               "events": [{"type": "connection-broken", "guardian": 0, "amount": 0}]}),
], state=dev_state(bl(gextra={0: {"slot": "healing", "slotTarget": 0}}), variant="checks-and-balances"))

scenario("variant_fog_no_leader_change", "Outside Checks and Balances the Leader cannot be changed", ["R-VAR-CHECKS", "R-VAR-FOG"], [
    act(0, "change-leader", "LEADER_CHANGE_NOT_ALLOWED", guardian=1),
], state=dev_state())

scenario("variant_training_ground", "Training Ground: everything is public", ["R-VAR-TRAINING"], [
    check(views=[{"as": "public", "values": {"players[1].guardians[2].power": 1, "players[1].guardians[0].leader": True,
                                             "players[1].crystals": 7, "players[1].resources": 3, "buildings[0].ammo": 2}},
                 {"as": 0, "values": {"players[1].crystals": 7}}]),
], state=duel_state(yellow=ye(crystals=7), variant="training-ground", buildings=[building(1, "watchtower", "bx", ammo=2)]))

# ---- Attack resolution: an emptied direction -----------------------------------------------
scenario("combat_emptied_attack_is_withdrawn", "An attack whose units fell earlier in resolution is withdrawn, not a 0-Power heal",
         ["R-ATTACK-SOURCE-UNIT", "R-HEAL", "R-COMBAT-ORDER"], [
    act(1, "declare-attack", **{"from": "i", "to": "c"}),
    act(0, "counterattack", accept=False),
    act(1, "end-turn"),
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn", check={"events": [{"type": "guardian-destroyed", "player": 0, "guardian": 2}], "acting": [1]}),
    act(1, "pursue", accept=False, check={
        "state": {"phase": "development", "players[1].guardians[3].health": 4},
        "events": [{"type": "attack-withdrawn", "player": 0, "space": "c", "space2": "bx"}],
        "noEvents": [{"type": "power-declared", "player": 0}, {"type": "health-changed", "player": 1}]}),
], state=duel_state(bl(FACE_OFF, gextra={2: {"health": 1}}),
                    ye(["b3", "rb", "i", "bx"], gextra={2: {"basePower": 3}, 3: {"health": 4}, 1: {"slot": "healing", "slotTarget": 3}}),
                    firstPlayer=1, currentPlayer=1),
   description="Yellow (first) destroys Blue's Guardian on c from i; Blue's attack from the now empty c does not resolve "
               "(R-ATTACK-SOURCE-UNIT: no unit, no attack): it is withdrawn, so no Power is declared and Yellow's "
               "Healing connection (rb heals bx) gives no surplus (R-HEAL).")

# ---- Rulings of issue #22 ------------------------------------------------------------------
DEFENDED = ye(quarks={"bx": 2})
scenario("combat_attack_destroys_defending_sources", "An attack destroys all the defender's Quarks and crystals in the attacked space",
         ["R-ATTACK-RESOLVE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "eventsInOrder": [{"type": "power-declared", "player": 0, "amount": 1},
                          {"type": "quarks-lost", "player": 1, "space": "bx", "amount": 2},
                          {"type": "ammo-spent", "player": 1, "space": "bx", "amount": 1},
                          {"type": "damage-declared", "player": 1, "guardian": 2, "amount": 0}],
        "state": {"players[1].quarks": {}, "buildings[0].ammo": 0, "players[1].guardians[2].health": 6}}),
], state=duel_state(bl(FACE_OFF), DEFENDED, buildings=[building(1, "watchtower", "bx", ammo=1)]),
   description="Step 2a: \"the defender destroys all his Quarks and Crystals that are in the attacked space\": a Power-1 "
               "attack costs Yellow both Quarks and the tower's crystal.")

scenario("combat_attack_defending_sources_option", "With attackDestroysDefendingSources off only the absorbing sources are lost",
         ["R-ATTACK-RESOLVE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "events": [{"type": "quarks-lost", "player": 1, "space": "bx", "amount": 1}],
        "noEvents": [{"type": "ammo-spent"}],
        "state": {"players[1].quarks.bx": 1, "buildings[0].ammo": 1, "players[1].guardians[2].health": 6}}),
], state=duel_state(bl(FACE_OFF), DEFENDED, buildings=[building(1, "watchtower", "bx", ammo=1)],
                    ruleset={"attackDestroysDefendingSources": False}))

scenario("combat_battle_struck_side_keeps_sources", "In a battle the struck side loses only the sources that absorb; the rest strike back",
         ["R-BATTLE", "R-ATTACK-RESOLVE"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=True),
    act(0, "end-turn"),
    act(1, "end-turn", check={
        "eventsInOrder": [{"type": "battle-started", "player": 0, "target": 1},
                          {"type": "power-declared", "player": 0, "space": "c", "amount": 1},
                          {"type": "quarks-lost", "player": 1, "space": "bx", "amount": 1},
                          {"type": "damage-declared", "player": 1, "guardian": 2, "amount": 0},
                          {"type": "power-declared", "player": 1, "space": "bx", "amount": 2},
                          {"type": "quarks-lost", "player": 1, "space": "bx", "amount": 1},
                          {"type": "damage-declared", "player": 0, "guardian": 2, "amount": 2}],
        "state": {"players[0].guardians[2].health": 4, "players[1].guardians[2].health": 6, "players[1].quarks": {}}}),
], state=duel_state(bl(FACE_OFF), DEFENDED),
   description="Blue has no source, Yellow two Quarks: Blue strikes first (1), one Yellow Quark absorbs it; Yellow strikes "
               "back with his Guardian and the other Quark (2). The order is read from the events.")

scenario("combat_healing_surplus_at_full_health", "Healing surplus on a Guardian at full Health changes nothing and tells nothing",
         ["R-HEAL"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "end-turn", check={"events": [{"type": "damage-declared", "player": 1, "guardian": 2, "amount": 0}],
                              "noEvents": [{"type": "health-changed"}],
                              "state": {"players[1].guardians[2].health": 6}}),
], state=duel_state(bl(FACE_OFF), ye(gextra={3: {"slot": "healing", "slotTarget": 2, "upgradeKind": "healing", "upgrades": 1}})))

scenario("counterattack_lone_watchtower", "A shot from a space holding only a Watchtower cannot be countered",
         ["R-COUNTER", "R-ATTACK-TARGET-ENEMY", "R-WT-SOLO"], [
    check(legal=[{"type": "counterattack", "accept": False}], illegal=[{"type": "counterattack", "accept": True}], legalPlayer=1),
    act(1, "counterattack", "ATTACK_NO_ENEMY", accept=True),
    act(1, "counterattack", accept=False, check={"state": {"attacks[0].counter": False}}),
], state=duel_state(yellow=ye(["b3", "b4", "bx", "rb"]), currentPlayer=0,
                    buildings=[building(0, "watchtower", "c", ammo=1)],
                    attacks=[{"owner": 0, "from": "c", "to": "bx"}], pending=[{"kind": "counterattack", "player": 1, "token": 0}]),
   description="Explicit state: the question is pending (the engine no longer asks it); accepting would attack c, which holds "
               "no unit (ATTACK_NO_ENEMY).")

TWO_ON_STANDARD = {"round": 1, "phase": "movement", "players": [
    player("Blue", ["nw-base-2", "nw-base-3", "se-1", "se-2"], resources=3, quarks={"se-2": 1}),
    player("Yellow", ["ne-base-2", "ne-base-3", "ne-1", "se-base-1"], resources=3)]}
scenario("move_unused_quarter_base", "Two players: the Base of a quarter nobody plays is open to everybody",
         ["R-MOVE-ENEMY-BASE", "R-ATTACK-BASE"], [
    act(0, "move-guardian", guardian=2, to="se-base-2", note="se is nobody's quarter"),
    act(0, "move-quarks", **{"from": "se-2", "to": "se-base-3"}),
    act(0, "declare-attack", **{"from": "se-base-2", "to": "se-base-1"}, note="nobody's Base protects nobody"),
    act(1, "counterattack", accept=False),
], state=TWO_ON_STANDARD, board="standard",
   description="\"Players can move around the entire Board.\" Blue (nw) and Yellow (ne) walk into and fight in se's Base.")

scenario("pursuit_quarks_enemy_building", "Quarks alone do not pursue into an enemy Building's space", ["R-MOVE-QUARK-BUILDING", "R-RETREAT-PURSUIT"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "move-guardian", guardian=2, to="b1",
        check={"noEvents": [{"type": "pursuit-offered"}], "acting": [1], "state": {"buildings[0].removed": False}}),
], state=duel_state(bl(quarks={"c": 2}), buildings=[building(1, "mine", "bx")]),
   description="Blue's two Quarks on c attack Yellow's Guardian on his Mine; he retreats. As in a move, Quarks may not "
               "enter the Mine's space: no pursuit is offered.")

scenario("pursuit_quarks_refused_into_building", "A pursuit by Quarks into an enemy Building's space is refused like a move",
         ["R-MOVE-QUARK-BUILDING", "R-PURSUIT"], [
    check(legal=[{"type": "pursue", "accept": False, "guardian": False}],
          illegal=[{"type": "pursue", "accept": True, "guardian": False, "quarks": 2}], legalPlayer=0),
    act(0, "pursue", "QUARKS_CANNOT_ENTER_BUILDING", accept=True, guardian=False, quarks=2),
    act(0, "pursue", accept=False, guardian=False),
], state=duel_state(bl(quarks={"c": 2}), ye(["b3", "b4", "b1", "rb"]), currentPlayer=1, turnsTaken=1,
                    buildings=[building(1, "mine", "bx")],
                    attacks=[{"owner": 0, "from": "c", "to": "bx"}], pending=[{"kind": "pursuit", "player": 0, "token": 0}]),
   description="Explicit state: the pursuit is pending (the engine no longer offers it).")

scenario("pursuit_guardian_leads_quarks_into_building", "A Guardian pursuing with Quarks destroys the Building first; the Quarks follow",
         ["R-MOVE-QUARK-BUILDING", "R-RETREAT-PURSUIT", "R-BUILDING-DESTROY"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "move-guardian", guardian=2, to="b1", check={"events": [{"type": "pursuit-offered", "player": 0}]}),
    act(0, "pursue", guardian=True, quarks=2,
        check={"eventsInOrder": [{"type": "pursued", "player": 0, "amount": 2, "detail": 1},
                                 {"type": "building-destroyed", "player": 0, "target": 1, "space": "bx"}],
               "state": {"players[0].quarks.bx": 2, "players[0].guardians[2].space": "bx", "buildings[0].removed": True}}),
], state=duel_state(bl(FACE_OFF, quarks={"c": 2}), buildings=[building(1, "mine", "bx")]))

scenario("pursuit_ends_attacks_in_play", "After a pursuit the pursuer's turn is already over: no attack follows in play",
         ["R-RETREAT-PURSUIT", "R-TURN-ORDER"], [
    act(0, "declare-attack", **{"from": "c", "to": "bx"}),
    act(1, "counterattack", accept=False),
    act(0, "end-turn"),
    act(1, "move-guardian", guardian=2, to="b1"),
    act(0, "pursue", guardian=True, check={"state": {"players[0].pursuedThisRound": True}}),
    act(0, "declare-attack", "NOT_YOUR_TURN", **{"from": "bx", "to": "rb"},
        note="turn order refuses first: a retreat is always in a later turn than the attack"),
    act(1, "end-turn", check={"state": {"phase": "development"}}),
    act(0, "end-development"), act(1, "end-development"),
    check(state={"round": 2, "players[0].pursuedThisRound": False}),
], state=duel_state(bl(FACE_OFF)))
