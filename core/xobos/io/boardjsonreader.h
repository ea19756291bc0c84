// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the JSON object of a board file into a rules::Board (internal to xobos_io).
//
// Contract: checks types, unknown fields and id references, naming each error by its
// JSON path; does not run validateBoard(). Returns a board (not finalized) only when
// there was no error.
#pragma once

#include "boardio.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <initializer_list>
#include <optional>
#include <string>

namespace xobos::io {

class BoardJsonReader
{
public:
    enum class Header { Required, Optional };

    explicit BoardJsonReader(Header header);

    std::optional<rules::Board> read(const QJsonObject &root);
    const QList<BoardLoadError> &errors() const { return m_errors; }

private:
    void error(const QString &path, const QString &message);
    void checkKeys(const QJsonObject &object, const QString &path, std::initializer_list<const char *> allowed);
    std::optional<QJsonValue> field(const QJsonObject &object, const QString &path, const char *key, bool required);
    std::optional<QString> stringField(const QJsonObject &object, const QString &path, const char *key, bool required);
    std::optional<double> numberField(const QJsonObject &object, const QString &path, const char *key, bool required);
    std::optional<QJsonArray> arrayField(const QJsonObject &object, const QString &path, const char *key);
    std::optional<QJsonObject> objectField(const QJsonObject &object, const QString &path, const char *key);
    std::optional<QJsonObject> asObject(const QJsonValue &value, const QString &path);
    int spaceRef(const QJsonValue &value, const QString &path);
    int quarterRef(const QJsonValue &value, const QString &path);

    void readHeader(const QJsonObject &root);
    void collectQuarterIds(const QJsonArray &quarters);
    void readSpaces(const QJsonArray &spaces);
    void readLanes(const QJsonArray &lanes);
    void readQuarters(const QJsonArray &quarters);
    void readSeats(const QJsonObject &seats);

    Header m_header;
    rules::Board m_board;
    QHash<QString, int> m_spaceIds; // first space with each id
    QHash<QString, int> m_quarterIds; // first quarter with each id
    QList<BoardLoadError> m_errors;
    bool m_truncated = false;
};

} // namespace xobos::io
