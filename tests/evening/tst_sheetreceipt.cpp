// SPDX-License-Identifier: GPL-3.0-or-later
// Every entry on the private sheet gives a one-line receipt (issue #25), and the sheet
// names its Guardians as the table does ("Green Guardian 2").
#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/playersheetwidget.h"
#include "xobos/io/boardio.h"
#include "xobos/rules/engine.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace xobos;
using ui::secrets::PlayerSheetWidget;

namespace {

// The standard board's two-player game played into its first Development phase: every
// seat chooses its first Guardian as Leader and ends its turns.
rules::GameState developmentState()
{
    const io::BoardLoadResult loaded = io::loadBundledBoard(QStringLiteral("standard"));
    rules::SetupOptions options;
    options.players = 2;
    rules::SetupResult setup = rules::standardSetup(std::make_shared<const rules::Board>(*loaded.board), options);
    rules::GameState s = std::move(setup.state);
    for (int step = 0; step < 200 && s.phase != rules::Phase::Development; ++step) {
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

QString shownMessage(const PlayerSheetWidget &w, const QString &part)
{
    for (const QLabel *label : w.findChildren<QLabel *>())
        if (label->isVisible() && label->text().contains(part))
            return label->text();
    return {};
}

} // namespace

class TestSheetReceipt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anEntryGivesAOneLineReceipt();
    void theSheetNamesGuardiansByColourAndNumber();
};

void TestSheetReceipt::anEntryGivesAOneLineReceipt()
{
    const rules::GameState s = developmentState();
    QCOMPARE(s.phase, rules::Phase::Development);
    PlayerSheetWidget w;
    w.setPlayerColour(QColor(0x2e, 0x9e, 0x4f));
    w.setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
    w.setLegalActions(rules::legalActions(s, 0));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    std::optional<rules::Action> sent;
    connect(&w, &PlayerSheetWidget::actionRequested, &w, [&sent](int, const rules::Action &a) { sent = a; });
    int group = -1;
    for (int g = 0; g < PlayerSheetWidget::kGroupCount && group < 0; ++g)
        if (w.actionButton(g)->isVisible())
            group = g;
    QVERIFY(group >= 0);
    QTest::mouseClick(w.actionButton(group), Qt::LeftButton);
    QVERIFY(sent);
    // What the window says when the engine accepted it (MainWindow: "Entered.").
    w.setMessage(QStringLiteral("Entered."), false);
    const QString receipt = shownMessage(w, QStringLiteral("Entered."));
    QVERIFY2(receipt.size() > QStringLiteral("Entered.").size() + 5, qPrintable(receipt));
    QVERIFY(!receipt.contains(QLatin1Char('\n')));
    // A refusal is shown as it is, without a receipt.
    w.setMessage(QStringLiteral("Not possible."), true);
    QCOMPARE(shownMessage(w, QStringLiteral("Not possible")), QStringLiteral("Not possible."));
}

void TestSheetReceipt::theSheetNamesGuardiansByColourAndNumber()
{
    const rules::GameState s = developmentState();
    PlayerSheetWidget w;
    w.setPlayerColour(QColor(0x2e, 0x9e, 0x4f));
    w.setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
    const QModelIndex name = w.guardianModel()->index(1, ui::secrets::GuardianSheetModel::GuardianColumn);
    QVERIFY2(name.data().toString().startsWith(QStringLiteral("Green Guardian 2")), qPrintable(name.data().toString()));
}

QTEST_MAIN(TestSheetReceipt)
#include "tst_sheetreceipt.moc"
