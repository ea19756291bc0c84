// SPDX-License-Identifier: GPL-3.0-or-later
// One executable for the ui area, running each test class in turn.
#include "tst_mainwindow.h"
#include "tst_translations.h"

#include <QApplication>
#include <QTest>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    int status = 0;
    {
        MainWindowTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        TranslationTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    return status;
}
