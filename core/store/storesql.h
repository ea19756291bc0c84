// SPDX-License-Identifier: GPL-3.0-or-later
// Internal helpers of core/store's sources (not part of the store's API).
#pragma once

#include <QDateTime>
#include <QLoggingCategory>
#include <QString>

namespace xobos::store {

Q_DECLARE_LOGGING_CATEGORY(lcStore)

// Records `text` as the last error (and in *error if given); returns false.
inline bool fail(QString *error, QString *last, const QString &text)
{
    *last = text;
    if (error)
        *error = text;
    return false;
}

// SQLite stores a null QString as NULL; the schema wants empty text instead.
inline QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}
inline QString text(const QByteArray &b)
{
    return text(QString::fromUtf8(b));
}

inline QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace xobos::store
