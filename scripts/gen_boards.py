#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates the bundled boards resources/boards/standard.json and muenara.json.

The printed maps of Guardians of Xobos are not available to us, so both boards are
RECONSTRUCTIONS: plausible, symmetric graphs that follow the rulebook (bases of four
spaces with an exit, crossings between neighbouring quarters, irradiated spaces around
the central Energy Source). Check them against the printed board and edit this script,
not the JSON, then run:  python3 scripts/gen_boards.py

Each quarter is built from one template given in local polar coordinates (radius from
the board centre, and an angle phi in units of half a sector: phi = +1 is the border
with the next quarter clockwise). Rotating the template gives rotational symmetry.
"""

import json
import math
import os

CENTRE = 500.0

# key, kind, radius, phi
QUARTER_SPACES = [
    ("base-1", "base", 430, 0.0),
    ("base-2", "base", 355, +0.24),
    ("base-3", "base", 355, -0.24),
    ("base-4", "base", 285, 0.0),
    ("exit", "exit", 205, 0.0),
    ("1", "regular", 385, +0.56),
    ("2", "regular", 385, -0.56),
    ("3", "regular", 265, +0.58),
    ("4", "regular", 265, -0.58),
    ("irr", "irradiated", 125, 0.0),
]
# Extra rim spaces for the wider 120-degree sectors of the three-player side.
RIM_SPACES = [
    ("5", "regular", 420, +0.82),
    ("6", "regular", 420, -0.82),
]
QUARTER_LANES = [
    ("base-1", "base-2"), ("base-1", "base-3"), ("base-2", "base-4"), ("base-3", "base-4"),
    ("base-2", "1"), ("base-3", "2"), ("base-4", "exit"),
    ("exit", "3"), ("exit", "4"), ("exit", "irr"), ("1", "3"), ("2", "4"),
]
# key, kind, radius on the border between two quarters ("crossing" spaces belong to both).
BORDER_SPACES = [
    ("outer", "regular", 400, True),
    ("inner", "regular", 270, True),
    ("irr", "irradiated", 140, False),
]
BORDER_LANES = [("outer", "inner"), ("inner", "irr")]


def position(radius, angle_deg, square):
    a = math.radians(angle_deg)
    c, s = math.cos(a), math.sin(a)
    if square:
        # Stretch the circle onto the square canvas so that bases sit in the corners.
        k = 1.0 / max(abs(c), abs(s))
        c, s = c * k, s * k
    return round(CENTRE + radius * c), round(CENTRE + radius * s)


COMPASS = ["East", "South-East", "South", "South-West", "West", "North-West", "North", "North-East"]


def compass(angle_deg):
    # Screen angles: 0 degrees points east, and y points down, so 90 degrees is south.
    return COMPASS[round((angle_deg % 360) / 45.0) % 8]


def quarter_label(qname, key, sides):
    """The printed-board name of a quarter's space: its quarter, then where it lies in it
    (the outer and inner spaces and the rim by the border they lie towards)."""
    if key.startswith("base-"):
        return f"{qname} base {key[5:]}"
    if key == "exit":
        return f"{qname} exit"
    if key == "irr":
        return f"{qname} irradiated"
    ring = {"1": ("outer", +1), "2": ("outer", -1), "3": ("inner", +1), "4": ("inner", -1),
            "5": ("rim", +1), "6": ("rim", -1)}[key]
    return f"{qname} {ring[0]} {sides[ring[1]]}"


def build(name, version, description, quarters, directions, seats, square, rim):
    n = len(quarters)
    half = 180.0 / n
    spaces, lanes = [], []

    def add(sid, label, kind, radius, angle, quarter=None, crossing=None):
        x, y = position(radius, angle, square)
        space = {"id": sid, "label": label, "kind": kind}
        if quarter:
            space["quarter"] = quarter
        if crossing:
            space["crossing"] = crossing
        space["x"], space["y"] = x, y
        spaces.append(space)

    template = QUARTER_SPACES + (RIM_SPACES if rim else [])
    for k, (qid, qname) in enumerate(quarters):
        sides = {+1: compass(directions[k] + half).lower(), -1: compass(directions[k] - half).lower()}
        for key, kind, radius, phi in template:
            add(f"{qid}-{key}", quarter_label(qname, key, sides), kind, radius, directions[k] + phi * half, quarter=qid)
    borders = []
    for k, (qid, _qname) in enumerate(quarters):
        nxt = quarters[(k + 1) % n][0]
        prefix = f"{qid}-{nxt}"
        borders.append(prefix)
        side = compass(directions[k] + half)
        for key, kind, radius, crossing in BORDER_SPACES:
            label = f"{side} {key} crossing" if crossing else f"{side} irradiated"
            if crossing:
                add(f"{prefix}-{key}", label, kind, radius, directions[k] + half, quarter=qid, crossing=nxt)
            else:
                add(f"{prefix}-{key}", label, kind, radius, directions[k] + half)
    add("source", "Energy Source", "energy-source", 0, 0)

    for k, (qid, _qname) in enumerate(quarters):
        q = lambda key: f"{qid}-{key}"
        after, before = borders[k], borders[(k - 1) % n]
        lanes.extend([q(a), q(b)] for a, b in QUARTER_LANES)
        if rim:
            lanes.extend([[q("1"), q("5")], [q("5"), f"{after}-outer"],
                          [q("2"), q("6")], [q("6"), f"{before}-outer"]])
        else:
            lanes.extend([[q("1"), f"{after}-outer"], [q("2"), f"{before}-outer"]])
        lanes.extend([[q("3"), f"{after}-inner"], [q("4"), f"{before}-inner"],
                      [q("irr"), f"{after}-irr"], [q("irr"), f"{before}-irr"]])
    for prefix in borders:
        lanes.extend([f"{prefix}-{a}", f"{prefix}-{b}"] for a, b in BORDER_LANES)
        lanes.append([f"{prefix}-irr", "source"])

    quarter_list = [{
        "id": qid,
        "name": qname,
        "base": [f"{qid}-base-{i}" for i in range(1, 5)],
        "exit": f"{qid}-exit",
        "guardianStart": [f"{qid}-base-2", f"{qid}-base-3", f"{qid}-1", f"{qid}-2"],
    } for qid, qname in quarters]

    return {
        "format": "xobos-board",
        "formatVersion": 1,
        "name": name,
        "version": version,
        "description": description,
        "spaces": spaces,
        "lanes": lanes,
        "quarters": quarter_list,
        "seats": seats,
    }


def dump(board, path):
    # One space, lane or quarter per line: easy to read and to diff.
    def items(key):
        return ",\n".join("    " + json.dumps(item, ensure_ascii=False) for item in board[key])

    head = ",\n".join(f"  {json.dumps(k)}: {json.dumps(board[k], ensure_ascii=False)}"
                      for k in ("format", "formatVersion", "name", "version", "description"))
    text = (head + ",\n"
            + '  "spaces": [\n' + items("spaces") + "\n  ],\n"
            + '  "lanes": [\n' + items("lanes") + "\n  ],\n"
            + '  "quarters": [\n' + items("quarters") + "\n  ],\n"
            + '  "seats": ' + json.dumps(board["seats"]) + "\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n" + text + "}\n")
    print(f"{path}: {len(board['spaces'])} spaces, {len(board['lanes'])} lanes")


RECONSTRUCTION = ("RECONSTRUCTION, not a copy of the printed board: the graph and the positions are "
                  "plausible guesses that follow the rulebook and must be checked against the printed board. ")


def main():
    out = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "boards"))
    standard = build(
        "Standard (two or four players)", "0.1-reconstruction",
        RECONSTRUCTION + "The two- and four-player side: four quarters, each with a Base of four "
        "spaces and an exit; two crossings on each border; irradiated spaces around the central "
        "Energy Source. Two players take neighbouring quarters.",
        [("nw", "North-West"), ("ne", "North-East"), ("se", "South-East"), ("sw", "South-West")],
        [225.0, 315.0, 45.0, 135.0],
        {"2": ["nw", "ne"], "4": ["nw", "ne", "se", "sw"]},
        square=True, rim=False)
    muenara = build(
        "MUENARA (three players)", "0.1-reconstruction",
        RECONSTRUCTION + "The three-player MUENARA side: three quarters, each with a Base of four "
        "spaces and an exit; two crossings on each border; irradiated spaces around the central "
        "Energy Source.",
        [("nw", "North-West"), ("ne", "North-East"), ("s", "South")],
        [210.0, 330.0, 90.0],
        {"3": ["nw", "ne", "s"]},
        square=False, rim=True)
    dump(standard, os.path.join(out, "standard.json"))
    dump(muenara, os.path.join(out, "muenara.json"))
    write_labels([standard, muenara], os.path.normpath(os.path.join(out, "..", "..", "ui", "texts", "boardlabels.cpp")))


def write_labels(boards, path):
    # The labels and quarter names as C++ for lupdate: the table shows them translated
    # (context "BoardLabel"), the files keep them in English.
    labels = []
    for board in boards:
        for item in board["spaces"] + board["quarters"]:
            text = item.get("label", item.get("name"))
            if text and text not in labels:
                labels.append(text)
    lines = "".join(f'    QT_TRANSLATE_NOOP("BoardLabel", {json.dumps(t)}),\n' for t in labels)
    with open(path, "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/gen_boards.py from the bundled boards: do not edit.\n"
                '#include "ui/texts/boardlabels.h"\n\n'
                "#include <QtGlobal>\n\n#include <iterator>\n\n"
                "namespace xobos::ui {\n\n"
                "const char *const kBundledBoardLabels[] = {\n" + lines + "};\n\n"
                "const std::size_t kBundledBoardLabelCount = std::size(kBundledBoardLabels);\n\n"
                "} // namespace xobos::ui\n")
    print(f"{path}: {len(labels)} labels")


if __name__ == "__main__":
    main()
