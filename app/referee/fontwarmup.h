// Gets the fonts ready on a second thread while main() opens the library and replays the
// game (issue #11):
// 1. once the command line is read: fontconfig's FcInit(), which parses /etc/fonts and reads
//    the font caches (~28 M instructions, a quarter of a bare Qt window's start);
// 2. once the QApplication exists (guiReady()): QFontDatabase::families(), which fills
//    Qt's font database from fontconfig.
// Qt would do both when the window first needs a font; done beforehand, its calls find
// them done. fontconfig's initialisation is thread-safe (Firefox does the same on its own
// thread) and so are QFontDatabase's functions (Qt documents them so). Without fontconfig
// at build time only step 2 runs.
#pragma once

#include <condition_variable>
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

    // The QApplication exists: step 2 may run.
    void guiReady();
    // Waits for the warm-up to end (before the window's first text; idempotent).
    void wait();

private:
    enum class Gui { Pending, Ready, Never };
    void release(Gui gui);

    std::mutex m_mutex;
    std::condition_variable m_changed;
    Gui m_gui = Gui::Pending;
    std::thread m_thread;
};

} // namespace xobos::app
