// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/tablemessage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

namespace xobos::net {

namespace {

// What the bytes hold outside and inside strings, read before the JSON parser sees them:
// the deepest nesting of objects and arrays outside strings (Qt's parser would refuse very
// deep input too, but only after recursing into it; this bounds the work first), and whether
// a string holds a raw control character (RFC 8259 wants them escaped; Qt's parser lets
// them through).
struct Scan {
    int depth = 0;
    bool rawControl = false;
};

Scan scan(const QByteArray &bytes)
{
    Scan out;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : bytes) {
        if (inString) {
            if (static_cast<unsigned char>(c) < 0x20) {
                out.rawControl = true;
                return out;
            }
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            out.depth = std::max(out.depth, ++depth);
            if (out.depth > kMaxDepth)
                return out;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return out;
}

ClientMessage invalid(const char *code)
{
    ClientMessage m;
    m.error = QString::fromLatin1(code);
    return m;
}

bool onlyKeys(const QJsonObject &o, const QSet<QString> &allowed)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!allowed.contains(it.key()))
            return false;
    }
    return true;
}

// True when every character of `text` is an ASCII letter or digit or one of `extra`.
bool onlyAsciiAlnumOr(const QString &text, QLatin1StringView extra)
{
    for (const QChar c : text) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || extra.contains(c);
        if (!ok)
            return false;
    }
    return true;
}

bool isDeviceShaped(const QString &device)
{
    return device.size() >= 8 && device.size() <= 64 && onlyAsciiAlnumOr(device, QLatin1StringView("_-"));
}

// A language tag as a browser sends it ("de", "pl-PL", "zh-Hant-TW"), loosely: its shape only.
bool isLanguageShaped(const QJsonValue &value)
{
    const QString tag = value.toString();
    return value.isString() && tag.size() >= 2 && tag.size() <= 35 && tag.front().isLetter()
        && onlyAsciiAlnumOr(tag, QLatin1StringView("-"));
}

} // namespace

bool isTokenShaped(const QString &token)
{
    if (token.size() != kTokenHexDigits)
        return false;
    for (const QChar c : token) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

ClientMessage decodeClientMessage(const QByteArray &bytes)
{
    if (bytes.size() > kMaxMessageBytes)
        return invalid(kBadTooLarge);
    const Scan read = scan(bytes);
    if (read.depth > kMaxDepth)
        return invalid(kBadTooDeep);
    if (read.rawControl)
        return invalid(kBadJson);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return invalid(kBadJson);
    const QJsonObject o = doc.object();
    const QString type = o.value(QStringLiteral("type")).toString();
    ClientMessage m;
    if (type == QLatin1String("hello")) {
        static const QSet<QString> keys{QStringLiteral("type"), QStringLiteral("token"), QStringLiteral("device"),
                                        QStringLiteral("languages")};
        const QJsonValue token = o.value(QStringLiteral("token"));
        const QJsonValue device = o.value(QStringLiteral("device"));
        if (!onlyKeys(o, keys) || !token.isString() || !device.isString() || !isTokenShaped(token.toString())
            || !isDeviceShaped(device.toString()))
            return invalid(kBadField);
        if (o.contains(QStringLiteral("languages"))) {
            const QJsonValue languages = o.value(QStringLiteral("languages"));
            if (!languages.isArray() || languages.toArray().size() > kMaxLanguages)
                return invalid(kBadField);
            for (const QJsonValue &tag : languages.toArray()) {
                if (!isLanguageShaped(tag))
                    return invalid(kBadField);
                m.languages << tag.toString();
            }
        }
        m.type = ClientMessage::Type::Hello;
        m.token = token.toString();
        m.device = device.toString();
        return m;
    }
    if (type == QLatin1String("action")) {
        static const QSet<QString> keys{QStringLiteral("type"), QStringLiteral("seat"), QStringLiteral("action")};
        const QJsonValue seat = o.value(QStringLiteral("seat"));
        const QJsonValue action = o.value(QStringLiteral("action"));
        if (!onlyKeys(o, keys) || !seat.isDouble() || !action.isObject())
            return invalid(kBadField);
        const double s = seat.toDouble();
        if (s < 0 || s >= kMaxSeats || s != static_cast<double>(static_cast<int>(s)))
            return invalid(kBadField);
        m.type = ClientMessage::Type::Action;
        m.seat = static_cast<int>(s);
        m.action = action.toObject();
        return m;
    }
    if (type == QLatin1String("ping")) {
        if (o.size() != 1)
            return invalid(kBadField);
        m.type = ClientMessage::Type::Ping;
        return m;
    }
    return invalid(kBadType);
}

} // namespace xobos::net
