// SPDX-License-Identifier: GPL-3.0-or-later
// Espiral's window (ui/espiral/espiralwindow.h, issue #27) by gestures on the real widgets:
// a whole short adventure by typed dice and clicks to its end, with the refusal of a hit
// too many (E-HIT-LIMIT) and a hit dragged onto a creature; a whole adventure by the app's
// rolls from the seed; undo that stops at a roll (E-DICE); the odds before a trial
// (E-TRIAL); the wizard's page with a card typed in the app and a file imported (bad rows
// refused with their lines); the results across adventures; every model under
// QAbstractItemModelTester; nothing overlapping at 1366x768.
#include "espiral/rules.h"
#include "game/modules.h"
#include "game/session.h"
#include "store/gamestore.h"
#include "ui/espiral/cardeditdialog.h"
#include "ui/espiral/cardlistmodel.h"
#include "ui/espiral/espiralmap.h"
#include "ui/espiral/espiralresultsdialog.h"
#include "ui/espiral/espiralresultsmodel.h"
#include "ui/espiral/espiralsetuppage.h"
#include "ui/espiral/espiraltext.h"
#include "ui/espiral/espiralwindow.h"
#include "ui/espiral/landlistmodel.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newgamewizard.h"
#include "ui/shell/translation.h"
#include "../common/textfit.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTest>

#include <QApplication>
#include <QTimer>

#include <memory>
#include <numeric>

namespace es = xobos::espiral;
namespace ew = xobos::ui::espiral;
namespace game = xobos::game;
namespace store = xobos::store;
using ew::EspiralWindow;
using xobos::ui::GameController;
using xobos::ui::MainWindow;
using xobos::ui::NewGameWizard;

namespace {

void click(QWidget *widget)
{
    QVERIFY(widget);
    QVERIFY2(widget->isEnabled() && widget->isVisibleTo(widget->window()), qPrintable(widget->objectName()));
    QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
}

void rightClick(QWidget *widget)
{
    QVERIFY(widget);
    QTest::mouseClick(widget, Qt::RightButton, {}, widget->rect().center());
}

void drag(QWidget *from, QWidget *to)
{
    QVERIFY(from && to);
    const QPoint start = from->rect().center();
    const QPoint end = from->mapFromGlobal(to->mapToGlobal(to->rect().center()));
    QTest::mousePress(from, Qt::LeftButton, {}, start);
    QTest::mouseMove(from, end);
    QTest::mouseRelease(from, Qt::LeftButton, {}, end);
}

QJsonObject card(const char *name, const char *type, int vitality)
{
    return {{QStringLiteral("name"), QLatin1String(name)}, {QStringLiteral("type"), QLatin1String(type)},
            {QStringLiteral("vitality"), vitality}};
}

QJsonObject land(const char *name, int number, bool ranged = true)
{
    return {{QStringLiteral("name"), QLatin1String(name)}, {QStringLiteral("number"), number}, {QStringLiteral("ranged"), ranged}};
}

// Kobold (2) and Goblin (4) set out; the Imp (3) waits in the first deck; one land, the
// Mountains (3): the decks and the spiral as typed.
QJsonObject shortAdventure()
{
    return {{QStringLiteral("cards"), QJsonArray{card("Kobold", "mortal", 2), card("Goblin", "mortal", 4), card("Imp", "external", 3)}},
            {QStringLiteral("lands"), QJsonArray{land("Mountains", 3)}},
            {QStringLiteral("spiral"), QStringLiteral("typed")},
            {QStringLiteral("decks"), QStringLiteral("typed")},
            {QStringLiteral("seed"), 7}};
}

es::Card plainCard(const char *name, es::Kind kind, int vitality)
{
    es::Card c;
    c.name = name;
    c.kind = kind;
    c.vitality = vitality;
    return c;
}

QString phaseOf(const EspiralWindow &w)
{
    return w.view().value(QStringLiteral("phase")).toString();
}

void typeFaces(EspiralWindow &w, const QString &faces)
{
    if (!w.isActiveWindow()) {
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
    }
    QLineEdit *first = w.faceField(0);
    QVERIFY(first->isVisibleTo(&w));
    first->setFocus();
    // One key a die: the focus moves on by itself.
    for (const QChar c : faces)
        QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.enterDiceButton()));
    click(w.enterDiceButton());
}

void typeStrikes(EspiralWindow &w, int strikes)
{
    w.strikesField()->setValue(strikes);
    click(w.enterStrikesButton());
}

struct Library {
    QTemporaryDir dir;
    store::GameStore store;
    Library() { QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok()); }
};

// One step of an adventure by the app's rolls: the button the phase asks for, and the hits
// given to the first creatures that take them (the hero last).
void stepByAppRolls(EspiralWindow &w)
{
    const QString phase = phaseOf(w);
    if (phase == QLatin1String("move"))
        click(w.advanceButton());
    else if (phase == QLatin1String("trial") || phase == QLatin1String("enemy-attack") || phase == QLatin1String("counter-attack"))
        click(w.rollButton());
    else if (phase == QLatin1String("reward"))
        click(w.recruitButton()->isEnabled() ? static_cast<QWidget *>(w.recruitButton()) : w.skipButton());
    else if (phase == QLatin1String("encounter"))
        click(w.drawButton());
    else if (phase == QLatin1String("party-damage") || phase == QLatin1String("enemy-damage")) {
        const bool party = phase == QLatin1String("party-damage");
        const int strikes = w.view().value(QStringLiteral("strikes")).toInt();
        const int side = static_cast<int>(w.view().value(party ? QStringLiteral("allies") : QStringLiteral("enemies")).toArray().size());
        for (int given = 0, tries = 0; given < strikes && tries < 4 * (strikes + side + 1); ++tries) {
            const int before = std::accumulate(w.pendingHits().begin(), w.pendingHits().end(), w.pendingHero());
            for (int i = 0; i < side; ++i) {
                click(party ? w.allyButton(i) : w.enemyButton(i));
                if (std::accumulate(w.pendingHits().begin(), w.pendingHits().end(), w.pendingHero()) > before)
                    break;
            }
            if (party && std::accumulate(w.pendingHits().begin(), w.pendingHits().end(), w.pendingHero()) == before)
                click(w.allyButton(-1));
            given = std::accumulate(w.pendingHits().begin(), w.pendingHits().end(), w.pendingHero());
            if (given == before)
                break; // no creature takes more: the rest are lost (E-COUNTER-ASSIGN)
        }
        click(w.dealButton());
    }
}

} // namespace

class EspiralWindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aShortAdventureIsClickedThroughToItsEnd();
    void aWholeAdventureByTheAppsRollsEndsWonOrLost_data();
    void aWholeAdventureByTheAppsRollsEndsWonOrLost();
    void undoTakesBackAMoveButNeverARoll();
    void theCardsDrawnAtTheTableAreNamed();
    void theOddsOfATrialFollowTheLandsNumber_data();
    void theOddsOfATrialFollowTheLandsNumber();
    void theWizardTakesTypedAndImportedCards();
    void theLibraryReopensAnAdventureInItsWindow();
    void modelsPassTheModelTester();
    void nothingOverlapsAt1366x768_data();
    void nothingOverlapsAt1366x768();
};

void EspiralWindowTest::aShortAdventureIsClickedThroughToItsEnd()
{
    Library lib;
    std::unique_ptr<EspiralWindow> w(EspiralWindow::start(lib.store, QStringLiteral("Ada"), shortAdventure(), nullptr));
    QVERIFY(w);
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCOMPARE(w->map()->hero(), 0);
    QVERIFY(w->heroLabel()->text().startsWith(QStringLiteral("Hero level 1")));
    QCOMPARE(w->decksLabel()->text().section(QLatin1Char('\n'), 0, 0), QStringLiteral("Decks: first 1 · second 0 · third 0 cards"));
    QVERIFY(w->allyButton(0)->text().startsWith(QStringLiteral("Kobold (mortal)\nvitality 2 of 2")));
    QVERIFY(w->allyButton(1)->text().startsWith(QStringLiteral("Goblin (mortal)\nvitality 4 of 4")));

    // E-MOVE, E-TRIAL: on the Mountains (3), 6 and 6 are an encounter; the odds said so first.
    click(w->advanceButton());
    QCOMPARE(w->map()->hero(), 1);
    QCOMPARE(phaseOf(*w), QStringLiteral("trial"));
    QVERIFY(w->oddsLabel()->isVisibleTo(w.get()));
    QVERIFY2(w->oddsLabel()->text().contains(QStringLiteral("more than 3: 91.7 % (33 of 36)")), qPrintable(w->oddsLabel()->text()));
    typeFaces(*w, QStringLiteral("66"));
    QCOMPARE(phaseOf(*w), QStringLiteral("encounter"));
    click(w->drawButton());
    QCOMPARE(phaseOf(*w), QStringLiteral("enemy-attack"));
    QVERIFY(w->enemyButton(0)->text().startsWith(QStringLiteral("Imp (external)\nvitality 3 of 3")));

    // The Imp's attack typed as a count: three strikes on the party.
    typeStrikes(*w, 3);
    QCOMPARE(phaseOf(*w), QStringLiteral("party-damage"));
    click(w->allyButton(0));
    click(w->allyButton(0));
    QCOMPARE(w->pendingHits(), std::vector<int>({2, 0}));
    // E-HIT-LIMIT: a third hit on the Kobold is refused, with the sentence.
    click(w->allyButton(0));
    QCOMPARE(w->pendingHits(), std::vector<int>({2, 0}));
    QVERIFY2(w->refusalLabel()->text().startsWith(QStringLiteral("Kobold has 2 vitality left: it can take at most 2 hit")),
             qPrintable(w->refusalLabel()->text()));
    QVERIFY(w->refusalLabel()->text().endsWith(QStringLiteral("(E-HIT-LIMIT)")));
    // E-HERO-DAMAGE: the hero at level 1 takes none.
    click(w->allyButton(-1));
    QCOMPARE(w->pendingHero(), 0);
    QCOMPARE(w->refusalLabel()->text(), QStringLiteral("your hero is level 1: he cannot take damage (E-HERO-DAMAGE)"));
    // A right-click takes a hit back; the hit token dragged onto the Goblin gives one.
    rightClick(w->allyButton(0));
    QCOMPARE(w->pendingHits(), std::vector<int>({1, 0}));
    click(w->allyButton(0));
    drag(w->hitToken(), w->allyButton(1));
    QCOMPARE(w->pendingHits(), std::vector<int>({2, 1}));
    QVERIFY(w->allyButton(1)->text().endsWith(QStringLiteral("1 hit(s) given")) || w->allyButton(1)->text().endsWith(QStringLiteral("1 hit given")));
    click(w->dealButton());
    // E-KILLED, E-NO-COUNTER: the Kobold dies; the damaged Goblin does not counter: the hero's 1 die.
    QCOMPARE(phaseOf(*w), QStringLiteral("counter-attack"));
    QCOMPARE(w->view().value(QStringLiteral("dice")).toInt(), 1);
    QCOMPARE(w->view().value(QStringLiteral("lost")).toInt(), 1);
    typeFaces(*w, QStringLiteral("5"));
    QCOMPARE(phaseOf(*w), QStringLiteral("enemy-damage"));
    click(w->enemyButton(0));
    click(w->dealButton());
    // Round 2: the Imp (2 left) misses; the Goblin (3 left) and the hero counter with 4 dice.
    QCOMPARE(phaseOf(*w), QStringLiteral("enemy-attack"));
    typeFaces(*w, QStringLiteral("12"));
    QCOMPARE(phaseOf(*w), QStringLiteral("counter-attack"));
    QCOMPARE(w->view().value(QStringLiteral("dice")).toInt(), 4);
    typeFaces(*w, QStringLiteral("6641"));
    click(w->enemyButton(0));
    click(w->enemyButton(0));
    click(w->dealButton());
    // E-VICTORY: the hero levels up; E-WIN: past the last land.
    QCOMPARE(phaseOf(*w), QStringLiteral("move"));
    QCOMPARE(w->view().value(QStringLiteral("heroLevel")).toInt(), 2);
    QVERIFY(w->heroLabel()->text().startsWith(QStringLiteral("Hero level 2")));
    click(w->advanceButton());
    QCOMPARE(phaseOf(*w), QStringLiteral("over"));
    QCOMPARE(w->statusLabel()->text(), QStringLiteral("The adventure is won: your hero stands on the last stronghold."));
    QVERIFY(w->resultsDialog());
    QVERIFY(w->resultsDialog()->isVisible());
    QCOMPARE(w->resultsDialog()->model()->rowCount(), 1);
    QCOMPARE(w->resultsDialog()->model()->index(0, ew::EspiralResultsModel::Outcome).data().toString(), QStringLiteral("won"));
    QCOMPARE(w->resultsDialog()->model()->index(0, ew::EspiralResultsModel::Furthest).data().toString(), QStringLiteral("1 of 1"));
    QCOMPARE(w->resultsDialog()->model()->index(0, ew::EspiralResultsModel::Battles).data().toInt(), 1);
    QCOMPARE(w->resultsDialog()->model()->index(0, ew::EspiralResultsModel::Lost).data().toInt(), 1);
    // The log told it all, the faces and their source with each roll.
    QStringList log;
    for (int i = 0; i < w->log()->count(); ++i)
        log << w->log()->item(i)->text();
    QVERIFY2(log.contains(QStringLiteral("Dice trial: 12 (6 6, typed) against 3: an encounter.")), qPrintable(log.join(QLatin1Char('\n'))));
    QVERIFY(log.contains(QStringLiteral("Imp appears (deck 1).")));
    QVERIFY(log.contains(QStringLiteral("Victory! Your hero levels up to level 2.")));
    QCOMPARE(log.last(), QStringLiteral("The adventure is won: your hero stands on the last stronghold."));
    // Nothing is accepted after the end.
    QVERIFY(!w->advanceButton()->isVisibleTo(w.get()));
}

void EspiralWindowTest::aWholeAdventureByTheAppsRollsEndsWonOrLost_data()
{
    QTest::addColumn<int>("seed");
    for (int seed : {1, 2, 3, 4, 5})
        QTest::addRow("seed %d", seed) << seed;
}

void EspiralWindowTest::aWholeAdventureByTheAppsRollsEndsWonOrLost()
{
    QFETCH(int, seed);
    Library lib;
    QJsonObject setup{
        {QStringLiteral("cards"), QJsonArray{card("Kobold", "mortal", 2), card("Goblin", "mortal", 4), card("Sprite", "elemental", 3),
                                            card("Imp", "external", 4), card("Troll", "mortal", 7), card("Wyrm", "external", 10)}},
        {QStringLiteral("lands"), QJsonArray{land("Mountains", 3), land("Woods", 8, false), land("Swamp", 7), land("Spires", 10)}},
        {QStringLiteral("seed"), seed}};
    std::unique_ptr<EspiralWindow> w(EspiralWindow::start(lib.store, QStringLiteral("Ben"), setup, nullptr));
    QVERIFY(w);
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    for (int step = 0; step < 400 && phaseOf(*w) != QLatin1String("over"); ++step) {
        const std::size_t before = w->session().history().size();
        stepByAppRolls(*w);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(w->session().history().size() == before + 1,
                 qPrintable(phaseOf(*w) + QLatin1Char(' ') + w->refusalLabel()->text()));
    }
    QCOMPARE(phaseOf(*w), QStringLiteral("over"));
    const bool won = w->view().value(QStringLiteral("won")).toBool();
    QCOMPARE(w->statusLabel()->text(), won ? QStringLiteral("The adventure is won: your hero stands on the last stronghold.")
                                           : QStringLiteral("The adventure is lost: your hero is dead."));
    // Every app roll is in the log with its faces.
    bool rolled = false;
    for (int i = 0; i < w->log()->count(); ++i)
        rolled = rolled || w->log()->item(i)->text().contains(QStringLiteral("rolled by the app"));
    QVERIFY(rolled);
    // The same seed, replayed by the store, gives the same adventure.
    const qint64 id = w->session().gameId();
    const std::uint64_t hash = w->session().state().hash();
    w.reset();
    QString error;
    auto again = game::Session::resume(lib.store, id, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->state().hash(), hash);
    const auto record = lib.store.game(id);
    QVERIFY(record->finished.isValid());
}

void EspiralWindowTest::undoTakesBackAMoveButNeverARoll()
{
    Library lib;
    std::unique_ptr<EspiralWindow> w(EspiralWindow::start(lib.store, QStringLiteral("Ada"), shortAdventure(), nullptr));
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(!w->undoAction()->isEnabled());
    click(w->advanceButton());
    QVERIFY(w->undoAction()->isEnabled());
    w->undoAction()->trigger();
    QCOMPARE(phaseOf(*w), QStringLiteral("move"));
    QCOMPARE(w->map()->hero(), 0);
    QCOMPARE(w->log()->item(w->log()->count() - 1)->text(), QStringLiteral("The last action was taken back."));
    click(w->advanceButton());
    // E-DICE: a typed roll is a reveal: undo stops before it.
    typeFaces(*w, QStringLiteral("12"));
    QCOMPARE(phaseOf(*w), QStringLiteral("reward"));
    QVERIFY(!w->undoAction()->isEnabled());
    w->undoAction()->trigger();
    QCOMPARE(phaseOf(*w), QStringLiteral("reward"));
    // E-HEAL: the hero at level 1 cannot give a level; the refusal says so.
    QVERIFY(!w->healButton()->isEnabled());
    click(w->skipButton());
    QCOMPARE(phaseOf(*w), QStringLiteral("move"));
    QVERIFY(w->undoAction()->isEnabled()); // a skip reveals nothing
}

void EspiralWindowTest::theCardsDrawnAtTheTableAreNamed()
{
    Library lib;
    QJsonObject setup = shortAdventure();
    setup[QStringLiteral("cards")] = QJsonArray{card("Kobold", "mortal", 2), card("Goblin", "mortal", 4), card("Imp", "external", 3),
                                                card("Wisp", "elemental", 1), card("Troll", "mortal", 7)};
    setup[QStringLiteral("lands")] = QJsonArray{land("Mountains", 3), land("Swamp", 7)};
    std::unique_ptr<EspiralWindow> w(EspiralWindow::start(lib.store, QStringLiteral("Ada"), setup, nullptr));
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    click(w->advanceButton());
    typeFaces(*w, QStringLiteral("12")); // 3 against 3: no encounter (E-TRIAL-TIE)
    QCOMPARE(phaseOf(*w), QStringLiteral("reward"));
    // E-RECRUIT: the first deck's cards not in the party; the app's own top card unnamed.
    QComboBox *drawn = w->drawnField(0);
    QVERIFY(drawn->isVisibleTo(w.get()));
    QCOMPARE(drawn->count(), 3);
    QCOMPARE(drawn->itemText(0), QStringLiteral("deck 1: as the app draws"));
    QCOMPARE(drawn->itemText(1), QStringLiteral("Imp"));
    QCOMPARE(drawn->itemText(2), QStringLiteral("Wisp"));
    QVERIFY(!w->drawnField(1)->isVisibleTo(w.get()));
    drawn->setCurrentIndex(2);
    click(w->recruitButton());
    QCOMPARE(w->log()->item(w->log()->count() - 1)->text(), QStringLiteral("Wisp joins your party."));
    QVERIFY(w->allyButton(2)->text().startsWith(QStringLiteral("Wisp (elemental)")));
    // E-ENCOUNTER: a party of three draws one card from the first deck: the Imp is left.
    click(w->advanceButton());
    typeFaces(*w, QStringLiteral("66"));
    QCOMPARE(phaseOf(*w), QStringLiteral("encounter"));
    QCOMPARE(w->drawnField(0)->count(), 2);
    w->drawnField(0)->setCurrentIndex(1);
    click(w->drawButton());
    QVERIFY(w->enemyButton(0)->text().startsWith(QStringLiteral("Imp (external)")));
    QVERIFY(!w->drawnField(0)->isVisibleTo(w.get()));
}

void EspiralWindowTest::theOddsOfATrialFollowTheLandsNumber_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<bool>("tie");
    QTest::addColumn<int>("ways");
    // espiral-facts.md: 3: 91.7 %, 6: 58.3 %, 8: 27.8 %, 10: 8.3 %, 12 or more: never.
    QTest::newRow("Mountains 3") << 3 << false << 33;
    QTest::newRow("Rivers and Lakes 6") << 6 << false << 21;
    QTest::newRow("Woods 8") << 8 << false << 10;
    QTest::newRow("Spires 10") << 10 << false << 3;
    QTest::newRow("12: never") << 12 << false << 0;
    QTest::newRow("a tie counts (E-TRIAL-TIE): 6") << 6 << true << 26;
    QTest::newRow("a tie counts: 12") << 12 << true << 1;
}

void EspiralWindowTest::theOddsOfATrialFollowTheLandsNumber()
{
    QFETCH(int, number);
    QFETCH(bool, tie);
    QFETCH(int, ways);
    QCOMPARE(ew::encounterWays(number, tie), ways);
    // The window's sentence is the rules' own chance: every pair of faces played through them.
    es::Table table;
    table.cards = {plainCard("Kobold", es::Kind::Mortal, 2), plainCard("Goblin", es::Kind::Mortal, 4)};
    table.lands = {{"Land", number, true}};
    es::Options options;
    options.tieEncounters = tie;
    int encounters = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            es::State s;
            QVERIFY(es::start(s, table, options, 1, false, false).empty());
            es::apply(s, 0, es::Advance{});
            es::Roll r;
            r.roll.faces = {a, b};
            QVERIFY(es::validate(s, 0, r).ok());
            es::apply(s, 0, r);
            encounters += s.phase == es::Phase::Encounter ? 1 : 0;
        }
    }
    QCOMPARE(encounters, ways);
    QVERIFY(ew::oddsText(number, tie).contains(QStringLiteral("(%1 of 36)").arg(ways)) || ways == 0);
}

void EspiralWindowTest::theWizardTakesTypedAndImportedCards()
{
    QTemporaryDir dir;
    GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    MainWindow window(&controller, nullptr);
    window.showNewGameWizard();
    auto *wizard = window.findChild<NewGameWizard *>();
    QVERIFY(wizard);
    wizard->chooseGame(u"espiral");
    wizard->next();
    QCOMPARE(wizard->currentId(), int(NewGameWizard::EspiralPage));
    auto *page = wizard->findChild<ew::EspiralSetupPage *>();
    QVERIFY(page);
    QVERIFY(!page->isComplete());

    // A file with a bad row imports nothing and names the line and the reason.
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name,type,vitality\nKobold,mortal,2\nDragon,dragon,12\nGoblin,mortal,40\n");
    }
    QVERIFY(!page->importFile(bad));
    QCOMPARE(page->cards()->rowCount(), 0);
    QVERIFY2(page->importLabel()->text().contains(QStringLiteral("line 3: type: \"dragon\" is not mortal, elemental or external")),
             qPrintable(page->importLabel()->text()));
    QVERIFY(page->importLabel()->text().contains(QStringLiteral("line 4: ")));

    // A good one: cards and lands.
    const QString good = dir.filePath(QStringLiteral("good.json"));
    {
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"cards": [{"name": "Kobold", "type": "mortal", "vitality": 2},
                              {"name": "Goblin", "type": "mortal", "vitality": 4}],
                    "lands": [{"name": "Mountains", "number": 3}]})");
    }
    QVERIFY(page->importFile(good));
    QCOMPARE(page->cards()->rowCount(), 2);
    QCOMPARE(page->lands()->rowCount(), 1);

    // A card typed in the app, refused first for its bonus, then added.
    QTimer::singleShot(0, this, [page] {
        auto *dialog = page->findChild<ew::CardEditDialog *>();
        QVERIFY(dialog);
        dialog->nameField()->setText(QStringLiteral("Troll"));
        dialog->vitalityField()->setValue(7);
        dialog->landsField()->setText(QStringLiteral("Swamp two"));
        dialog->accept();
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->problemLabel()->text().isEmpty());
        dialog->landsField()->setText(QStringLiteral("Swamp +2"));
        dialog->accept();
    });
    click(page->addCardButton());
    QCOMPARE(page->cards()->rowCount(), 3);
    QCOMPARE(page->cards()->index(2, ew::CardListModel::Deck).data().toInt(), 2);
    QCOMPARE(page->cards()->index(2, ew::CardListModel::Bonuses).data().toString(), QStringLiteral("lands: Swamp +2"));
    // A land typed: the Woods, no ranged attacks.
    page->landNameField()->setText(QStringLiteral("Woods"));
    page->landNumberField()->setValue(8);
    page->landNoRangedField()->setChecked(true);
    click(page->addLandButton());
    QCOMPARE(page->lands()->rowCount(), 2);
    QCOMPARE(page->lands()->index(1, ew::LandListModel::Ranged).data().toString(), QStringLiteral("no"));
    QVERIFY(page->isComplete());
    QTest::qWait(50);
    const QString shot = QDir(qEnvironmentVariable("XOBOS_ESPIRAL_SHOTS", QDir::tempPath())).filePath(QStringLiteral("espiral-wizard.png"));
    QVERIFY(wizard->grab().save(shot));
    qInfo("%s", qPrintable(shot));
    page->nameField()->setText(QStringLiteral("Cleo"));
    QCOMPARE(wizard->nextId(), -1);
    click(wizard->button(QWizard::FinishButton));

    auto *w = window.findChild<EspiralWindow *>();
    QVERIFY(w);
    const auto record = controller.store().game(w->session().gameId());
    QCOMPARE(record->module, QStringLiteral("espiral"));
    QCOMPARE(record->players.front().name, QStringLiteral("Cleo"));
    QCOMPARE(w->view().value(QStringLiteral("cards")).toArray().size(), 3);
    QCOMPARE(w->allyButton(-1)->text().section(QLatin1Char('\n'), 0, 0), QStringLiteral("Cleo, the hero"));
    delete w;
}

void EspiralWindowTest::theLibraryReopensAnAdventureInItsWindow()
{
    QTemporaryDir dir;
    GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    MainWindow window(&controller, nullptr);
    auto *w = EspiralWindow::start(controller.store(), QStringLiteral("Ada"), shortAdventure(), &window);
    QVERIFY(w);
    click(w->advanceButton());
    typeFaces(*w, QStringLiteral("66"));
    const qint64 id = w->session().gameId();
    const int logged = w->log()->count();
    delete w;
    window.openGame(id);
    w = window.findChild<EspiralWindow *>();
    QVERIFY(w);
    QCOMPARE(phaseOf(*w), QStringLiteral("encounter"));
    QCOMPARE(w->log()->count(), logged);
    QCOMPARE(w->map()->hero(), 1);
    QVERIFY(!controller.hasGame()); // the main window's table stays as it was
    delete w;
}

void EspiralWindowTest::modelsPassTheModelTester()
{
    ew::CardListModel cards;
    QAbstractItemModelTester cardTester(&cards, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const es::Card kobold = plainCard("Kobold", es::Kind::Mortal, 2);
    es::Card wyrm{"Wyrm", es::Kind::External, 12, 3, 2, {{"Spires", 2}}, {{"mortal", 1}}, {"Imp"}, "old"};
    cards.addCard(kobold);
    cards.addCard(wyrm);
    QCOMPARE(cards.rowCount(), 2);
    QCOMPARE(cards.index(1, ew::CardListModel::Deck).data().toInt(), 3);
    QCOMPARE(cards.index(1, ew::CardListModel::Bonuses).data().toString(),
             QStringLiteral("lands: Spires +2 · versus: mortal +1 · immune: Imp"));
    wyrm.vitality = 6;
    cards.replaceCard(1, wyrm);
    QCOMPARE(cards.index(1, ew::CardListModel::Deck).data().toInt(), 2);
    QVERIFY(cards.removeRows(0, 1));
    QVERIFY(!cards.removeRows(1, 1));
    cards.setCards({kobold, kobold, wyrm});
    QCOMPARE(cards.rowCount(), 3);

    ew::LandListModel lands;
    QAbstractItemModelTester landTester(&lands, QAbstractItemModelTester::FailureReportingMode::QtTest);
    lands.addLand({"Woods", 8, false});
    lands.setLands({{"Mountains", 3, true}, {"Woods", 8, false}, {"Swamp", 7, true}});
    QVERIFY(lands.removeRows(1, 2));
    QCOMPARE(lands.rowCount(), 1);
    QCOMPARE(lands.index(0, ew::LandListModel::Number).data().toInt(), 3);

    ew::EspiralResultsModel results;
    QAbstractItemModelTester resultsTester(&results, QAbstractItemModelTester::FailureReportingMode::QtTest);
    store::GameRecord won;
    won.id = 1;
    won.module = QStringLiteral("espiral");
    won.finished = QDateTime(QDate(2026, 12, 1), QTime(20, 0));
    won.resultJson = R"({"won": true, "furthest": 23, "lands": 23, "battles": 5, "lost": 2, "heroLevel": 4})";
    won.players << store::PlayerRecord{0, QStringLiteral("Ada"), QString(), QString()};
    store::GameRecord lost = won;
    lost.id = 2;
    lost.finished = QDateTime(QDate(2026, 12, 2), QTime(20, 0));
    lost.resultJson = R"({"won": false, "furthest": 9, "lands": 23, "battles": 3, "lost": 4, "heroLevel": 0})";
    store::GameRecord running = won;
    running.id = 3;
    running.finished = QDateTime();
    store::GameRecord tech = won;
    tech.id = 4;
    tech.module = QStringLiteral("tech");
    results.setGames({won, lost, running, tech});
    QCOMPARE(results.rowCount(), 2);
    QCOMPARE(results.index(0, ew::EspiralResultsModel::Outcome).data().toString(), QStringLiteral("lost")); // newest first
    QCOMPARE(results.index(0, ew::EspiralResultsModel::Furthest).data().toString(), QStringLiteral("9 of 23"));
    QCOMPARE(results.index(1, 0).data(ew::EspiralResultsModel::WonRole).toBool(), true);
    const auto totals = results.totals();
    QCOMPARE(totals.adventures, 2);
    QCOMPARE(totals.won, 1);
    QCOMPARE(totals.battles, 8);
    QCOMPARE(totals.lost, 6);
    QCOMPARE(totals.furthest, 23);
    results.setGames({});
    QCOMPARE(results.rowCount(), 0);
}

void EspiralWindowTest::nothingOverlapsAt1366x768_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("Polish") << QStringLiteral("pl");
}

void EspiralWindowTest::nothingOverlapsAt1366x768()
{
    QFETCH(QString, language);
    xobos::ui::installTranslations(QLocale(language));
    const auto english = qScopeGuard([] { xobos::ui::installTranslations(QLocale(QLocale::English)); });
    Library lib;
    QJsonObject setup = shortAdventure();
    QJsonArray lands;
    for (int i = 0; i < 23; ++i)
        lands.append(land(i % 4 == 1 ? "Woods" : i % 4 == 2 ? "The Dry Heaps" : i % 4 == 3 ? "Rivers and Lakes" : "Mountains",
                          3 + i % 8, i % 4 != 1));
    setup[QStringLiteral("lands")] = lands;
    std::unique_ptr<EspiralWindow> w(EspiralWindow::start(lib.store, QStringLiteral("Ada"), setup, nullptr));
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    const QSize size(1366, 768);
    w->resize(size);
    const QString shots = qEnvironmentVariable("XOBOS_ESPIRAL_SHOTS", QDir::tempPath());
    // Every text fits its widget, and no two texts overlap; a PNG of it to look at.
    const auto check = [&](const char *what) {
        QTest::qWait(50); // the layouts' posted requests
        const QString file = QDir(shots).filePath(QStringLiteral("espiral-%1-%2-1366x768.png").arg(QLatin1String(what), language));
        QVERIFY(w->grab().save(file));
        qInfo("%s", qPrintable(file));
        QCOMPARE(w->size(), size);
        QVERIFY(w->minimumSizeHint().width() <= size.width() && w->minimumSizeHint().height() <= size.height());
        const QStringList problems = xobos::testing::textFitProblems(w.get());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    };
    click(w->advanceButton());
    check("trial");
    if (QTest::currentTestFailed())
        return;
    typeFaces(*w, QStringLiteral("66"));
    check("encounter");
    if (QTest::currentTestFailed())
        return;
    click(w->drawButton());
    typeStrikes(*w, 3);
    click(w->allyButton(0));
    click(w->allyButton(0));
    click(w->allyButton(0)); // the refusal shown
    check("damage");
    if (QTest::currentTestFailed())
        return;
    // The spiral's places do not overlap either.
    const int places = static_cast<int>(lands.size()) + 2;
    for (int i = 0; i < places; ++i) {
        for (int j = i + 1; j < places; ++j)
            QVERIFY2(!w->map()->placeRect(i).intersects(w->map()->placeRect(j)), qPrintable(QStringLiteral("%1/%2").arg(i).arg(j)));
    }
}

QTEST_MAIN(EspiralWindowTest)
#include "tst_espiralwindow.moc"
