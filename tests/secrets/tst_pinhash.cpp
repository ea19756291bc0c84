// SPDX-License-Identifier: GPL-3.0-or-later
// PINs on the shared laptop: PBKDF2 known answers, right and wrong PINs, fresh salts,
// malformed stored strings, and that a library file never holds the PIN in any
// recognisable form (plain, hex or base64 digests).
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

#include "xobos/io/boardio.h"
#include "store/gamesession.h"
#include "store/gamestore.h"
#include "store/pinhash.h"

using namespace xobos;
using namespace xobos::store;

namespace {

// Every file of the library (the database, its WAL and journal when present).
QByteArray libraryBytes(const QString &dbPath)
{
    QByteArray all;
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-journal"), QStringLiteral("-shm")}) {
        QFile f(dbPath + suffix);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

// The forms in which a careless program might have written a PIN.
QList<QByteArray> forbiddenForms(const QString &pin)
{
    const QByteArray utf8 = pin.toUtf8();
    QList<QByteArray> forms{utf8, utf8.toBase64(),
                            QByteArray(reinterpret_cast<const char *>(pin.utf16()), pin.size() * 2)};
    for (auto algo : {QCryptographicHash::Md5, QCryptographicHash::Sha1, QCryptographicHash::Sha256}) {
        const QByteArray digest = QCryptographicHash::hash(utf8, algo);
        forms << digest << digest.toHex() << digest.toHex().toUpper() << digest.toBase64();
    }
    return forms;
}

NewGame newGame(const QStringList &pinHashes)
{
    NewGame g;
    const io::BoardLoadResult b = io::loadBundledBoard(QStringLiteral("standard"));
    g.board = std::make_shared<const rules::Board>(*b.board);
    g.boardName = QStringLiteral("standard");
    g.setup.players = 4;
    g.setup.names = {"Blue", "Red", "Green", "Yellow"};
    g.title = QStringLiteral("PIN test");
    g.colours = {QStringLiteral("#1f6feb"), QStringLiteral("#d1242f"), QStringLiteral("#1a7f37"), QStringLiteral("#bf8700")};
    g.pinHashes = pinHashes;
    return g;
}

} // namespace

class TestPinHash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pbkdf2MatchesPublishedVectors_data()
    {
        QTest::addColumn<QByteArray>("password");
        QTest::addColumn<QByteArray>("salt");
        QTest::addColumn<int>("iterations");
        QTest::addColumn<QByteArray>("expectedHex");
        QTest::newRow("password/salt, one round") << QByteArray("password") << QByteArray("salt") << 1
                                                  << QByteArray("120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b");
        QTest::newRow("password/salt, two rounds") << QByteArray("password") << QByteArray("salt") << 2
                                                   << QByteArray("ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43");
        QTest::newRow("password/salt, 4096 rounds") << QByteArray("password") << QByteArray("salt") << 4096
                                                    << QByteArray("c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a");
        QTest::newRow("RFC 7914 passwd/salt, 64 bytes over two blocks")
            << QByteArray("passwd") << QByteArray("salt") << 1
            << QByteArray("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                          "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783");
    }

    void pbkdf2MatchesPublishedVectors()
    {
        QFETCH(QByteArray, password);
        QFETCH(QByteArray, salt);
        QFETCH(int, iterations);
        QFETCH(QByteArray, expectedHex);
        const int length = static_cast<int>(expectedHex.size() / 2);
        QCOMPARE(pbkdf2Sha256(password, salt, iterations, length).toHex(), expectedHex);
    }

    void hashIsSelfDescribing()
    {
        const QStringList parts = hashPin(QStringLiteral("1234"), 1000).split(QLatin1Char('$'));
        QCOMPARE(parts.size(), 5);
        QCOMPARE(parts[4], QStringLiteral("4")); // the length: what the PIN field's dots show
        QCOMPARE(parts[0], QStringLiteral("pbkdf2-sha256"));
        QCOMPARE(parts[1], QStringLiteral("1000"));
        QCOMPARE(QByteArray::fromBase64(parts[2].toLatin1()).size(), kPinSaltBytes);
        QCOMPARE(QByteArray::fromBase64(parts[3].toLatin1()).size(), kPinHashBytes);
    }

    void rightPinVerifiesAndWrongPinDoesNot()
    {
        const QString stored = hashPin(QStringLiteral("2580"), 1000);
        QVERIFY(verifyPin(QStringLiteral("2580"), stored));
        QVERIFY(!verifyPin(QStringLiteral("2581"), stored));
        QVERIFY(!verifyPin(QStringLiteral("258"), stored));
        QVERIFY(!verifyPin(QString(), stored));
        QVERIFY(!verifyPin(QStringLiteral("25800"), stored));
    }

    // The lock tries a PIN once it has its length (issue #25); strings of before keep working.
    void theLengthIsKeptAndOlderStringsStillVerify()
    {
        const QString stored = hashPin(QStringLiteral("135790"), 1000);
        QCOMPARE(storedPinLength(stored), 6);
        QCOMPARE(storedPinLength(hashPin(QStringLiteral("ab\u00e9c"), 1000)), 4);
        QCOMPARE(pinLength(QStringLiteral("abe\u0301c")), 4); // NFC: e + accent is one character
        const QString older = stored.section(QLatin1Char('$'), 0, 3);
        QCOMPARE(storedPinLength(older), 0);
        QVERIFY(verifyPin(QStringLiteral("135790"), older));
        QVERIFY(!verifyPin(QStringLiteral("135791"), older));
        QCOMPARE(storedPinLength(QString()), 0);
        QCOMPARE(storedPinLength(stored.section(QLatin1Char('$'), 0, 3) + QStringLiteral("$x")), 0);
    }

    void samePinGetsADifferentSaltEveryTime()
    {
        const QString a = hashPin(QStringLiteral("0000"), 1000);
        const QString b = hashPin(QStringLiteral("0000"), 1000);
        QVERIFY(a != b);
        QVERIFY(a.section(QLatin1Char('$'), 2, 2) != b.section(QLatin1Char('$'), 2, 2));
        QVERIFY(verifyPin(QStringLiteral("0000"), a));
        QVERIFY(verifyPin(QStringLiteral("0000"), b));
    }

    void malformedStoredStringsNeverVerify_data()
    {
        QTest::addColumn<QString>("stored");
        const QString good = hashPin(QStringLiteral("1111"), 1000);
        const QStringList p = good.split(QLatin1Char('$'));
        QTest::newRow("an empty string") << QString();
        QTest::newRow("the PIN itself") << QStringLiteral("1111");
        QTest::newRow("an unknown scheme") << QStringList{QStringLiteral("sha1"), p[1], p[2], p[3]}.join(QLatin1Char('$'));
        QTest::newRow("zero iterations") << QStringList{p[0], QStringLiteral("0"), p[2], p[3]}.join(QLatin1Char('$'));
        QTest::newRow("absurd iterations") << QStringList{p[0], QStringLiteral("999999999"), p[2], p[3]}.join(QLatin1Char('$'));
        QTest::newRow("bad base64 salt") << QStringList{p[0], p[1], QStringLiteral("!!"), p[3]}.join(QLatin1Char('$'));
        QTest::newRow("a short hash") << QStringList{p[0], p[1], p[2], QStringLiteral("AAAA")}.join(QLatin1Char('$'));
        QTest::newRow("a missing field") << QStringList{p[0], p[1], p[2]}.join(QLatin1Char('$'));
        QTest::newRow("a malformed length") << QStringList{p[0], p[1], p[2], p[3], QStringLiteral("four")}.join(QLatin1Char('$'));
        QTest::newRow("a zero length") << QStringList{p[0], p[1], p[2], p[3], QStringLiteral("0")}.join(QLatin1Char('$'));
        QTest::newRow("a field too many") << (good + QStringLiteral("$1"));
    }

    void malformedStoredStringsNeverVerify()
    {
        QFETCH(QString, stored);
        QVERIFY(!verifyPin(QStringLiteral("1111"), stored));
    }

    void oneHashTakesAFractionOfASecond()
    {
        // The cost of kPinIterations, from a shorter run (a debug or sanitizer build is far
        // slower than the release the players run: docs/security.md gives the release figure).
        constexpr int sample = 20000;
        QElapsedTimer t;
        t.start();
        const std::clock_t cpu = std::clock();
        const QString stored = hashPin(QStringLiteral("9876"), sample);
        const qint64 hashMs = t.elapsed();
        const double cpuMs = 1000.0 * double(std::clock() - cpu) / CLOCKS_PER_SEC;
        QVERIFY(verifyPin(QStringLiteral("9876"), stored));
        qInfo("PBKDF2-HMAC-SHA256: %d iterations took %lld ms (CPU %.1f ms); kPinIterations = %d would take "
              "about %.0f ms of CPU per hash in this build",
              sample, hashMs, cpuMs, kPinIterations, cpuMs * kPinIterations / sample);
        QVERIFY2(kPinIterations >= 300000, "the iteration count is too low to slow down guessing");
    }

    void olderHashesAndLongPinsVerify()
    {
        // A hash stored by an older version (25,000 rounds) still opens its sheet.
        const QString old = hashPin(QStringLiteral("1357"), 25000);
        QVERIFY(verifyPin(QStringLiteral("1357"), old));
        QVERIFY(!verifyPin(QStringLiteral("1358"), old));
        // Long passphrases (the wizard takes up to 64 characters), non-ASCII included.
        const QString phrase = QStringLiteral("correct horse battery staple — Ænima, 64 characters long, ok....");
        const QString stored = hashPin(phrase, 1000);
        QVERIFY(verifyPin(phrase, stored));
        QVERIFY(!verifyPin(phrase.chopped(1), stored));
    }

    void libraryFileNeverHoldsThePin_data()
    {
        QTest::addColumn<QString>("pin");
        QTest::newRow("a numeric PIN") << QStringLiteral("58203917");
        QTest::newRow("a PIN with letters") << QStringLiteral("Qx7mKv2p");
    }

    void libraryFileNeverHoldsThePin()
    {
        QFETCH(QString, pin);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QString seat0Hash;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            // Seat 1 gets its hash at creation (NewGame::pinHashes), seat 0 later (setPinHash).
            auto session = GameSession::create(store, newGame({QString(), hashPin(pin, 1000), QString(), QString()}), &error);
            QVERIFY2(session, qPrintable(error));
            seat0Hash = hashPin(pin, 1000);
            QVERIFY(store.setPinHash(session->gameId(), 0, seat0Hash, &error));
            const auto game = store.game(session->gameId());
            QVERIFY(game);
            QCOMPARE(game->players.at(0).pinHash, seat0Hash);
            QVERIFY(verifyPin(pin, game->players.at(0).pinHash));
            QVERIFY(verifyPin(pin, game->players.at(1).pinHash));
            QVERIFY(game->players.at(2).pinHash.isEmpty());
            // Before closing too: the WAL holds the fresh rows.
            const QByteArray live = libraryBytes(path);
            QVERIFY(live.contains(seat0Hash.toUtf8()));
            for (const QByteArray &form : forbiddenForms(pin))
                QVERIFY2(!live.contains(form), form.constData());
        }
        const QByteArray bytes = libraryBytes(path);
        QVERIFY(bytes.size() > 0);
        QVERIFY(bytes.contains(seat0Hash.section(QLatin1Char('$'), 3, 3).toUtf8()));
        for (const QByteArray &form : forbiddenForms(pin))
            QVERIFY2(!bytes.contains(form), form.constData());
    }
};

QTEST_GUILESS_MAIN(TestPinHash)
#include "tst_pinhash.moc"
