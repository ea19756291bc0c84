// SPDX-License-Identifier: GPL-3.0-or-later
// What the table server asks of a game (issue #29): the seats, each seat's page built from
// that seat's view alone (module.h: view(state, seat), never the raw state), and the seat's
// actions submitted on the path the laptop's take (validated, logged, durable, undoable).
// A game's window implements it (ui/tech/techphonehost.h for TECH).
#pragma once

#include <QJsonObject>
#include <QString>

#include <functional>

namespace xobos::net {

class TableHost
{
public:
    virtual ~TableHost() = default;

    virtual int seats() const = 0;
    virtual QString seatName(int seat) const = 0;
    // The seat's phone page now, from view(state, seat) only:
    // {"title": text, "sheet": [lines], "status": text, "waiting": bool,
    //  "actions": [{"label": text, "action": {the module's action JSON},
    //               "group": text (optional: the heading it is listed under, e.g. its Guardian),
    //               "confirm": {"title", "question", "unspent", "yes": texts} (optional:
    //                           the question asked before it is sent, "yes" its button)}]}
    // Entries of one group are consecutive.
    virtual QJsonObject seatPage(int seat) const = 0;

    struct Reply {
        bool accepted = false;
        QString code;  // the refusal's code (the module's, or TABLE_… of the host)
        QString rule;  // its rule id
        // The sentence the laptop shows for it, asked for by the server in the phone's
        // language (i18n::ScopedLanguage) after submit() returned: not while the laptop's
        // window is being updated, whose texts stay in the laptop's language.
        std::function<QString()> text;
    };
    // Submits `action` for `seat` through the game's own path; the reply after the durable
    // commit (accepted) or with the refusal. seatPage() and seatName() are asked for in the
    // phone's language; submit() runs in the laptop's.
    virtual Reply submit(int seat, const QJsonObject &action) = 0;
};

} // namespace xobos::net
