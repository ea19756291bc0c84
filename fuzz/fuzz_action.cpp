// SPDX-License-Identifier: GPL-3.0-or-later
// io::actionFromJson on arbitrary JSON: never crashes. A decoded action encodes back to
// JSON that decodes to the same action, and rules::validate() on it never crashes.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cstddef>
#include <cstdint>

#include "fuzzsupport.h"
#include "xobos/io/actioncodec.h"
#include "xobos/rules/engine.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace xobos;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    QJsonValue value;
    if (doc.isObject())
        value = doc.object();
    else if (doc.isArray())
        value = doc.array();
    else
        value = QJsonValue(QString::fromUtf8(bytes)); // not JSON: still a value to reject
    const rules::Board &board = *fuzz::standardBoard();
    QStringList errors;
    const auto action = io::actionFromJson(value, board, QStringLiteral("action"), &errors);
    if (!action) {
        if (errors.isEmpty())
            fuzz::fail("actionFromJson refused an action without saying why");
        return 0;
    }
    const QJsonObject encoded = io::actionToJson(*action, board);
    QStringList again;
    const auto decoded = io::actionFromJson(encoded, board, QStringLiteral("action"), &again);
    if (!decoded || !(*decoded == *action))
        fuzz::fail("actionToJson -> actionFromJson did not give the action back:", qPrintable(again.join(QLatin1Char('\n'))));
    const rules::GameState &s = fuzz::startPosition();
    for (int player = -1; player <= s.playerCount(); ++player)
        (void)rules::validate(s, player, *action);
    return 0;
}
