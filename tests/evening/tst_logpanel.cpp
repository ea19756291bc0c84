// SPDX-License-Identifier: GPL-3.0-or-later
// The log at the table (issue #25): each row filed under the round and phase it happened
// in, a turn's refused attempts folded into one row (a refused secret entry never in
// another's log), and room for more than four rows in the window.
#include "gamescript.h"

#include "ui/shell/logfilterproxy.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/logpanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/texts/gametext.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace xobos;
using testing::TestLibrary;

namespace {

// The first row (from the top) whose text is `text`; -1 when none.
int rowOf(const QAbstractItemModel &log, const QString &text)
{
    for (int r = 0; r < log.rowCount(); ++r) {
        if (log.index(r, ui::LogModel::TextColumn).data().toString() == text)
            return r;
    }
    return -1;
}

rules::Phase phaseOf(const QAbstractItemModel &log, int row)
{
    return static_cast<rules::Phase>(log.index(row, 0).data(ui::LogModel::PhaseRole).toInt());
}

// A move of Blue's that the referee refuses: a Guardian not one lane away (R-MOVE-GUARDIAN).
rules::MoveGuardian farMove(const ui::GameController &c)
{
    const rules::Board &b = *c.board();
    const int from = c.view().players[0].guardians[0].space;
    for (int s = 0; s < static_cast<int>(b.spaces.size()); ++s) {
        if (s != from && !b.adjacent(from, s))
            return rules::MoveGuardian{0, s, false};
    }
    return {};
}

} // namespace

class TestLogPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsAreFiledUnderThePhaseTheyHappenedIn();
    void aTurnsRefusedAttemptsAreOneRow();
    void everyRefusalIsARowWhenUnfolded();
    void aRefusedSecretEntryStaysOnItsSeatsLog();
    void theWindowShowsMoreThanFourRowsAndUnfoldsOnAClick();
};

void TestLogPanel::rowsAreFiledUnderThePhaseTheyHappenedIn()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::LogModel log(&c);
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(testing::startTwoPlayerGame(c));
    // The last Leader choice (stored under Setup, round 0) opens round 1's Movement phase.
    const int movement = rowOf(log, QStringLiteral("Movement phase begins."));
    QVERIFY(movement > 0);
    QCOMPARE(phaseOf(log, movement), rules::Phase::Movement);
    QCOMPARE(log.index(movement, ui::LogModel::PhaseColumn).data().toString(), ui::phaseText(rules::Phase::Movement));
    QCOMPARE(log.index(movement, ui::LogModel::RoundColumn).data().toInt(), 1);
    QCOMPARE(phaseOf(log, movement + 1), rules::Phase::Movement); // "Blue's turn."
    QCOMPARE(phaseOf(log, movement - 1), rules::Phase::Movement); // "Round 1 begins"
    QCOMPARE(phaseOf(log, 0), rules::Phase::Setup);

    // Appended rows are filed the same way: the end turn that starts the Development phase.
    const int before = log.rowCount();
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    const int development = rowOf(log, QStringLiteral("Development phase begins."));
    QVERIFY(development >= before);
    QCOMPARE(phaseOf(log, development), rules::Phase::Development);
    QCOMPARE(phaseOf(log, development - 1), rules::Phase::Movement);
    for (int r = development; r < log.rowCount(); ++r)
        QCOMPARE(phaseOf(log, r), rules::Phase::Development);

    // Read afresh, the same filing; the round filter keeps round 1's Movement rows.
    ui::LogModel reread(&c);
    QCOMPARE(reread.rowCount(), log.rowCount());
    for (int r = 0; r < log.rowCount(); ++r)
        QCOMPARE(phaseOf(reread, r), phaseOf(log, r));
    ui::LogFilterProxy round1;
    round1.setSourceModel(&reread);
    round1.setRound(1);
    QVERIFY(rowOf(round1, QStringLiteral("Movement phase begins.")) >= 0);
    // The export files its lines the same way.
    QVERIFY(log.tableLines().at(movement).startsWith(QStringLiteral("1\t%1\t").arg(ui::phaseText(rules::Phase::Movement))));
}

void TestLogPanel::aTurnsRefusedAttemptsAreOneRow()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::LogModel log(&c);
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&log, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&log, &QAbstractItemModel::dataChanged);
    const int rows = log.rowCount();
    const rules::MoveGuardian far = farMove(c);

    QVERIFY(!c.submit(0, far)); // R-MOVE-GUARDIAN
    QCOMPARE(log.rowCount(), rows + 1);
    const QString first = log.index(rows, ui::LogModel::TextColumn).data().toString();
    QVERIFY2(first.startsWith(QStringLiteral("Refused for Blue")), qPrintable(first));
    QVERIFY(!c.submit(0, rules::SwapGuardians{0, 0})); // R-MOVE-SWAP
    QVERIFY(!c.submit(0, far));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(log.rowCount(), rows + 1);
    const QModelIndex fold = log.index(rows, ui::LogModel::TextColumn);
    QVERIFY2(fold.data().toString().startsWith(QStringLiteral("3 refused attempt")), qPrintable(fold.data().toString()));
    const QStringList listed = fold.data(ui::LogModel::RefusalsRole).toStringList();
    QCOMPARE(listed.size(), 3);
    QCOMPARE(listed.first(), first);
    QVERIFY(fold.data(Qt::ToolTipRole).toString().startsWith(listed.join(QLatin1Char('\n'))));
    QCOMPARE(fold.data(ui::LogModel::RuleRole).toString(), QStringLiteral("R-MOVE-GUARDIAN"));
    QCOMPARE(log.index(rows, ui::LogModel::PlayerColumn).data().toString(), QStringLiteral("Blue"));

    // An accepted move between refusals does not split the turn's row.
    const auto moves = c.legalActions(0);
    const auto move = std::find_if(moves.begin(), moves.end(),
                                   [](const rules::Action &a) { return std::holds_alternative<rules::MoveGuardian>(a); });
    QVERIFY(move != moves.end());
    QVERIFY(c.submit(0, *move));
    QVERIFY(!c.submit(0, rules::SwapGuardians{0, 0}));
    QCOMPARE(log.index(rows, ui::LogModel::TextColumn).data(ui::LogModel::RefusalsRole).toStringList().size(), 4);
    QCOMPARE(log.texts().filter(QStringLiteral("Refused for")).size(), 4);

    // Red's refusal in Blue's turn is Red's own row; read afresh, the same rows.
    QVERIFY(!c.submit(1, rules::EndTurn{}));
    QVERIFY(log.index(log.rowCount() - 1, ui::LogModel::TextColumn).data().toString().startsWith(QStringLiteral("Refused for Red")));
    ui::LogModel reread(&c);
    QCOMPARE(reread.texts(), log.texts());
}

void TestLogPanel::everyRefusalIsARowWhenUnfolded()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::LogModel log(&c);
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int rows = log.rowCount();
    QVERIFY(!c.submit(0, farMove(c)));
    QVERIFY(!c.submit(0, farMove(c)));
    QCOMPARE(log.rowCount(), rows + 1);
    log.setFoldRefusals(false);
    QCOMPARE(log.rowCount(), rows + 2);
    QVERIFY(!c.submit(0, farMove(c)));
    QCOMPARE(log.rowCount(), rows + 3);
    for (int r = rows; r < rows + 3; ++r)
        QVERIFY(log.index(r, ui::LogModel::TextColumn).data().toString().startsWith(QStringLiteral("Refused for Blue")));
    log.setFoldRefusals(true);
    QCOMPARE(log.rowCount(), rows + 1);
}

void TestLogPanel::aRefusedSecretEntryStaysOnItsSeatsLog()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    ui::LogModel log(&c);
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList publicBefore = log.texts();
    const QStringList tableBefore = log.tableLines();

    // Blue's refused secret entries: Upgrade Tokens without the Upgrade Technology
    // (R-UPGRADE), twice; what Blue tried is a hidden value.
    c.setViewer(rules::Viewer::seat(0));
    const int ownRows = log.rowCount();
    QVERIFY(!c.submit(0, rules::UpgradeGuardian{1, rules::UpgradeKind::Power, 2}));
    QVERIFY(!c.submit(0, rules::UpgradeGuardian{2, rules::UpgradeKind::Healing, 1}));
    QCOMPARE(log.rowCount(), ownRows + 1);
    const QStringList own = log.index(ownRows, ui::LogModel::TextColumn).data(ui::LogModel::RefusalsRole).toStringList();
    QCOMPARE(own.size(), 2);
    const QString tried = ui::guardianText(QStringLiteral("Blue"), 1);
    QVERIFY2(own.at(0).contains(tried), qPrintable(own.at(0)));

    // The table's log, the export and every tooltip are as before: no row, no count, no tile.
    c.setViewer(rules::Viewer::everyone());
    QCOMPARE(log.texts().join(QLatin1Char('\n')), publicBefore.join(QLatin1Char('\n')));
    QCOMPARE(log.tableLines(), tableBefore);
    for (int r = 0; r < log.rowCount(); ++r) {
        const QString tip = log.index(r, ui::LogModel::TextColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(!tip.contains(ui::upgradeText(rules::UpgradeKind::Power)), qPrintable(tip));
    }
    // Red's own log does not have them either.
    c.setViewer(rules::Viewer::seat(1));
    QCOMPARE(log.texts().filter(QStringLiteral("Refused for Blue")).size(), 0);
}

void TestLogPanel::theWindowShowsMoreThanFourRowsAndUnfoldsOnAClick()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, QSize(1366, 768));
    QVERIFY(!QTest::currentTestFailed());
    ui::LogPanel *panel = window.logPanel();
    QTableView *table = panel->table();
    QTRY_VERIFY(table->isVisible());
    const int rowHeight = table->verticalHeader()->defaultSectionSize();
    const int shown = table->viewport()->height() / rowHeight;
    QVERIFY2(shown > 4, qPrintable(QString::number(shown)));
    QVERIFY(shown >= ui::LogPanel::rowsShownAtLeast());

    // Refused twice, one row; a click on "Every refusal" shows both.
    const int rows = table->model()->rowCount();
    QVERIFY(!c.submit(0, farMove(c)));
    QVERIFY(!c.submit(0, farMove(c)));
    QCOMPARE(table->model()->rowCount(), rows + 1);
    QCheckBox *every = panel->unfoldRefusals();
    QVERIFY(every->isVisible());
    QTest::mouseClick(every, Qt::LeftButton, {}, every->rect().center());
    QVERIFY(every->isChecked());
    QCOMPARE(table->model()->rowCount(), rows + 2);
}

QTEST_MAIN(TestLogPanel)
#include "tst_logpanel.moc"
