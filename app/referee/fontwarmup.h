// Gets the fonts ready on a second thread while main() opens the library and replays the
// game (issue #11):
// 1. once the command line is read: fontconfig's FcInit(), which parses /etc/fonts and reads
//    the font caches (~28 M instructions, a quarter of a bare Qt window's start);
// 2. once the QApplication exists (guiReady()): QFontDatabase::families(), which fills
//    Qt's font database from fontconfig.
// 3. then a task posted by main(): the library and the game are opened there
//    (GameController::openInBackground), so that the start runs on two threads, not three
//    (a third, runnable at the same time on this two-core machine, sometimes took the
//    main thread's core: starts took 77 or 95 ms by turns).
// Qt would do 1 and 2 when the window first needs a font; done beforehand, its calls find
// them done. fontconfig's initialisation is thread-safe (Firefox does the same on its own
// thread) and so are QFontDatabase's functions (Qt documents them so). Without fontconfig
// at build time only step 2 runs.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace xobos::app {

class FontWarmUp
{
public:
    FontWarmUp();
    ~FontWarmUp(); // stops (step 2 is skipped if the GUI never came) and waits
    FontWarmUp(const FontWarmUp &) = delete;
    FontWarmUp &operator=(const FontWarmUp &) = delete;

    // Step 3: a task for the thread, run after step 2 when posted before guiReady(). Posted
    // later, it runs at once on the caller's thread (never lost: a caller may be waiting
    // for it). It needs the QApplication, so it never runs if guiReady() never came.
    void post(std::function<void()> task);
    // The QApplication exists: step 2 may run, then step 3.
    void guiReady();
    // Waits for steps 1 and 2 (before the window's first text).
    void waitForFonts();
    // Steps 1 and 2 are done (waitForFonts() would return at once).
    bool fontsReady();
    // Waits for the thread to end, step 3 included (idempotent).
    void wait();

private:
    enum class Gui { Pending, Ready, Never };
    void release(Gui gui);
    bool fontsDone() const; // with m_mutex held

    std::mutex m_mutex;
    std::condition_variable m_changed;
    Gui m_gui = Gui::Pending;
    bool m_fontsReady = false;
    std::function<void()> m_task;
    std::thread m_thread;
};

} // namespace xobos::app
