// The main window: it assembles the menus, the central page and (later) the docks.
// It holds no game logic; actions are delegated to the widgets and controllers it owns.
#pragma once

#include <QMainWindow>

class QAction;
class QMenu;

namespace xobos::ui {

class WelcomePage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the About dialog without blocking (window-modal); it deletes itself on close.
    void showAbout();

protected:
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void retranslateUi();

    WelcomePage *m_welcome = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace xobos::ui
