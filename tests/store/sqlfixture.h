// SPDX-License-Identifier: GPL-3.0-or-later
// SQL fixtures of the store's tests: libraries as older versions wrote them
// (tests/store/fixtures/*.sql), and raw SQL run on a file outside the store.
#pragma once

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <cstdio>
#include <functional>

namespace xobos::testing {

// The statements of an SQL file, split at semicolons (a fixture has none inside strings).
inline QStringList fixtureStatements(const QString &file)
{
    QFile fixture(file);
    if (!fixture.open(QIODevice::ReadOnly))
        return {};
    QStringList statements;
    for (const QString &s : QString::fromUtf8(fixture.readAll()).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (!s.trimmed().isEmpty())
            statements << s;
    }
    return statements;
}

// Opens the file with a private connection (outside the store), hands it to `use` if it
// opened, and closes it. Returns whether it opened.
inline bool withDatabase(const QString &path, const std::function<void(QSqlDatabase &)> &use)
{
    const QString name = QStringLiteral("xobos-test-sql");
    bool opened = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        opened = db.open();
        if (opened)
            use(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return opened;
}

// Runs raw SQL on a file; false (and the failing statement on stderr) at the first
// statement that fails.
inline bool runSql(const QString &path, const QStringList &statements)
{
    bool ok = true;
    const bool opened = withDatabase(path, [&](QSqlDatabase &db) {
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            if (!q.exec(sql)) {
                std::fprintf(stderr, "runSql: %s\n  in: %s\n", qPrintable(q.lastError().text()),
                             qPrintable(sql.left(200)));
                ok = false;
                return;
            }
        }
    });
    return opened && ok;
}

} // namespace xobos::testing
