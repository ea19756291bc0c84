// SPDX-License-Identifier: GPL-3.0-or-later
#include "codecfields.h"

#include "xobos/rules/types.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace xobos::io {

QString childPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString childPath(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

void addError(QStringList *errors, const QString &path, const QString &message)
{
    if (!errors)
        return;
    // A hostile file could produce millions of errors; the first hundred say enough.
    if (errors->size() == 100) {
        errors->append(QStringLiteral("(further errors not shown)"));
        return;
    }
    if (errors->size() > 100)
        return;
    errors->append(path.isEmpty() ? message : path + QStringLiteral(": ") + message);
}

QString describeJson(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String: {
        QString s = value.toString();
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("...");
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

FieldReader::FieldReader(const QJsonObject &object, QString path, QStringList *errors)
    : m_object(object)
    , m_path(std::move(path))
    , m_errors(errors)
{ }

bool FieldReader::has(const char *key) const
{
    return m_object.contains(QLatin1String(key));
}

QJsonValue FieldReader::value(const char *key)
{
    if (std::find_if(m_known.begin(), m_known.end(), [key](const char *k) { return std::strcmp(k, key) == 0; })
        == m_known.end())
        m_known.push_back(key);
    return m_object.value(QLatin1StringView(key));
}

void FieldReader::error(const QString &key, const QString &message) const
{
    addError(m_errors, pathOf(key), message);
}

std::optional<int> FieldReader::integer(const char *key, bool required, int min, int max)
{
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required)
            error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    // The common case without building the field's path (only an error message needs it).
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::floor(d) == d && d >= min && d <= max)
            return static_cast<int>(d);
    }
    return readInteger(v, pathOf(QLatin1String(key)), min, max, m_errors);
}

int FieldReader::integer(const char *key, int fallback, int min, int max)
{
    return integer(key, false, min, max).value_or(fallback);
}

bool FieldReader::boolean(const char *key, bool fallback)
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isBool()) {
        error(QLatin1String(key), QStringLiteral("expected true or false, found %1").arg(describeJson(v)));
        return fallback;
    }
    return v.toBool();
}

std::optional<QString> FieldReader::string(const char *key, bool required)
{
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required)
            error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    if (!v.isString()) {
        error(QLatin1String(key), QStringLiteral("expected a string, found %1").arg(describeJson(v)));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<QJsonObject> FieldReader::object(const char *key, bool required)
{
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required)
            error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    if (!v.isObject()) {
        error(QLatin1String(key), QStringLiteral("expected an object, found %1").arg(describeJson(v)));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> FieldReader::array(const char *key, bool required)
{
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required)
            error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    if (!v.isArray()) {
        error(QLatin1String(key), QStringLiteral("expected an array, found %1").arg(describeJson(v)));
        return std::nullopt;
    }
    return v.toArray();
}

std::optional<int> FieldReader::choice(const char *key, const QStringList &names, bool required)
{
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required)
            error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    if (v.isString()) {
        if (const qsizetype i = names.indexOf(v.toString()); i >= 0)
            return static_cast<int>(i);
    }
    return readChoice(v, pathOf(QLatin1String(key)), names, m_errors);
}

std::optional<int> FieldReader::space(const char *key, const rules::Board &board, bool required, bool allowNull)
{
    const QJsonValue v = value(key);
    if (v.isUndefined()) {
        if (required)
            error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    if (allowNull && v.isNull())
        return rules::kNoSpace;
    if (v.isString()) {
        if (const int index = board.spaceIndex(v.toString().toStdString()); index >= 0)
            return index;
    }
    return readSpace(v, pathOf(QLatin1String(key)), board, m_errors);
}

void FieldReader::finish()
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        const QString k = it.key();
        if (std::none_of(m_known.begin(), m_known.end(),
                         [&k](const char *known) { return k == QLatin1StringView(known); }))
            addError(m_errors, childPath(m_path, it.key()), QStringLiteral("unknown field"));
    }
}

std::optional<int> readInteger(const QJsonValue &value, const QString &path, int min, int max, QStringList *errors)
{
    if (!value.isDouble()) {
        addError(errors, path, QStringLiteral("expected a whole number, found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    const double d = value.toDouble();
    if (!std::isfinite(d) || std::floor(d) != d) {
        addError(errors, path, QStringLiteral("expected a whole number, found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    if (d < min || d > max) {
        addError(errors, path,
                 QStringLiteral("%1 is out of range (%2 to %3)").arg(describeJson(value)).arg(min).arg(max));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<int> readSpace(const QJsonValue &value, const QString &path, const rules::Board &board,
                             QStringList *errors)
{
    if (!value.isString()) {
        addError(errors, path, QStringLiteral("expected a space id (a string), found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    const int index = board.spaceIndex(value.toString().toStdString());
    if (index < 0) {
        addError(errors, path, QStringLiteral("unknown space id %1").arg(describeJson(value)));
        return std::nullopt;
    }
    return index;
}

std::optional<int> readChoice(const QJsonValue &value, const QString &path, const QStringList &names,
                              QStringList *errors)
{
    const qsizetype i = value.isString() ? names.indexOf(value.toString()) : -1;
    if (i < 0) {
        addError(
            errors, path,
            QStringLiteral("expected one of %1, found %2").arg(names.join(QStringLiteral(", ")), describeJson(value)));
        return std::nullopt;
    }
    return static_cast<int>(i);
}

QJsonValue spaceJson(const rules::Board &board, int space)
{
    if (space < 0 || space >= static_cast<int>(board.spaces.size()))
        return QJsonValue(QJsonValue::Null);
    return QString::fromStdString(board.spaces[static_cast<std::size_t>(space)].id);
}

namespace {
// Each list is built once (the decoders ask for them for every field they read).
template<class E, class F> QStringList enumNames(int count, F name)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out.append(QString::fromLatin1(name(static_cast<E>(i))));
    return out;
}
} // namespace

QStringList phaseNames()
{
    static const QStringList names = enumNames<rules::Phase>(4, rules::phaseName);
    return names;
}
QStringList variantNames()
{
    static const QStringList names = enumNames<rules::Variant>(3, rules::variantName);
    return names;
}
QStringList buildingTypeNames()
{
    static const QStringList names = enumNames<rules::BuildingType>(rules::kBuildingTypeCount, rules::buildingTypeName);
    return names;
}
QStringList techNames()
{
    static const QStringList names = enumNames<rules::Tech>(rules::kTechCount, rules::techName);
    return names;
}
QStringList connectionKindNames()
{
    static const QStringList names = enumNames<rules::ConnectionKind>(4, rules::connectionKindName);
    return names;
}
QStringList upgradeKindNames()
{
    static const QStringList names = enumNames<rules::UpgradeKind>(3, rules::upgradeKindName);
    return names;
}

QJsonValue playerJson(int player)
{
    return player == rules::kNoPlayer ? QJsonValue(QJsonValue::Null) : QJsonValue(player);
}

QJsonValue quarterJson(const rules::Board &board, int quarter)
{
    if (quarter < 0 || quarter >= static_cast<int>(board.quarters.size()))
        return QJsonValue(QJsonValue::Undefined);
    return QString::fromStdString(board.quarters[static_cast<std::size_t>(quarter)].id);
}

QJsonArray attacksToJson(std::span<const rules::AttackToken> attacks, const rules::Board &board)
{
    QJsonArray out;
    for (const rules::AttackToken &t : attacks) {
        QJsonObject o;
        o[QStringLiteral("owner")] = playerJson(t.owner);
        o[QStringLiteral("from")] = spaceJson(board, t.from);
        o[QStringLiteral("to")] = spaceJson(board, t.to);
        o[QStringLiteral("counter")] = t.counter;
        o[QStringLiteral("counterOwner")] = playerJson(t.counterOwner);
        out.append(o);
    }
    return out;
}

QStringList pendingKindNames()
{
    return {QStringLiteral("counterattack"), QStringLiteral("pursuit")};
}

QJsonArray pendingToJson(std::span<const rules::Pending> pending)
{
    QJsonArray out;
    for (const rules::Pending &p : pending) {
        QJsonObject o;
        o[QStringLiteral("kind")] = pendingKindNames().value(static_cast<int>(p.kind));
        o[QStringLiteral("player")] = playerJson(p.player);
        o[QStringLiteral("token")] = p.token;
        o[QStringLiteral("duringCombat")] = p.duringCombat;
        out.append(o);
    }
    return out;
}

QJsonObject techStockToJson(std::span<const int> stock)
{
    QJsonObject o;
    for (std::size_t t = 0; t < stock.size() && t < static_cast<std::size_t>(rules::kTechCount); ++t)
        o[QString::fromLatin1(rules::techName(static_cast<rules::Tech>(t)))] = stock[t];
    return o;
}

} // namespace xobos::io
