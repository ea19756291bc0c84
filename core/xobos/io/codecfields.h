// SPDX-License-Identifier: GPL-3.0-or-later
// Reading JSON objects field by field with precise errors (internal to xobos_io, shared by
// the action, event, state and scenario codecs).
//
// Contract: every error is one string "path: message", where path is the JSON path of the
// offending value ("steps[3].action.to"). A reader remembers which keys were asked for;
// finish() reports every other key of the object as an unknown field. Readers never
// throw and never crash on any JSON value.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/state.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

#include <optional>
#include <span>

namespace xobos::io {

// Joins a JSON path and a key or an index: child("a", "b") == "a.b", child("a", 2) == "a[2]".
QString childPath(const QString &path, const QString &key);
QString childPath(const QString &path, qsizetype index);

// Reports "path: message" to errors (which may be null).
void addError(QStringList *errors, const QString &path, const QString &message);

// A short human rendering of a JSON value for messages ("\"zz\"", "7", "an object").
QString describeJson(const QJsonValue &value);

class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString path, QStringList *errors);

    const QString &path() const { return m_path; }
    QString pathOf(const QString &key) const { return childPath(m_path, key); }
    bool has(const char *key) const;
    // Keys are string literals: the reader keeps the pointers of the keys asked for.
    QJsonValue value(const char *key); // marks the key as known
    void error(const QString &key, const QString &message) const;

    // Each returns the default when the key is absent (an error when required) or invalid.
    std::optional<int> integer(const char *key, bool required, int min, int max);
    int integer(const char *key, int fallback, int min, int max);
    bool boolean(const char *key, bool fallback);
    std::optional<QString> string(const char *key, bool required);
    std::optional<QJsonObject> object(const char *key, bool required);
    std::optional<QJsonArray> array(const char *key, bool required);
    // A name out of `names` (index returned), e.g. a building type.
    std::optional<int> choice(const char *key, const QStringList &names, bool required);
    // A space written by its board id; `allowNull` lets JSON null mean rules::kNoSpace.
    std::optional<int> space(const char *key, const rules::Board &board, bool required, bool allowNull = false);

    // Reports every key that was not asked for as an unknown field.
    void finish();

private:
    QJsonObject m_object;
    QString m_path;
    QStringList *m_errors;
    QVarLengthArray<const char *, 8> m_known; // keys asked for (string literals)
};

// Value-level helpers (path = the value's own path).
std::optional<int> readInteger(const QJsonValue &value, const QString &path, int min, int max, QStringList *errors);
std::optional<int> readSpace(const QJsonValue &value, const QString &path, const rules::Board &board,
                             QStringList *errors);
std::optional<int> readChoice(const QJsonValue &value, const QString &path, const QStringList &names,
                              QStringList *errors);

// The JSON value of a space index: its board id, or null for rules::kNoSpace / out of range.
QJsonValue spaceJson(const rules::Board &board, int space);

// Writers of what the state codec and the view codec both write, so that the two never
// differ (statecodec.h, viewcodec.h).
QJsonValue playerJson(int player); // a seat, or null for rules::kNoPlayer
QJsonValue quarterJson(const rules::Board &board, int quarter); // the quarter id, undefined when none
QJsonArray attacksToJson(std::span<const rules::AttackToken> attacks, const rules::Board &board);
QJsonArray pendingToJson(std::span<const rules::Pending> pending);
QJsonObject techStockToJson(std::span<const int> stock); // tech name -> tiles left
QStringList pendingKindNames();

// The stable names of the engine's enums, in declaration order (index = enum value).
QStringList phaseNames();
QStringList variantNames();
QStringList buildingTypeNames();
QStringList techNames();
QStringList connectionKindNames();
QStringList upgradeKindNames();

} // namespace xobos::io
