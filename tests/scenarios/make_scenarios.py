#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the rule scenarios of tests/scenarios/*.json (docs/scenario-format.md).

The scenarios are data; this script only saves typing (the shared duel board, default
positions). Edit a scenario here, run the script, and commit both the script and the JSON.
"""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# The "duel" board: two quarters (a, b) of a Base and an exit each, a crossing, one
# irradiated space next to the Energy Source. 15 spaces.
#
#   a3 - a1 - ax - c - bx - b1 - b3
#   |    |    |    |    |    |    |
#   a4 - a2 - ra - i  - rb - b2 - b4
#                  |
#                  s
def space(id, kind, quarter=None, crossing=None, x=0, y=0):
    s = {"id": id, "kind": kind, "x": x, "y": y}
    if quarter:
        s["quarter"] = quarter
    if crossing:
        s["crossing"] = crossing
    return s

DUEL = {
    "name": "Duel",
    "description": "A 15-space test board: two quarters joined by a crossing and an irradiated space.",
    "spaces": [
        space("a1", "base", "a", x=100, y=100), space("a2", "base", "a", x=100, y=200),
        space("a3", "base", "a", x=0, y=100), space("a4", "base", "a", x=0, y=200),
        space("ax", "exit", "a", x=200, y=100), space("ra", "regular", "a", x=200, y=200),
        space("c", "regular", "a", "b", x=300, y=100), space("i", "irradiated", x=300, y=200),
        space("s", "energy-source", x=300, y=300),
        space("bx", "exit", "b", x=400, y=100), space("rb", "regular", "b", x=400, y=200),
        space("b1", "base", "b", x=500, y=100), space("b2", "base", "b", x=500, y=200),
        space("b3", "base", "b", x=600, y=100), space("b4", "base", "b", x=600, y=200),
    ],
    "lanes": [["a1", "a3"], ["a3", "a4"], ["a4", "a2"], ["a2", "a1"], ["a1", "ax"], ["a2", "ra"],
              ["ax", "ra"], ["ax", "c"], ["ra", "i"], ["c", "i"], ["c", "bx"], ["i", "rb"], ["bx", "rb"],
              ["bx", "b1"], ["rb", "b2"], ["b1", "b2"], ["b1", "b3"], ["b2", "b4"], ["b3", "b4"], ["i", "s"]],
    "quarters": [
        {"id": "a", "name": "Blue", "base": ["a1", "a2", "a3", "a4"], "exit": "ax",
         "guardianStart": ["a3", "a4", "ax", "ra"]},
        {"id": "b", "name": "Yellow", "base": ["b1", "b2", "b3", "b4"], "exit": "bx",
         "guardianStart": ["b3", "b4", "bx", "rb"]},
    ],
    "seats": {"2": ["a", "b"]},
}

BLUE = ["a3", "a4", "ax", "ra"]
YELLOW = ["b3", "b4", "bx", "rb"]


def guardians(spaces, leader=0, extra=None):
    """Four Guardians at `spaces` (None: destroyed); extra = {index: {field: value}}."""
    out = []
    for i, sp in enumerate(spaces):
        g = {"space": sp} if sp else {"alive": False, "space": None}
        if i == leader and sp is not None:
            g["leader"] = True
        g.update((extra or {}).get(i, {}))
        out.append(g)
    return out


def player(name, spaces, leader=0, gextra=None, **kw):
    p = {"name": name, "guardians": guardians(spaces, leader, gextra)}
    p.update(kw)
    return p


def duel_state(blue=None, yellow=None, **kw):
    """An explicit two-player state on the duel board, Movement phase of round 1."""
    st = {"round": 1, "phase": "movement", "firstPlayer": 0}
    st["players"] = [blue or player("Blue", BLUE, resources=3), yellow or player("Yellow", YELLOW, resources=3)]
    st.update(kw)
    return st


def act(p, type, expect="ok", check=None, note=None, **fields):
    step = {"player": p, "action": dict({"type": type}, **fields)}
    if expect != "ok":
        step["expect"] = expect
    if check:
        step["check"] = check
    if note:
        step["note"] = note
    return step


def check(**kw):
    return {"check": kw}


SCENARIOS = []


def scenario(file, name, rules, steps, state=None, setup=None, board=None, description="", discrepancy=None):
    sc = {"format": "xobos-scenario", "formatVersion": 1, "name": name, "description": description,
          "rules": rules, "board": board if board is not None else copy.deepcopy(DUEL)}
    if discrepancy:
        sc["engineDiscrepancy"] = discrepancy
    if setup is not None:
        sc["setup"] = setup
    else:
        sc["state"] = state if state is not None else duel_state()
    sc["steps"] = steps
    SCENARIOS.append((file, sc))


def end_round_steps(first=0):
    """Both players end their Movement turn and their Development phase."""
    other = 1 - first
    return [act(first, "end-turn"), act(other, "end-turn"), act(0, "end-development"), act(1, "end-development")]


def dump(sc):
    """Indented JSON with each space, quarter, lane list and action on one line."""
    inline = {}

    def keep(obj):
        key = "@@%d@@" % len(inline)
        inline[key] = json.dumps(obj)
        return key

    sc = copy.deepcopy(sc)
    board = sc["board"]
    if isinstance(board, dict):
        board["spaces"] = [keep(x) for x in board["spaces"]]
        board["quarters"] = [keep(x) for x in board["quarters"]]
        board["lanes"] = keep(board["lanes"])
    for step in sc["steps"]:
        if "action" in step:
            step["action"] = keep(step["action"])
    text = json.dumps(sc, indent=2)
    for key, value in inline.items():
        text = text.replace('"%s"' % key, value)
    return text + "\n"


# ---- the scenarios -------------------------------------------------------------------
exec(open(os.path.join(HERE, "scenario_defs.py"), encoding="utf-8").read())

if __name__ == "__main__":
    for old in os.listdir(HERE):
        if old.endswith(".json"):
            os.remove(os.path.join(HERE, old))
    for file, sc in SCENARIOS:
        with open(os.path.join(HERE, file + ".json"), "w", encoding="utf-8") as f:
            f.write(dump(sc))
    print(len(SCENARIOS), "scenarios written")
