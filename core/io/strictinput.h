// SPDX-License-Identifier: GPL-3.0-or-later
// Reading untrusted input: a bounded read of any path (a file, a pipe, a device) and the
// duplicate keys QJsonDocument accepts silently (the last one wins). Issue #21.
//
// Contract:
// - readBounded() never holds more than maxBytes + 1 bytes of the input: /dev/zero or an
//   endless pipe is refused once it passes the limit, not read until memory runs out.
// - duplicateKey() scans JSON that QJsonDocument has accepted and names the first key
//   that appears twice in one object, with its line, column and path.
#pragma once

#include <QByteArray>
#include <QString>

namespace xobos::io {

struct BoundedRead
{
    QByteArray data;
    QString error; // English: "<path>: …", says what is wrong
    bool ok() const { return error.isEmpty(); }
};

// `what` names the kind of file in the message ("a scenario", "a board file").
BoundedRead readBounded(const QString &path, qint64 maxBytes, const QString &what);

// Empty when every object's keys are distinct; otherwise
// "line L, column C: the key "k" appears twice in one object (at setup.names)".
QString duplicateKey(const QByteArray &json);

} // namespace xobos::io
