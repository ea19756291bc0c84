// SPDX-License-Identifier: GPL-3.0-or-later
// Boards <-> JSON files (format "xobos-board", version 1; see docs/board-format.md).
//
// Contract: loading never crashes and never throws, whatever the bytes. A load either
// yields a board that passed rules::validateBoard() (finalize() already called) or says
// precisely why not: syntax errors with line and column, structural errors with the JSON
// path of the field ("spaces[3].kind: ..."), and every problem the validator found.
// Saving writes every field the reader understands, so load -> save -> load is lossless.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/boardcheck.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace xobos::io {

// One reason a board file could not be read (before validation).
struct BoardLoadError
{
    QString path; // JSON path of the offending value, e.g. "spaces[3].kind"; empty for the document
    QString message; // English sentence fragment, e.g. "expected a string"
    int line = 0; // 1-based, only for syntax errors (0 otherwise)
    int column = 0; // 1-based, in characters, only for syntax errors

    QString toString() const;
};

struct BoardLoadResult
{
    std::optional<rules::Board> board; // set only when the board loaded and validated
    std::optional<rules::Board> parsedBoard; // set when the JSON was well formed, even if invalid (for editors)
    QList<BoardLoadError> errors; // syntax and structure errors
    std::vector<rules::BoardProblem> problems; // validateBoard() problems of parsedBoard

    bool ok() const { return board.has_value(); }
    QStringList messages() const; // errors then problems ("CODE: detail"), one per line
};

BoardLoadResult loadBoard(const QByteArray &json);
BoardLoadResult loadBoardFile(const QString &path);

// For boards embedded in other documents (scenarios). "format" and "formatVersion" are
// optional here but checked when present. Appends structure errors and validation
// problems ("CODE: detail") to *errors (may be null) and returns a board only when there
// were none; the board is finalized.
std::optional<rules::Board> boardFromJson(const QJsonObject &object, QStringList *errors);

QJsonObject boardToJson(const rules::Board &board);
QByteArray saveBoard(const rules::Board &board); // indented UTF-8 JSON

// Boards shipped inside the program, under the Qt resource prefix ":/boards".
QStringList bundledBoardNames(); // e.g. {"muenara", "standard"}, sorted
BoardLoadResult loadBundledBoard(const QString &name);

} // namespace xobos::io
