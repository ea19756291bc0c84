// SPDX-License-Identifier: GPL-3.0-or-later
// TECH's window (ui/tech/techwindow.h, issue #26) by gestures on the real widgets: a whole
// game with both seats' PINs, every reveal and the winner screen; the sealed deployment
// leaving no trace in any text of the window; refusals with their sentence and rule id;
// undo; the new-game wizard and the library's resume.
#include "techgestures.h"
#include "../common/textfit.h"

#include "game/modules.h"
#include "game/session.h"
#include "store/gamestore.h"
#include "store/pinbackoff.h"
#include "store/pinhash.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/lockpolicy.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newgamewizard.h"
#include "ui/shell/translation.h"
#include "ui/tech/techboard.h"
#include "ui/tech/techresultdialog.h"
#include "ui/tech/techsetuppage.h"
#include "ui/tech/techtext.h"
#include "ui/tech/techwindow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QHash>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <functional>
#include <memory>

using namespace xobos;
using namespace xobos::ui;
using techtest::click;
using techtest::play;
using techtest::unlock;
using techtest::visibleTexts;

namespace {

const QStringList kNames{QStringLiteral("Ada"), QStringLiteral("Ben")};
const QStringList kPins{QStringLiteral("1234"), QStringLiteral("9876")};

QStringList pinHashes()
{
    return {store::hashPin(kPins[0], 1000), store::hashPin(kPins[1], 1000)};
}

QJsonObject act(const char *type, const char *unit, int cell)
{
    return {{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("unit"), QLatin1String(unit)},
            {QStringLiteral("cell"), cell}};
}

QJsonObject publicView(const tech::TechWindow &w)
{
    return w.session().state().view(game::Viewer::everyone());
}

QString phaseOf(const tech::TechWindow &w)
{
    return publicView(w).value(QStringLiteral("phase")).toString();
}

// A library with one TECH game, played up to its action phase by the session (the window
// is opened on it afterwards): seat 0 deployed `unit0` on `cell0`, seat 1 `unit1` on `cell1`.
struct Prepared {
    QTemporaryDir dir;
    store::GameStore store;
    std::unique_ptr<tech::TechWindow> window;

    Prepared(const char *unit0, int cell0, const char *unit1, int cell1)
    {
        QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        store::GameRecord record;
        record.title = QStringLiteral("refusals");
        for (int seat = 0; seat < 2; ++seat)
            record.players << store::PlayerRecord{seat, kNames[seat], QString(), QString()};
        QString error;
        auto session = game::Session::create(store, *game::findModule(game::kTechModuleId), {}, record, &error);
        QVERIFY2(session, qPrintable(error));
        QVERIFY(session->submit(0, act("commit", unit0, cell0)).accepted);
        QVERIFY(session->submit(1, act("commit", unit1, cell1)).accepted);
        window = std::make_unique<tech::TechWindow>(std::move(session));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    }
};

// The seat's sealed choice in the scripted game: a clash in round 1 (Ada's Sword against
// Ben's Archer on B2: Archers beat Swords), a tie in round 2 (both an Archer on the first
// empty space), then legal choices spread by the round, the seat and the ties.
QJsonObject scriptedCommit(const tech::TechWindow &w, int seat)
{
    const QJsonObject v = publicView(w);
    const int round = v.value(QStringLiteral("round")).toInt();
    const int ties = v.value(QStringLiteral("ties")).toInt();
    if (round == 1)
        return act("commit", seat == 0 ? "sword" : "archer", 4);
    if (round == 2 && ties == 0) {
        const QJsonArray board = v.value(QStringLiteral("board")).toArray();
        for (int c = 0; c < 9; ++c) {
            if (board.at(c).isNull())
                return act("commit", "archer", c);
        }
    }
    const std::vector<QJsonObject> legal = w.session().state().legalActions(seat);
    return legal.at(static_cast<std::size_t>(round * 5 + seat * 7 + ties * 3) % legal.size());
}

// Answers the next modal dialog (shown by a click that waits for it) with `answer`, while
// the returned timer lives; `*seen` says whether one was shown.
std::unique_ptr<QTimer> answerNextDialog(bool *seen, std::function<void(QWidget *)> answer)
{
    *seen = false;
    auto timer = std::make_unique<QTimer>();
    timer->setInterval(10);
    QTimer *t = timer.get();
    QObject::connect(t, &QTimer::timeout, t, [t, seen, answer = std::move(answer)] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            t->stop();
            *seen = true;
            answer(dialog);
        }
    });
    timer->start();
    return timer;
}

// A language in which every text of the program reads "X:" and its English source.
class PrefixTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (!QByteArrayView(context).startsWith("xobos::"))
            return {}; // Qt's own texts stay as they are
        return QStringLiteral("X:") + QString::fromUtf8(sourceText);
    }
};

} // namespace

class TechWindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aWholeGameIsPlayedByGesturesToTheWinnerScreen();
    void theSealedChoiceLeavesEveryTextOfTheWindowUnchanged();
    void refusalsSayTheirSentenceAndRule_data();
    void refusalsSayTheirSentenceAndRule();
    void undoTakesBackAnActionButNeverASealedChoiceFromTheTable();
    void theWizardOffersTechAndTheLibraryResumesIt();
    void theWizardOffersBothRulesetsAndRemembersTheChoice();
    void anOpenSeatReturnsToTheTableWhenIdle();
    void aForgottenPinIsTakenAwayWhenTheOtherPlayerAgrees();
    void theRevealAndTheWinnerScreenFollowALanguageChange();
    void anImportedTechGameOpensInItsWindow();
    void nothingOverlapsAtTheTablesScreenSizes_data();
    void nothingOverlapsAtTheTablesScreenSizes();
};

void TechWindowTest::aWholeGameIsPlayedByGesturesToTheWinnerScreen()
{
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    std::unique_ptr<tech::TechWindow> w(tech::TechWindow::start(store, kNames, pinHashes(), 0, nullptr));
    QVERIFY(w);
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCOMPARE(w->roundLabel()->text(), QStringLiteral("Round 1 of 10"));

    int reveals = 0;
    int step = 0;
    bool clashSeen = false;
    bool replaced = false;
    bool tieSeen = false;
    int roundsSeen = 0;
    while (!w->session().state().isOver() && step < 600) {
        const QString phase = phaseOf(*w);
        const std::size_t before = w->session().history().size();
        const bool byDrag = step % 2 == 1;
        roundsSeen = std::max(roundsSeen, publicView(*w).value(QStringLiteral("round")).toInt());
        if (phase == QLatin1String("deployment")) {
            QCOMPARE(w->viewer(), game::Viewer::everyone());
            if (!w->isCovered()) {
                QVERIFY(w->nextButton()->text().startsWith(QStringLiteral("Pass the Laptop to ")));
                click(w->nextButton());
            }
            QVERIFY(w->isCovered());
            const int seat = w->cover()->seat();
            QVERIFY2(seat == 0 || seat == 1, qPrintable(QString::number(seat)));
            unlock(*w, kPins[seat]);
            QCOMPARE(w->viewer(), game::Viewer::ofSeat(seat));
            play(*w, seat, scriptedCommit(*w, seat), byDrag);
            QCOMPARE(w->session().history().size(), before + 1);
            // The cover is back up at once: for the other seat, or for the table's reveal.
            QCOMPARE(w->viewer(), game::Viewer::everyone());
            QVERIFY(w->isCovered());
            if (w->cover()->seat() == secrets::LockCover::kTableSeat) {
                ++reveals;
                const QString reveal = w->revealLabel()->text();
                QVERIFY2(reveal.contains(QStringLiteral("Revealed — ")), qPrintable(reveal));
                clashSeen = clashSeen || reveal.contains(QStringLiteral("Clash on B2: Archer beats Sword"));
                tieSeen = tieSeen || reveal.contains(QStringLiteral("a tie, the deployment is repeated"));
                unlock(*w, QString()); // "Show the table"
                QVERIFY(!w->isCovered());
            } else {
                QCOMPARE(w->cover()->seat(), 1 - seat);
                QCOMPARE(w->findChild<QLabel *>(QStringLiteral("committed%1").arg(seat))->text(),
                         QStringLiteral("Sealed choice: committed"));
            }
        } else {
            QVERIFY(!w->isCovered());
            const int seat = w->session().state().actingSeats().front();
            const bool replacing = phase == QLatin1String("re-placement");
            if (replacing)
                QVERIFY2(w->statusLabel()->text().contains(QStringLiteral("lost the clash")), qPrintable(w->statusLabel()->text()));
            const std::vector<QJsonObject> legal = w->session().state().legalActions(seat);
            QVERIFY(!legal.empty());
            const QJsonObject a = legal.at(static_cast<std::size_t>(step * 7 + 3) % legal.size());
            play(*w, seat, a, byDrag);
            QVERIFY2(w->session().history().size() == before + 1,
                     qPrintable(w->refusalLabel()->text() + QLatin1Char(' ') + a.value(QStringLiteral("type")).toString()));
            QCOMPARE(w->session().history().back().action, a);
            if (replacing) {
                // Who lost, and where he re-placed, under the reveal of the clash.
                const QString reveal = w->revealLabel()->text();
                QVERIFY2(reveal.contains(QStringLiteral("Clash on")) && reveal.contains(QStringLiteral(" re-places his ")),
                         qPrintable(reveal));
                replaced = true;
            }
        }
        ++step;
    }
    QVERIFY(w->session().state().isOver());
    QVERIFY(clashSeen);
    QVERIFY(replaced);
    QVERIFY(tieSeen);
    const QJsonObject score = w->session().state().score();
    QVERIFY(roundsSeen == 10 || score.value(QStringLiteral("endedEarly")).toBool());
    QVERIFY(reveals >= roundsSeen);

    // The winner screen, with the winner the points (then the pieces) give.
    QDialog *result = w->resultDialog();
    QVERIFY(result);
    QVERIFY(result->isVisible());
    const QJsonArray seats = score.value(QStringLiteral("seats")).toArray();
    const auto at = [&](int seat, const char *key) { return seats.at(seat).toObject().value(QLatin1String(key)).toInt(); };
    int winner = -1;
    if (at(0, "total") != at(1, "total"))
        winner = at(0, "total") > at(1, "total") ? 0 : 1;
    else if (at(0, "pieces") != at(1, "pieces"))
        winner = at(0, "pieces") > at(1, "pieces") ? 0 : 1;
    const QString headline = result->findChild<QLabel *>(QStringLiteral("resultHeadline"))->text();
    QCOMPARE(headline, winner < 0 ? QStringLiteral("A shared win") : kNames[winner] + QStringLiteral(" wins"));
    QCOMPARE(result->findChild<QLabel *>(QStringLiteral("result_total_0"))->text(), QString::number(at(0, "total")));
    QCOMPARE(result->findChild<QLabel *>(QStringLiteral("result_total_1"))->text(), QString::number(at(1, "total")));
    const QString tieBreak = result->findChild<QLabel *>(QStringLiteral("resultTieBreak"))->text();
    QVERIFY(!tieBreak.isEmpty());
    if (winner >= 0 && at(0, "total") != at(1, "total"))
        QVERIFY2(tieBreak.startsWith(kNames[winner] + QStringLiteral(" has more points")), qPrintable(tieBreak));
    QVERIFY(w->statusLabel()->text().startsWith(QStringLiteral("The game is over")));
    if (const QString shots = qEnvironmentVariable("XOBOS_TECH_SHOTS"); !shots.isEmpty()) {
        QTest::qWait(50); // the layouts' posted requests
        QVERIFY(w->grab().save(QDir(shots).filePath(QStringLiteral("tech-over.png"))));
        QVERIFY(result->grab().save(QDir(shots).filePath(QStringLiteral("tech-result.png"))));
    }
    // The library knows the game finished, with its ranking.
    const auto record = store.game(w->session().gameId());
    QVERIFY(record && record->finished.isValid());
    qInfo("TECH window game: %d actions by gestures, %d reveals, rounds %d, %s", step, reveals, roundsSeen,
          qPrintable(headline));
}

void TechWindowTest::theSealedChoiceLeavesEveryTextOfTheWindowUnchanged()
{
    // Two games alike but for Ada's sealed choice; Ben, the table and the cover see the same.
    QTemporaryDir dir;
    store::GameStore storeA;
    store::GameStore storeB;
    QVERIFY(storeA.open(dir.filePath(QStringLiteral("a.sqlite"))).ok());
    QVERIFY(storeB.open(dir.filePath(QStringLiteral("b.sqlite"))).ok());
    const QStringList hashes = pinHashes();
    std::unique_ptr<tech::TechWindow> a(tech::TechWindow::start(storeA, kNames, hashes, 0, nullptr));
    std::unique_ptr<tech::TechWindow> b(tech::TechWindow::start(storeB, kNames, hashes, 0, nullptr));
    QVERIFY(a && b);
    a->setAttribute(Qt::WA_DeleteOnClose, false);
    b->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(QTest::qWaitForWindowExposed(a.get()));
    QVERIFY(QTest::qWaitForWindowExposed(b.get()));
    QCOMPARE(visibleTexts(*a), visibleTexts(*b));
    for (tech::TechWindow *w : {a.get(), b.get()}) {
        click(w->nextButton());
        unlock(*w, kPins[0]);
        QCOMPARE(w->viewer(), game::Viewer::ofSeat(0));
    }
    play(*a, 0, act("commit", "sword", 0), false);
    play(*b, 0, act("commit", "archer", 8), false);
    // The games differ (the referee's view says so) …
    QVERIFY(a->session().state().view(game::Viewer::referee()) != b->session().state().view(game::Viewer::referee()));
    // … and the window does not: behind Ben's cover, then with Ben's view open.
    QCOMPARE(a->cover()->seat(), 1);
    QCOMPARE(visibleTexts(*a), visibleTexts(*b));
    QCOMPARE(a->findChild<QLabel *>(QStringLiteral("committed0"))->text(), QStringLiteral("Sealed choice: committed"));
    for (tech::TechWindow *w : {a.get(), b.get()})
        unlock(*w, kPins[1]);
    QCOMPARE(a->viewer(), game::Viewer::ofSeat(1));
    QCOMPARE(visibleTexts(*a), visibleTexts(*b));
    // A refusal on Ben's side is the same too: the space Ada chose is still empty for him.
    for (tech::TechWindow *w : {a.get(), b.get()})
        click(w->board()->cell(4));
    QCOMPARE(visibleTexts(*a), visibleTexts(*b));
    // Once both are in, the reveal shows what each chose.
    play(*a, 1, act("commit", "shield", 4), false);
    play(*b, 1, act("commit", "shield", 4), false);
    QVERIFY(a->revealLabel()->text().contains(QStringLiteral("Ada: Sword on A1")));
    QVERIFY(b->revealLabel()->text().contains(QStringLiteral("Ada: Archer on C3")));
    QVERIFY(visibleTexts(*a) != visibleTexts(*b));
}

void TechWindowTest::refusalsSayTheirSentenceAndRule_data()
{
    QTest::addColumn<QString>("unit0");
    QTest::addColumn<int>("cell0");
    QTest::addColumn<QString>("unit1");
    QTest::addColumn<int>("cell1");
    QTest::addColumn<QString>("gestures"); // c<cell>: a space; s<seat><unit>: a supply; d<from><to>: a drag
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("rule");
    QTest::newRow("an Archer never moves") << "archer" << 0 << "shield" << 4 << "c0 c1" << "Archers never move" << "T-ARCHER";
    QTest::newRow("an Archer never moves, dragged") << "archer" << 0 << "shield" << 4 << "d01" << "Archers never move" << "T-ARCHER";
    QTest::newRow("an Archer never kills a Shield") << "archer" << 0 << "shield" << 4 << "c0 c4" << "Archers never kill Shields" << "T-ARCHER";
    QTest::newRow("only one's own units act") << "archer" << 0 << "shield" << 4 << "c4 c5" << "Choose one of your own units" << "T-OWN-UNIT";
    QTest::newRow("a Sword does not capture an Archer") << "sword" << 0 << "archer" << 1 << "c0 c1" << "not Archers" << "T-SWORD";
    QTest::newRow("a Shield does not capture a Sword") << "shield" << 0 << "sword" << 1 << "d01" << "not Swords" << "T-SHIELD";
    QTest::newRow("one space at a time") << "sword" << 0 << "archer" << 1 << "c0 c8" << "moves one space" << "T-KING-STEP";
    QTest::newRow("deploying on a taken space") << "sword" << 0 << "archer" << 4 << "s02 c4" << "That space is taken" << "T-DEPLOY-EMPTY";
    QTest::newRow("the other seat's supply is not his turn") << "sword" << 0 << "archer" << 4 << "s10 c8" << "not this player's turn" << "T-TURN";
}

void TechWindowTest::refusalsSayTheirSentenceAndRule()
{
    QFETCH(QString, unit0);
    QFETCH(int, cell0);
    QFETCH(QString, unit1);
    QFETCH(int, cell1);
    QFETCH(QString, gestures);
    QFETCH(QString, sentence);
    QFETCH(QString, rule);
    Prepared p(qPrintable(unit0), cell0, qPrintable(unit1), cell1);
    tech::TechWindow &w = *p.window;
    QCOMPARE(phaseOf(w), QStringLiteral("action"));
    std::size_t accepted = w.session().history().size();
    QString refusal;
    for (const QString &g : gestures.split(QLatin1Char(' '))) {
        const std::size_t before = w.session().history().size();
        if (g.startsWith(QLatin1Char('c')))
            click(w.board()->cell(g.mid(1).toInt()));
        else if (g.startsWith(QLatin1Char('s')))
            click(w.supplyButton(g.mid(1, 1).toInt(), g.mid(2, 1).toInt()));
        else
            techtest::drag(w.board()->cell(g.mid(1, 1).toInt()), w.board()->cell(g.mid(2, 1).toInt()));
        if (w.session().history().size() != before)
            ++accepted; // a gesture of the row that is legal (a deploy before the refused one)
        refusal = w.refusalLabel()->text();
    }
    QCOMPARE(w.session().history().size(), accepted);
    QVERIFY2(refusal.startsWith(QStringLiteral("Refused: ")), qPrintable(refusal));
    QVERIFY2(refusal.contains(sentence), qPrintable(refusal));
    QVERIFY2(refusal.endsWith(QStringLiteral("(%1)").arg(rule)), qPrintable(refusal));
}

void TechWindowTest::undoTakesBackAnActionButNeverASealedChoiceFromTheTable()
{
    Prepared p("sword", 0, "archer", 4);
    tech::TechWindow &w = *p.window;
    QVERIFY(!w.undoAction()->isEnabled()); // the reveal is behind
    play(w, 0, act("deploy", "shield", 8), false);
    QCOMPARE(w.session().history().size(), std::size_t(3));
    QVERIFY(w.undoAction()->isEnabled());
    w.undoAction()->trigger();
    QCOMPARE(w.session().history().size(), std::size_t(2));
    QVERIFY(w.board()->cell(8)->text().isEmpty());
    QCOMPARE(w.revealLabel()->text(), QStringLiteral("The last action was taken back."));

    // A sealed choice: the table cannot take it back.
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    std::unique_ptr<tech::TechWindow> s(tech::TechWindow::start(store, kNames, {}, 0, nullptr));
    s->setAttribute(Qt::WA_DeleteOnClose, false);
    click(s->nextButton());
    unlock(*s, QString());
    play(*s, 0, act("commit", "sword", 0), true);
    QCOMPARE(s->session().history().size(), std::size_t(1));
    QVERIFY(s->session().canUndo(0)); // the session would …
    QVERIFY(!s->undoAction()->isEnabled()); // … the table's window does not
    s->undoAction()->trigger();
    QCOMPARE(s->session().history().size(), std::size_t(1));
}

void TechWindowTest::theWizardOffersTechAndTheLibraryResumesIt()
{
    QTemporaryDir dir;
    GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    MainWindow window(&controller, nullptr);
    window.showNewGameWizard();
    auto *wizard = window.findChild<NewGameWizard *>();
    QVERIFY(wizard);
    QVERIFY(QTest::qWaitForWindowExposed(wizard));
    wizard->chooseGame(u"tech");
    wizard->next();
    QCOMPARE(wizard->currentId(), int(NewGameWizard::PlayersPage));
    QCOMPARE(wizard->findChild<QSpinBox *>(QStringLiteral("playerCount"))->maximum(), 2);
    QVERIFY(!wizard->refereePinField()->isEnabled());
    wizard->setPlayers(kNames);
    wizard->setPinIterations(1000);
    wizard->pinField(1)->setText(kPins[1]);
    wizard->pinConfirmField(1)->setText(kPins[1]);
    QCOMPARE(wizard->nextId(), int(NewGameWizard::TechPage));
    click(wizard->button(QWizard::NextButton));
    QCOMPARE(wizard->currentId(), int(NewGameWizard::TechPage));
    QCOMPARE(wizard->nextId(), -1);
    click(wizard->button(QWizard::FinishButton));
    auto *tech = window.findChild<tech::TechWindow *>();
    QVERIFY(tech);
    QCOMPARE(tech->names(), kNames);
    const qint64 id = tech->session().gameId();
    const auto record = controller.store().game(id);
    QVERIFY(record);
    QCOMPARE(record->module, QStringLiteral("tech"));
    QVERIFY(record->players.at(0).pinHash.isEmpty());
    QVERIFY(store::verifyPin(kPins[1], record->players.at(1).pinHash));
    // Ada (no PIN) and Ben (his PIN) choose; the reveal; then the window is closed.
    click(tech->nextButton());
    unlock(*tech, QString());
    play(*tech, 0, act("commit", "sword", 0), false);
    unlock(*tech, kPins[1]);
    play(*tech, 1, act("commit", "shield", 8), false);
    QVERIFY(tech->isCovered());
    unlock(*tech, QString());
    QCOMPARE(tech->board()->cell(0)->text(), QStringLiteral("Sword"));
    delete tech;

    // The library opens it again in TECH's window, replayed to where it was.
    window.openGame(id);
    tech = window.findChild<tech::TechWindow *>();
    QVERIFY(tech);
    QCOMPARE(tech->session().history().size(), std::size_t(2));
    QCOMPARE(tech->board()->cell(8)->text(), QStringLiteral("Shield"));
    QVERIFY(tech->statusLabel()->text().contains(QStringLiteral("Ada to act")));
    // What the table had seen is there again; nothing of a sealed choice before its reveal.
    auto *log = tech->findChild<QListWidget *>(QStringLiteral("techLog"));
    QCOMPARE(log->count(), 3);
    QCOMPARE(log->item(0)->text(), QStringLiteral("Ada has made a sealed choice."));
    QCOMPARE(log->item(2)->text(),
             QStringLiteral("Revealed — Ada: Sword on A1; Ben: Shield on C3. Different spaces: both deploy."));
    QCOMPARE(tech->revealLabel()->text(), log->item(2)->text());
    delete tech;
}

void TechWindowTest::theWizardOffersBothRulesetsAndRemembersTheChoice()
{
    QTemporaryDir dir;
    GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    MainWindow window(&controller, &settings);
    // One new TECH game through the wizard's pages, with the ruleset and line scoring
    // chosen by clicks in the two lists (-1: left as the page shows them); the game made.
    const auto newGame = [&](int ruleset, int lines, QString *shownRuleset, QString *shownLines) -> tech::TechWindow * {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the last wizard
        window.showNewGameWizard();
        auto *wizard = window.findChild<NewGameWizard *>();
        if (!wizard || !QTest::qWaitForWindowExposed(wizard))
            return nullptr;
        wizard->chooseGame(u"tech");
        click(wizard->button(QWizard::NextButton));
        wizard->setPlayers(kNames);
        click(wizard->button(QWizard::NextButton));
        if (wizard->currentId() != int(NewGameWizard::TechPage))
            return nullptr;
        QComboBox *rulesetBox = wizard->techPage()->findChild<QComboBox *>(QStringLiteral("techRuleset"));
        QComboBox *linesBox = wizard->techPage()->findChild<QComboBox *>(QStringLiteral("techLines"));
        *shownRuleset = rulesetBox->currentData().toString();
        *shownLines = linesBox->currentData().toString();
        const auto choose = [](QComboBox *box, int index) {
            if (index < 0)
                return;
            // As a person does at the keyboard: the arrow keys through the list.
            box->setFocus();
            for (int i = 0; i < 4 && box->currentIndex() != index; ++i)
                QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
            QCOMPARE(box->currentIndex(), index);
        };
        choose(rulesetBox, ruleset);
        choose(linesBox, lines);
        click(wizard->button(QWizard::FinishButton));
        return window.findChild<tech::TechWindow *>();
    };
    const auto created = [&](tech::TechWindow *w) {
        const auto record = controller.store().game(w->session().gameId());
        return record ? QJsonDocument::fromJson(record->setupJson).object() : QJsonObject();
    };

    // The first time: the defaults, as printed and scoring when formed; v3 chosen, each round.
    QString shownRuleset;
    QString shownLines;
    tech::TechWindow *w = newGame(1, 1, &shownRuleset, &shownLines);
    QVERIFY(w);
    QCOMPARE(shownRuleset, QStringLiteral("standard"));
    QCOMPARE(shownLines, QStringLiteral("when-formed"));
    QJsonObject setup = created(w);
    QCOMPARE(setup.value(QStringLiteral("ruleset")).toString(), QStringLiteral("v3"));
    QCOMPARE(setup.value(QStringLiteral("lines")).toString(), QStringLiteral("each-round"));
    // The game plays by it: 10 units of each type, and the window says which rules.
    QCOMPARE(publicView(*w).value(QStringLiteral("ruleset")).toString(), QStringLiteral("v3"));
    QCOMPARE(publicView(*w).value(QStringLiteral("lineScoring")).toString(), QStringLiteral("each-round"));
    QCOMPARE(w->supplyButton(0, 0)->text(), tech::supplyText(0, 10));
    QVERIFY2(w->windowTitle().contains(QStringLiteral("(v3)")), qPrintable(w->windowTitle()));
    delete w;

    // The second time the page shows that choice; the printed rules chosen again, lines left.
    w = newGame(0, -1, &shownRuleset, &shownLines);
    QVERIFY(w);
    QCOMPARE(shownRuleset, QStringLiteral("v3"));
    QCOMPARE(shownLines, QStringLiteral("each-round"));
    setup = created(w);
    QCOMPARE(setup.value(QStringLiteral("ruleset")).toString(), QStringLiteral("standard"));
    QCOMPARE(setup.value(QStringLiteral("lines")).toString(), QStringLiteral("each-round"));
    QCOMPARE(w->supplyButton(0, 0)->text(), tech::supplyText(0, 7));
    QVERIFY(!w->windowTitle().contains(QStringLiteral("(v3)")));
    delete w;
    QCOMPARE(settings.value(QStringLiteral("tech/ruleset")).toString(), QStringLiteral("standard"));
    QCOMPARE(settings.value(QStringLiteral("tech/lines")).toString(), QStringLiteral("each-round"));
}

void TechWindowTest::anOpenSeatReturnsToTheTableWhenIdle()
{
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    std::unique_ptr<tech::TechWindow> w(tech::TechWindow::start(store, kNames, pinHashes(), 0, nullptr));
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    w->lockPolicy()->setIdleTimeout(std::chrono::milliseconds(50));
    click(w->nextButton());
    unlock(*w, kPins[0]);
    QCOMPARE(w->viewer(), game::Viewer::ofSeat(0));
    click(w->supplyButton(0, 2));
    QVERIFY(w->supplyButton(0, 2)->isChecked());
    QTRY_COMPARE(w->viewer(), game::Viewer::everyone());
    // Nothing of the seat's view stays: no selection, no seat's supply enabled.
    QVERIFY(!w->supplyButton(0, 2)->isChecked());
    QVERIFY(!w->supplyButton(0, 2)->isEnabled());
    QVERIFY(w->nextButton()->text().startsWith(QStringLiteral("Pass the Laptop to ")));
    QCOMPARE(w->session().history().size(), std::size_t(0));
}

void TechWindowTest::aForgottenPinIsTakenAwayWhenTheOtherPlayerAgrees()
{
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    std::unique_ptr<tech::TechWindow> w(tech::TechWindow::start(store, kNames, pinHashes(), 0, nullptr));
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    click(w->nextButton());
    secrets::LockCover *cover = w->cover();
    QCOMPARE(cover->seat(), 0);
    QVERIFY(cover->pinField()->isVisible());
    QVERIFY(cover->forgotButton()->isVisible());
    const qint64 id = w->session().gameId();
    const auto typeOnDialog = [](const QString &pin) {
        return [pin](QWidget *dialog) {
            auto *input = qobject_cast<QInputDialog *>(dialog);
            QVERIFY2(input, dialog->metaObject()->className());
            QVERIFY2(input->labelText().startsWith(QStringLiteral("Ben, type your PIN")), qPrintable(input->labelText()));
            QTest::keyClicks(input->findChild<QLineEdit *>(), pin);
            input->accept();
        };
    };

    // Ben types a wrong PIN: Ada keeps hers, and Ben's waiting time is kept as on his cover.
    bool seen = false;
    std::unique_ptr<QTimer> answering = answerNextDialog(&seen, typeOnDialog(QStringLiteral("0000")));
    click(cover->forgotButton());
    QVERIFY(seen);
    QCOMPARE(cover->statusLabel()->text(), QStringLiteral("Ada's PIN was not reset: wrong PIN for Ben."));
    QVERIFY(!store.game(id)->players.at(0).pinHash.isEmpty());
    QCOMPARE(store::loadPinBackoff(store, id, 1).failures, 1);
    // At once again: he must wait first, and nobody is asked.
    answering = answerNextDialog(&seen, [](QWidget *dialog) { QFAIL(dialog->metaObject()->className()); });
    click(cover->forgotButton());
    QVERIFY(cover->statusLabel()->text().startsWith(QStringLiteral("Ada's PIN was not reset: Ben must wait ")));
    QTest::qWait(20);
    QVERIFY(!seen);

    // After his waiting time, Ben's PIN: Ada's is taken away, her cover opens with Unlock.
    QTest::qWait(int(secrets::LockCover::kFirstDelayMs) + 50);
    answering = answerNextDialog(&seen, typeOnDialog(kPins[1]));
    click(cover->forgotButton());
    QVERIFY(seen);
    QVERIFY(store.game(id)->players.at(0).pinHash.isEmpty());
    QVERIFY(!store.game(id)->players.at(1).pinHash.isEmpty());
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 0);
    QVERIFY(!cover->pinField()->isVisible());
    QVERIFY(!cover->forgotButton()->isVisible());
    unlock(*w, QString());
    QCOMPARE(w->viewer(), game::Viewer::ofSeat(0));
    // The table is told; the log row is public, and a resumed game shows it too.
    const QString told = QStringLiteral("Ada's PIN was reset with the other player's agreement.");
    auto *log = w->findChild<QListWidget *>(QStringLiteral("techLog"));
    QCOMPARE(log->item(log->count() - 1)->text(), told);
    const QList<store::LogEntry> rows = store.log(id, store::Audience::everyone(), 0, {QStringLiteral("pin-reset")},
                                                  store::GameStore::LogFields::Shown);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.front().actor, 0);
    w.reset();
    std::unique_ptr<tech::TechWindow> resumed(tech::TechWindow::resume(store, id, nullptr));
    QVERIFY(resumed);
    resumed->setAttribute(Qt::WA_DeleteOnClose, false);
    log = resumed->findChild<QListWidget *>(QStringLiteral("techLog"));
    QCOMPARE(log->item(log->count() - 1)->text(), told);
    // Ben's own PIN still holds on his cover.
    click(resumed->nextButton());
    QCOMPARE(resumed->cover()->seat(), 0);
    unlock(*resumed, QString());
    play(*resumed, 0, act("commit", "sword", 0), false);
    QCOMPARE(resumed->cover()->seat(), 1);
    QVERIFY(resumed->cover()->pinField()->isVisible());
}

void TechWindowTest::theRevealAndTheWinnerScreenFollowALanguageChange()
{
    // A game played to its end by the session; its window shows the last reveal, the log
    // and, after the one button, the winner screen.
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    store::GameRecord record;
    record.title = QStringLiteral("languages");
    for (int seat = 0; seat < 2; ++seat)
        record.players << store::PlayerRecord{seat, kNames[seat], QString(), QString()};
    QString error;
    auto session = game::Session::create(store, *game::findModule(game::kTechModuleId), {}, record, &error);
    QVERIFY2(session, qPrintable(error));
    for (std::size_t step = 0; !session->state().isOver() && step < 1000; ++step) {
        const int seat = session->state().actingSeats().front();
        const std::vector<QJsonObject> legal = session->state().legalActions(seat);
        QVERIFY(session->submit(seat, legal.at((step * 7 + 3) % legal.size())).accepted);
    }
    QVERIFY(session->state().isOver());
    tech::TechWindow w(std::move(session));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    click(w.nextButton());
    auto *result = qobject_cast<tech::TechResultDialog *>(w.resultDialog());
    QVERIFY(result && result->isVisible());
    auto *log = w.findChild<QListWidget *>(QStringLiteral("techLog"));
    auto *total = result->findChild<QLabel *>(QStringLiteral("resultRow3"));
    QVERIFY(total);
    const auto shown = [&] {
        return QStringList{w.revealLabel()->text(), log->item(0)->text(), log->item(log->count() - 1)->text(),
                           w.statusLabel()->text(), result->windowTitle(), result->headline(), total->text(),
                           result->tieBreak()};
    };
    const QStringList english = shown();
    QVERIFY2(english.at(0).startsWith(QStringLiteral("Revealed — ")), qPrintable(english.at(0)));
    QCOMPARE(total->text(), QStringLiteral("Total"));

    // A new language while both are open: every one of those texts is said in it.
    PrefixTranslator prefix;
    QVERIFY(QCoreApplication::installTranslator(&prefix));
    QCoreApplication::processEvents();
    const QStringList other = shown();
    for (int i = 0; i < other.size(); ++i) {
        QVERIFY2(other.at(i).startsWith(QStringLiteral("X:")), qPrintable(QString::number(i) + QLatin1Char(' ') + other.at(i)));
        QVERIFY2(other.at(i) != english.at(i), qPrintable(other.at(i)));
    }
    QCOMPARE(total->text(), QStringLiteral("X:Total"));
    QCOMPARE(result->headline(), QStringLiteral("X:") + english.at(5));
    // And back, by the event alone when the translator is gone.
    QVERIFY(QCoreApplication::removeTranslator(&prefix));
    QCoreApplication::processEvents();
    QCOMPARE(shown(), english);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(result, &change);
    QCoreApplication::sendEvent(&w, &change);
    QCOMPARE(shown(), english);
}

void TechWindowTest::anImportedTechGameOpensInItsWindow()
{
    QTemporaryDir dir;
    GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    MainWindow window(&controller, nullptr);
    const QString file = qEnvironmentVariable("XOBOS_SOURCE_DIR") + QStringLiteral("/tests/scenarios/tech/tech_clash.json");
    QVERIFY(window.importGame(file));
    auto *tech = window.findChild<tech::TechWindow *>();
    QVERIFY(tech);
    QCOMPARE(tech->names(), QStringList({QStringLiteral("Black"), QStringLiteral("White")}));
    QVERIFY(!tech->session().history().empty());
    QVERIFY(!controller.hasGame()); // the main window's table stays as it was
    delete tech;
}

void TechWindowTest::nothingOverlapsAtTheTablesScreenSizes_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::newRow("English at 1366x768") << QStringLiteral("en") << QSize(1366, 768);
    QTest::newRow("English at 1920x1080") << QStringLiteral("en") << QSize(1920, 1080);
    QTest::newRow("German at 1366x768") << QStringLiteral("de") << QSize(1366, 768);
    QTest::newRow("German at 1920x1080") << QStringLiteral("de") << QSize(1920, 1080);
    QTest::newRow("Polish at 1366x768") << QStringLiteral("pl") << QSize(1366, 768);
}

void TechWindowTest::nothingOverlapsAtTheTablesScreenSizes()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    installTranslations(QLocale(language));
    const auto english = qScopeGuard([] { installTranslations(QLocale(QLocale::English)); });
    Prepared p("archer", 0, "shield", 4);
    tech::TechWindow &w = *p.window;
    // A board with units of both, a clash and its re-placement, a prisoner and the log.
    play(w, 0, act("deploy", "sword", 1), false);
    play(w, 1, act("deploy", "shield", 5), true);
    w.resize(size);
    const QString shots = qEnvironmentVariable("XOBOS_TECH_SHOTS", QDir::tempPath());
    const auto shot = [&](const char *what) {
        QTest::qWait(50); // the layouts' posted requests
        const QString file = QDir(shots).filePath(
            QStringLiteral("tech-%1-%2-%3x%4.png").arg(QLatin1String(what), language).arg(size.width()).arg(size.height()));
        QVERIFY(w.grab().save(file));
        qInfo("%s", qPrintable(file));
    };
    click(w.nextButton());
    QVERIFY(w.isCovered());
    shot("cover");
    unlock(w, QString());
    play(w, 0, act("commit", "sword", 2), false);
    unlock(w, QString());
    play(w, 1, act("commit", "archer", 2), false);
    unlock(w, QString()); // the table's reveal
    QCOMPARE(phaseOf(w), QStringLiteral("re-placement"));
    play(w, 0, QJsonObject{{QStringLiteral("type"), QStringLiteral("replace")}, {QStringLiteral("cell"), 3}}, false);
    play(w, 1, QJsonObject{{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("from"), 4}, {QStringLiteral("to"), 0}},
         false);
    // The camp speaks the table's language (the TECH texts are translated).
    const QHash<QString, QString> prison{{QStringLiteral("en"), QStringLiteral("Prison camp: Archer ×1")},
                                         {QStringLiteral("de"), QStringLiteral("Gefangenenlager: Bogenschütze ×1")},
                                         {QStringLiteral("pl"), QStringLiteral("Obóz jeniecki: Łucznik ×1")}};
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("prison1"))->text(), prison.value(language));
    shot("table");
    QCOMPARE(w.size(), size);
    QVERIFY(w.minimumSizeHint().width() <= size.width() && w.minimumSizeHint().height() <= size.height());

    // Every text fits its widget, and no two texts overlap.
    const QStringList problems = testing::textFitProblems(&w);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TechWindowTest)
#include "tst_techwindow.moc"
