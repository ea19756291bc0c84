// SPDX-License-Identifier: GPL-3.0-or-later
// The lock: it really covers the window, opens for the right player only, slows down PIN
// guessing, blocks keys and shortcuts meant for what it hides; and the lock policy.
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

#include "xobos/rules/view.h"
#include "secretsfixture.h"
#include "store/pinhash.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/lockpolicy.h"
#include "ui/secrets/playersheetwidget.h"

using namespace xobos;
using namespace xobos::secretstest;
using namespace xobos::ui::secrets;
using namespace std::chrono_literals;

namespace {

// A window with one player's sheet in it, and a fake clock for the cover.
struct Table
{
    QWidget window;
    PlayerSheetWidget *sheet = nullptr;
    qint64 now = 1'000'000;
    LockCover *cover = nullptr;

    Table()
    {
        auto *layout = new QVBoxLayout(&window);
        sheet = new PlayerSheetWidget(&window);
        layout->addWidget(sheet);
        const rules::GameState s = randomPosition(3, 120);
        sheet->setView(rules::view(s, rules::Viewer::seat(0)), s.map(), 0);
        sheet->setLegalActions(rules::legalActions(s, 0));
        cover = new LockCover(&window, [this] { return now; });
        window.resize(900, 700);
        window.show();
    }
};

// Cheap hashes: the tests check the lock, not PBKDF2's cost.
QString quickHash(const QString &pin)
{
    return store::hashPin(pin, 1000);
}

void enterPin(LockCover *cover, const QString &pin)
{
    QTest::keyClicks(cover->pinField(), pin);
    QTest::mouseClick(cover->unlockButton(), Qt::LeftButton);
}

} // namespace

class TestLock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coverHidesTheWholeWindow()
    {
        Table t;
        QVERIFY(QTest::qWaitForWindowExposed(&t.window));
        QVERIFY(!t.cover->isVisible());
        QVERIFY(!t.sheet->visibleRegion().isEmpty());
        t.cover->lockFor(1, QStringLiteral("Red"), QColor(QStringLiteral("#d1242f")), QString());
        QVERIFY(t.cover->isVisible());
        QCOMPARE(t.cover->geometry(), t.window.rect());
        QVERIFY(t.sheet->visibleRegion().isEmpty());
        QVERIFY(!t.sheet->isEnabled());
        // What the window shows is exactly the cover: nothing of the sheet shines through.
        QCOMPARE(t.window.grab().toImage(), t.cover->grab().toImage());
        QVERIFY(t.cover->findChild<QLabel *>()->text().contains(QStringLiteral("Red")));

        t.window.resize(1200, 900);
        QCoreApplication::processEvents();
        QCOMPARE(t.cover->geometry(), t.window.rect());
        QVERIFY(t.sheet->visibleRegion().isEmpty());

        // A widget added while locked stays underneath and disabled.
        auto *late = new QLabel(QStringLiteral("late secret"), &t.window);
        late->show();
        QTest::qWait(10);
        QVERIFY(late->visibleRegion().isEmpty());
        QVERIFY(!late->isEnabled());
    }

    void plainUnlockOpensForThePlayer()
    {
        Table t;
        QSignalSpy spy(t.cover, &LockCover::unlocked);
        t.cover->lockFor(2, QStringLiteral("Green"), Qt::darkGreen, QString());
        QVERIFY(!t.cover->pinField()->isVisibleTo(t.cover));
        QTest::mouseClick(t.cover->unlockButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 2);
        QVERIFY(!t.cover->isVisible());
        QVERIFY(t.sheet->isEnabled());
        QVERIFY(!t.sheet->visibleRegion().isEmpty());
    }

    void delaysDoubleUpToThirtySeconds_data()
    {
        QTest::addColumn<int>("failures");
        QTest::addColumn<qint64>("delay");
        QTest::newRow("no failure, no wait") << 0 << qint64(0);
        QTest::newRow("first wrong PIN waits 1 s") << 1 << qint64(1000);
        QTest::newRow("second waits 2 s") << 2 << qint64(2000);
        QTest::newRow("third waits 4 s") << 3 << qint64(4000);
        QTest::newRow("fifth waits 16 s") << 5 << qint64(16000);
        QTest::newRow("sixth is capped at 30 s") << 6 << qint64(30000);
        QTest::newRow("the hundredth is capped at 30 s") << 100 << qint64(30000);
    }

    void delaysDoubleUpToThirtySeconds()
    {
        QFETCH(int, failures);
        QFETCH(qint64, delay);
        QCOMPARE(LockCover::delayAfterFailures(failures), delay);
    }

    void wrongPinKeepsTheCoverAndSlowsDown()
    {
        Table t;
        QSignalSpy spy(t.cover, &LockCover::unlocked);
        t.cover->lockFor(1, QStringLiteral("Red"), Qt::red, quickHash(QStringLiteral("4711")));
        QVERIFY(t.cover->pinField()->isVisibleTo(t.cover));
        QCOMPARE(t.cover->pinField()->echoMode(), QLineEdit::Password);

        qint64 expected = 1000;
        for (int attempt = 1; attempt <= 7; ++attempt) {
            enterPin(t.cover, QStringLiteral("1234"));
            QVERIFY(t.cover->isLocked());
            QVERIFY(t.cover->isVisible());
            QCOMPARE(spy.count(), 0);
            QCOMPARE(t.cover->failedAttempts(), attempt);
            QCOMPARE(t.cover->remainingDelayMs(), expected);
            // The field stays open (what is typed is kept, issue #20); Unlock waits.
            QVERIFY(t.cover->pinField()->isEnabled());
            QVERIFY(!t.cover->unlockButton()->isEnabled());
            QVERIFY(t.cover->statusLabel()->text().contains(QStringLiteral("in %1 s").arg(expected / 1000)));
            QVERIFY(t.cover->pinField()->text().isEmpty());
            // Even the right PIN is not checked while waiting, but it is kept.
            t.cover->pinField()->setText(QStringLiteral("4711"));
            t.cover->tryUnlock();
            QVERIFY(t.cover->isLocked());
            QCOMPARE(t.cover->pinField()->text(), QStringLiteral("4711"));
            t.cover->pinField()->clear();
            t.now += expected - 1;
            t.cover->updateCountdown();
            QVERIFY(!t.cover->unlockButton()->isEnabled());
            QVERIFY(t.cover->statusLabel()->text().contains(QStringLiteral("in 1 s")));
            t.now += 1;
            t.cover->updateCountdown();
            QVERIFY(t.cover->pinField()->isEnabled());
            QVERIFY(t.cover->unlockButton()->isEnabled());
            expected = std::min<qint64>(expected * 2, 30000);
        }
        enterPin(t.cover, QStringLiteral("4711"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 1);
        QVERIFY(!t.cover->isVisible());
        QCOMPARE(t.cover->failedAttempts(), 0);
    }

    // Issue #25: a PIN is tried once it is complete (its length is in the stored string).
    void aCompletePinIsTriedWithoutEnter()
    {
        Table t;
        QSignalSpy spy(t.cover, &LockCover::unlocked);
        t.cover->lockFor(1, QStringLiteral("Red"), Qt::red, quickHash(QStringLiteral("4711")));
        // A wrong one counts as Enter would: a failure, the waiting time, the field emptied.
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("123"));
        QCOMPARE(t.cover->failedAttempts(), 0);
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("4"));
        QVERIFY(t.cover->isLocked());
        QCOMPARE(t.cover->failedAttempts(), 1);
        QCOMPARE(t.cover->remainingDelayMs(), qint64(1000));
        QVERIFY(t.cover->pinField()->text().isEmpty());
        // While waiting, a complete PIN is kept, not tried.
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("4711"));
        QVERIFY(t.cover->isLocked());
        QCOMPARE(t.cover->failedAttempts(), 1);
        QCOMPARE(t.cover->pinField()->text(), QStringLiteral("4711"));
        t.now += 1000;
        t.cover->updateCountdown();
        t.cover->pinField()->clear();
        // The right one opens on its last character.
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("471"));
        QVERIFY(t.cover->isLocked());
        QCOMPARE(spy.count(), 0);
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("1"));
        QVERIFY(!t.cover->isLocked());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(t.cover->failedAttempts(), 0);
    }

    void aPinStoredWithoutItsLengthWaitsForEnter()
    {
        Table t;
        QSignalSpy spy(t.cover, &LockCover::unlocked);
        const QString older = quickHash(QStringLiteral("4711")).section(QLatin1Char('$'), 0, 3);
        t.cover->lockFor(1, QStringLiteral("Red"), Qt::red, older);
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("4711"));
        QVERIFY(t.cover->isLocked());
        QCOMPARE(t.cover->failedAttempts(), 0);
        QTest::keyClick(t.cover->pinField(), Qt::Key_Return);
        QVERIFY(!t.cover->isLocked());
        QCOMPARE(spy.count(), 1);
    }

    void refereeCoverOpensWithTheRefereePin()
    {
        Table t;
        QSignalSpy spy(t.cover, &LockCover::unlocked);
        t.cover->lockForReferee(quickHash(QStringLiteral("0042")));
        QVERIFY(t.cover->findChild<QLabel *>()->text().contains(QStringLiteral("referee")));
        enterPin(t.cover, QStringLiteral("4711"));
        QVERIFY(t.cover->isLocked());
        t.now += 1000;
        t.cover->updateCountdown();
        QTest::keyClicks(t.cover->pinField(), QStringLiteral("0042"));
        QTest::keyClick(t.cover->pinField(), Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), LockCover::kRefereeSeat);
    }

    void keysAndShortcutsCannotReachWhatIsCovered()
    {
        Table t;
        auto *undo = new QAction(QStringLiteral("Undo"), &t.window);
        undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
        t.window.addAction(undo);
        QSignalSpy triggered(undo, &QAction::triggered);
        QApplication::setActiveWindow(&t.window);
        QVERIFY(QTest::qWaitForWindowActive(&t.window));

        t.cover->lockFor(1, QStringLiteral("Red"), Qt::red, quickHash(QStringLiteral("1")));
        for (int i = 0; i < 12; ++i) {
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus == t.cover || t.cover->isAncestorOf(focus));
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 0);

        t.cover->pinField()->setEnabled(true);
        enterPin(t.cover, QStringLiteral("1"));
        QVERIFY(!t.cover->isLocked());
        QTest::keyClick(&t.window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
    }

    void idlePolicyLocksAfterTheTimeout()
    {
        LockPolicy policy(80ms);
        QSignalSpy spy(&policy, &LockPolicy::lockRequested);
        QVERIFY(!policy.idleTimerActive()); // nobody's sheets are open
        policy.setHolder(2);
        QVERIFY(policy.idleTimerActive());
        QVERIFY(spy.wait(2000));
        QCOMPARE(spy.at(0).at(0).toInt(), LockPolicy::kNoSeat);
        QCOMPARE(policy.holder(), LockPolicy::kNoSeat);
    }

    void inputKeepsTheLockAway()
    {
        QWidget w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        LockPolicy policy(300ms);
        QSignalSpy spy(&policy, &LockPolicy::lockRequested);
        policy.setHolder(1);
        for (int i = 0; i < 8; ++i) {
            QTest::qWait(100);
            if (i % 2)
                QTest::keyClick(&w, Qt::Key_A);
            else
                QTest::mouseMove(&w, QPoint(10 + i, 10 + i));
        }
        QCOMPARE(spy.count(), 0);
        QVERIFY(spy.wait(2000));
    }

    void zeroTimeoutTurnsTheIdleLockOff()
    {
        LockPolicy policy(0ms);
        policy.setHolder(1);
        QVERIFY(!policy.idleTimerActive());
    }

    void anotherPlayersTurnLocks()
    {
        LockPolicy policy(0ms);
        QSignalSpy spy(&policy, &LockPolicy::lockRequested);
        policy.turnStarted(2); // nobody's sheets are open: nothing to hide
        QCOMPARE(spy.count(), 0);
        policy.setHolder(1);
        policy.turnStarted(1); // his own turn: stay open
        QCOMPARE(spy.count(), 0);
        policy.turnStarted(3);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 3);
        QCOMPARE(policy.holder(), LockPolicy::kNoSeat);
    }
};

QTEST_MAIN(TestLock)
#include "tst_lock.moc"
