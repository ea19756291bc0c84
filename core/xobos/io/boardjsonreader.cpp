// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardjsonreader.h"

#include "boardjsonnames.h"

#include <cmath>

namespace xobos::io {

namespace {

constexpr int kMaxErrors = 100; // a fuzzed file could otherwise produce millions of lines

QString join(const QString &path, const char *key)
{
    return path.isEmpty() ? QLatin1String(key) : path + QLatin1Char('.') + QLatin1String(key);
}

QString indexed(const QString &path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

} // namespace

BoardJsonReader::BoardJsonReader(Header header)
    : m_header(header)
{ }

void BoardJsonReader::error(const QString &path, const QString &message)
{
    if (m_errors.size() >= kMaxErrors) {
        if (!m_truncated)
            m_errors.append({QString(), QStringLiteral("too many errors; the rest are not shown"), 0, 0});
        m_truncated = true;
        return;
    }
    m_errors.append({path, message, 0, 0});
}

void BoardJsonReader::checkKeys(const QJsonObject &object, const QString &path,
                                std::initializer_list<const char *> allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key();
        bool known = false;
        for (const char *a : allowed)
            known = known || key == QLatin1String(a);
        if (!known)
            error(path.isEmpty() ? key : path + QLatin1Char('.') + key, QStringLiteral("unknown field"));
    }
}

std::optional<QJsonValue> BoardJsonReader::field(const QJsonObject &object, const QString &path, const char *key,
                                                 bool required)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined()) {
        if (required)
            error(join(path, key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    return value;
}

std::optional<QString> BoardJsonReader::stringField(const QJsonObject &object, const QString &path, const char *key,
                                                    bool required)
{
    const auto value = field(object, path, key, required);
    if (!value)
        return std::nullopt;
    if (!value->isString()) {
        error(join(path, key), QStringLiteral("expected a string"));
        return std::nullopt;
    }
    return value->toString();
}

std::optional<double> BoardJsonReader::numberField(const QJsonObject &object, const QString &path, const char *key,
                                                   bool required)
{
    const auto value = field(object, path, key, required);
    if (!value)
        return std::nullopt;
    if (!value->isDouble() || !std::isfinite(value->toDouble())) {
        error(join(path, key), QStringLiteral("expected a number"));
        return std::nullopt;
    }
    return value->toDouble();
}

std::optional<QJsonArray> BoardJsonReader::arrayField(const QJsonObject &object, const QString &path, const char *key)
{
    const auto value = field(object, path, key, true);
    if (!value)
        return std::nullopt;
    if (!value->isArray()) {
        error(join(path, key), QStringLiteral("expected an array"));
        return std::nullopt;
    }
    return value->toArray();
}

std::optional<QJsonObject> BoardJsonReader::objectField(const QJsonObject &object, const QString &path, const char *key)
{
    const auto value = field(object, path, key, true);
    if (!value)
        return std::nullopt;
    return asObject(*value, join(path, key));
}

std::optional<QJsonObject> BoardJsonReader::asObject(const QJsonValue &value, const QString &path)
{
    if (!value.isObject()) {
        error(path, QStringLiteral("expected an object"));
        return std::nullopt;
    }
    return value.toObject();
}

int BoardJsonReader::spaceRef(const QJsonValue &value, const QString &path)
{
    if (!value.isString()) {
        error(path, QStringLiteral("expected a space id (a string)"));
        return -1;
    }
    const auto it = m_spaceIds.constFind(value.toString());
    if (it == m_spaceIds.cend()) {
        error(path, QStringLiteral("unknown space id ") + quoted(value.toString()));
        return -1;
    }
    return it.value();
}

int BoardJsonReader::quarterRef(const QJsonValue &value, const QString &path)
{
    if (!value.isString()) {
        error(path, QStringLiteral("expected a quarter id (a string)"));
        return rules::kNoQuarter;
    }
    const auto it = m_quarterIds.constFind(value.toString());
    if (it == m_quarterIds.cend()) {
        error(path, QStringLiteral("unknown quarter id ") + quoted(value.toString()));
        return rules::kNoQuarter;
    }
    return it.value();
}

std::optional<rules::Board> BoardJsonReader::read(const QJsonObject &root)
{
    checkKeys(root, QString(),
              {"format", "formatVersion", "name", "version", "description", "spaces", "lanes", "quarters", "seats"});
    readHeader(root);

    // Quarter ids first: spaces refer to quarters and quarters refer to spaces.
    const auto quarters = arrayField(root, QString(), "quarters");
    if (quarters)
        collectQuarterIds(*quarters);
    if (const auto spaces = arrayField(root, QString(), "spaces"))
        readSpaces(*spaces);
    if (const auto lanes = arrayField(root, QString(), "lanes"))
        readLanes(*lanes);
    if (quarters)
        readQuarters(*quarters);
    if (const auto seats = objectField(root, QString(), "seats"))
        readSeats(*seats);

    if (!m_errors.isEmpty())
        return std::nullopt;
    return m_board;
}

void BoardJsonReader::readHeader(const QJsonObject &root)
{
    const bool required = m_header == Header::Required;
    if (const auto format = field(root, QString(), "format", required)) {
        if (format->toString() != QLatin1String(kFormatName))
            error(QStringLiteral("format"), QStringLiteral("expected \"%1\"").arg(QLatin1String(kFormatName)));
    }
    if (const auto version = field(root, QString(), "formatVersion", required)) {
        if (!version->isDouble() || version->toDouble() != kFormatVersion) {
            error(QStringLiteral("formatVersion"),
                  QStringLiteral("unsupported version (this program reads version %1)").arg(kFormatVersion));
        }
    }
    if (const auto name = stringField(root, QString(), "name", true))
        m_board.name = name->toStdString();
    if (const auto version = stringField(root, QString(), "version", false))
        m_board.version = version->toStdString();
    if (const auto description = stringField(root, QString(), "description", false))
        m_board.description = description->toStdString();
}

void BoardJsonReader::collectQuarterIds(const QJsonArray &quarters)
{
    for (qsizetype i = 0; i < quarters.size(); ++i) {
        const QJsonObject quarter = quarters.at(i).toObject(); // type errors are reported in readQuarters()
        const QJsonValue id = quarter.value(QLatin1String("id"));
        if (id.isString() && !m_quarterIds.contains(id.toString()))
            m_quarterIds.insert(id.toString(), static_cast<int>(i));
    }
}

void BoardJsonReader::readSpaces(const QJsonArray &spaces)
{
    for (qsizetype i = 0; i < spaces.size(); ++i) {
        const QString path = indexed(QStringLiteral("spaces"), i);
        rules::Space space;
        const auto object = asObject(spaces.at(i), path);
        if (object) {
            checkKeys(*object, path, {"id", "label", "kind", "quarter", "crossing", "x", "y"});
            if (const auto id = stringField(*object, path, "id", true)) {
                space.id = id->toStdString();
                if (!m_spaceIds.contains(*id)) // duplicates are left to validateBoard()
                    m_spaceIds.insert(*id, static_cast<int>(i));
            }
            if (const auto label = stringField(*object, path, "label", false))
                space.label = label->toStdString();
            if (const auto kind = stringField(*object, path, "kind", true)) {
                if (const auto parsed = spaceKindFromName(*kind))
                    space.kind = *parsed;
                else
                    error(join(path, "kind"),
                          QStringLiteral("expected one of ") + spaceKindNames().join(QStringLiteral(", ")));
            }
            if (const auto q = field(*object, path, "quarter", false))
                space.quarter = quarterRef(*q, join(path, "quarter"));
            if (const auto q = field(*object, path, "crossing", false))
                space.crossingQuarter = quarterRef(*q, join(path, "crossing"));
            space.x = numberField(*object, path, "x", true).value_or(0.0);
            space.y = numberField(*object, path, "y", true).value_or(0.0);
        }
        m_board.spaces.push_back(std::move(space)); // keep indices aligned with the file
    }
}

void BoardJsonReader::readLanes(const QJsonArray &lanes)
{
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        const QString path = indexed(QStringLiteral("lanes"), i);
        const QJsonValue lane = lanes.at(i);
        if (!lane.isArray() || lane.toArray().size() != 2) {
            error(path, QStringLiteral("expected an array of two space ids"));
            continue;
        }
        const QJsonArray ends = lane.toArray();
        const int a = spaceRef(ends.at(0), indexed(path, 0));
        const int b = spaceRef(ends.at(1), indexed(path, 1));
        m_board.lanes.emplace_back(a, b);
    }
}

void BoardJsonReader::readQuarters(const QJsonArray &quarters)
{
    for (qsizetype i = 0; i < quarters.size(); ++i) {
        const QString path = indexed(QStringLiteral("quarters"), i);
        rules::Quarter quarter;
        const auto object = asObject(quarters.at(i), path);
        if (object) {
            checkKeys(*object, path, {"id", "name", "base", "exit", "guardianStart"});
            if (const auto id = stringField(*object, path, "id", true))
                quarter.id = id->toStdString();
            if (const auto name = stringField(*object, path, "name", false))
                quarter.name = name->toStdString();
            if (const auto base = arrayField(*object, path, "base")) {
                for (qsizetype k = 0; k < base->size(); ++k)
                    quarter.baseSpaces.push_back(spaceRef(base->at(k), indexed(join(path, "base"), k)));
            }
            if (const auto exit = field(*object, path, "exit", false))
                quarter.exitSpace = spaceRef(*exit, join(path, "exit"));
            if (const auto start = arrayField(*object, path, "guardianStart")) {
                const QString startPath = join(path, "guardianStart");
                if (start->size() != static_cast<qsizetype>(quarter.guardianStart.size())) {
                    error(startPath, QStringLiteral("expected an array of 4 space ids"));
                } else {
                    for (std::size_t k = 0; k < quarter.guardianStart.size(); ++k) {
                        const auto at = static_cast<qsizetype>(k);
                        quarter.guardianStart[k] = spaceRef(start->at(at), indexed(startPath, at));
                    }
                }
            }
        }
        m_board.quarters.push_back(std::move(quarter));
    }
}

void BoardJsonReader::readSeats(const QJsonObject &seats)
{
    for (auto it = seats.begin(); it != seats.end(); ++it) {
        const QString path = QStringLiteral("seats.") + it.key();
        bool isNumber = false;
        const int players = it.key().toInt(&isNumber);
        if (!isNumber || players < 2 || players > 4 || it.key() != QString::number(players)) {
            error(path, QStringLiteral("unknown field (expected a player count \"2\", \"3\" or \"4\")"));
            continue;
        }
        if (!it.value().isArray()) {
            error(path, QStringLiteral("expected an array of quarter ids"));
            continue;
        }
        const QJsonArray list = it.value().toArray();
        auto &seatQuarters = m_board.seatQuarters[static_cast<std::size_t>(players)];
        for (qsizetype k = 0; k < list.size(); ++k)
            seatQuarters.push_back(quarterRef(list.at(k), indexed(path, k)));
    }
}

} // namespace xobos::io
