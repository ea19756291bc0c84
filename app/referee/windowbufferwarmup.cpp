#include "app/referee/windowbufferwarmup.h"

#include <QBackingStore>
#include <QWidget>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace xobos::app {

namespace {

qsizetype pageSize()
{
#ifdef Q_OS_LINUX
    const long size = sysconf(_SC_PAGESIZE);
    return size > 0 ? size : 4096;
#else
    return 4096;
#endif
}

// Pages done per round: the thread looks for finish() between rounds (~0.2 ms each here).
constexpr qsizetype pagesPerRound = 32;

} // namespace

WindowBufferWarmUp::WindowBufferWarmUp(QWidget &window)
{
    if (!window.isWindow() || window.isVisible())
        return;
    (void)window.winId(); // the native window and its backing store, as show() would make them
    QBackingStore *store = window.backingStore();
    if (!store)
        return;
    // At the window's size, so that the first paint keeps this buffer rather than making one.
    if (store->size() != window.size())
        store->resize(window.size());
    QPaintDevice *device = store->paintDevice();
    if (!device || device->devType() != QInternal::Image)
        return;
    m_keep = *static_cast<QImage *>(device);
    if (m_keep.isNull())
        return;
    // The buffer is written to before any paint, so its content is undefined either way;
    // constBits() leaves the image undetached (bits() would copy a shared one).
    m_buffer = const_cast<uchar *>(m_keep.constBits());
    m_bytes = m_keep.sizeInBytes();
    const qsizetype page = pageSize();
    const auto address = reinterpret_cast<quintptr>(m_buffer);
    m_pages = static_cast<qsizetype>((address + m_bytes + page - 1) / page - address / page);
    m_thread = std::thread([this] { run(); });
}

WindowBufferWarmUp::~WindowBufferWarmUp()
{
    finish();
}

void WindowBufferWarmUp::finish()
{
    m_stop.store(true, std::memory_order_relaxed);
    waitUntilDone();
    m_keep = QImage(); // the backing store's image is not shared any more: painting it will not copy it
}

void WindowBufferWarmUp::waitUntilDone()
{
    if (m_thread.joinable())
        m_thread.join();
}

void WindowBufferWarmUp::run()
{
    const qsizetype page = pageSize();
    const auto begin = reinterpret_cast<quintptr>(m_buffer);
    const quintptr end = begin + static_cast<quintptr>(m_bytes);
    // One write to each page the buffer covers, inside the buffer: at its first byte, then at
    // the start of every following page.
    quintptr at = begin;
    qsizetype done = 0;
    while (at < end && !m_stop.load(std::memory_order_relaxed)) {
        const quintptr firstFull = (at + page - 1) / page * page;
        const quintptr roundEnd = std::min(end, firstFull + static_cast<quintptr>(pagesPerRound * page));
#if defined(Q_OS_LINUX) && defined(MADV_POPULATE_WRITE)
        // The pages of the round wholly inside the buffer, faulted in by one call rather than
        // one fault each (about half the cost here). Fails harmlessly before Linux 5.14.
        const quintptr fullEnd = roundEnd / page * page;
        if (fullEnd > firstFull)
            madvise(reinterpret_cast<void *>(firstFull), fullEnd - firstFull, MADV_POPULATE_WRITE);
#endif
        for (; at < roundEnd; at = (at / page + 1) * page) {
            *reinterpret_cast<volatile uchar *>(at) = 0;
            ++done;
        }
        m_done.store(done, std::memory_order_release);
    }
}

} // namespace xobos::app
