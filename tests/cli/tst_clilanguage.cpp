// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli in the user's language, run as a process the way a user runs it: messages and
// help follow LANGUAGE / LC_ALL (as QLocale reads them), the C locale gives the English
// source texts, and what scripts read (tab-separated games, JSON, the `run` report, exit
// codes) is byte-identical in every language.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Result
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// `language` is a list of NAME=VALUE settings; LANGUAGE, LC_ALL, LC_MESSAGES and LANG are
// cleared first so that the developer's own settings do not leak in.
Result runCli(const QStringList &language, const QStringList &arguments)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        env.remove(QString::fromLatin1(name));
    for (const QString &setting : language)
        env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(XOBOS_CLI_EXE), arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString scenario(const char *name)
{
    return QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/") + QLatin1String(name);
}

QString diagnostics(const Result &r)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(QString::number(r.exitCode), QString::fromUtf8(r.out), QString::fromUtf8(r.err));
}

// What selects German on this machine: LANGUAGE alone (over the usual LANG=C.UTF-8), or
// LC_ALL naming a German locale (Qt reads the name; the glibc locale need not be installed).
const QList<QStringList> &germanEnvironments()
{
    static const QList<QStringList> list{
        {QStringLiteral("LANGUAGE=de"), QStringLiteral("LANG=C.UTF-8")},
        {QStringLiteral("LC_ALL=de_DE.UTF-8")},
    };
    return list;
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void messagesAreInTheUsersLanguage_data();
    void messagesAreInTheUsersLanguage();
    void theCLocaleGivesEnglish_data();
    void theCLocaleGivesEnglish();
    void machineReadableOutputIsTheSameInEveryLanguage_data();
    void machineReadableOutputIsTheSameInEveryLanguage();

private:
    QTemporaryDir m_dir;
    QString m_library;
};

void TestCliLanguage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_library = m_dir.filePath(QStringLiteral("lib.sqlite"));
    const Result imported = runCli({QStringLiteral("LC_ALL=C")},
                                   {QStringLiteral("import"), scenario("setup_first_player_drawn.json"),
                                    QStringLiteral("--database"), m_library});
    QVERIFY2(imported.exitCode == 0, qPrintable(diagnostics(imported)));
    QVERIFY2(imported.out.startsWith("imported as game 1 ("), qPrintable(diagnostics(imported)));
}

void TestCliLanguage::messagesAreInTheUsersLanguage_data()
{
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expectedOut");
    QTest::addColumn<QString>("expectedErr");

    for (const QStringList &german : germanEnvironments()) {
        const QString how = german.constFirst();
        QTest::addRow("%s: an unknown command is named in German", qPrintable(how))
            << german << QStringList{QStringLiteral("conquer")} << 2 << QString()
            << QStringLiteral("xobos-cli: unbekannter Befehl „conquer“");
        QTest::addRow("%s: a usage error of import in German", qPrintable(how))
            << german << QStringList{QStringLiteral("import")} << 2 << QString()
            << QStringLiteral("import: genau eine Szenariodatei angeben");
        QTest::addRow("%s: help lists the commands in German", qPrintable(how))
            << german << QStringList{QStringLiteral("--help")} << 0 << QStringLiteral("Befehle:") << QString();
        QTest::addRow("%s: the score is explained in German", qPrintable(how))
            << german << QStringList{QStringLiteral("score"), scenario("end_tie_by_tech_tiles.json")} << 0
            << QStringLiteral("Blue gewinnt.") << QString();
    }
    QTest::newRow("LANGUAGE=pl: an unknown command is named in Polish")
        << QStringList{QStringLiteral("LANGUAGE=pl"), QStringLiteral("LANG=C.UTF-8")}
        << QStringList{QStringLiteral("conquer")} << 2 << QString() << QStringLiteral("nieznane polecenie „conquer”");
}

void TestCliLanguage::messagesAreInTheUsersLanguage()
{
    QFETCH(QStringList, environment);
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, expectedOut);
    QFETCH(QString, expectedErr);

    const Result r = runCli(environment, arguments);
    QVERIFY2(r.exitCode == exitCode, qPrintable(diagnostics(r)));
    QVERIFY2(QString::fromUtf8(r.out).contains(expectedOut), qPrintable(diagnostics(r)));
    QVERIFY2(QString::fromUtf8(r.err).contains(expectedErr), qPrintable(diagnostics(r)));
}

void TestCliLanguage::theCLocaleGivesEnglish_data()
{
    QTest::addColumn<QStringList>("environment");
    QTest::newRow("LC_ALL=C") << QStringList{QStringLiteral("LC_ALL=C")};
    QTest::newRow("LC_ALL=C.UTF-8") << QStringList{QStringLiteral("LC_ALL=C.UTF-8")};
    QTest::newRow("LANG=C.UTF-8 (this machine's default)") << QStringList{QStringLiteral("LANG=C.UTF-8")};
    QTest::newRow("LC_ALL=C over LANG=de_DE.UTF-8")
        << QStringList{QStringLiteral("LC_ALL=C"), QStringLiteral("LANG=de_DE.UTF-8")};
    QTest::newRow("nothing set") << QStringList();
}

void TestCliLanguage::theCLocaleGivesEnglish()
{
    QFETCH(QStringList, environment);
    const Result unknown = runCli(environment, {QStringLiteral("conquer")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.startsWith("xobos-cli: unknown command 'conquer'\n"), qPrintable(diagnostics(unknown)));
    const Result help = runCli(environment, {QStringLiteral("--help")});
    QVERIFY2(help.out.contains("Usage:") && help.out.contains("\nCommands:\n"), qPrintable(diagnostics(help)));
    const Result score = runCli(environment, {QStringLiteral("score"), scenario("end_tie_by_tech_tiles.json")});
    QCOMPARE(score.out,
             QByteArray("1. Blue: (10 crystals + 3 Guardians) x 3 Reactors = 39; 2 Technology Tiles.\n"
                        "2. Yellow: (10 crystals + 3 Guardians) x 3 Reactors = 39; 1 Technology Tile.\n"
                        "Blue and Yellow tie at 39; Blue owns more Technology Tiles (2), then Yellow (1).\n"
                        "Blue wins.\n"));
}

void TestCliLanguage::machineReadableOutputIsTheSameInEveryLanguage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("games (tab-separated)") << QStringList{QStringLiteral("games"), QStringLiteral("--database"), m_library};
    QTest::newRow("export") << QStringList{QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--database"),
                                           m_library};
    QTest::newRow("score --json") << QStringList{QStringLiteral("score"), QStringLiteral("--json"),
                                                 scenario("end_tie_shared.json")};
    QTest::newRow("score --json of a running game")
        << QStringList{QStringLiteral("score"), QStringLiteral("--json"), scenario("elimination.json")};
    QTest::newRow("view --as public") << QStringList{QStringLiteral("view"), scenario("combat_healing_blocks.json"),
                                                     QStringLiteral("--as"), QStringLiteral("public")};
    QTest::newRow("legal") << QStringList{QStringLiteral("legal"), scenario("combat_healing_blocks.json")};
    QTest::newRow("run --json") << QStringList{QStringLiteral("run"), QStringLiteral("--json"),
                                               scenario("move_enemy_base_refused.json")};
    QTest::newRow("run report") << QStringList{QStringLiteral("run"), scenario("move_enemy_base_refused.json"),
                                               scenario("tech_buy.json")};
}

void TestCliLanguage::machineReadableOutputIsTheSameInEveryLanguage()
{
    QFETCH(QStringList, arguments);
    const Result english = runCli({QStringLiteral("LC_ALL=C")}, arguments);
    QVERIFY2(english.exitCode == 0 && !english.out.isEmpty(), qPrintable(diagnostics(english)));
    QList<QStringList> others = germanEnvironments();
    others.append({QStringLiteral("LANGUAGE=pl"), QStringLiteral("LANG=C.UTF-8")});
    for (const QStringList &environment : others) {
        const Result translated = runCli(environment, arguments);
        QCOMPARE(translated.exitCode, english.exitCode);
        QCOMPARE(translated.out, english.out);
    }
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
