// SPDX-License-Identifier: GPL-3.0-or-later
#include "schema.h"

#include "gamestore.h"
#include "storesql.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace xobos::store::schema {

namespace {

// The migration ladder: step i takes a database from version i to version i + 1.
// Version 1 is the first released layout; a new file climbs every rung.
const char *const kMigrations[] = {
    // 0 -> 1
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " created TEXT NOT NULL,"
    " title TEXT NOT NULL DEFAULT '',"
    " board_name TEXT NOT NULL DEFAULT '',"
    " board_json TEXT NOT NULL DEFAULT '',"
    " variant TEXT NOT NULL DEFAULT 'fog-of-war',"
    " setup_json TEXT NOT NULL DEFAULT '{}');"
    "CREATE TABLE events ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " round INTEGER NOT NULL,"
    " phase TEXT NOT NULL,"
    " actor INTEGER NOT NULL,"
    " visibility TEXT NOT NULL CHECK (visibility IN ('public','private','referee')),"
    " audience INTEGER,"
    " kind TEXT NOT NULL,"
    " payload TEXT NOT NULL,"
    " created TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seq));",
    // 1 -> 2: game kinds and results, players with PIN hashes, state hashes in the log
    "ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'referee';"
    "ALTER TABLE games ADD COLUMN finished TEXT;"
    "ALTER TABLE games ADD COLUMN ruleset_json TEXT NOT NULL DEFAULT '{}';"
    "ALTER TABLE games ADD COLUMN result_json TEXT;"
    "CREATE TABLE players ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " colour TEXT NOT NULL DEFAULT '',"
    " pin_hash TEXT,"
    " PRIMARY KEY (game_id, seat));"
    "ALTER TABLE events ADD COLUMN state_hash TEXT;"
    "CREATE INDEX events_by_visibility ON events (game_id, visibility, audience, seq);",
    // 2 -> 3: the log keyed by (game_id, seq) alone, WITHOUT ROWID, and no visibility index
    // (ruling S-LOG-LAYOUT, docs/store-format.md). A durable action used to write 4-5 pages
    // (the row, its key index, the visibility index); now it writes the leaf its rows go to.
    "CREATE TABLE events_v3 ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " round INTEGER NOT NULL,"
    " phase TEXT NOT NULL,"
    " actor INTEGER NOT NULL,"
    " visibility TEXT NOT NULL CHECK (visibility IN ('public','private','referee')),"
    " audience INTEGER,"
    " kind TEXT NOT NULL,"
    " payload TEXT NOT NULL,"
    " created TEXT NOT NULL,"
    " state_hash TEXT,"
    " PRIMARY KEY (game_id, seq)) WITHOUT ROWID;"
    "INSERT INTO events_v3 (game_id, seq, round, phase, actor, visibility, audience, kind, payload, created, "
    "state_hash)"
    " SELECT game_id, seq, round, phase, actor, visibility, audience, kind, payload, created, state_hash FROM events;"
    "DROP TABLE events;"
    "ALTER TABLE events_v3 RENAME TO events;",
    // 3 -> 4: each game names the module that plays it and the version of its rules. Until
    // now the kind told the sheet-only games from the referee's Xobos games; every game so
    // far was made with the first version of its rules.
    "ALTER TABLE games ADD COLUMN module TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;"
    "UPDATE games SET module = CASE kind WHEN 'sheet' THEN 'sheet' ELSE 'xobos' END;",
};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) == GameStore::kSchemaVersion);

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    *error = q.lastError().text();
    qCWarning(lcStore) << "failed:" << sql.left(80) << *error;
    return false;
}

} // namespace

bool migrate(QSqlDatabase &db, int from, QString *error)
{
    constexpr int target = GameStore::kSchemaVersion;
    if (from < 0 || from >= target) {
        *error = QStringLiteral("there is no upgrade from library format %1").arg(from);
        return false;
    }
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    for (int v = from; v < target; ++v) {
        const QStringList statements = QString::fromLatin1(kMigrations[v]).split(QLatin1Char(';'), Qt::SkipEmptyParts);
        for (const QString &sql : statements) {
            if (!exec(db, sql, error)) {
                db.rollback();
                return false;
            }
        }
    }
    if (!exec(db, QStringLiteral("PRAGMA user_version=%1").arg(target), error)
        || !exec(db, QStringLiteral("PRAGMA application_id=%1").arg(GameStore::kApplicationId), error)
        || !db.commit()) {
        if (error->isEmpty())
            *error = db.lastError().text();
        db.rollback();
        return false;
    }
    if (from >= 1 && from < 3) {
        // Version 3 rebuilt the log: the old table's pages are free but still in the file
        // (a library of 50 finished games went from 17.5 to 32 MB; VACUUMed, 14.1 MB, in
        // 0.2 s, once). A VACUUM that fails (a full disk, say) leaves a working library.
        QString vacuumError;
        if (!exec(db, QStringLiteral("VACUUM"), &vacuumError))
            qCWarning(lcStore) << "could not compact" << db.databaseName() << "after upgrading it:" << vacuumError;
    }
    return true;
}

} // namespace xobos::store::schema
