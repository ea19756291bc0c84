// SPDX-License-Identifier: GPL-3.0-or-later
// net::decodeClientMessage on arbitrary bytes (what a phone, or anyone on the network, may
// send the table server): never crashes, refuses with one of its codes or gives a message
// that keeps the limits; a decoded message written back decodes to the same; a decoded
// hello's token never claims a seat of freshly drawn tokens.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "fuzzsupport.h"
#include "net/seattokens.h"
#include "net/tablemessage.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace xobos;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const net::ClientMessage m = net::decodeClientMessage(bytes);
    if (m.type == net::ClientMessage::Type::Invalid) {
        static const char *const codes[] = {net::kBadTooLarge, net::kBadTooDeep, net::kBadJson, net::kBadType, net::kBadField};
        bool known = false;
        for (const char *c : codes)
            known = known || m.error == QLatin1String(c);
        if (!known)
            fuzz::fail("refused with an unknown code:", qPrintable(m.error));
        return 0;
    }
    if (bytes.size() > net::kMaxMessageBytes)
        fuzz::fail("a message over the size limit was decoded");
    if (!m.error.isEmpty())
        fuzz::fail("a decoded message carries an error");
    QJsonObject again{{QStringLiteral("type"), QString()}};
    switch (m.type) {
    case net::ClientMessage::Type::Hello: {
        if (!net::isTokenShaped(m.token))
            fuzz::fail("a hello with a malformed token was decoded");
        if (m.languages.size() > net::kMaxLanguages)
            fuzz::fail("a hello with too many languages was decoded");
        again = QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("token"), m.token},
                            {QStringLiteral("device"), m.device}};
        if (!m.languages.isEmpty())
            again[QStringLiteral("languages")] = QJsonArray::fromStringList(m.languages);
        net::SeatTokens tokens(4);
        if (tokens.claim(m.token, m.device).ok())
            fuzz::fail("a token from the input claimed a seat");
        break;
    }
    case net::ClientMessage::Type::Action:
        if (m.seat < 0 || m.seat >= net::kMaxSeats)
            fuzz::fail("an action for a seat out of range was decoded");
        again = QJsonObject{{QStringLiteral("type"), QStringLiteral("action")}, {QStringLiteral("seat"), m.seat},
                            {QStringLiteral("action"), m.action}};
        break;
    case net::ClientMessage::Type::Ping:
        again = QJsonObject{{QStringLiteral("type"), QStringLiteral("ping")}};
        break;
    case net::ClientMessage::Type::Invalid:
        break;
    }
    // Written back, a message may grow past the limit (Qt writes 1e5 as 100000): not comparable.
    const QByteArray written = QJsonDocument(again).toJson(QJsonDocument::Compact);
    if (written.size() > net::kMaxMessageBytes)
        return 0;
    const net::ClientMessage back = net::decodeClientMessage(written);
    if (back.type != m.type || back.token != m.token || back.device != m.device || back.languages != m.languages || back.seat != m.seat || back.action != m.action)
        fuzz::fail("a decoded message written back did not decode to the same");
    return 0;
}
