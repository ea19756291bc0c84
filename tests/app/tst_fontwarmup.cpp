// The start's second thread (app/referee/fontwarmup.h): fonts first, then the task main()
// posts (the library and the game, issue #11). A task must never be lost, since
// GameController::finishOpening() waits for it, and must not run without a QApplication.
#include "app/referee/fontwarmup.h"

#include <QApplication>
#include <QFontDatabase>
#include <QTest>

#include <atomic>
#include <thread>

using xobos::app::FontWarmUp;

class TestFontWarmUp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTaskPostedBeforeTheGuiRunsOnTheSecondThreadAfterTheFonts()
    {
        std::atomic<bool> ran{false};
        std::thread::id ranOn;
        FontWarmUp warmUp;
        warmUp.post([&] {
            ranOn = std::this_thread::get_id();
            ran = true;
        });
        warmUp.guiReady();
        warmUp.waitForFonts();
        QVERIFY(!QFontDatabase::families().isEmpty());
        warmUp.wait();
        QVERIFY(ran);
        QVERIFY(ranOn != std::this_thread::get_id());
    }

    // Used to be dropped: the thread had already looked for its task, and a caller waiting
    // for the task (finishOpening) would have waited for ever.
    void aTaskPostedAfterTheGuiStillRuns()
    {
        bool ran = false;
        FontWarmUp warmUp;
        warmUp.guiReady();
        warmUp.waitForFonts();
        warmUp.wait(); // the thread is done: nobody will look for a task any more
        warmUp.post([&] { ran = true; });
        QVERIFY(ran);
    }

    // Posted after guiReady() but possibly before the thread looked: it runs exactly once.
    void aTaskPostedRightAfterTheGuiRunsOnce()
    {
        for (int i = 0; i < 50; ++i) {
            std::atomic<int> runs{0};
            {
                FontWarmUp warmUp;
                warmUp.guiReady();
                warmUp.post([&] { ++runs; });
            }
            QCOMPARE(runs.load(), 1);
        }
    }

    // A start that ends before the GUI (an error on the command line, say) runs no task:
    // the task may need the QApplication.
    void noGuiNoTask()
    {
        std::atomic<bool> ran{false};
        {
            FontWarmUp warmUp;
            warmUp.post([&] { ran = true; });
        }
        QVERIFY(!ran);
    }
};

QTEST_MAIN(TestFontWarmUp)
#include "tst_fontwarmup.moc"
