// SPDX-License-Identifier: GPL-3.0-or-later
#include "pinbackoff.h"

#include "gamestore.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace xobos::store {

namespace {
const QString kNote = QStringLiteral("note");
const QString kKey = QStringLiteral("pinBackoff");
} // namespace

PinBackoff loadPinBackoff(const GameStore &store, qint64 gameId, int seat)
{
    PinBackoff out;
    for (const LogEntry &row : store.log(gameId, Audience::referee(), 0, {kNote})) {
        const QJsonObject o = QJsonDocument::fromJson(row.payload).object();
        if (!o.contains(kKey) || o.value(kKey).toInt(-2) != seat)
            continue;
        out.failures = std::max(0, o.value(QStringLiteral("failures")).toInt());
        out.blockedUntilMs = static_cast<qint64>(o.value(QStringLiteral("until")).toDouble());
    }
    return out;
}

bool savePinBackoff(GameStore &store, qint64 gameId, int seat, const PinBackoff &backoff, QString *error)
{
    LogEntry row;
    row.phase = QStringLiteral("note");
    row.actor = seat;
    row.visibility = Visibility::Referee;
    row.kind = kNote;
    row.payload = QJsonDocument(QJsonObject{{kKey, seat},
                                            {QStringLiteral("failures"), backoff.failures},
                                            {QStringLiteral("until"), static_cast<double>(backoff.blockedUntilMs)}})
                      .toJson(QJsonDocument::Compact);
    QList<LogEntry> rows{row};
    return store.append(gameId, rows, error);
}

} // namespace xobos::store
