// The window's pixel buffer faulted in before the first paint (app/referee/windowbufferwarmup.h,
// issue #11): the buffer warmed must be the one the first paint uses, the paint must be
// whole (no byte the thread wrote may show), and nothing may break when the window changes
// size, is never shown, or is shown already.
#include "app/referee/windowbufferwarmup.h"

#include <QApplication>
#include <QBackingStore>
#include <QLabel>
#include <QMainWindow>
#include <QPainter>
#include <QTest>

using xobos::app::WindowBufferWarmUp;

namespace {

// A window painted whole in one colour, so that any byte left from the warm-up would show.
class PlainWindow : public QWidget
{
public:
    explicit PlainWindow(QColor colour)
        : m_colour(colour)
    {
        setAttribute(Qt::WA_OpaquePaintEvent);
    }
    int paints = 0;

protected:
    void paintEvent(QPaintEvent *) override
    {
        ++paints;
        QPainter(this).fillRect(rect(), m_colour);
    }

private:
    QColor m_colour;
};

const QImage *backingImage(QWidget &window)
{
    QBackingStore *store = window.backingStore();
    if (!store || !store->paintDevice() || store->paintDevice()->devType() != QInternal::Image)
        return nullptr;
    return static_cast<const QImage *>(store->paintDevice());
}

int pixelsOtherThan(const QImage &image, QRgb colour)
{
    int other = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            other += (line[x] | 0xff000000u) != (colour | 0xff000000u);
    }
    return other;
}

} // namespace

class TestWindowBufferWarmUp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theBufferWarmedIsTheOneTheFirstPaintUses()
    {
        PlainWindow window(QColor(12, 34, 56));
        window.resize(640, 400);
        WindowBufferWarmUp warmUp(window);
        QVERIFY(warmUp.buffer() != nullptr);
        // 640 × 400 × 4 bytes: 250 pages, 251 when the buffer does not start on a page.
        QVERIFY(warmUp.pages() >= 250 && warmUp.pages() <= 251);
        warmUp.waitUntilDone();
        QCOMPARE(warmUp.pagesDone(), warmUp.pages());
        warmUp.finish();

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.paints > 0);
        const QImage *image = backingImage(window);
        QVERIFY(image);
        QCOMPARE(image->constBits(), warmUp.buffer()); // kept, not made again at the paint
        // Painted whole: none of the zeros the warm-up wrote is left.
        QCOMPARE(pixelsOtherThan(*image, qRgb(12, 34, 56)), 0);
        QCOMPARE(pixelsOtherThan(window.grab().toImage(), qRgb(12, 34, 56)), 0);
    }

    // The backing store's image was shared with the warm-up while the thread ran; once
    // finished, painting it must not copy it (a 4 MiB copy on the first paint).
    void finishingUnsharesTheImageSoThatPaintingDoesNotCopyIt()
    {
        PlainWindow window(Qt::darkGreen);
        window.resize(300, 200);
        WindowBufferWarmUp warmUp(window);
        QVERIFY(warmUp.buffer());
        warmUp.finish();
        warmUp.finish(); // idempotent
        const QImage *image = backingImage(window);
        QVERIFY(image);
        const qint64 key = image->cacheKey();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.paints > 0);
        QCOMPARE(backingImage(window)->constBits(), warmUp.buffer());
        // A detach would have given the image new data and a new serial number.
        QCOMPARE(backingImage(window)->cacheKey() >> 32, key >> 32);
    }

    // Stopped early: what was done stays done, and the paint is whole all the same.
    void stoppedEarlyTheWindowStillPaintsWhole()
    {
        PlainWindow window(QColor(200, 10, 90));
        window.resize(3000, 2000); // ~5,900 pages: not done by the time finish() comes
        WindowBufferWarmUp warmUp(window);
        QVERIFY(warmUp.buffer());
        warmUp.finish();
        QVERIFY(warmUp.pagesDone() <= warmUp.pages());
        const qsizetype done = warmUp.pagesDone();
        QTest::qWait(20);
        QCOMPARE(warmUp.pagesDone(), done); // the thread has stopped for good
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.paints > 0);
        QCOMPARE(pixelsOtherThan(*backingImage(window), qRgb(200, 10, 90)), 0);
    }

    // A window resized after the warm-up gets a buffer of the new size, painted whole; the
    // warmed buffer was kept alive for the thread until finish().
    void aWindowResizedAfterwardsGetsABufferOfItsNewSize()
    {
        PlainWindow window(Qt::darkBlue);
        window.resize(400, 300);
        WindowBufferWarmUp warmUp(window);
        QVERIFY(warmUp.buffer());
        window.resize(500, 350);
        warmUp.finish();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.paints > 0);
        const QImage *image = backingImage(window);
        QCOMPARE(image->size(), QSize(500, 350) * window.devicePixelRatio());
        QCOMPARE(pixelsOtherThan(*image, QColor(Qt::darkBlue).rgb()), 0);
    }

    void aVisibleWindowOrAChildIsLeftAlone()
    {
        PlainWindow window(Qt::gray);
        window.resize(200, 100);
        auto *child = new QLabel(QStringLiteral("child"), &window);
        {
            WindowBufferWarmUp warmUp(*child);
            QCOMPARE(warmUp.buffer(), nullptr);
            QCOMPARE(warmUp.pages(), 0);
        }
        QVERIFY(!child->testAttribute(Qt::WA_NativeWindow)); // no native child made
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WindowBufferWarmUp warmUp(window);
        QCOMPARE(warmUp.buffer(), nullptr);
    }

    // A window warmed and never shown (a start that ends early) is destroyed cleanly, with
    // the thread stopped by the warm-up's destructor.
    void aWindowNeverShownIsDestroyedCleanly()
    {
        auto *window = new QMainWindow;
        window->setCentralWidget(new QLabel(QStringLiteral("never shown")));
        window->resize(800, 600);
        {
            WindowBufferWarmUp warmUp(*window);
            QVERIFY(warmUp.buffer());
        }
        delete window;
    }
};

QTEST_MAIN(TestWindowBufferWarmUp)
#include "tst_windowbufferwarmup.moc"
