// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class MainWindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsProductNameAndVersion();
    void windowHasTheProductIcon();
    void quitHasTheStandardShortcutAndClosesTheWindow();
    void aboutOpensADialogThatTheCloseButtonCloses();
    void clickingHelpThenAboutInTheMenuBarOpensTheDialog();
};
