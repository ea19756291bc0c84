// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/referee/screenshot.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

namespace xobos::app {

void saveScreenshotAndQuit(QWidget &window, const QString &fileName)
{
    // A zero timer fires after the show and layout events queued by show(); grab() then
    // renders the widget itself, so this works offscreen too.
    QTimer::singleShot(0, &window, [&window, fileName] {
        const bool saved = window.grab().save(fileName, "PNG");
        if (!saved) {
            QTextStream(stderr) << QCoreApplication::applicationName() << ": cannot write " << fileName << '\n';
        }
        QCoreApplication::exit(saved ? 0 : 1);
    });
}

} // namespace xobos::app
