// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/referee/startupprobe.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace xobos::app {

namespace {

class FirstPaint : public QObject
{
public:
    FirstPaint(QWidget &window, const QElapsedTimer &sinceMain)
        : QObject(&window)
        , m_sinceMain(sinceMain)
    {
        window.installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // Report after this paint has been delivered, from the next turn of the loop.
            QTimer::singleShot(0, this, [this] {
                std::printf("painted %lld rss_kib %ld\n", static_cast<long long>(m_sinceMain.elapsed()), residentKib());
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_sinceMain;
    bool m_done = false;
};

} // namespace

void reportFirstPaintAndQuit(QWidget &window, const QElapsedTimer &sinceMain)
{
    new FirstPaint(window, sinceMain);
}

long residentKib()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return -1;
}

} // namespace xobos::app
