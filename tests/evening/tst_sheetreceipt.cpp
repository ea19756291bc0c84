// SPDX-License-Identifier: GPL-3.0-or-later
// Every entry on the private sheet gives a one-line receipt (issue #25), on that sheet
// only: never in the public log, the window title, the status bar, a tooltip or an undo
// label; and the sheet names its Guardians as the table does ("Green Guardian 2").
#include "gamescript.h"

#include "i18n/translation.h"

#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/secrettext.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/secrets/handover.h"
#include "ui/table/sheetspanel.h"
#include "xobos/io/boardio.h"
#include "xobos/rules/engine.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTest>

using namespace xobos;
using ui::secrets::PlayerSheetWidget;

namespace {

const QColor kGreen(0x2e, 0x9e, 0x4f);

// The standard board's two-player game: in Setup (no Leader yet), or played into its first
// Development phase (every seat chooses its first Guardian as Leader and ends its turns).
rules::GameState position(rules::Phase phase)
{
    const io::BoardLoadResult loaded = io::loadBundledBoard(QStringLiteral("standard"));
    rules::SetupOptions options;
    options.players = 2;
    rules::SetupResult setup = rules::standardSetup(std::make_shared<const rules::Board>(*loaded.board), options);
    rules::GameState s = std::move(setup.state);
    for (int step = 0; step < 200 && s.phase != phase; ++step) {
        const int p = rules::actingPlayers(s).front();
        const std::vector<rules::Action> legal = rules::legalActions(s, p);
        const rules::Action *pick = &legal.front();
        for (const rules::Action &a : legal)
            if (std::holds_alternative<rules::EndTurn>(a) || std::holds_alternative<rules::Counterattack>(a))
                pick = &a;
        rules::play(s, p, *pick);
    }
    return s;
}

QString sheetMessage(const PlayerSheetWidget &w)
{
    const auto *label = w.findChild<QLabel *>(QStringLiteral("sheetMessage"));
    return label && label->isVisible() ? label->text() : QString();
}

} // namespace

class TestSheetReceipt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { i18n::installTranslations(QLocale(QLocale::English)); }
    void oneClickEntersAndGivesAReceipt_data();
    void oneClickEntersAndGivesAReceipt();
    void aRefusalIsShownWithoutReceipt();
    void theReceiptIsNeverPublic();
    void thePrivateSheetTakesTheRoomItNeeds_data();
    void thePrivateSheetTakesTheRoomItNeeds();
    void theSheetNamesGuardiansByColourAndNumber();
};

void TestSheetReceipt::oneClickEntersAndGivesAReceipt_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("kind"); // the Action alternative clicked
    QTest::addColumn<QString>("receipt");
    QTest::newRow("the Leader choice (Setup)") << int(rules::Phase::Setup) << int(rules::Action(rules::ChooseLeader{}).index())
                                               << QStringLiteral("Green Guardian 1: Choose as Leader");
    QTest::newRow("a Reinforcement (Development)")
        << int(rules::Phase::Development) << int(rules::Action(rules::Connect{}).index()) << QStringLiteral("Green Guardian ");
}

void TestSheetReceipt::oneClickEntersAndGivesAReceipt()
{
    QFETCH(int, phase);
    QFETCH(int, kind);
    QFETCH(QString, receipt);
    rules::GameState s = position(rules::Phase(phase));
    QCOMPARE(s.phase, rules::Phase(phase));
    PlayerSheetWidget w;
    w.setPlayerColour(kGreen);
    const auto refresh = [&w, &s] {
        w.setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
        w.setLegalActions(rules::legalActions(s, 0));
    };
    refresh();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // What the Sheets panel and the window do: submit, refresh the sheet, say "Entered.".
    int entered = 0;
    connect(&w, &PlayerSheetWidget::actionRequested, &w, [&](int seat, const rules::Action &a) {
        QVERIFY(rules::play(s, seat, a).accepted());
        ++entered;
        refresh();
        w.setMessage(QStringLiteral("Entered."), false);
    });
    const rules::Action *chosen = nullptr;
    for (const rules::Action &a : w.offeredActions())
        if (int(a.index()) == kind && !chosen)
            chosen = &a;
    QVERIFY(chosen);
    const rules::Action action = *chosen;
    const QString expected = ui::secrets::receiptText(action, s.map(), kGreen);
    QVERIFY(expected.startsWith(receipt));
    QTest::mouseClick(w.buttonFor(action), Qt::LeftButton); // one click, no chooser, no "Do it"
    QCOMPARE(entered, 1);
    QCOMPARE(sheetMessage(w), expected);
    QVERIFY(!expected.contains(QLatin1Char('\n')));
    // The next position clears it.
    refresh();
    QVERIFY(sheetMessage(w).isEmpty());
}

void TestSheetReceipt::aRefusalIsShownWithoutReceipt()
{
    const rules::GameState s = position(rules::Phase::Development);
    PlayerSheetWidget w;
    w.setPlayerColour(kGreen);
    w.setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
    w.setLegalActions(rules::legalActions(s, 0));
    w.show();
    connect(&w, &PlayerSheetWidget::actionRequested, &w,
            [&w](int, const rules::Action &) { w.setMessage(QStringLiteral("Not possible."), true); });
    QTest::mouseClick(w.groupButtons(0).front(), Qt::LeftButton);
    QCOMPARE(sheetMessage(w), QStringLiteral("Not possible."));
}

void TestSheetReceipt::theReceiptIsNeverPublic()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->coverSheets();
    testing::openSheet(window, 0);
    QVERIFY(!QTest::currentTestFailed());
    PlayerSheetWidget *sheet = window.sheetsPanel()->sheet(0);
    const rules::Action *connect = nullptr;
    for (const rules::Action &a : sheet->offeredActions())
        if (std::holds_alternative<rules::Connect>(a) && !connect)
            connect = &a;
    QVERIFY(connect);
    QTest::mouseClick(sheet->buttonFor(*connect), Qt::LeftButton);
    const QString receipt = sheetMessage(*sheet);
    QVERIFY2(receipt.contains(QStringLiteral("Guardian")), qPrintable(receipt));
    // Nowhere but on the sheet, even while it is open: not the title, status bar, log or undo.
    QVERIFY(!window.windowTitle().contains(receipt));
    QVERIFY(!window.statusBar()->currentMessage().contains(receipt));
    for (const QString &line : window.logModel()->texts())
        QVERIFY2(!line.contains(receipt), qPrintable(line));
    for (const QAction *a : window.findChildren<QAction *>())
        QVERIFY2(!a->text().contains(receipt) && !a->toolTip().contains(receipt), qPrintable(a->text()));

    window.sheetsPanel()->doneButton()->click();
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(sheetMessage(*sheet).isEmpty());
    for (const QString &line : window.logModel()->texts())
        QVERIFY2(!line.contains(receipt), qPrintable(line));
    for (const QString &text : testing::publicTexts(window))
        QVERIFY2(!text.contains(receipt), qPrintable(text));
}

void TestSheetReceipt::thePrivateSheetTakesTheRoomItNeeds_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("Polish") << QStringLiteral("pl");
}

// The real window at 1366×768 with a player's sheet open: the sheet fills the window and
// needs no scroll bar.
// Saves window-private-sheet-<language>.png under the temporary folder xobos-sheet-shots.
void TestSheetReceipt::thePrivateSheetTakesTheRoomItNeeds()
{
    QFETCH(QString, language);
    i18n::installTranslations(QLocale(language));
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->coverSheets();
    testing::openSheet(window, 0);
    QVERIFY(!QTest::currentTestFailed());
    PlayerSheetWidget *sheet = window.sheetsPanel()->sheet(0);
    QTest::qWait(50);
    testing::saveShot(window, QStringLiteral("xobos-sheet-shots"), QStringLiteral("window-private-sheet-%1.png").arg(language));
    auto *scroll = qobject_cast<QScrollArea *>(sheet->parentWidget()->parentWidget());
    QVERIFY(scroll);
    qInfo("sheet room %dx%d, the sheet asks for %dx%d", scroll->width(), scroll->height(), sheet->minimumSizeHint().width(),
          sheet->sizeHint().height());
    // The sheet has the whole window (PrivateSheetLayout), and the window stays 1366×768.
    QVERIFY2(window.width() <= 1366 && window.height() <= 768, qPrintable(QString::number(window.width())));
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), qPrintable(QString::number(scroll->width())));
    QVERIFY2(!scroll->verticalScrollBar()->isVisible(), qPrintable(QString::number(scroll->height())));
    for (const rules::Action &a : sheet->offeredActions()) {
        QPushButton *b = sheet->buttonFor(a);
        QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text()));
    }
    i18n::installTranslations(QLocale(QLocale::English));
}

void TestSheetReceipt::theSheetNamesGuardiansByColourAndNumber()
{
    const rules::GameState s = position(rules::Phase::Development);
    PlayerSheetWidget w;
    w.setPlayerColour(kGreen);
    w.setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
    const QModelIndex name = w.guardianModel()->index(1, ui::secrets::GuardianSheetModel::GuardianColumn);
    QVERIFY2(name.data().toString().startsWith(QStringLiteral("Green Guardian 2")), qPrintable(name.data().toString()));
}

QTEST_MAIN(TestSheetReceipt)
#include "tst_sheetreceipt.moc"
