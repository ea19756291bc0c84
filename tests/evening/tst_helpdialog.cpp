// SPDX-License-Identifier: GPL-3.0-or-later
// Help (issue #25): a shortcuts sheet read from the window's own actions, with the board's
// gestures, and a rules reference that opens at a refusal's ruling.
#include "gamescript.h"

#include "ui/shell/helpdialog.h"
#include "ui/shell/logpanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/rulesreference.h"
#include "ui/texts/reasontext.h"
#include "xobos/rules/violation.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace xobos;
using testing::TestLibrary;

namespace {

// Every "what<TAB>keys" line of the sheet, groups left out.
QStringList sheetLines(const QTreeWidget *tree)
{
    QStringList out;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            out << group->child(i)->text(0) + QLatin1Char('\t') + group->child(i)->text(1);
    }
    return out;
}

QAction *menuAction(ui::MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
}

} // namespace

class TestHelpDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRulesAreCutIntoChaptersAndRulings();
    void everyRefusalsRuleHasARuling();
    void aRuleIdIsFoundInAText_data();
    void aRuleIdIsFoundInAText();
    void theSheetListsEveryShortcutOfTheWindowAndTheGestures();
    void theHelpMenuOpensTheSheetAndTheReference();
    void doubleClickingARefusalOpensItsRuling();
    void theFilterKeepsTheRulingsThatMatch();
};

void TestHelpDialog::theRulesAreCutIntoChaptersAndRulings()
{
    const QList<ui::RulesChapter> rules = ui::parseRules(QStringLiteral(
        "# Title\nintro\n## Movement\n### R-MOVE-ONCE\n*\"Quoted.\"*\nRuling.\n\n### R-MOVE-SWAP\nSwap.\n## Combat\n### R-ATTACK\nA.\n"));
    QCOMPARE(rules.size(), 2);
    QCOMPARE(rules.at(0).title, QStringLiteral("Movement"));
    QCOMPARE(rules.at(0).rulings.size(), 2);
    QCOMPARE(rules.at(0).rulings.at(0).id, QStringLiteral("R-MOVE-ONCE"));
    QCOMPARE(rules.at(0).rulings.at(0).markdown, QStringLiteral("*\"Quoted.\"*\nRuling."));
    QCOMPARE(rules.at(1).rulings.at(0).markdown, QStringLiteral("A."));
    // The bundled docs/rules.md is in the program.
    QVERIFY(ui::bundledRules().size() >= 5);
    QVERIFY(ui::findRuling(QStringLiteral("R-MOVE-ONCE")));
    QVERIFY(!ui::findRuling(QStringLiteral("R-NO-SUCH-RULE")));
}

void TestHelpDialog::everyRefusalsRuleHasARuling()
{
    for (int c = 1; c < rules::violationCodeCount(); ++c) {
        const auto code = static_cast<rules::ViolationCode>(c);
        QVERIFY2(ui::findRuling(ui::reasonRule(code)), qPrintable(ui::reasonRule(code)));
    }
}

void TestHelpDialog::aRuleIdIsFoundInAText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("rule");
    QTest::newRow("a rule named in a sentence") << QStringLiteral("Rule R-MOVE-ONCE: once a round") << QStringLiteral("R-MOVE-ONCE");
    QTest::newRow("a rule in brackets") << QStringLiteral("Crystals a Watchtower holds (R-WT-CAP).") << QStringLiteral("R-WT-CAP");
    QTest::newRow("no rule") << QStringLiteral("Carla moved Green Guardian 3.") << QString();
}

void TestHelpDialog::aRuleIdIsFoundInAText()
{
    QFETCH(QString, text);
    QFETCH(QString, rule);
    QCOMPARE(ui::ruleIdIn(text), rule);
}

void TestHelpDialog::theSheetListsEveryShortcutOfTheWindowAndTheGestures()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, QSize(1366, 768));
    ui::HelpDialog *help = ui::HelpDialog::of(&window);
    QVERIFY(help);
    QCOMPARE(ui::HelpDialog::of(window.logPanel()), help); // one per window
    help->showShortcuts();
    const QStringList lines = sheetLines(help->shortcutsTree());
    int shortcuts = 0;
    for (const QAction *a : window.findChildren<QAction *>()) {
        if (a->shortcut().isEmpty() || !a->isVisible() || a->text().isEmpty())
            continue;
        ++shortcuts;
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(lines.filter(QLatin1Char('\t') + keys).size() > 0, qPrintable(a->objectName() + QLatin1Char(' ') + keys));
    }
    QVERIFY(shortcuts >= 15);
    // Written as in the menus, without their "&" and "…".
    QVERIFY(lines.contains(QStringLiteral("New Game\t%1").arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText))));
    QVERIFY(lines.contains(QStringLiteral("End Turn / Phase\tCtrl+E")));
    // The gestures.
    QVERIFY(lines.filter(QStringLiteral("Shift+click")).size() == 1);
    QVERIFY(lines.filter(QStringLiteral("Alt+click")).size() == 1);
    QVERIFY(lines.filter(QStringLiteral("Right-drag")).size() == 1);
    testing::saveShot(*help, QStringLiteral("xobos-evening-shots"), QStringLiteral("help-shortcuts.png"));
}

void TestHelpDialog::theHelpMenuOpensTheSheetAndTheReference()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(c.openLibrary());
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, QSize(1366, 768));
    QAction *sheet = menuAction(window, QStringLiteral("shortcutsHelpAction"));
    QAction *reference = menuAction(window, QStringLiteral("rulesHelpAction"));
    QVERIFY(sheet && reference);
    QMenu *help = window.findChild<QMenu *>(QStringLiteral("helpMenu"));
    QVERIFY(help->actions().contains(sheet));
    QVERIFY(help->actions().contains(reference));
    QCOMPARE(sheet->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(sheet->isEnabled());
    sheet->trigger();
    ui::HelpDialog *dialog = ui::HelpDialog::of(&window);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->shortcutsTree()->isVisible());
    reference->trigger();
    QTRY_VERIFY(dialog->rulesTree()->isVisible());
    QVERIFY(!dialog->ruleText()->toPlainText().isEmpty());
}

void TestHelpDialog::doubleClickingARefusalOpensItsRuling()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, QSize(1366, 768));
    QVERIFY(!c.submit(1, rules::EndTurn{})); // not Red's turn: R-TURN-ORDER
    QTableView *table = window.logPanel()->table();
    const int row = table->model()->rowCount() - 1;
    const QModelIndex cell = table->model()->index(row, 3);
    table->scrollTo(cell);
    const QPoint at = table->visualRect(cell).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    ui::HelpDialog *help = ui::HelpDialog::of(&window);
    QTRY_VERIFY(help->isVisible());
    const QString rule = ui::reasonRule(rules::ViolationCode::NOT_YOUR_TURN);
    QCOMPARE(help->currentRule(), rule);
    QVERIFY(help->ruleText()->toPlainText().startsWith(rule));
    QVERIFY(help->ruleText()->toPlainText().contains(QStringLiteral("NOT_YOUR_TURN")));
    testing::saveShot(*help, QStringLiteral("xobos-evening-shots"), QStringLiteral("help-rule.png"));
    // Another id in the ruling's text opens that ruling.
    QVERIFY(help->showRule(QStringLiteral("R-PHASE")));
    QCOMPARE(help->currentRule(), QStringLiteral("R-PHASE"));
    QVERIFY(!help->showRule(QStringLiteral("R-NO-SUCH-RULE")));
}

void TestHelpDialog::theFilterKeepsTheRulingsThatMatch()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(c.openLibrary());
    ui::MainWindow window(&c, nullptr);
    ui::HelpDialog *help = ui::HelpDialog::of(&window);
    help->showRule(QString());
    QTest::keyClicks(help->rulesFilter(), QStringLiteral("watchtower"));
    int shown = 0;
    int all = 0;
    QTreeWidget *tree = help->rulesTree();
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
            ++all;
            shown += tree->topLevelItem(g)->child(i)->isHidden() ? 0 : 1;
        }
    }
    QVERIFY(shown > 0);
    QVERIFY(shown < all);
    help->close();
}

QTEST_MAIN(TestHelpDialog)
#include "tst_helpdialog.moc"
