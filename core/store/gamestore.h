// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite game library: games, players and an append-only event log.
//
// Contract:
// - All SQL of the product lives in core/store. Payloads are JSON documents in the
//   encodings of core/io; the store does not interpret them.
// - open() never modifies a file it refuses (not ours, newer schema, damaged): it
//   inspects it read-only first. A second process gets OpenError::InUse.
// - append() writes a batch of log entries in ONE transaction, durably (WAL,
//   synchronous=FULL) before it returns true. On failure nothing of the batch is stored.
// - log() filters by audience in SQL: the public never receives a private row.
#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QSqlQuery;

namespace xobos::store {

class BackupWorker;
class InodeLock;

enum class OpenError { None, InUse, CannotOpen, NotADatabase, NotOurs, NewerSchema, Damaged, MigrationFailed };

struct OpenResult
{
    OpenError error = OpenError::None;
    QString message; // English, names the file and what to do
    bool ok() const { return error == OpenError::None; }
};

enum class Visibility { Public, Private, Referee };

// Who is reading the log.
struct Audience
{
    enum class Kind { Public, Player, Referee };
    Kind kind = Kind::Public;
    int player = -1;
    static Audience everyone() { return {}; }
    static Audience seat(int p) { return {Kind::Player, p}; }
    static Audience referee() { return {Kind::Referee, -1}; }
};

struct PlayerRecord
{
    int seat = 0;
    QString name;
    QString colour;
    QString pinHash; // empty: no PIN. Never the PIN itself (see docs/security.md)
};

struct GameRecord
{
    qint64 id = 0;
    QString kind = QStringLiteral("referee"); // "referee" or "sheet"
    // The game module that plays it ("xobos", "sheet", ...) and the version of its rules the
    // game was made with (schema 4). createGame() with an empty module takes
    // moduleForKind(kind), and a rules version below 1 as 1: what every game before schema 4
    // was.
    QString module;
    int rulesVersion = 0;
    QString title;
    QDateTime created;
    QDateTime finished; // invalid while the game runs
    QString boardName;
    QByteArray boardJson;
    QString variant;
    QByteArray rulesetJson;
    QByteArray setupJson; // how the game was set up (scenario "setup" encoding)
    QByteArray resultJson; // final scoring, once finished
    QList<PlayerRecord> players;
};

// The module of a game that names none, by its kind, as the migration to schema 4 reads it:
// "sheet" for the kind "sheet", "xobos" for every other (the referee's games).
QString moduleForKind(const QString &kind);

// The game modules a program plays: module id -> the newest rules version it plays. The
// store knows no games; the program says which it has.
using KnownModules = QHash<QString, int>;

// Why a program with `known` modules cannot play `game`, empty when it can: a module it does
// not have, or rules newer than its module's. Such a game is listed read-only and kept as it
// is; it can still be exported.
QString whyNotPlayable(const GameRecord &game, const KnownModules &known);

struct LogEntry
{
    qint64 seq = 0; // assigned by append() when 0
    int round = 0;
    QString phase;
    int actor = -1; // seat, -1 for the game itself
    Visibility visibility = Visibility::Public;
    int audience = -1; // Private: the seat that may read it
    QString kind; // "action", "event", "rejected", "undo", "redo", "note"
    QByteArray payload; // JSON
    QString stateHash; // after an accepted action: the engine's state hash (hex)
    QDateTime time;
};

class GameStore
{
public:
    static constexpr int kSchemaVersion = 4;
    static constexpr int kApplicationId = 0x586f626f; // "Xobo"

    GameStore();
    ~GameStore();
    GameStore(const GameStore &) = delete;
    GameStore &operator=(const GameStore &) = delete;

    static QString defaultPath();
    // One process at a time: open() takes a lock file beside the library, named after its
    // canonical path so that a symlink finds it (QLockFile), and an flock() of the library
    // file itself, which a hard link shares (issue #21.3).
    OpenResult open(const QString &path);
    void close();
    bool isOpen() const;
    bool isReadOnly() const;
    QString path() const;
    int schemaVersion() const;

    std::optional<qint64> createGame(const GameRecord &game, QString *error = nullptr);
    QList<GameRecord> games() const; // newest first
    std::optional<GameRecord> game(qint64 id) const;
    // The game to open for play: nothing, and *error saying why and what to do, when it is
    // missing or this program cannot play it (whyNotPlayable()).
    std::optional<GameRecord> gameToPlay(qint64 id, const KnownModules &known, QString *error = nullptr) const;
    bool finishGame(qint64 id, const QByteArray &resultJson, QString *error = nullptr);
    bool setPinHash(qint64 id, int seat, const QString &pinHash, QString *error = nullptr);
    bool deleteGame(qint64 id, QString *error = nullptr);

    // Appends entries (seq assigned in order after the last one) in one durable transaction.
    // `finishedResult` non-empty: the same transaction marks the game finished with that
    // result (what finishGame() does), for the action that ends the game.
    bool append(qint64 gameId, QList<LogEntry> &entries, QString *error = nullptr,
                const QByteArray &finishedResult = {});
    // `kinds` non-empty: only rows of those kinds (for example the log window's "event",
    // "rejected", "undo", "redo"), chosen in SQL. LogFields::Shown reads only seq, round,
    // phase, actor, kind and payload (the rest keeps its defaults): what a log window shows.
    enum class LogFields { All, Shown };
    QList<LogEntry> log(qint64 gameId, const Audience &audience, qint64 afterSeq = 0, const QStringList &kinds = {},
                        LogFields fields = LogFields::All) const;
    // Only what a replay needs: "action" and "undo" rows with seq, actor, payload and state hash.
    QList<LogEntry> replayRows(qint64 gameId) const;
    qint64 lastSeq(qint64 gameId) const;

    // A consistent copy of the whole library (VACUUM INTO).
    bool backupTo(const QString &file, QString *error = nullptr);
    // Backup beside the database in "<db>.backups/", keeping the newest `keep` files.
    bool rotatingBackup(const QString &label, int keep = 5, QString *error = nullptr);
    // The same, written on a thread of its own (store/backupworker.h): returns at once. A
    // failure is logged, never reported to the caller (a round's end must not fail for
    // its backup). Skipped inside a batch, like rotatingBackup().
    void rotatingBackupInBackground(const QString &label, int keep = 5);
    // Returns when every background backup queued so far is written (or has failed).
    void waitForBackups() const;
    QStringList backups() const; // newest first (after the queued backups are written)
    static QString backupDir(const QString &dbPath);
    static QStringList backupsOf(const QString &dbPath); // newest first, without opening the library
    // The newest backup of `dbPath` that opens cleanly (checked read-only), or empty.
    static QString newestGoodBackup(const QString &dbPath);
    // Copies `backup` to a new file beside `dbPath` ("<name>.restored-<time>.sqlite") and
    // returns its path; the damaged library itself is left untouched for inspection.
    static QString restoreBackup(const QString &backup, const QString &dbPath, QString *error = nullptr);

    // Several writes as one transaction (an import): between beginBatch() and
    // endBatch(true), createGame(), append() and the other writes join it, nothing is durable
    // before endBatch(true) commits, and endBatch(false) (or a failed commit) rolls every one
    // of them back. Backups are skipped inside a batch. Batches do not nest.
    bool beginBatch(QString *error = nullptr);
    bool endBatch(bool commit, QString *error = nullptr);
    // Runs `write` in one batch: everything it wrote is committed when it returns true, and
    // nothing is kept when it returns false or the commit fails (false then; *error says why,
    // as `write` or the store set it).
    bool writeBatch(const std::function<bool()> &write, QString *error);
    bool inBatch() const { return m_batch; }

    QString lastError() const;
    // Why the last read (games(), game(), log(), replayRows(), lastSeq()) failed, empty when
    // it read everything: "<library> is damaged: … Restore a backup from …". A read that
    // fails returns nothing rather than the rows before the damage (issue #21).
    QString readError() const { return m_readError; }

    // Whether the last open() skipped the page-by-page check (quick_check) because the file
    // is as this program last closed it cleanly ("<library>.checked" matches it) and the
    // last full check is recent: fewer than kMaxTrustedOpens trusted opens and at most
    // kMaxTrustedDays ago (ruling S-OPEN-CHECK, docs/store-format.md).
    static constexpr int kMaxTrustedOpens = 10;
    static constexpr int kMaxTrustedDays = 7;
    bool openedTrusted() const { return m_openedTrusted; }
    static QString cleanMarkerPath(const QString &dbPath);
    static bool cleanMarkerMatches(const QString &dbPath);

    // Pages in the file, and a cap on them for this connection (PRAGMA max_page_count):
    // the tests simulate a full disk with it.
    int pageCount() const;
    // PRAGMA integrity_check: "ok" or the first problems found.
    QString integrityCheck() const;
    bool setMaxPageCount(int pages);

private:
    bool exec(const QString &sql, QString *error = nullptr);
    // Records a failed read (m_readError) when `q` stopped on an error.
    bool readFailed(const QSqlQuery &q) const;
    QList<GameRecord> selectGames(std::optional<qint64> id) const; // all games, or the one with `id`
    // One write's transaction, or nothing inside a batch (the batch commits or rolls back).
    bool beginWrite(QString *error);
    bool commitWrite(QString *error);
    void rollbackWrite();
    void reserveRows(QList<LogEntry> &rows, qint64 gameId, qint64 afterSeq) const;

    QString m_connection;
    QString m_path;
    bool m_open = false;
    bool m_readOnly = false;
    int m_version = 0;
    bool m_batch = false;
    bool m_openedTrusted = false;
    QDateTime m_lastFullCheck; // carried in the clean-close marker
    int m_trustedOpens = 0;
    // The last seq of each game appended to since the library was opened (append() is the
    // only writer of events while the lock is held) and the INSERT it prepares once.
    QHash<qint64, qint64> m_lastSeq;
    std::unique_ptr<QSqlQuery> m_insertEvent;
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<InodeLock> m_inodeLock; // after m_lock: released last
    QString nextBackupFile(const QString &label, QString *error);
    std::unique_ptr<BackupWorker> m_backups; // made on the first background backup
    mutable QString m_lastError;
    mutable QString m_readError;
};

QString openErrorName(OpenError e);

} // namespace xobos::store
