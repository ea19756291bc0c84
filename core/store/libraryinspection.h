// SPDX-License-Identifier: GPL-3.0-or-later
// Read-only looks at a library file before open() touches it: foreign, newer or damaged
// files are refused without a byte of them changed; and the clean-close marker that lets a
// library closed cleanly skip the page-by-page check (ruling S-OPEN-CHECK).
#pragma once

#include "gamestore.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace xobos::store {

// Checks the file read-only: whole pages, quick_check when `fullCheck`, our application id
// and a schema this version reads. Not ok: the refusal open() returns.
OpenResult inspectLibrary(const QString &path, bool fullCheck = true);

// What the library file is now (size, modification time, hash of its first page), as the
// clean-close marker records it; empty if it cannot be read.
QByteArray cleanMarkerText(const QString &path);
// Whether the marker matches the file and its last full check is recent enough; fills in
// when that check was and how many trusted opens followed it.
bool readCleanMarker(const QString &dbPath, QDateTime *lastFullCheck, int *trustedOpens);

} // namespace xobos::store
