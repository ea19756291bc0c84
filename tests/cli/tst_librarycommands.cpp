// xobos-cli's library commands: import a scenario, list it, export it again, and the
// messages for a missing game and a file that is not a library.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include "app/cli/librarycommands.h"

using namespace xobos::app;

class TestLibraryCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importListExportRoundTrip()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString scenario = QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/setup_first_player_drawn.json");
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({scenario, QStringLiteral("--database"), db}), 0);
        QVERIFY2(out.contains(QStringLiteral("imported as game 1")), qPrintable(out + err));
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), db}), 0);
        QVERIFY(out.startsWith(QStringLiteral("1\t")));
        QVERIFY(out.contains(QStringLiteral("running")));
        const QString exported = dir.filePath(QStringLiteral("g1.json"));
        QCOMPARE(cmd.exportGame({QStringLiteral("1"), QStringLiteral("--out"), exported, QStringLiteral("--database"), db}), 0);
        QFile f(exported);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"format\": \"xobos-scenario\""));
    }

    void clearMessagesForBadInput()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.exportGame({QStringLiteral("7"), QStringLiteral("--database"), db}), 1);
        QVERIFY2(err.contains(QStringLiteral("There is no game 7")), qPrintable(err));
        QCOMPARE(cmd.exportGame({QStringLiteral("seven"), QStringLiteral("--database"), db}), 2);
        const QString notLib = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(notLib);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("just some notes\n").repeated(100));
        f.close();
        err.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), notLib}), 1);
        QVERIFY2(err.contains(QStringLiteral("not a Xobos Referee library")), qPrintable(err));
        QCOMPARE(cmd.importGame({dir.filePath(QStringLiteral("missing.json")), QStringLiteral("--database"), db}), 2);
    }
};

QTEST_GUILESS_MAIN(TestLibraryCommands)
#include "tst_librarycommands.moc"
