// SPDX-License-Identifier: GPL-3.0-or-later
// The floor for the referee's start-up (bench/bench_startup): a bare Qt Widgets main window
// with one label, the referee's size, started the same way and reporting its first paint
// with the same probe (app/referee/startupprobe.cpp).
#include "app/referee/startupprobe.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("Hello")));
    window.resize(1280, 820);
    window.show();
    xobos::app::reportFirstPaintAndQuit(window, sinceMain);
    return QApplication::exec();
}
