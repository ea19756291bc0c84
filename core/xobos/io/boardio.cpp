// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardio.h"

#include "boardjsonnames.h"
#include "boardjsonreader.h"
#include "io/strictinput.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <array>

namespace xobos::io {

namespace {

constexpr qint64 kMaxFileSize = 16 * 1024 * 1024; // far above any real board

// QJsonParseError gives a byte offset; people want a line and a column. Columns count
// characters, not bytes, so UTF-8 continuation bytes are skipped.
BoardLoadError syntaxError(const QByteArray &json, const QJsonParseError &parseError)
{
    const qsizetype offset = std::clamp<qsizetype>(parseError.offset, 0, json.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const auto byte = static_cast<unsigned char>(json.at(i));
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {QString(), parseError.errorString(), line, column};
}

QString problemMessage(const rules::BoardProblem &problem)
{
    return QLatin1String(rules::boardProblemCode(problem.code)) + QStringLiteral(": ")
        + QString::fromStdString(problem.detail);
}

// Runs the validator on a parsed board and fills in the result accordingly.
void finish(BoardLoadResult &result, rules::Board board)
{
    board.finalize();
    result.problems = rules::validateBoard(board);
    if (result.problems.empty())
        result.board = board;
    result.parsedBoard = std::move(board);
}

QString spaceId(const rules::Board &board, int index)
{
    if (index < 0 || index >= static_cast<int>(board.spaces.size()))
        return QString();
    return QString::fromStdString(board.spaces[static_cast<std::size_t>(index)].id);
}

QString quarterId(const rules::Board &board, int index)
{
    if (index < 0 || index >= static_cast<int>(board.quarters.size()))
        return QString();
    return QString::fromStdString(board.quarters[static_cast<std::size_t>(index)].id);
}

// Out-of-range indices cannot be written as ids; they are left out, which the reader
// then reports. Saving an invalid board therefore never crashes.
template<typename Container> QJsonArray spaceIds(const rules::Board &board, const Container &indices)
{
    QJsonArray ids;
    for (int i : indices) {
        if (const QString id = spaceId(board, i); !id.isNull())
            ids.append(id);
    }
    return ids;
}

QJsonObject spaceToJson(const rules::Board &board, const rules::Space &space)
{
    QJsonObject object{
        {QStringLiteral("id"), QString::fromStdString(space.id)},
        {QStringLiteral("kind"), spaceKindName(space.kind)},
        {QStringLiteral("x"), space.x},
        {QStringLiteral("y"), space.y},
    };
    if (!space.label.empty())
        object.insert(QStringLiteral("label"), QString::fromStdString(space.label));
    if (const QString q = quarterId(board, space.quarter); !q.isNull())
        object.insert(QStringLiteral("quarter"), q);
    if (const QString q = quarterId(board, space.crossingQuarter); !q.isNull())
        object.insert(QStringLiteral("crossing"), q);
    return object;
}

QJsonObject quarterToJson(const rules::Board &board, const rules::Quarter &quarter)
{
    QJsonObject object{
        {QStringLiteral("id"), QString::fromStdString(quarter.id)},
        {QStringLiteral("base"), spaceIds(board, quarter.baseSpaces)},
        {QStringLiteral("guardianStart"), spaceIds(board, quarter.guardianStart)},
    };
    if (!quarter.name.empty())
        object.insert(QStringLiteral("name"), QString::fromStdString(quarter.name));
    if (const QString exit = spaceId(board, quarter.exitSpace); !exit.isNull())
        object.insert(QStringLiteral("exit"), exit);
    return object;
}

} // namespace

QString BoardLoadError::toString() const
{
    if (line > 0)
        return QStringLiteral("line %1, column %2: %3").arg(line).arg(column).arg(message);
    if (!path.isEmpty())
        return path + QStringLiteral(": ") + message;
    return message;
}

QStringList BoardLoadResult::messages() const
{
    QStringList lines;
    for (const BoardLoadError &e : errors)
        lines.append(e.toString());
    for (const rules::BoardProblem &p : problems)
        lines.append(problemMessage(p));
    return lines;
}

BoardLoadResult loadBoard(const QByteArray &json)
{
    BoardLoadResult result;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors.append(syntaxError(json, parseError));
        return result;
    }
    if (!document.isObject()) {
        result.errors.append({QString(), QStringLiteral("the document must be a JSON object"), 0, 0});
        return result;
    }
    if (const QString duplicate = duplicateKey(json); !duplicate.isEmpty()) {
        result.errors.append({QString(), duplicate, 0, 0});
        return result;
    }
    BoardJsonReader reader(BoardJsonReader::Header::Required);
    std::optional<rules::Board> board = reader.read(document.object());
    result.errors = reader.errors();
    if (board)
        finish(result, std::move(*board));
    return result;
}

BoardLoadResult loadBoardFile(const QString &path)
{
    const BoundedRead file = readBounded(path, kMaxFileSize, QStringLiteral("a board file"));
    if (!file.ok()) {
        BoardLoadResult result;
        result.errors.append({QString(), file.error, 0, 0});
        return result;
    }
    return loadBoard(file.data);
}

std::optional<rules::Board> boardFromJson(const QJsonObject &object, QStringList *errors)
{
    BoardJsonReader reader(BoardJsonReader::Header::Optional);
    std::optional<rules::Board> board = reader.read(object);
    BoardLoadResult result;
    result.errors = reader.errors();
    if (board)
        finish(result, std::move(*board));
    if (errors)
        errors->append(result.messages());
    return result.board;
}

QJsonObject boardToJson(const rules::Board &board)
{
    QJsonArray spaces;
    for (const rules::Space &space : board.spaces)
        spaces.append(spaceToJson(board, space));

    QJsonArray lanes;
    for (const auto &[a, b] : board.lanes)
        lanes.append(spaceIds(board, std::array<int, 2>{a, b}));

    QJsonArray quarters;
    for (const rules::Quarter &quarter : board.quarters)
        quarters.append(quarterToJson(board, quarter));

    QJsonObject seats;
    for (int n = 2; n <= 4; ++n) {
        const auto &list = board.seatQuarters[static_cast<std::size_t>(n)];
        if (list.empty())
            continue;
        QJsonArray ids;
        for (int q : list)
            ids.append(quarterId(board, q));
        seats.insert(QString::number(n), ids);
    }

    return QJsonObject{
        {QStringLiteral("format"), QLatin1String(kFormatName)},
        {QStringLiteral("formatVersion"), kFormatVersion},
        {QStringLiteral("name"), QString::fromStdString(board.name)},
        {QStringLiteral("version"), QString::fromStdString(board.version)},
        {QStringLiteral("description"), QString::fromStdString(board.description)},
        {QStringLiteral("spaces"), spaces},
        {QStringLiteral("lanes"), lanes},
        {QStringLiteral("quarters"), quarters},
        {QStringLiteral("seats"), seats},
    };
}

QByteArray saveBoard(const rules::Board &board)
{
    return QJsonDocument(boardToJson(board)).toJson(QJsonDocument::Indented);
}

QStringList bundledBoardNames()
{
    const QStringList files =
        QDir(QStringLiteral(":/boards")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QStringList names;
    for (const QString &file : files)
        names.append(file.chopped(5)); // ".json"
    return names;
}

BoardLoadResult loadBundledBoard(const QString &name)
{
    if (!bundledBoardNames().contains(name)) {
        BoardLoadResult result;
        result.errors.append({QString(), QStringLiteral("no bundled board is named \"%1\"").arg(name), 0, 0});
        return result;
    }
    return loadBoardFile(QStringLiteral(":/boards/") + name + QStringLiteral(".json"));
}

} // namespace xobos::io
