// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli on scenarios of every game module, not only Xobos (issue #24): run, view,
// score and legal through the type-erased module interface, the sheet module's scenarios
// as the example (tests/scenarios/sheet/), and an app that names no game but through the
// list of modules.
#include "game/modules.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
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

Result cli(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.remove(QStringLiteral("LC_ALL"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(XOBOS_CLI_EXE), arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString diagnostics(const Result &r)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(QString::number(r.exitCode), QString::fromUtf8(r.out), QString::fromUtf8(r.err));
}

QString scenario(const char *name)
{
    return QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/sheet/") + QLatin1String(name);
}

QString writeScenario(const QTemporaryDir &dir, const QJsonObject &o)
{
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson()) < 0)
        return {};
    return path;
}

QJsonObject sheetScenario(const QJsonArray &steps)
{
    return QJsonObject{{QStringLiteral("game"), QStringLiteral("sheet")},
                       {QStringLiteral("name"), QStringLiteral("probe")},
                       {QStringLiteral("rules"), QJsonArray()},
                       {QStringLiteral("setup"), QJsonObject{{QStringLiteral("format"), QStringLiteral("xobos-sheet")},
                                                             {QStringLiteral("version"), 1},
                                                             {QStringLiteral("name"), QStringLiteral("Blue")},
                                                             {QStringLiteral("leader"), 0}}},
                       {QStringLiteral("steps"), steps}};
}

QJsonObject step(const QJsonObject &action, const QString &expect = {})
{
    QJsonObject s{{QStringLiteral("player"), 0}, {QStringLiteral("action"), action}};
    if (!expect.isEmpty())
        s[QStringLiteral("expect")] = expect;
    return s;
}

const QJsonObject kNextPhase{{QStringLiteral("type"), QStringLiteral("next-phase")}};

} // namespace

class TestModuleScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R-PHASE, R-HEAL, R-TECH-BUY: a refusal names its code and rule id, and the scenario
    // that expects it passes (exit 0), as Xobos's do.
    void runReportsRefusalsWithCodeAndRule()
    {
        const Result r = cli({QStringLiteral("run"), scenario("sheet_refusals.json")});
        QVERIFY2(r.exitCode == 0, qPrintable(diagnostics(r)));
        QVERIFY2(r.out.contains("rejected: WRONG_PHASE [R-"), r.out.constData());
        QVERIFY(r.out.contains("rejected: SHEET_HEALTH_ABOVE_MAX [R-HEAL]"));
        QVERIFY(r.out.contains("rejected: TECH_RANK_TOO_HIGH [R-TECH-BUY]"));
        QVERIFY(r.out.contains("event: sheet-changed (private) action=next-phase audience=0"));
        QVERIFY(r.out.endsWith("   PASS\n"));
    }

    // I-TOKEN-ZERO, I-TOKEN-REMOVE, I-DRAW: an Invaders refusal is explained with its sentence
    // (ui/texts/invaderstext.h) after the code and rule id, in the text and the JSON, and in
    // English under a German locale too (the report is a protocol).
    void invadersRefusalsAreSentences()
    {
        const QString file = QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/invaders/invaders_zone_floor.json");
        const Result r = cli({QStringLiteral("run"), file});
        QVERIFY2(r.exitCode == 0, qPrintable(diagnostics(r)));
        QVERIFY2(r.out.contains("rejected: ZONE_POWER_ZERO [I-TOKEN-ZERO] Eurasia's power is already 0: no token can be added\n"),
                 r.out.constData());
        QVERIFY(r.out.contains("rejected: ONLY_MANKIND_REMOVES_TOKENS [I-TOKEN-REMOVE] only Mankind removes -1 tokens, on his own turn\n"));
        QVERIFY(r.out.contains("rejected: MUST_DRAW_FIRST [I-DRAW] the turn starts with drawing two cards\n"));
        QVERIFY(r.out.contains("rejected: NO_TOKEN [I-TOKEN-REMOVE] Africa has no -1 token to remove\n"));

        const Result json = cli({QStringLiteral("run"), QStringLiteral("--json"), file});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray steps = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("scenarios")).toArray()
                                     .at(0).toObject().value(QStringLiteral("steps")).toArray();
        QStringList messages;
        for (const QJsonValue &st : steps) {
            if (st.toObject().contains(QStringLiteral("message")))
                messages << st.toObject().value(QStringLiteral("message")).toString();
        }
        QVERIFY2(messages.contains(QStringLiteral("Eurasia's power is already 0: no token can be added")),
                 qPrintable(messages.join(QLatin1Char('|'))));

        QProcess german;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        german.setProcessEnvironment(env);
        german.start(QStringLiteral(XOBOS_CLI_EXE), {QStringLiteral("run"), file});
        QVERIFY(german.waitForFinished(60000));
        QCOMPARE(german.readAllStandardOutput(), r.out);
    }

    // A sheet refusal has no sentence in Qt Core: the code and rule id alone, as before.
    void otherRefusalsKeepTheirCode()
    {
        const Result r = cli({QStringLiteral("run"), scenario("sheet_refusals.json")});
        QVERIFY(r.out.contains("rejected: SHEET_HEALTH_ABOVE_MAX [R-HEAL]\n"));
    }

    // An expectation the game does not meet is a failed scenario: exit 1, the step says why.
    void aFailedExpectationExitsOne()
    {
        QTemporaryDir dir;
        const QString file = writeScenario(
            dir, sheetScenario({step(QJsonObject{{QStringLiteral("type"), QStringLiteral("build-reactor")}})}));
        const Result r = cli({QStringLiteral("run"), file});
        QVERIFY2(r.exitCode == 1, qPrintable(diagnostics(r)));
        QVERIFY2(r.out.contains("FAILED: expected ok, got WRONG_PHASE"), r.out.constData());
        const Result json = cli({QStringLiteral("run"), QStringLiteral("--json"), file});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(report[QStringLiteral("passed")].toBool(), false);
        const QJsonObject first = report[QStringLiteral("scenarios")].toArray().at(0).toObject();
        QCOMPARE(first[QStringLiteral("game")].toString(), QStringLiteral("sheet"));
        const QJsonObject s = first[QStringLiteral("steps")].toArray().at(0).toObject();
        QCOMPARE(s[QStringLiteral("code")].toString(), QStringLiteral("WRONG_PHASE"));
        QVERIFY(s[QStringLiteral("rule")].toString().startsWith(QStringLiteral("R-")));
    }

    // Secrets: the public view of a sheet holds no hidden value; the player's own view and
    // the referee's hold them.
    void viewHidesTheSheetFromThePublic()
    {
        const QString file = scenario("sheet_views.json");
        const Result pub = cli({QStringLiteral("view"), file, QStringLiteral("--as"), QStringLiteral("public")});
        const Result own = cli({QStringLiteral("view"), file, QStringLiteral("--as"), QStringLiteral("0")});
        const Result byName = cli({QStringLiteral("view"), file, QStringLiteral("--as"), QStringLiteral("Blue")});
        const Result referee = cli({QStringLiteral("view"), file, QStringLiteral("--as"), QStringLiteral("referee")});
        QVERIFY2(pub.exitCode == 0, qPrintable(diagnostics(pub)));
        QCOMPARE(own.exitCode, 0);
        const QJsonObject p = QJsonDocument::fromJson(pub.out).object();
        const QJsonObject o = QJsonDocument::fromJson(own.out).object();
        QCOMPARE(p.keys(), (QStringList{QStringLiteral("name"), QStringLiteral("phase"), QStringLiteral("round")}));
        QVERIFY(!pub.out.contains("crystals") && !pub.out.contains("resources") && !pub.out.contains("health"));
        QCOMPARE(o[QStringLiteral("crystals")].toInt(), 2);
        QCOMPARE(o[QStringLiteral("guardians")].toArray().at(1).toObject()[QStringLiteral("health")].toInt(), 4);
        QCOMPARE(byName.out, own.out);
        QCOMPARE(referee.out, own.out);
        // --step: the starting position.
        const Result start = cli({QStringLiteral("view"), file, QStringLiteral("--as"), QStringLiteral("0"),
                                  QStringLiteral("--step"), QStringLiteral("0")});
        QCOMPARE(QJsonDocument::fromJson(start.out).object()[QStringLiteral("crystals")].toInt(), 0);
        const Result unknown = cli({QStringLiteral("view"), file, QStringLiteral("--as"), QStringLiteral("1")});
        QVERIFY2(unknown.exitCode == 2 && unknown.err.contains("unknown viewer '1'"), qPrintable(diagnostics(unknown)));
        QVERIFY(unknown.out.isEmpty());
    }

    void scoreIsTheModulesScore()
    {
        const Result r = cli({QStringLiteral("score"), scenario("sheet_full_game.json")});
        QVERIFY2(r.exitCode == 0, qPrintable(diagnostics(r)));
        const QJsonObject score = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(score[QStringLiteral("score")].toInt(), 6); // (2 crystals + 4 Guardians) x 1 Reactor
        QCOMPARE(score[QStringLiteral("reactors")].toInt(), 1);
        const Result json = cli({QStringLiteral("score"), QStringLiteral("--json"), scenario("sheet_full_game.json")});
        QCOMPARE(json.out, r.out);
        const Result start = cli({QStringLiteral("score"), scenario("sheet_full_game.json"), QStringLiteral("--step"),
                                  QStringLiteral("0")});
        QCOMPARE(QJsonDocument::fromJson(start.out).object()[QStringLiteral("score")].toInt(), 0);
    }

    // R-PHASE, R-TECH-BUY: the legal actions of the seat to act, one JSON line each, sorted.
    void legalListsTheActionsOfTheSeatToAct()
    {
        const QString file = scenario("sheet_legal.json");
        const Result movement = cli({QStringLiteral("legal"), file, QStringLiteral("--step"), QStringLiteral("1")});
        const Result development = cli({QStringLiteral("legal"), file});
        QVERIFY2(movement.exitCode == 0, qPrintable(diagnostics(movement)));
        const QList<QByteArray> lines = movement.out.trimmed().split('\n');
        QVERIFY(lines.size() > 5);
        for (const QByteArray &line : lines) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QCOMPARE(o[QStringLiteral("player")].toInt(-1), 0);
            QVERIFY(o[QStringLiteral("action")].isObject());
        }
        QVERIFY(movement.out.contains(R"({"action":{"type":"next-phase"},"player":0})"));
        QVERIFY(!movement.out.contains("buy-technology"));
        QVERIFY(development.out.contains(
            R"({"action":{"building":"mine","guardian":0,"type":"start-construction"},"player":0})"));
        QVERIFY(!development.out.contains("buy-technology")); // no Technology Building yet (R-TECH-BUY)
        // A finished game: nobody acts, nothing is legal.
        const Result over = cli({QStringLiteral("legal"), scenario("sheet_full_game.json")});
        QCOMPARE(over.exitCode, 0);
        QCOMPARE(over.out, QByteArray());
    }

    // Unusable files: exit 2 and a message with the path of what is wrong.
    void unusableFilesExitTwo_data()
    {
        QTest::addColumn<QJsonObject>("scenario");
        QTest::addColumn<QString>("message");
        QTest::newRow("malformed action")
            << sheetScenario({step(QJsonObject{{QStringLiteral("type"), QStringLiteral("fly")}})})
            << "steps[0].action: sheet action \"fly\": unknown type";
        QTest::newRow("action not an object")
            << sheetScenario({QJsonObject{{QStringLiteral("player"), 0}, {QStringLiteral("action"), 5}}})
            << "steps[0].action: expected an action object";
        QTest::newRow("seat out of range")
            << sheetScenario({QJsonObject{{QStringLiteral("player"), 3}, {QStringLiteral("action"), kNextPhase}}})
            << "steps[0].player: expected a seat from 0 to 0";
        QJsonObject badSetup = sheetScenario({});
        badSetup[QStringLiteral("setup")] = QJsonObject{{QStringLiteral("format"), QStringLiteral("xobos-sheet")},
                                                        {QStringLiteral("name"), QStringLiteral("Blue")}};
        QTest::newRow("setup refused by the module") << badSetup << "setup: the setup names no Leader";
        QJsonObject xobosField = sheetScenario({});
        xobosField[QStringLiteral("board")] = QStringLiteral("standard");
        QTest::newRow("a field of another game") << xobosField << "board: unknown field";
        QTest::newRow("bad expectation") << sheetScenario({step(kNextPhase, QStringLiteral("not a code"))})
                                         << "steps[0].expect: expected \"ok\", \"any\" or a violation code";
        QJsonObject view = sheetScenario({QJsonObject{
            {QStringLiteral("check"),
             QJsonObject{{QStringLiteral("views"), QJsonArray{QJsonObject{{QStringLiteral("as"), QStringLiteral("nobody")}}}}}}}});
        QTest::newRow("unknown viewer") << view << "steps[0].check.views[0].as: expected a seat";
        QJsonObject newer = sheetScenario({});
        newer[QStringLiteral("rulesVersion")] = 2;
        QTest::newRow("newer rules") << newer << "rulesVersion: this program plays rules versions 1 to 1";
    }

    void unusableFilesExitTwo()
    {
        QFETCH(QJsonObject, scenario);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString file = writeScenario(dir, scenario);
        for (const QStringList &command :
             {QStringList{QStringLiteral("run")}, QStringList{QStringLiteral("legal")},
              QStringList{QStringLiteral("view"), QStringLiteral("--as"), QStringLiteral("public")}}) {
            const Result r = cli(command + QStringList{file});
            QVERIFY2(r.exitCode == 2, qPrintable(diagnostics(r)));
            QVERIFY2(r.err.contains((file + QStringLiteral(": ") + message).toUtf8()), qPrintable(diagnostics(r)));
            QVERIFY(r.out.isEmpty());
        }
    }

    // A typo in a hidden path must not pass as a secret kept: the referee sees every value.
    void anAbsentPathNoViewHoldsFails()
    {
        QTemporaryDir dir;
        const QJsonObject check{{QStringLiteral("views"),
                                 QJsonArray{QJsonObject{{QStringLiteral("as"), QStringLiteral("public")},
                                                        {QStringLiteral("absent"), QJsonArray{QStringLiteral("crystalls")}}}}}};
        const QString file = writeScenario(dir, sheetScenario({QJsonObject{{QStringLiteral("check"), check}}}));
        const Result r = cli({QStringLiteral("run"), file});
        QVERIFY2(r.exitCode == 1, qPrintable(diagnostics(r)));
        QVERIFY(r.out.contains("crystalls names nothing, not even in the referee's view"));
    }

    // The app reaches every game through game::modules(): no source of the CLI names a game
    // other than Xobos (whose scenarios keep their own reader), by id, folder or constant.
    void test_app_knows_no_other_game()
    {
        const QString dir = QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/app/cli");
        int files = 0;
        for (const xobos::game::Module *m : xobos::game::modules()) {
            const QString id = QString::fromLatin1(m->id().data(), static_cast<qsizetype>(m->id().size()));
            if (id == QLatin1String(xobos::game::kXobosModuleId))
                continue;
            QString constant = id;
            constant[0] = constant[0].toUpper();
            const QStringList forbidden{QLatin1Char('"') + id + QLatin1Char('"'), QLatin1Char('"') + id + QLatin1Char('/'),
                                        QStringLiteral("k%1ModuleId").arg(constant)};
            QDirIterator it(dir, {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.txt")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(f.readAll());
                ++files;
                for (const QString &word : forbidden)
                    QVERIFY2(!text.contains(word), qPrintable(f.fileName() + QStringLiteral(" names ") + word));
            }
        }
        QVERIFY(files > 5);
    }
};

QTEST_GUILESS_MAIN(TestModuleScenarios)
#include "tst_modulescenarios.moc"
