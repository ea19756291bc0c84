// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON encoding of sheet-only games (docs/sheet-format.md): the setup stored in
// games.setup_json and one payload per logged sheet action.
#pragma once

#include "sheet/sheet.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace xobos::rules::sheet {

inline constexpr char kSheetFormat[] = "xobos-sheet";
inline constexpr int kSheetFormatVersion = 1;

QByteArray sheetSetupToJson(const rules::sheet::SheetSetup &setup);
std::optional<rules::sheet::SheetSetup> sheetSetupFromJson(const QByteArray &json, QString *error);

QJsonObject sheetActionToJson(const rules::sheet::SheetAction &action);
std::optional<rules::sheet::SheetAction> sheetActionFromJson(const QJsonObject &object, QString *error);

} // namespace xobos::rules::sheet
