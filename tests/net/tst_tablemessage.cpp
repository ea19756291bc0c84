// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode's message decoder (net/tablemessage.h): its size and depth limits, known types
// only, each type's fields; and the seat tokens (net/seattokens.h): 128 random bits, claimed
// once, released, revoked, reconnected by the same device.
#include "net/seattokens.h"
#include "net/tablemessage.h"

#include <QSet>
#include <QTest>

using namespace xobos::net;

class TableMessageTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodes_data();
    void decodes();
    void tokensAre128RandomBits();
    void aSeatIsClaimedOnceAndReconnectedByItsDevice();
    void releaseLetsAnotherDeviceClaim();
    void revokeRefusesTheOldToken();
};

namespace {
const QByteArray kToken = QByteArrayLiteral("0123456789abcdef0123456789abcdef");
}

void TableMessageTest::decodes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("error");
    using T = ClientMessage::Type;
    const int invalid = int(T::Invalid);
    QTest::newRow("a hello with a token and a device is read")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"abcdefgh12"})") << int(T::Hello) << QString();
    QTest::newRow("an action for a seat is read")
        << QByteArray(R"({"type":"action","seat":1,"action":{"type":"commit","unit":"sword","cell":4}})") << int(T::Action) << QString();
    QTest::newRow("a ping is read") << QByteArray(R"({"type":"ping"})") << int(T::Ping) << QString();
    QTest::newRow("a message over 4096 bytes is refused")
        << QByteArray(R"({"type":"ping","x":")" + QByteArray(4100, 'a') + "\"}") << invalid << QString::fromLatin1(kBadTooLarge);
    QTest::newRow("nesting deeper than 6 is refused before parsing")
        << QByteArray(R"({"type":"action","seat":0,"action":{"a":[[[[[1]]]]]}})") << invalid << QString::fromLatin1(kBadTooDeep);
    QTest::newRow("brackets inside strings are not nesting")
        << QByteArray(R"({"type":"action","seat":0,"action":{"a":"[[[[[[[[[[\"{{{{"}})") << int(T::Action) << QString();
    QTest::newRow("not JSON is refused") << QByteArray("hello") << invalid << QString::fromLatin1(kBadJson);
    QTest::newRow("a raw control character in a string is refused (RFC 8259)")
        << QByteArray("{\"type\":\"action\",\"seat\":1,\"action\":{\"a\":\"x\x10y\"}}") << invalid << QString::fromLatin1(kBadJson);
    QTest::newRow("an escaped control character in a string is read")
        << QByteArray(R"({"type":"action","seat":1,"action":{"a":"x\u0010y"}})") << int(T::Action) << QString();
    QTest::newRow("a JSON array is refused") << QByteArray("[1,2]") << invalid << QString::fromLatin1(kBadJson);
    QTest::newRow("an unknown type is refused") << QByteArray(R"({"type":"state"})") << invalid << QString::fromLatin1(kBadType);
    QTest::newRow("a hello with a short token is refused")
        << QByteArray(R"({"type":"hello","token":"0123","device":"abcdefgh12"})") << invalid << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with an upper-case token is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken.toUpper() + R"(","device":"abcdefgh12"})") << invalid
        << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with an odd device id is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"<script>"})") << invalid << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with an extra key is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"abcdefgh12","seat":0})") << invalid
        << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with the phone's languages is read")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"abcdefgh12","languages":["de-DE","de","en"]})")
        << int(T::Hello) << QString();
    QTest::newRow("a hello with languages that are not a list is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"abcdefgh12","languages":"de"})") << invalid
        << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with an odd language tag is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"abcdefgh12","languages":["de_DE;q=1"]})") << invalid
        << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with a non-ASCII language tag is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken + R"(","device":"abcdefgh12","languages":["\u00e9n"]})") << invalid
        << QString::fromLatin1(kBadField);
    QTest::newRow("a hello with more than 8 languages is refused")
        << QByteArray(R"({"type":"hello","token":")" + kToken
                      + R"(","device":"abcdefgh12","languages":["de","en","pl","fr","it","es","nl","cs","sk"]})")
        << invalid << QString::fromLatin1(kBadField);
    QTest::newRow("an action with a fractional seat is refused")
        << QByteArray(R"({"type":"action","seat":0.5,"action":{}})") << invalid << QString::fromLatin1(kBadField);
    QTest::newRow("an action with a negative seat is refused")
        << QByteArray(R"({"type":"action","seat":-1,"action":{}})") << invalid << QString::fromLatin1(kBadField);
    QTest::newRow("an action without its action object is refused")
        << QByteArray(R"({"type":"action","seat":0,"action":"commit"})") << invalid << QString::fromLatin1(kBadField);
    QTest::newRow("a ping with a payload is refused") << QByteArray(R"({"type":"ping","n":1})") << invalid << QString::fromLatin1(kBadField);
}

void TableMessageTest::decodes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, type);
    QFETCH(QString, error);
    const ClientMessage m = decodeClientMessage(bytes);
    QCOMPARE(int(m.type), type);
    QCOMPARE(m.error, error);
    if (m.type == ClientMessage::Type::Hello) {
        QCOMPARE(m.token, QString::fromLatin1(kToken));
        QCOMPARE(m.device, QStringLiteral("abcdefgh12"));
        if (bytes.contains("languages"))
            QCOMPARE(m.languages, (QStringList{QStringLiteral("de-DE"), QStringLiteral("de"), QStringLiteral("en")}));
        else
            QVERIFY(m.languages.isEmpty());
    }
    if (m.type == ClientMessage::Type::Action)
        QVERIFY(!m.action.isEmpty());
}

void TableMessageTest::tokensAre128RandomBits()
{
    QSet<QString> seen;
    for (int i = 0; i < 200; ++i) {
        const QString t = SeatTokens::newToken();
        QVERIFY2(isTokenShaped(t), qPrintable(t));
        QCOMPARE(t.size(), 32); // 32 hex digits: 128 bits
        seen.insert(t);
    }
    QCOMPARE(seen.size(), 200);
    SeatTokens tokens(4);
    QSet<QString> seats;
    for (int s = 0; s < 4; ++s)
        seats.insert(tokens.token(s));
    QCOMPARE(seats.size(), 4);
}

void TableMessageTest::aSeatIsClaimedOnceAndReconnectedByItsDevice()
{
    SeatTokens tokens(2);
    const QString t1 = tokens.token(1);
    auto r = tokens.claim(t1, QStringLiteral("phone-a-123"));
    QCOMPARE(int(r.claim), int(SeatTokens::Claim::Claimed));
    QCOMPARE(r.seat, 1);
    QCOMPARE(tokens.holder(1), QStringLiteral("phone-a-123"));
    // The same phone back from sleep.
    r = tokens.claim(t1, QStringLiteral("phone-a-123"));
    QCOMPARE(int(r.claim), int(SeatTokens::Claim::Reconnected));
    QCOMPARE(r.seat, 1);
    // Another phone with the same code.
    r = tokens.claim(t1, QStringLiteral("phone-b-456"));
    QCOMPARE(int(r.claim), int(SeatTokens::Claim::Taken));
    QVERIFY(!r.ok());
    // A guess.
    r = tokens.claim(QStringLiteral("0123456789abcdef0123456789abcdef"), QStringLiteral("phone-b-456"));
    QCOMPARE(int(r.claim), int(SeatTokens::Claim::UnknownToken));
    QCOMPARE(r.seat, -1);
    QVERIFY(tokens.holder(0).isEmpty());
}

void TableMessageTest::releaseLetsAnotherDeviceClaim()
{
    SeatTokens tokens(2);
    const QString t0 = tokens.token(0);
    QVERIFY(tokens.claim(t0, QStringLiteral("phone-a-123")).ok());
    tokens.release(0);
    QCOMPARE(tokens.token(0), t0); // the same code
    const auto r = tokens.claim(t0, QStringLiteral("phone-b-456"));
    QCOMPARE(int(r.claim), int(SeatTokens::Claim::Claimed));
    QCOMPARE(int(tokens.claim(t0, QStringLiteral("phone-a-123")).claim), int(SeatTokens::Claim::Taken));
}

void TableMessageTest::revokeRefusesTheOldToken()
{
    SeatTokens tokens(2);
    const QString old = tokens.token(0);
    QVERIFY(tokens.claim(old, QStringLiteral("phone-a-123")).ok());
    tokens.revoke(0);
    QVERIFY(tokens.token(0) != old);
    QVERIFY(tokens.holder(0).isEmpty());
    QCOMPARE(int(tokens.claim(old, QStringLiteral("phone-a-123")).claim), int(SeatTokens::Claim::UnknownToken));
    QCOMPARE(int(tokens.claim(tokens.token(0), QStringLiteral("phone-a-123")).claim), int(SeatTokens::Claim::Claimed));
}

QTEST_GUILESS_MAIN(TableMessageTest)
#include "tst_tablemessage.moc"
