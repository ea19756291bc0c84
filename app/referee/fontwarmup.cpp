#include "app/referee/fontwarmup.h"

#include "ui/startuptiming.h"

#include <QFontDatabase>
#include <QStringList>

#ifdef XOBOS_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

namespace xobos::app {

FontWarmUp::FontWarmUp()
{
    m_thread = std::thread([this] {
#ifdef XOBOS_HAVE_FONTCONFIG
        FcInit();
        ui::startup::mark("  [second thread] fontconfig ready");
#endif
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_gui != Gui::Pending; });
        const bool gui = m_gui == Gui::Ready;
        lock.unlock();
        if (gui) {
            QFontDatabase::families();
            ui::startup::mark("  [second thread] Qt's font database ready");
        }
        lock.lock();
        m_fontsReady = true;
        // Step 3 needs the QApplication: a start that ends before it drops the task.
        std::function<void()> task = gui ? std::move(m_task) : std::function<void()>();
        m_task = nullptr;
        lock.unlock();
        m_changed.notify_all();
        if (task)
            task();
    });
}

FontWarmUp::~FontWarmUp()
{
    release(Gui::Never);
    wait();
}

void FontWarmUp::post(std::function<void()> task)
{
    std::unique_lock lock(m_mutex);
    if (m_gui == Gui::Pending) {
        m_task = std::move(task);
        return;
    }
    // Posted after guiReady() or after the end: the thread may have looked for its task
    // already. Run it here rather than never, so whoever waits for it is not left waiting.
    if (m_gui == Gui::Ready) {
        lock.unlock();
        task();
    }
}

void FontWarmUp::waitForFonts()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return fontsDone(); });
}

bool FontWarmUp::fontsReady()
{
    std::lock_guard lock(m_mutex);
    return fontsDone();
}

bool FontWarmUp::fontsDone() const
{
    return m_fontsReady || !m_thread.joinable();
}

void FontWarmUp::guiReady()
{
    release(Gui::Ready);
}

void FontWarmUp::release(Gui gui)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_gui != Gui::Pending)
            return;
        m_gui = gui;
    }
    m_changed.notify_all();
}

void FontWarmUp::wait()
{
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace xobos::app
