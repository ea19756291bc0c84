// SPDX-License-Identifier: GPL-3.0-or-later
// The end-of-game report and the game library: a game played to its end with random legal
// actions, its report (rounds, score, combat), exports parsed back, a chart rendered to
// PNG, the refusal for an unfinished game, and the library's models and dialog.
#include "finishedgame.h"

#include "ui/companion/gamelibrarydialog.h"
#include "ui/companion/gamelibrarymodel.h"
#include "ui/companion/gamereportdialog.h"
#include "ui/companion/playerstatsmodel.h"
#include "ui/companion/reportexport.h"
#include "ui/companion/roundchart.h"
#include "ui/companion/scoretext.h"
#include "sheet/sheetsession.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFont>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTableView>
#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTest>

using namespace xobos;
using namespace xobos::ui::companion;

class CompanionReportTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void reportShouldHaveEveryRoundAndTheFinalScore();
    void csvShouldParseBack();
    void jsonShouldParseBack();
    void bgStatsShouldParseBack();
    void pdfShouldBeWritten();
    void pdfShouldFillItsPageLegibly();
    void chartShouldRenderToPng();
    void dialogShouldShowTheFinishedGame();
    void dialogShouldRefuseAnUnfinishedGame();
    void libraryModelsShouldListGamesAndStatistics();
    void libraryDialogShouldRequestToOpenAGame();
    void libraryShouldListAGameItCannotPlayReadOnly_data();
    void libraryShouldListAGameItCannotPlayReadOnly();

private:
    QString shot(const QString &name) const
    {
        return qEnvironmentVariable("XOBOS_SCREENSHOT_DIR", QDir::tempPath()) + QLatin1Char('/') + name;
    }
    std::unique_ptr<testing::FinishedGame> m_game;
    GameReportData m_data;
    QTemporaryDir m_out;
};

void CompanionReportTest::initTestCase()
{
    m_game = testing::playGame(4, 7);
    QVERIFY2(m_game->session, qPrintable(m_game->error));
    QVERIFY2(m_game->error.isEmpty(), qPrintable(m_game->error));
    QCOMPARE(m_game->session->state().phase, rules::Phase::GameOver);
    m_data = buildReport(*m_game->session);
}

void CompanionReportTest::reportShouldHaveEveryRoundAndTheFinalScore()
{
    QVERIFY(m_data.finished);
    QCOMPARE(m_data.names, (QStringList{QStringLiteral("Blue"), QStringLiteral("Red"), QStringLiteral("Green"), QStringLiteral("Yellow")}));
    QCOMPARE(static_cast<int>(m_data.rounds.size()), rules::kLastRound);
    for (int r = 0; r < rules::kLastRound; ++r)
        QCOMPARE(m_data.rounds[static_cast<std::size_t>(r)].round, r + 1);
    // The last snapshot is the final state, the score is the engine's.
    const rules::ScoreReport final = rules::computeScores(m_game->session->state());
    QCOMPARE(m_data.score.lines, final.lines);
    for (const rules::ScoreLine &l : final.lines) {
        QCOMPARE(m_data.rounds.back().crystals[static_cast<std::size_t>(l.player)], l.crystals);
        QCOMPARE(m_data.rounds.back().reactors[static_cast<std::size_t>(l.player)], l.reactors);
    }
    QVERIFY(!m_data.explanation.isEmpty());
    QVERIFY(m_data.explanation.last().endsWith(QStringLiteral("wins.")) || m_data.explanation.last().endsWith(QStringLiteral("victory.")));
    for (const CombatLine &c : m_data.combat) {
        QVERIFY(isCombatEvent(c.event.type));
        QCOMPARE(c.event.visibility, rules::Visibility::Public);
        QVERIFY(!c.text.isEmpty());
    }
    QVERIFY(m_data.startPlayer >= 0 && m_data.startPlayer < 4);
}

void CompanionReportTest::csvShouldParseBack()
{
    const QString path = m_out.filePath(QStringLiteral("report.csv"));
    QVERIFY(ReportExport::writeFile(ReportExport::toCsv(m_data), path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    const QStringList header = lines.at(0).split(QLatin1Char(','));
    QCOMPARE(header, (QStringList{QStringLiteral("rank"), QStringLiteral("seat"), QStringLiteral("player"), QStringLiteral("crystals"),
                                  QStringLiteral("guardians"), QStringLiteral("reactors"), QStringLiteral("technology_tiles"),
                                  QStringLiteral("score"), QStringLiteral("formula"), QStringLiteral("winner"),
                                  QStringLiteral("start_player")}));
    int winners = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList f = lines.at(i).split(QLatin1Char(','));
        QCOMPARE(f.size(), header.size());
        const rules::ScoreLine &l = m_data.score.lines[static_cast<std::size_t>(i - 1)];
        QCOMPARE(f.at(0).toInt(), l.rank);
        QCOMPARE(f.at(2), m_data.names.at(l.player));
        QCOMPARE(f.at(7).toInt(), l.score);
        QCOMPARE((f.at(3).toInt() + f.at(4).toInt()) * f.at(5).toInt(), l.score);
        winners += f.at(9) == QLatin1String("yes");
    }
    QCOMPARE(winners, static_cast<int>(m_data.score.winners.size()));
}

void CompanionReportTest::jsonShouldParseBack()
{
    const QJsonObject o = QJsonDocument::fromJson(ReportExport::toJson(m_data)).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("xobos-report"));
    QCOMPARE(o.value(QStringLiteral("game")).toString(), QStringLiteral("Guardians of Xobos"));
    QCOMPARE(o.value(QStringLiteral("board")).toString(), QStringLiteral("standard"));
    QCOMPARE(o.value(QStringLiteral("startPlayer")).toInt(), m_data.startPlayer);
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 4);
    for (const QJsonValue &v : players) {
        const QJsonObject p = v.toObject();
        for (const char *key : {"seat", "name", "crystals", "guardians", "reactors", "techTiles", "score", "rank", "winner", "formula"})
            QVERIFY2(p.contains(QLatin1String(key)), key);
        const int expected = (p.value(QStringLiteral("crystals")).toInt() + p.value(QStringLiteral("guardians")).toInt())
                             * p.value(QStringLiteral("reactors")).toInt();
        QCOMPARE(p.value(QStringLiteral("score")).toInt(), expected);
    }
    QCOMPARE(o.value(QStringLiteral("history")).toArray().size(), rules::kLastRound);
    QCOMPARE(o.value(QStringLiteral("history")).toArray().at(0).toObject().value(QStringLiteral("crystals")).toArray().size(), 4);
    QCOMPARE(o.value(QStringLiteral("combat")).toArray().size(), static_cast<qsizetype>(m_data.combat.size()));
    QCOMPARE(o.value(QStringLiteral("explanation")).toArray().size(), m_data.explanation.size());
}

void CompanionReportTest::bgStatsShouldParseBack()
{
    const QJsonObject o = QJsonDocument::fromJson(ReportExport::toBgStatsJson(m_data)).object();
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    const QJsonArray games = o.value(QStringLiteral("games")).toArray();
    const QJsonArray plays = o.value(QStringLiteral("plays")).toArray();
    QCOMPARE(players.size(), 4);
    QCOMPARE(games.size(), 1);
    QCOMPARE(plays.size(), 1);
    QCOMPARE(games.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Guardians of Xobos"));
    QVERIFY(games.at(0).toObject().value(QStringLiteral("highestWins")).toBool());
    const QJsonObject play = plays.at(0).toObject();
    QCOMPARE(play.value(QStringLiteral("gameRefId")).toInt(), games.at(0).toObject().value(QStringLiteral("id")).toInt());
    QVERIFY(QDateTime::fromString(play.value(QStringLiteral("playDate")).toString(), QStringLiteral("yyyy-MM-dd HH:mm:ss")).isValid());
    QCOMPARE(play.value(QStringLiteral("rounds")).toInt(), rules::kLastRound);
    const QJsonArray scores = play.value(QStringLiteral("playerScores")).toArray();
    QCOMPARE(scores.size(), 4);
    int starts = 0;
    for (const QJsonValue &v : scores) {
        const QJsonObject s = v.toObject();
        const int ref = s.value(QStringLiteral("playerRefId")).toInt();
        const auto player = std::find_if(players.begin(), players.end(), [&](const QJsonValue &p) {
            return p.toObject().value(QStringLiteral("id")).toInt() == ref;
        });
        QVERIFY(player != players.end());
        const int seat = m_data.names.indexOf(player->toObject().value(QStringLiteral("name")).toString());
        QVERIFY(seat >= 0);
        QCOMPARE(s.value(QStringLiteral("score")).toString().toInt(), m_data.lineOf(seat)->score);
        QCOMPARE(s.value(QStringLiteral("winner")).toBool(), m_data.isWinner(seat));
        QCOMPARE(s.value(QStringLiteral("rank")).toInt(), m_data.lineOf(seat)->rank);
        starts += s.value(QStringLiteral("startPlayer")).toBool();
        if (s.value(QStringLiteral("startPlayer")).toBool())
            QCOMPARE(seat, m_data.startPlayer);
    }
    QCOMPARE(starts, 1);
    // The same game exports with the same ids (BG Stats would not import it twice).
    QCOMPARE(ReportExport::toBgStatsJson(m_data), ReportExport::toBgStatsJson(m_data));
}

void CompanionReportTest::pdfShouldBeWritten()
{
    const QString path = m_out.filePath(QStringLiteral("sheet.pdf"));
    QString error;
    QVERIFY2(ReportExport::writePdf(m_data, path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY2(bytes.size() > 3000, QByteArray::number(bytes.size()).constData());
    QVERIFY(ReportExport::scoreSheetHtml(m_data).contains(ScoreText::formula(m_data.score.lines.front()).toHtmlEscaped()));
}

void CompanionReportTest::pdfShouldFillItsPageLegibly()
{
    // Laid out at the printer's 300 dpi: before, the sheet was laid out for the screen and
    // printed into the top tenth of the page in 4-point type.
    QPdfWriter writer(m_out.filePath(QStringLiteral("layout.pdf")));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    QTextDocument doc;
    ReportExport::layOutScoreSheet(m_data, &writer, &doc);
    const QSizeF page = writer.pageLayout().paintRectPixels(writer.resolution()).size();
    const QSizeF used = doc.documentLayout()->documentSize();
    QCOMPARE(doc.pageCount(), 1);
    QVERIFY2(used.height() > 0.3 * page.height() && used.height() <= page.height(),
             qPrintable(QStringLiteral("%1 of %2 px").arg(used.height()).arg(page.height())));
    // The body text is at least 10 pt on paper: its line height in device pixels.
    const QFontMetricsF metrics(doc.defaultFont(), &writer);
    QVERIFY2(metrics.height() >= 10.0 / 72 * writer.resolution(), qPrintable(QString::number(metrics.height())));
}

void CompanionReportTest::chartShouldRenderToPng()
{
    RoundChart chart(m_data, RoundMetric::Crystals, nullptr);
    // One line per seat, a point per round, from the report's numbers.
    QCOMPARE(chart.series().size(), 4);
    QCOMPARE(chart.chartTitle(), RoundChart::title(RoundMetric::Crystals));
    int top = 0;
    for (int seat = 0; seat < 4; ++seat) {
        const RoundChart::Series &s = chart.series().at(seat);
        QCOMPARE(s.points.size(), static_cast<qsizetype>(m_data.rounds.size()));
        for (std::size_t r = 0; r < m_data.rounds.size(); ++r) {
            const int value = m_data.rounds[r].values(RoundMetric::Crystals)[static_cast<std::size_t>(seat)];
            QCOMPARE(s.points.at(static_cast<qsizetype>(r)), QPointF(m_data.rounds[r].round, value));
            top = std::max(top, value);
        }
    }
    // Whole-number axes with room above the highest value.
    QVERIFY(chart.valueMax() > top);
    QCOMPARE(chart.valueMax() % chart.valueStep(), 0);
    QVERIFY(chart.valueMax() / chart.valueStep() <= 7);
    QCOMPARE(chart.roundMax(), m_data.rounds.back().round);
    chart.resize(640, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QString path = shot(QStringLiteral("companion-chart-crystals.png"));
    QVERIFY(chart.grab().save(path));
    const QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(640, 400));
    // Not a blank picture: every seat's colour is drawn (its line, its points, its swatch).
    for (const RoundChart::Series &s : chart.series()) {
        int found = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                found += image.pixelColor(x, y) == s.colour ? 1 : 0;
        QVERIFY2(found > 50, qPrintable(QStringLiteral("%1: %2 px").arg(s.name).arg(found)));
    }
}

void CompanionReportTest::dialogShouldShowTheFinishedGame()
{
    GameReportDialog dialog(*m_game->session);
    QVERIFY(dialog.tabs());
    QCOMPARE(dialog.tabs()->count(), 3);
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("notFinishedLabel")));
    const QString explanation = dialog.findChild<QLabel *>(QStringLiteral("explanationLabel"))->text();
    QVERIFY(explanation.contains(m_data.explanation.last()));
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("exportPdfButton"))->isEnabled());
    QVERIFY(dialog.exportTo(GameReportDialog::Format::Csv, m_out.filePath(QStringLiteral("d.csv"))));
    QVERIFY(dialog.exportTo(GameReportDialog::Format::BgStats, m_out.filePath(QStringLiteral("d.bgsplay"))));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(shot(QStringLiteral("companion-report-score.png"))));
    dialog.tabs()->setCurrentIndex(1);
    QVERIFY(dialog.grab().save(shot(QStringLiteral("companion-report-charts.png"))));
    dialog.tabs()->setCurrentIndex(2);
    QVERIFY(dialog.grab().save(shot(QStringLiteral("companion-report-combat.png"))));
}

void CompanionReportTest::dialogShouldRefuseAnUnfinishedGame()
{
    auto unfinished = testing::playGame(2, 3, false);
    QVERIFY2(unfinished->session, qPrintable(unfinished->error));
    QVERIFY(unfinished->session->state().phase != rules::Phase::GameOver);
    GameReportDialog dialog(*unfinished->session);
    QVERIFY(!dialog.tabs());
    const QString why = dialog.findChild<QLabel *>(QStringLiteral("notFinishedLabel"))->text();
    QVERIFY2(why.contains(QStringLiteral("has not ended")) && why.contains(QStringLiteral("secrets")), qPrintable(why));
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("exportPdfButton"))->isEnabled());
    QString error;
    QVERIFY(!dialog.exportTo(GameReportDialog::Format::Json, m_out.filePath(QStringLiteral("no.json")), &error));
    QVERIFY(!QFile::exists(m_out.filePath(QStringLiteral("no.json"))));
}

void CompanionReportTest::libraryModelsShouldListGamesAndStatistics()
{
    // The finished game, a sheet-only game and a second (unfinished) refereed game.
    QString error;
    auto sheet = rules::sheet::SheetSession::create(m_game->store, {"Blue", 0}, &error);
    QVERIFY(sheet);
    GameLibraryModel games;
    QAbstractItemModelTester t1(&games, QAbstractItemModelTester::FailureReportingMode::QtTest);
    PlayerStatsModel stats;
    QAbstractItemModelTester t2(&stats, QAbstractItemModelTester::FailureReportingMode::QtTest);
    games.setGames(m_game->store.games());
    stats.setGames(m_game->store.games());
    QCOMPARE(games.rowCount(), 2);
    int refereeRow = -1;
    for (int r = 0; r < games.rowCount(); ++r) {
        if (games.data(games.index(r, 0), GameLibraryModel::RankedRole).toBool())
            refereeRow = r;
    }
    QVERIFY(refereeRow >= 0);
    QStringList winnerNames;
    for (int w : m_data.score.winners)
        winnerNames.append(m_data.names.at(w));
    QCOMPARE(games.data(games.index(refereeRow, GameLibraryModel::WinnerColumn)).toString(), ScoreText::nameList(winnerNames));
    QCOMPARE(games.data(games.index(refereeRow, GameLibraryModel::PlayersColumn)).toString(), QStringLiteral("Blue, Red, Green, Yellow"));
    QCOMPARE(games.data(games.index(refereeRow, GameLibraryModel::BoardColumn)).toString(), QStringLiteral("standard"));
    QCOMPARE(games.data(games.index(refereeRow, GameLibraryModel::GameColumn)).toString(),
             QStringLiteral("Guardians of Xobos — full referee"));
    QCOMPARE(games.data(games.index(1 - refereeRow, GameLibraryModel::GameColumn)).toString(),
             QStringLiteral("Guardians of Xobos — my own sheets only"));
    QCOMPARE(games.data(games.index(1 - refereeRow, GameLibraryModel::BoardColumn)).toString(), QStringLiteral("—"));
    QVERIFY(games.data(games.index(1 - refereeRow, 0), GameLibraryModel::WhyNotPlayableRole).toString().isEmpty());
    QCOMPARE(games.data(games.index(1 - refereeRow, GameLibraryModel::WinnerColumn)).toString(), QStringLiteral("in progress"));

    QCOMPARE(stats.rowCount(), 4);
    int wins = 0;
    for (const PlayerStatsModel::Stats &s : stats.stats()) {
        QCOMPARE(s.games, 1);
        const int seat = m_data.names.indexOf(s.name);
        QCOMPARE(s.best, m_data.lineOf(seat)->score);
        wins += s.wins;
    }
    QCOMPARE(wins, static_cast<int>(m_data.score.winners.size()));
    QCOMPARE(stats.data(stats.index(0, PlayerStatsModel::WinsColumn)).toInt(), 1); // a winner comes first
    games.setGames({});
    QCOMPARE(games.rowCount(), 0);
}

void CompanionReportTest::libraryDialogShouldRequestToOpenAGame()
{
    GameLibraryDialog dialog(m_game->store);
    QSignalSpy open(&dialog, &GameLibraryDialog::openRequested);
    QVERIFY(dialog.gamesModel()->rowCount() >= 2);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(shot(QStringLiteral("companion-library.png"))));
    QTableView *view = dialog.gamesView();
    const int last = dialog.gamesModel()->rowCount() - 1;
    view->setCurrentIndex(dialog.gamesModel()->index(last, 0));
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("openButton")), Qt::LeftButton);
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.at(0).at(0).toLongLong(), dialog.gamesModel()->gameIdAt(last));
    QCOMPARE(dialog.chosenGame(), dialog.gamesModel()->gameIdAt(last));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void CompanionReportTest::libraryShouldListAGameItCannotPlayReadOnly_data()
{
    QTest::addColumn<QString>("module");
    QTest::addColumn<int>("rulesVersion");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("because");
    QTest::newRow("a module written by a newer version (tech)")
        << QStringLiteral("chess") << 1 << QStringLiteral("chess (unknown game) — read-only")
        << QStringLiteral("is a game of \"chess\", which this version of Xobos Referee cannot play");
    QTest::newRow("Xobos with newer rules")
        << QStringLiteral("xobos") << 99 << QStringLiteral("Guardians of Xobos — full referee — read-only")
        << QStringLiteral("follows version 99 of the rules of \"xobos\"");
}

// Bad input: a game of a module this program does not know (or of newer rules) is listed
// with its name and read-only, says why when selected, and Open only shows that message.
void CompanionReportTest::libraryShouldListAGameItCannotPlayReadOnly()
{
    QFETCH(QString, module);
    QFETCH(int, rulesVersion);
    QFETCH(QString, game);
    QFETCH(QString, because);
    QTemporaryDir dir;
    store::GameStore library;
    QVERIFY(library.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    store::GameRecord record;
    record.module = module;
    record.rulesVersion = rulesVersion;
    record.title = QStringLiteral("A duel from elsewhere");
    record.players = {{0, QStringLiteral("Ann"), QStringLiteral("#2f6fd6"), {}}, {1, QStringLiteral("Ben"), QStringLiteral("#d23a3a"), {}}};
    const std::optional<qint64> id = library.createGame(record);
    QVERIFY(id);
    QVERIFY(library.finishGame(*id, QByteArrayLiteral("{\"lines\":[{\"player\":0,\"rank\":1,\"score\":9}]}")));

    GameLibraryDialog dialog(library);
    QAbstractItemModelTester tester(dialog.gamesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    GameLibraryModel *games = dialog.gamesModel();
    QCOMPARE(games->rowCount(), 1);
    QCOMPARE(games->data(games->index(0, GameLibraryModel::TitleColumn)).toString(), record.title);
    QCOMPARE(games->data(games->index(0, GameLibraryModel::GameColumn)).toString(), game);
    QCOMPARE(games->data(games->index(0, GameLibraryModel::PlayersColumn)).toString(), QStringLiteral("Ann, Ben"));
    const QString why = games->data(games->index(0, 0), GameLibraryModel::WhyNotPlayableRole).toString();
    QVERIFY2(why.contains(because), qPrintable(why));
    QVERIFY(games->data(games->index(0, 0), Qt::ToolTipRole).toString().contains(because));
    QVERIFY(games->data(games->index(0, 0), Qt::FontRole).value<QFont>().italic());
    QVERIFY(dialog.notPlayableLabel()->isVisible());
    QVERIFY(dialog.notPlayableLabel()->text().contains(because));
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("reportButton"))->isEnabled());
    QVERIFY(dialog.grab().save(shot(QStringLiteral("companion-library-read-only.png"))));

    QSignalSpy open(&dialog, &GameLibraryDialog::openRequested);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("openButton")), Qt::LeftButton);
    auto *box = dialog.findChild<QMessageBox *>(QStringLiteral("notPlayableBox"));
    QVERIFY(box);
    QVERIFY(QTest::qWaitForWindowExposed(box));
    QVERIFY2(box->text().contains(because), qPrintable(box->text()));
    box->accept();
    QCOMPARE(open.count(), 0);
    QCOMPARE(dialog.chosenGame(), qint64(0));
    QVERIFY(dialog.isVisible()); // still in the library, nothing opened
    QCOMPARE(library.game(*id)->module, module); // kept as it is
}

QTEST_MAIN(CompanionReportTest)
#include "tst_companion_report.moc"
