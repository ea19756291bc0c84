// Gets the main window's pixel buffer into memory on a second thread before its first
// paint (issue #11).
//
// The first paint of a window starts by filling its whole backing store, a buffer of
// width × height × 4 bytes (4 MiB for 1280 × 820) whose memory the kernel has not handed
// out yet: each page costs a fault at its first write, and the kernel clears it. On the
// benchmark machine (a virtual machine) a 4 KiB fault costs ~10 µs: that fill took ~8 ms of
// the main thread. Since the heap is prepared with huge pages (startupheap.h) the buffer
// comes from there and costs a few 2 MiB faults instead; doing those here still saves the
// main thread 1–2 ms (docs/performance.md).
//
// This class makes the window's native window and backing store beforehand, at the size
// the window has, and has a thread of its own fault the buffer's pages in (madvise
// MADV_POPULATE_WRITE, then one write per page) while the main thread takes the game over.
// finish(), called before show(), stops it and waits: from then on the buffer is the main
// thread's alone. Qt writes to the buffer only while painting or scrolling a visible
// window, so never while the thread runs.
//
// Nothing visible depends on it: the first paint paints the whole buffer, and a window that
// changes size before it shows gets a new buffer, as it would have anyway (the old one is
// kept alive by a copy of its QImage until finish()).
#pragma once

#include <QImage>

#include <atomic>
#include <thread>

class QWidget;

namespace xobos::app {

class WindowBufferWarmUp
{
public:
    // Starts on `window`, a top-level widget not yet shown. Does nothing if the window is
    // visible already or if its backing store is not a QImage.
    explicit WindowBufferWarmUp(QWidget &window);
    ~WindowBufferWarmUp(); // finish()
    WindowBufferWarmUp(const WindowBufferWarmUp &) = delete;
    WindowBufferWarmUp &operator=(const WindowBufferWarmUp &) = delete;

    // Stops the thread (the pages done stay done) and waits for it. Call it before the
    // window is shown. Idempotent.
    void finish();
    // Waits until every page is done (or finish() was called): for tests.
    void waitUntilDone();

    // The buffer warmed (nullptr if none), its size in pages, and the pages done so far.
    const uchar *buffer() const { return m_buffer; }
    qsizetype pages() const { return m_pages; }
    qsizetype pagesDone() const { return m_done.load(std::memory_order_acquire); }

private:
    void run();

    QImage m_keep; // keeps the buffer alive while the thread writes to it
    uchar *m_buffer = nullptr;
    qsizetype m_bytes = 0;
    qsizetype m_pages = 0;
    std::atomic<bool> m_stop{false};
    std::atomic<qsizetype> m_done{0};
    std::thread m_thread;
};

} // namespace xobos::app
