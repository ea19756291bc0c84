// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own boards: QStandardPaths::AppDataLocation + "/boards", where the board
// editor saves and where the new-game wizard looks for boards besides the bundled ones.
#pragma once

#include <QString>
#include <QStringList>

namespace xobos::ui {

// The folder's path; created when `create` is true and it does not exist yet.
QString userBoardsFolder(bool create = false);
// Absolute paths of the .json files in that folder, sorted by file name (empty when the
// folder does not exist).
QStringList userBoardFiles();

} // namespace xobos::ui
