// SPDX-License-Identifier: GPL-3.0-or-later
// The library's SQL schema and its migration ladder (docs/store-format.md).
#pragma once

#include <QString>

class QSqlDatabase;

namespace xobos::store::schema {

// Takes the database from version `from` to GameStore::kSchemaVersion in one transaction,
// marks it with the application id and the new version, and compacts it after a step
// that rebuilt a table. On failure everything is rolled back and *error says why.
bool migrate(QSqlDatabase &db, int from, QString *error);

} // namespace xobos::store::schema
