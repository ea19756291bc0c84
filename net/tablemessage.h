// SPDX-License-Identifier: GPL-3.0-or-later
// What a phone may send the table server (table mode, issue #29; docs/security.md), decoded
// with hard limits before anything else reads it:
// - at most kMaxMessageBytes bytes, nesting at most kMaxDepth deep (checked on the bytes,
//   before the JSON parser sees them), one JSON object, no raw control character in a string
//   (RFC 8259);
// - "type" one of the known types, no key but the type's own:
//   {"type":"hello","token":<32 lowercase hex digits>,"device":<8..64 of [A-Za-z0-9_-]>,
//    "languages":[<language tag>, ...]}   (optional: the phone's languages, most wanted first;
//    at most kMaxLanguages tags, each 2..35 of [A-Za-z0-9-] beginning with a letter)
//   {"type":"action","seat":<0..15>,"action":{...}}   (the module's action JSON, not read here)
//   {"type":"ping"}
// Anything else is refused with a stable code (kBad…); nothing here throws or asserts on
// input. QtCore only: fuzzed by fuzz/fuzz_tablemessage.cpp.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace xobos::net {

inline constexpr int kMaxMessageBytes = 4096;
inline constexpr int kMaxDepth = 6;
inline constexpr int kMaxSeats = 16;
inline constexpr int kTokenHexDigits = 32; // 128 bits
inline constexpr int kMaxLanguages = 8;

// Why a message was refused (an empty code: decoded).
inline constexpr char kBadTooLarge[] = "MESSAGE_TOO_LARGE";
inline constexpr char kBadTooDeep[] = "MESSAGE_TOO_DEEP";
inline constexpr char kBadJson[] = "MESSAGE_NOT_JSON";
inline constexpr char kBadType[] = "MESSAGE_UNKNOWN_TYPE";
inline constexpr char kBadField[] = "MESSAGE_BAD_FIELD";

struct ClientMessage {
    enum class Type { Invalid, Hello, Action, Ping };
    Type type = Type::Invalid;
    QString token;      // Hello
    QString device;     // Hello: the phone's own random id, kept in its browser
    QStringList languages; // Hello: the phone's languages, most wanted first (may be empty)
    int seat = -1;      // Action: the seat the phone says it acts for
    QJsonObject action; // Action
    QString error;      // Invalid: one of the kBad… codes
};

ClientMessage decodeClientMessage(const QByteArray &bytes);

// True for a string of exactly kTokenHexDigits lowercase hex digits.
bool isTokenShaped(const QString &token);

} // namespace xobos::net
