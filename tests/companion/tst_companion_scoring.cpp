// SPDX-License-Identifier: GPL-3.0-or-later
// Quick scoring: the score rows of the rulebook (formula, no Reactor, ties at each level),
// the entry model under QAbstractItemModelTester, and the dialog typed with the keyboard.
#include "ui/companion/quickscoringdialog.h"
#include "ui/companion/scoreentrymodel.h"
#include "ui/companion/scoretext.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using namespace xobos;
using namespace xobos::ui::companion;

namespace {

// "Blue 10 3 3 2" per player: name, crystals, Guardians, Reactors, Technology Tiles.
void fill(ScoreEntryModel &m, const QString &rows)
{
    const QStringList players = rows.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    m.setPlayerCount(static_cast<int>(players.size()));
    for (int r = 0; r < players.size(); ++r) {
        const QStringList w = players.at(r).simplified().split(QLatin1Char(' '));
        QVERIFY(m.setData(m.index(r, ScoreEntryModel::NameColumn), w.at(0)));
        for (int c = 1; c < 5; ++c)
            QVERIFY(m.setData(m.index(r, c), w.at(c).toInt()));
    }
}

} // namespace

class CompanionScoringTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoreShouldBeExplained_data();
    void scoreShouldBeExplained();
    void modelShouldRefuseOutOfRangeNumbers();
    void modelShouldPassTheModelTester();
    void dialogShouldBeUsableWithTheKeyboardAlone();
    void dialogScreenshot();
};

void CompanionScoringTest::scoreShouldBeExplained_data()
{
    QTest::addColumn<QString>("players");
    QTest::addColumn<QString>("formulas");  // per player, in entry order, "|" separated
    QTest::addColumn<QString>("ranks");     // per player, in entry order
    QTest::addColumn<QString>("sentence");  // one line of the explanation

    QTest::newRow("the rulebook example: (10 + 3) × 3 = 39")
        << "Blue 10 3 3 2; Red 20 4 1 5" << "(10 + 3) × 3 = 39|(20 + 4) × 1 = 24" << "1 2" << "Blue wins.";
    QTest::newRow("no Reactor scores 0")
        << "Blue 30 4 0 2; Red 1 1 1 0" << "no Reactor: scores 0|(1 + 1) × 1 = 2" << "2 1" << "Blue built no Reactor: scores 0.";
    QTest::newRow("a tie on score is broken by Technology Tiles")
        << "Blue 10 3 3 3; Red 9 4 3 2" << "(10 + 3) × 3 = 39|(9 + 4) × 3 = 39" << "1 2"
        << "Blue and Red tie at 39; Blue owns more Technology Tiles (3 against 2).";
    QTest::newRow("the second one owns more tiles")
        << "Blue 10 3 3 1; Red 9 4 3 2" << "(10 + 3) × 3 = 39|(9 + 4) × 3 = 39" << "2 1"
        << "Blue and Red tie at 39; Red owns more Technology Tiles (2 against 1).";
    QTest::newRow("a tie on score and tiles shares the victory")
        << "Blue 10 3 3 2; Red 9 4 3 2; Green 1 1 1 0" << "(10 + 3) × 3 = 39|(9 + 4) × 3 = 39|(1 + 1) × 1 = 2" << "1 1 3"
        << "Blue and Red share the victory.";
    QTest::newRow("a full tie below the winner shares a place")
        << "Blue 50 4 2 0; Red 10 2 1 1; Green 8 4 1 1" << "(50 + 4) × 2 = 108|(10 + 2) × 1 = 12|(8 + 4) × 1 = 12" << "1 2 2"
        << "Red and Green tie at 12 and own as many Technology Tiles (1): they share place 2.";
    QTest::newRow("three tied players, tiles decide in steps")
        << "Blue 9 1 1 3; Red 8 2 1 1; Green 7 3 1 2; Yellow 6 4 1 1" << "(9 + 1) × 1 = 10|(8 + 2) × 1 = 10|(7 + 3) × 1 = 10|(6 + 4) × 1 = 10"
        << "1 3 2 3"
        << "Blue, Red, Green and Yellow tie at 10; the Technology Tiles decide: Blue (3) before Green (2) before Red and Yellow (1 each, sharing a place).";
    QTest::newRow("nobody built a Reactor: all share")
        << "Blue 5 4 0 1; Red 7 4 0 1" << "no Reactor: scores 0|no Reactor: scores 0" << "1 1"
        << "Blue and Red tie at 0 and own as many Technology Tiles (1): they share the victory.";
}

void CompanionScoringTest::scoreShouldBeExplained()
{
    QFETCH(QString, players);
    QFETCH(QString, formulas);
    QFETCH(QString, ranks);
    QFETCH(QString, sentence);
    ScoreEntryModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fill(m, players);
    const QStringList f = formulas.split(QLatin1Char('|'));
    const QStringList k = ranks.split(QLatin1Char(' '));
    for (int r = 0; r < m.playerCount(); ++r) {
        QCOMPARE(m.data(m.index(r, ScoreEntryModel::FormulaColumn)).toString(), f.at(r));
        QCOMPARE(m.data(m.index(r, ScoreEntryModel::RankColumn)).toInt(), k.at(r).toInt());
    }
    const QStringList lines = m.explanation();
    QVERIFY2(lines.contains(sentence), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY(m.resultText().contains(sentence));
}

void CompanionScoringTest::modelShouldRefuseOutOfRangeNumbers()
{
    ScoreEntryModel m;
    QVERIFY(!m.setData(m.index(0, ScoreEntryModel::GuardiansColumn), 5));
    QVERIFY(!m.setData(m.index(0, ScoreEntryModel::ReactorsColumn), -1));
    QVERIFY(!m.setData(m.index(0, ScoreEntryModel::TilesColumn), 10));
    QVERIFY(!m.setData(m.index(0, ScoreEntryModel::ScoreColumn), 3)); // computed, not editable
    QVERIFY(m.setData(m.index(0, ScoreEntryModel::TilesColumn), 9));
    QCOMPARE(m.data(m.index(1, ScoreEntryModel::NameColumn)).toString(), QStringLiteral("Player 2"));
}

void CompanionScoringTest::modelShouldPassTheModelTester()
{
    ScoreEntryModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setPlayerCount(4);
    fill(m, QStringLiteral("A 1 1 1 1; B 2 2 2 2; C 3 3 3 3; D 4 4 4 4"));
    m.setPlayerCount(3);
    m.setPlayerCount(1); // clamped to 2
    QCOMPARE(m.playerCount(), 2);
    m.setPlayerCount(9);
    QCOMPARE(m.playerCount(), 4);
}

void CompanionScoringTest::dialogShouldBeUsableWithTheKeyboardAlone()
{
    QuickScoringDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto typeHere = [&](const QString &text) {
        QWidget *w = dialog.focusWidget();
        QVERIFY(w);
        QTest::keyClicks(w, text);
        QTest::keyClick(w, Qt::Key_Return);
    };
    // Blue: 10 crystals, 3 Guardians, 3 Reactors, 3 tiles; Red: 9, 4, 3, 2 (a tie at 39).
    for (const char *v : {"Blue", "10", "3", "3", "3", "Red", "9", "4", "3", "2"})
        typeHere(QString::fromLatin1(v));
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("name1"))->text(), QStringLiteral("Red"));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("formula0"))->text(), QStringLiteral("(10 + 3) × 3 = 39"));
    const QString explanation = dialog.findChild<QLabel *>(QStringLiteral("explanation"))->text();
    QVERIFY2(explanation.contains(QStringLiteral("Blue and Red tie at 39; Blue owns more Technology Tiles (3 against 2).")),
             qPrintable(explanation));
    QVERIFY(explanation.contains(QStringLiteral("Blue wins.")));

    // A third player from the keyboard: Shift+Tab back to the player count is not needed,
    // the count is a spin box reached with Tab from the last field of the table.
    auto *count = dialog.findChild<QSpinBox *>(QStringLiteral("playerCount"));
    count->setFocus(Qt::TabFocusReason);
    QTest::keyClick(count, Qt::Key_Up);
    QTest::keyClick(count, Qt::Key_Return);
    QCOMPARE(dialog.model()->playerCount(), 3);
    QCOMPARE(dialog.focusWidget()->objectName(), QStringLiteral("name0"));

    QGuiApplication::clipboard()->clear();
    QTest::keyClick(dialog.focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("1. Blue: (10 + 3) × 3 = 39")), qPrintable(copied));
    QVERIFY(copied.contains(QStringLiteral("Player 3: no Reactor: scores 0")));
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("status"))->text().contains(QStringLiteral("clipboard")));
}

void CompanionScoringTest::dialogScreenshot()
{
    QuickScoringDialog dialog;
    dialog.model()->setPlayerCount(4);
    const char *rows[][5] = {{"Blue", "10", "3", "3", "3"}, {"Red", "9", "4", "3", "2"}, {"Green", "25", "2", "0", "4"}, {"Yellow", "7", "4", "2", "1"}};
    dialog.findChild<QSpinBox *>(QStringLiteral("playerCount"))->setValue(4);
    for (int r = 0; r < 4; ++r) {
        dialog.findChild<QLineEdit *>(QStringLiteral("name%1").arg(r))->setText(QString::fromLatin1(rows[r][0]));
        for (int c = 0; c < 4; ++c)
            dialog.findChild<QSpinBox *>(QStringLiteral("number%1_%2").arg(r).arg(c))->setValue(QString::fromLatin1(rows[r][c + 1]).toInt());
    }
    dialog.resize(dialog.sizeHint().expandedTo(QSize(760, 0)));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QString dir = qEnvironmentVariable("XOBOS_SCREENSHOT_DIR", QDir::tempPath());
    const QImage image = dialog.grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(dir + QStringLiteral("/companion-quickscoring.png")));
}

QTEST_MAIN(CompanionScoringTest)
#include "tst_companion_scoring.moc"
