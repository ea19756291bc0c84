// SPDX-License-Identifier: GPL-3.0-or-later
// The player's own cards and lands (docs/espiral-format.md): JSON values of one card and one
// land (shared by the setup, the state codec and the import), and the import of a card list
// from a CSV or JSON file the player writes. Qt Core.
//
// Contract: an import is all or nothing. Every bad row is reported with its line (CSV: the
// line its record starts on; JSON: the entry's number in its list, from 1) and the reason;
// when there is any, no card and no land is returned. Never crashes on any bytes.
#pragma once

#include "espiral/rules.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace xobos::espiral {

QJsonObject cardToJson(const Card &c);
std::optional<Card> cardFromJson(const QJsonValue &v, QString *error);
QJsonObject landToJson(const Land &l);
std::optional<Land> landFromJson(const QJsonValue &v, QString *error);

struct ImportProblem {
    int line = 0;
    QString reason;
    bool operator==(const ImportProblem &) const = default;
};

struct CardImport {
    std::vector<Card> cards;
    std::vector<Land> lands;
    QList<ImportProblem> problems;
    bool ok() const { return problems.isEmpty(); }
};

// A CSV file with a header line: `name,type,vitality,...` (cards) or `name,number,ranged`
// (lands); columns in any order, names in any case.
CardImport importCsv(const QByteArray &data);
// A JSON file {"cards": [...], "lands": [...]} (either may be absent).
CardImport importJson(const QByteArray &data);
// By the file's first non-blank character: `{` JSON, else CSV.
CardImport importCards(const QByteArray &data);

} // namespace xobos::espiral
