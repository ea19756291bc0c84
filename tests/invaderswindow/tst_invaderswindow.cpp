// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders' window (ui/invaders/invaderswindow.h, issue #28) by clicks on the real widgets:
// a game to its end on the skull (I-SKULL) through the plot action (I-PLOT), the Attack
// phase (I-ATTACK), the drain check (I-DRAIN-CHECK) and the card-effect entries
// (I-MARKER-EFFECT, I-POWER-CHANGE); the refused token on a zone at 0 with its sentence
// (I-TOKEN-ZERO); undo; the log's model under QAbstractItemModelTester; the wizard with the
// zones' printed power (I-SETUP) and the library's resume; nothing overlapping at 1366x768.
#include "game/modules.h"
#include "game/session.h"
#include "store/gamestore.h"
#include "ui/companion/gamelibrarymodel.h"
#include "ui/invaders/invaderscardslot.h"
#include "ui/invaders/invaderssetuppage.h"
#include "ui/invaders/invaderstrack.h"
#include "ui/invaders/invaderswindow.h"
#include "ui/invaders/invaderszonebox.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newgamewizard.h"
#include "ui/shell/translation.h"

#include "../common/textfit.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace xobos;
using namespace xobos::ui;
using invaders::InvadersWindow;

namespace {

// Pacific Rim 2, Eurasia 1, Africa 3; decks of 30; the Hero (2) in Eurasia; Mankind first.
QJsonObject setup(int eurasia = 1)
{
    return QJsonObject{{QStringLiteral("zones"), QJsonObject{{QStringLiteral("pacific-rim"), 2}, {QStringLiteral("eurasia"), eurasia},
                                                            {QStringLiteral("africa"), 3}}},
                       {QStringLiteral("decks"), QJsonObject{{QStringLiteral("mankind"), 30}, {QStringLiteral("invader"), 30}}},
                       {QStringLiteral("hero"), QJsonObject{{QStringLiteral("zone"), QStringLiteral("eurasia")}, {QStringLiteral("power"), 2}}}};
}

void click(QWidget *widget)
{
    QVERIFY(widget);
    QVERIFY2(widget->isEnabled() && widget->isVisible(), qPrintable(widget->objectName()));
    QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
}

QJsonObject viewOf(const InvadersWindow &w)
{
    return w.view();
}

// A library with one Invaders game and its window.
struct Prepared {
    QTemporaryDir dir;
    store::GameStore store;
    InvadersWindow *window = nullptr;

    explicit Prepared(const QJsonObject &s = setup())
    {
        QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        window = InvadersWindow::start(store, {QStringLiteral("Ada"), QStringLiteral("Ben")}, s, nullptr);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }
    ~Prepared() { delete window; }
};

} // namespace

class InvadersWindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aGameIsClickedThroughToTheSkull();
    void aTokenOnAZoneAtZeroIsRefusedWithItsSentence();
    void undoTakesBackAnEntryButNotADraw();
    void aPreventedDrainAndACostAreNoDrainForTheCheck();
    void theWizardTakesThePrintedPowersAndTheLibraryResumesIt();
    void nothingOverlapsAt1366x768_data();
    void nothingOverlapsAt1366x768();
};

void InvadersWindowTest::aGameIsClickedThroughToTheSkull()
{
    Prepared p;
    InvadersWindow &w = *p.window;
    QAbstractItemModelTester tester(w.log()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(w.track()->marker(), 10);
    QCOMPARE(w.nextButton()->text(), QStringLiteral("Draw 2 Cards"));
    QVERIFY(w.statusLabel()->text().startsWith(QStringLiteral("Turn 1: Mankind (Ada), the Draw phase.")));

    // Mankind's turn 1: the draw, a card played in Pacific Rim, its power changed by a card.
    click(w.nextButton());
    QCOMPARE(w.countsLabel()->text(), QStringLiteral("Draw decks: Mankind 28, the Invader 30.\nDiscard piles: Mankind 0, the Invader 0."));
    click(w.zone(0)->slot(0, 0));
    w.powerField()->setValue(3);
    w.nameField()->setText(QStringLiteral("Sentinel"));
    click(w.playButton());
    QVERIFY(w.zone(0)->slot(0, 0)->hasCard());
    QCOMPARE(w.zone(0)->slot(0, 0)->power(), 3);
    QCOMPARE(w.zone(0)->slot(0, 0)->cardName(), QStringLiteral("Sentinel"));
    QCOMPARE(w.log()->item(w.log()->count() - 1)->text(), QStringLiteral("Mankind played Sentinel (power 3) in Pacific Rim."));
    w.powerField()->setValue(4);
    click(w.setPowerButton()); // I-POWER-CHANGE
    QCOMPARE(w.zone(0)->slot(0, 0)->power(), 4);
    QCOMPARE(w.log()->item(w.log()->count() - 1)->text(),
             QStringLiteral("Card effect: Mankind's card in slot 1 of Pacific Rim now has power 4 (was 3)."));
    click(w.setPowerButton());
    QCOMPARE(w.refusalLabel()->text(), QStringLiteral("Refused: that card's power is already 4 (I-POWER-CHANGE)"));
    QCOMPARE(w.nextButton()->text(), QStringLiteral("End Mankind's Turn"));
    click(w.nextButton());

    // The Invader's turn 2: a card of 7 in Pacific Rim against 4 + the zone's 2; the plot
    // action once; the Attack phase drains 1: the check leaves the marker where it is.
    click(w.nextButton());
    click(w.zone(0)->slot(1, 0));
    w.powerField()->setValue(7);
    click(w.playButton());
    QCOMPARE(w.zone(0)->totalsLabel()->text(), QStringLiteral("The Invader 7 against Mankind 6 (cards 4 + zone 2)"));
    QCOMPARE(w.zone(0)->resultLabel()->text(), QStringLiteral("Attack: Mankind drains 1"));
    click(w.plotReduceButton()); // I-PLOT: the marker down 1
    QCOMPARE(w.track()->marker(), 9);
    QVERIFY(w.onceLabel()->text().startsWith(QStringLiteral("Plot action this turn: used.")));
    click(w.plotDrawButton());
    QCOMPARE(w.refusalLabel()->text(), QStringLiteral("Refused: the plot action was already used this turn (I-PLOT)"));
    QCOMPARE(w.track()->marker(), 9);
    click(w.dormantButton(1, 2));
    QVERIFY(w.dormantButton(1, 2)->isChecked());
    QVERIFY(w.onceLabel()->text().contains(QStringLiteral("The Invader: 2")));
    QCOMPARE(w.nextButton()->text(), QStringLiteral("End the Main Phase: to the Attack"));
    click(w.nextButton());
    QVERIFY(w.checkLabel()->text().contains(QStringLiteral("no drain so far")));
    QCOMPARE(w.nextButton()->text(), QStringLiteral("Resolve the Attack in Pacific Rim"));
    click(w.nextButton());
    QCOMPARE(w.zone(0)->resultLabel()->text(),
             QStringLiteral("Attack in Pacific Rim: the Invader's 7 against Mankind's 6 — drain 1: 1 flipped."));
    QVERIFY(w.checkLabel()->text().contains(QStringLiteral("Mankind was drained")));
    click(w.nextButton());
    click(w.zone(2)->resolveButton());
    QCOMPARE(w.nextButton()->text(), QStringLiteral("End the Turn: Drain Check"));
    click(w.nextButton());
    QCOMPARE(w.track()->marker(), 9);
    QCOMPARE(w.checkLabel()->text(), QStringLiteral("Drain check: the Invader made Mankind flip at least one card this "
                                                    "turn, so the marker stays on 9 (I-DRAIN-CHECK)."));
    QCOMPARE(w.countsLabel()->text(), QStringLiteral("Draw decks: Mankind 27, the Invader 28.\nDiscard piles: Mankind 1, the Invader 0."));

    // Mankind's turn 3, the Invader's turn 4: his card removed, no drain: the check moves
    // the marker down one.
    click(w.nextButton());
    click(w.nextButton());
    click(w.nextButton());
    click(w.zone(0)->slot(1, 0));
    click(w.removeButton());
    QVERIFY(!w.zone(0)->slot(1, 0)->hasCard());
    click(w.nextButton());
    for (int z = 0; z < 3; ++z)
        click(w.nextButton());
    click(w.nextButton());
    QCOMPARE(w.track()->marker(), 8);
    QCOMPARE(w.checkLabel()->text(), QStringLiteral("Drain check: the Invader forced no drain this turn, so the marker "
                                                    "moves down one space, to 8 (I-DRAIN-CHECK)."));

    // Mankind's turn 5: card effects move the marker up 1, then down 8: the skull.
    click(w.nextButton());
    w.markerField()->setValue(1);
    click(w.markerUpButton());
    QCOMPARE(w.track()->marker(), 9);
    w.markerField()->setValue(9);
    click(w.markerDownButton());
    QCOMPARE(w.track()->marker(), 0);
    QVERIFY(w.session().state().isOver());
    QCOMPARE(w.statusLabel()->text(), QStringLiteral("The game is over. Mankind wins: the marker reached the skull (I-SKULL)."));
    QVERIFY(!w.nextButton()->isVisible());
    QVERIFY(w.track()->space(0)->styleSheet().contains(QStringLiteral("background: #c0392b")));
    QVERIFY(!w.markerDownButton()->isEnabled());
    QVERIFY(!w.zone(1)->addTokenButton()->isEnabled());
    const auto record = p.store.game(w.session().gameId());
    QVERIFY(record);
    QVERIFY(record->finished.isValid());
    // The library's winner column reads the stored ranking: Mankind's player.
    const QJsonArray lines = QJsonDocument::fromJson(record->resultJson).object().value(QStringLiteral("lines")).toArray();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0).toObject().value(QStringLiteral("rank")).toInt(), 1);
    QCOMPARE(lines.at(1).toObject().value(QStringLiteral("rank")).toInt(), 2);
    QCOMPARE(companion::GameLibraryModel::winnersOf(*record), QStringList{QStringLiteral("Ada")});
}

void InvadersWindowTest::aTokenOnAZoneAtZeroIsRefusedWithItsSentence()
{
    Prepared p(setup(0));
    InvadersWindow &w = *p.window;
    click(w.nextButton());
    QCOMPARE(w.zone(1)->powerLabel()->text(), QStringLiteral("Zone power 0 (printed 0, no −1 token)"));
    click(w.zone(1)->addTokenButton());
    QCOMPARE(w.refusalLabel()->text(), QStringLiteral("Refused: Eurasia's power is already 0: no token can be added (I-TOKEN-ZERO)"));
    QCOMPARE(viewOf(w).value(QStringLiteral("zones")).toArray().at(1).toObject().value(QStringLiteral("tokens")).toInt(), 0);
    // Another zone takes one; the refusal is gone.
    click(w.zone(2)->addTokenButton());
    QVERIFY(w.refusalLabel()->text().isEmpty());
    QCOMPARE(w.zone(2)->powerLabel()->text(), QStringLiteral("Zone power 2 (printed 3, −1 tokens: 1)"));
}

void InvadersWindowTest::undoTakesBackAnEntryButNotADraw()
{
    Prepared p;
    InvadersWindow &w = *p.window;
    click(w.nextButton());
    QVERIFY(!w.undoAction()->isEnabled()); // the draw is seen: it stays
    click(w.zone(2)->addTokenButton());
    QVERIFY(w.undoAction()->isEnabled());
    w.undoAction()->trigger();
    QCOMPARE(w.zone(2)->powerLabel()->text(), QStringLiteral("Zone power 3 (printed 3, no −1 token)"));
    QCOMPARE(w.log()->item(w.log()->count() - 1)->text(), QStringLiteral("The last entry was taken back."));
    QVERIFY(!w.undoAction()->isEnabled());
}

// I-DRAIN-PREVENTED, I-DRAIN-COST, I-DRAIN-CHECK: the Invader's card drains 2, Mankind
// prevents both; a cost Mankind drains is entered too: the check still moves the marker.
void InvadersWindowTest::aPreventedDrainAndACostAreNoDrainForTheCheck()
{
    Prepared p;
    InvadersWindow &w = *p.window;
    click(w.nextButton());
    click(w.nextButton());
    click(w.nextButton()); // the Invader's draw
    w.drainField()->setValue(2);
    w.drainPreventedField()->setValue(2);
    click(w.drainButton());
    w.costSideField()->setCurrentIndex(0);
    w.costKindField()->setCurrentIndex(1); // drained
    w.costField()->setValue(3);
    click(w.costButton());
    QVERIFY2(w.checkLabel()->text().contains(QStringLiteral("no drain so far")), qPrintable(w.checkLabel()->text()));
    QCOMPARE(w.countsLabel()->text(), QStringLiteral("Draw decks: Mankind 25, the Invader 28.\nDiscard piles: Mankind 3, the Invader 0."));
    for (int i = 0; i < 5; ++i)
        click(w.nextButton());
    QCOMPARE(w.track()->marker(), 9);
    QVERIFY(w.checkLabel()->text().startsWith(QStringLiteral("Drain check: the Invader forced no drain this turn")));
    // Next Invader turn: the same card drain, one card not prevented, is a drain.
    click(w.nextButton());
    click(w.nextButton());
    click(w.nextButton());
    w.drainField()->setValue(2);
    w.drainPreventedField()->setValue(1);
    click(w.drainButton());
    QVERIFY(w.checkLabel()->text().contains(QStringLiteral("Mankind was drained")));
    for (int i = 0; i < 5; ++i)
        click(w.nextButton());
    QCOMPARE(w.track()->marker(), 9);
    QVERIFY(w.checkLabel()->text().contains(QStringLiteral("the marker stays on 9")));
}

void InvadersWindowTest::theWizardTakesThePrintedPowersAndTheLibraryResumesIt()
{
    QTemporaryDir dir;
    GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    MainWindow window(&controller, nullptr);
    window.showNewGameWizard();
    auto *wizard = window.findChild<NewGameWizard *>();
    QVERIFY(wizard);
    QVERIFY(QTest::qWaitForWindowExposed(wizard));
    wizard->chooseGame(u"invaders");
    wizard->next();
    QCOMPARE(wizard->currentId(), int(NewGameWizard::InvadersPage));
    auto *page = wizard->findChild<invaders::InvadersSetupPage *>();
    QVERIFY(page);
    QVERIFY(!wizard->button(QWizard::FinishButton)->isEnabled()); // nothing entered yet
    page->nameField(0)->setText(QStringLiteral("Ada"));
    page->nameField(1)->setText(QStringLiteral("Ben"));
    const int printed[3] = {4, 0, 2};
    for (int z = 0; z < 3; ++z)
        page->printedField(z)->setValue(printed[z]);
    page->deckField(0)->setValue(25);
    page->deckField(1)->setValue(27);
    QVERIFY(!wizard->button(QWizard::FinishButton)->isEnabled());
    page->heroZoneField()->setCurrentIndex(2);
    page->heroPowerField()->setValue(3);
    page->firstField()->setCurrentIndex(1);
    QVERIFY(wizard->button(QWizard::FinishButton)->isEnabled());
    if (const QString shots = qEnvironmentVariable("XOBOS_INVADERS_SHOTS"); !shots.isEmpty())
        QVERIFY(wizard->grab().save(QDir(shots).filePath(QStringLiteral("invaders-wizard.png"))));
    click(wizard->button(QWizard::FinishButton));
    auto *w = window.findChild<InvadersWindow *>();
    QVERIFY(w);
    const QJsonObject v = w->view();
    for (int z = 0; z < 3; ++z)
        QCOMPARE(v.value(QStringLiteral("zones")).toArray().at(z).toObject().value(QStringLiteral("printed")).toInt(), printed[z]);
    QCOMPARE(v.value(QStringLiteral("side")).toString(), QStringLiteral("invader"));
    QCOMPARE(w->zone(2)->slot(0, 0)->power(), 3);
    QCOMPARE(w->zone(0)->powerLabel()->text(), QStringLiteral("Zone power 4 (printed 4, no −1 token)"));
    QVERIFY(w->statusLabel()->text().startsWith(QStringLiteral("Turn 1: The Invader (Ben)")));
    const qint64 id = w->session().gameId();
    QCOMPARE(controller.store().game(id)->module, QStringLiteral("invaders"));
    click(w->nextButton());
    click(w->zone(0)->addTokenButton());
    delete w;

    // The library opens it again in Invaders' window, replayed to where it was.
    window.openGame(id);
    w = window.findChild<InvadersWindow *>();
    QVERIFY(w);
    QCOMPARE(w->session().history().size(), std::size_t(2));
    QCOMPARE(w->zone(0)->powerLabel()->text(), QStringLiteral("Zone power 3 (printed 4, −1 tokens: 1)"));
    QCOMPARE(w->log()->item(w->log()->count() - 1)->text(), QStringLiteral("A −1 token on Pacific Rim: its power is now 3."));
    delete w;
}

void InvadersWindowTest::nothingOverlapsAt1366x768_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("Polish") << QStringLiteral("pl");
}

void InvadersWindowTest::nothingOverlapsAt1366x768()
{
    QFETCH(QString, language);
    installTranslations(QLocale(language));
    const auto english = qScopeGuard([] { installTranslations(QLocale(QLocale::English)); });
    const QSize size(1366, 768);
    Prepared p;
    InvadersWindow &w = *p.window;
    // Cards on both sides, the Hero turned, a token, the Attack phase under way.
    click(w.nextButton());
    click(w.zone(0)->slot(0, 0));
    w.powerField()->setValue(3);
    w.nameField()->setText(QStringLiteral("Orbital Defence Platform"));
    click(w.playButton());
    click(w.nextButton());
    click(w.nextButton());
    for (int k = 0; k < 4; ++k) {
        click(w.zone(1)->slot(1, k));
        w.powerField()->setValue(k + 2);
        click(w.playButton());
    }
    click(w.turnHeroButton());
    click(w.zone(2)->addTokenButton());
    click(w.nextButton());
    click(w.nextButton());
    w.resize(size);
    QTest::qWait(50); // the layouts' posted requests
    const QString file = QDir(qEnvironmentVariable("XOBOS_INVADERS_SHOTS", QDir::tempPath()))
                             .filePath(QStringLiteral("invaders-%1-1366x768.png").arg(language));
    QVERIFY(w.grab().save(file));
    qInfo("%s", qPrintable(file));
    QVERIFY(w.zone(1)->slot(0, 0)->isTurned());
    QCOMPARE(w.size(), size);
    QVERIFY2(w.minimumSizeHint().width() <= size.width() && w.minimumSizeHint().height() <= size.height(),
             qPrintable(QStringLiteral("%1x%2").arg(w.minimumSizeHint().width()).arg(w.minimumSizeHint().height())));

    // Every text fits its widget, and no two texts overlap.
    const QStringList problems = testing::textFitProblems(&w, [](const QWidget *c) { return qobject_cast<const invaders::CardSlot *>(c) || qobject_cast<const QSpinBox *>(c); });
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(InvadersWindowTest)
#include "tst_invaderswindow.moc"
