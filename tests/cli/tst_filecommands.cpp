// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli import-cards (app/cli/filecommands.h, issue #27): a good card and land file
// gives its counts per deck (or the lists as JSON); a file with bad rows prints each line
// and reason and nothing else, exit 2; a missing file and a bad command line, exit 2.
#include "app/cli/cliapp.h"
#include "app/cli/filecommands.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace xobos::app;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList &arguments)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    CliApp cli(out, err);
    FileCommands files(out, err);
    files.registerWith(cli);
    r.code = cli.run(QStringList{QStringLiteral("xobos-cli")} + arguments);
    out.flush();
    err.flush();
    return r;
}

} // namespace

class FileCommandsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aCardFile_data();
    void aCardFile();
    void theJsonOutputIsASetupsLists();
    void aMissingFileOrArgumentIsAUsageError();
};

void FileCommandsTest::aCardFile_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QStringList>("errors");
    QTest::newRow("a good CSV card list")
        << QByteArray("name,type,vitality,offcolor,ranged,lands,versus,immune,text\n"
                      "Kobold,mortal,2,,,,,,\n"
                      "Sprite,elemental,3,2,1,Woods +2,Undead +10,Imp,\"Quick, and shy\"\n"
                      "Troll,mortal,7,,,,,,\n"
                      "Wyrm,external,12,,,,,,\n")
        << 0 << QStringLiteral(": 4 cards, 0 lands\n") << QStringList();
    QTest::newRow("a good CSV land list") << QByteArray("name,number,ranged\nMountains,3,yes\nWoods,8,no\n") << 0
                                          << QStringLiteral(": 0 cards, 2 lands\n")
                                          << QStringList();
    QTest::newRow("bad rows: each line and reason, nothing imported")
        << QByteArray("name,type,vitality\nKobold,mortal,2\nDragon,dragon,12\nGoblin,mortal,x\n") << 2 << QString()
        << QStringList{QStringLiteral(":3: type: \"dragon\" is not mortal, elemental or external"),
                       QStringLiteral(":4: vitality: \"x\" is not a whole number")};
    QTest::newRow("a JSON entry that is bad") << QByteArray(R"({"cards": [{"name": "Kobold", "type": "mortal", "vitality": 2},
                                                                        {"name": "Imp", "type": "external"}]})")
                                              << 2 << QString() << QStringList{QStringLiteral(":2: ")};
}

void FileCommandsTest::aCardFile()
{
    QFETCH(QByteArray, file);
    QFETCH(int, code);
    QFETCH(QString, out);
    QFETCH(QStringList, errors);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cards.txt"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    const Run r = run({QStringLiteral("import-cards"), path});
    QCOMPARE(r.code, code);
    if (out.isEmpty()) {
        QCOMPARE(r.out, QString()); // all or nothing: no half list
    } else {
        QCOMPARE(r.out, path + out);
        QCOMPARE(r.err, QString());
    }
    for (const QString &e : errors)
        QVERIFY2(r.err.contains(path + e), qPrintable(r.err));
    if (!errors.isEmpty())
        QVERIFY(r.err.contains(QStringLiteral("nothing imported")));
}

void FileCommandsTest::theJsonOutputIsASetupsLists()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cards.csv"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name,type,vitality,lands\nSprite,elemental,3,Woods +2\n");
    }
    const Run r = run({QStringLiteral("import-cards"), QStringLiteral("--json"), path});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("cards")).toArray().size(), 1);
    const QJsonObject sprite = o.value(QStringLiteral("cards")).toArray().at(0).toObject();
    QCOMPARE(sprite.value(QStringLiteral("name")).toString(), QStringLiteral("Sprite"));
    QCOMPARE(sprite.value(QStringLiteral("lands")).toObject().value(QStringLiteral("Woods")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("lands")).toArray().size(), 0);
}

void FileCommandsTest::aMissingFileOrArgumentIsAUsageError()
{
    QTemporaryDir dir;
    Run r = run({QStringLiteral("import-cards"), dir.filePath(QStringLiteral("none.csv"))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("cannot be read")));
    QCOMPARE(r.out, QString());
    r = run({QStringLiteral("import-cards")});
    QCOMPARE(r.code, 2);
    r = run({QStringLiteral("import-cards"), QStringLiteral("--bogus"), QStringLiteral("x.csv")});
    QCOMPARE(r.code, 2);
    r = run({QStringLiteral("import-cards"), QStringLiteral("--game"), QStringLiteral("tech"), QStringLiteral("x.csv")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("--game: one of espiral")));
    r = run({QStringLiteral("--help")});
    QVERIFY(r.out.contains(QStringLiteral("import-cards")));
}

QTEST_GUILESS_MAIN(FileCommandsTest)
#include "tst_filecommands.moc"
