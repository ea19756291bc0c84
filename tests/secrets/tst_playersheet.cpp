// SPDX-License-Identifier: GPL-3.0-or-later
// One player's private sheet: what it shows, what it offers, what it sends, how it shows
// the engine's answer, and that it refuses a view built for someone else.
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include "xobos/rules/view.h"
#include "secretsfixture.h"
#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/secrettext.h"
#include "ui/secrets/wrapbutton.h"

#include <QVBoxLayout>

using namespace xobos;
using namespace xobos::secretstest;
using namespace xobos::ui::secrets;

namespace {

// A Development phase position in which seat 0 still acts and has secret actions.
rules::GameState developmentPosition(std::uint64_t seed = 5)
{
    for (std::uint64_t s = seed; s < seed + 60; ++s) {
        for (int steps = 40; steps <= 600; steps += 40) {
            rules::GameState state = randomPosition(s, steps);
            if (state.phase != rules::Phase::Development || state.player(0).developmentDone || state.player(0).eliminated)
                continue;
            return state;
        }
    }
    return {};
}

void show(PlayerSheetWidget &w, const rules::GameState &s, int seat = 0)
{
    w.setView(rules::view(s, rules::Viewer::seat(seat)), s.map(), seat);
    w.setLegalActions(rules::legalActions(s, seat));
}

} // namespace

class TestPlayerSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsOwnSecrets()
    {
        const rules::GameState s = developmentPosition();
        QVERIFY(s.board);
        PlayerSheetWidget w;
        show(w, s);
        const QString all = visibleTexts(&w).join(QLatin1Char('\n'));
        const rules::PlayerState &me = s.player(0);
        QVERIFY(all.contains(QStringLiteral("Energy Crystals: <b>%1</b>").arg(me.crystals)));
        QVERIFY(all.contains(QStringLiteral("Building Resources: <b>%1</b>").arg(me.resources)));
        QVERIFY(all.contains(QStringLiteral("Blue's sheets")));
        for (int g = 0; g < 4; ++g) {
            const QModelIndex power = w.guardianModel()->index(g, GuardianSheetModel::PowerColumn);
            QCOMPARE(power.data().toString(), QString::number(s.effectivePower(0, g)));
            const QModelIndex name = w.guardianModel()->index(g, GuardianSheetModel::GuardianColumn);
            QCOMPARE(name.data().toString().contains(QStringLiteral("Leader")), s.guardian(0, g).leader);
        }
        QVERIFY(!all.contains(QStringLiteral("hidden")));
    }

    void offersOnlySecretActionsGroupedAndSendsTheChosenOne()
    {
        const rules::GameState s = developmentPosition();
        PlayerSheetWidget w;
        w.show();
        show(w, s);
        const std::vector<rules::Action> legal = rules::legalActions(s, 0);
        QVERIFY(!w.offeredActions().empty());
        QCOMPARE(w.offeredActions().size(), legal.size()); // in Development every action is a sheet action
        // Finishing the phase sits in its own group, alone.
        const QList<QPushButton *> phase = w.groupButtons(GroupPhase);
        QCOMPARE(phase.size(), 1);
        QVERIFY(phase.front()->isVisible());
        QVERIFY(phase.front()->text().startsWith(sheetActionText(rules::EndDevelopment{}, s.map())));

        std::vector<std::pair<int, rules::Action>> sent;
        connect(&w, &PlayerSheetWidget::actionRequested, &w,
                [&sent](int seat, const rules::Action &a) { sent.emplace_back(seat, a); });
        // Every offered action is one button on its group; a harmless one is one click.
        int clicked = 0;
        for (const rules::Action &a : std::vector<rules::Action>(w.offeredActions())) {
            QPushButton *button = w.buttonFor(a);
            QVERIFY(button);
            QVERIFY(button->isVisible());
            QVERIFY(w.groupButtons(sheetGroup(a)).contains(button));
            if (needsConfirmation(a))
                continue;
            QTest::mouseClick(button, Qt::LeftButton);
            ++clicked;
            QCOMPARE(sent.size(), std::size_t(clicked));
            QCOMPARE(sent.back().first, 0);
            QCOMPARE(sent.back().second, a);
            QVERIFY(rules::validate(s, 0, sent.back().second).ok());
        }
        QVERIFY(clicked >= 2);
    }

    // A sheet's button wraps its text onto a second line when its row is narrow (issue #25:
    // the Polish sheet at 1366×768), and says so; wide, it keeps one line.
    void aNarrowButtonWrapsItsText()
    {
        QWidget row;
        auto *layout = new QVBoxLayout(&row);
        const QString text = QStringLiteral("Zbuduj Reaktor na polu „Północny zachód, baza 1”");
        auto *button = new WrapButton(text, &row);
        layout->addWidget(button);
        layout->addStretch(1);
        QVERIFY(button->minimumSizeHint().width() < button->sizeHint().width());
        row.resize(button->sizeHint().width() + 40, 200);
        row.show();
        QVERIFY(QTest::qWaitForWindowExposed(&row));
        QCOMPARE(button->height(), button->sizeHint().height());
        QVERIFY(button->textFits());
        // Narrow: two lines, taller, nothing cut.
        row.setFixedWidth(button->minimumSizeHint().width() + 2 * layout->contentsMargins().left());
        QTRY_VERIFY(button->width() < button->sizeHint().width());
        QVERIFY(button->height() > button->sizeHint().height());
        QVERIFY(button->textFits());
        // One line's height in a narrow button would cut the text.
        button->setFixedHeight(button->sizeHint().height());
        QVERIFY(!button->textFits());
    }

    void movementActionsAreLeftToTheTable()
    {
        PlayerSheetWidget w;
        rules::GameState s = randomPosition(2, 12);
        s.phase = rules::Phase::Movement;
        w.setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
        w.setLegalActions({rules::MoveGuardian{0, 3, false}, rules::DeclareAttack{1, 2}, rules::EndTurn{},
                           rules::BreakConnection{2}});
        QCOMPARE(w.offeredActions().size(), std::size_t(1));
        QVERIFY(std::holds_alternative<rules::BreakConnection>(w.offeredActions().front()));
        QVERIFY(w.buttonFor(rules::BreakConnection{2})->isVisibleTo(&w));
        QCOMPARE(w.groupButtons(2).size(), 1);
    }

    void showsTheEnginesRejection()
    {
        const rules::GameState s = developmentPosition();
        PlayerSheetWidget w;
        w.show();
        show(w, s);
        // A stale list: the engine refuses the rank III tile without three Technology
        // Buildings, and the sheet shows why.
        w.setLegalActions({rules::HealGuardian{0}, rules::BuyTechnology{rules::Tech::DoubleUpgrade}});
        connect(&w, &PlayerSheetWidget::actionRequested, &w, [&w, &s](int seat, const rules::Action &a) {
            const rules::Violation v = rules::validate(s, seat, a);
            if (!v.ok())
                w.setMessage(QString::fromUtf8(v.message().data(), qsizetype(v.message().size())));
        });
        QTest::mouseClick(w.buttonFor(rules::BuyTechnology{rules::Tech::DoubleUpgrade}), Qt::LeftButton);
        auto *message = w.findChild<QLabel *>(QStringLiteral("sheetMessage"));
        QVERIFY(message->isVisible());
        QVERIFY(!message->text().isEmpty());
        show(w, s);
        QVERIFY(!message->isVisible());
    }

    void refusesAViewBuiltForAnotherPlayer()
    {
        const rules::GameState s = developmentPosition();
        PlayerSheetWidget w;
        w.setView(rules::view(s, rules::Viewer::seat(1)), s.map(), 0);
        w.setLegalActions(rules::legalActions(s, 1));
        QVERIFY(w.offeredActions().empty());
        QCOMPARE(w.guardianModel()->rowCount(), 0);
        const QString all = visibleTexts(&w).join(QLatin1Char('\n'));
        QVERIFY(all.contains(QStringLiteral("No sheet")));
        QVERIFY(!all.contains(QStringLiteral("Red")));
        QVERIFY(!all.contains(QStringLiteral("Energy Crystals: <b>")));
        QVERIFY(!all.contains(QStringLiteral("Building Resources: <b>")));
    }

    void publicViewShowsHiddenInsteadOfNumbers()
    {
        const rules::GameState s = developmentPosition();
        PlayerSheetWidget w;
        w.setView(rules::view(s, rules::Viewer::everyone()), s.map(), 0);
        QCOMPARE(w.guardianModel()->index(0, GuardianSheetModel::PowerColumn).data().toString(), QStringLiteral("hidden"));
        QVERIFY(visibleTexts(&w).join(QLatin1Char('\n')).contains(QStringLiteral("Energy Crystals: hidden")));
    }

    // Saves PNGs of the sheet and of the lock cover when XOBOS_SCREENSHOT_DIR is set.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("XOBOS_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set XOBOS_SCREENSHOT_DIR to save screenshots");
        QDir().mkpath(dir);
        const rules::GameState s = developmentPosition(11);
        QWidget window;
        window.resize(960, 760);
        auto *sheet = new PlayerSheetWidget(&window);
        sheet->setPlayerColour(QColor(QStringLiteral("#1f6feb")));
        show(*sheet, s);
        sheet->setMessage(QStringLiteral("A construction takes one Building Resource per round."));
        sheet->setGeometry(window.rect());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(dir + QStringLiteral("/playersheet.png")));
        qint64 now = 0;
        auto *cover = new LockCover(&window, [&now] { return now; });
        cover->lockFor(1, QStringLiteral("Red"), QColor(QStringLiteral("#d1242f")), QStringLiteral("pbkdf2-sha256$1$AAAA$AAAA"));
        cover->pinField()->setText(QStringLiteral("12"));
        cover->tryUnlock();
        QVERIFY(window.grab().save(dir + QStringLiteral("/lockcover.png")));
        cover->lockForReferee(QString());
        QVERIFY(window.grab().save(dir + QStringLiteral("/lockcover-referee.png")));
    }
};

QTEST_MAIN(TestPlayerSheet)
#include "tst_playersheet.moc"
