#include "ui/mainwindow.h"

#include "ui/aboutdialog.h"
#include "ui/productinfo.h"
#include "ui/welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMenuBar>

namespace xobos::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_welcome(new WelcomePage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(productIcon());
    setCentralWidget(m_welcome);
    createMenus();
    retranslateUi();
    resize(800, 560);
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setShortcuts(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = m_helpMenu->addAction(QString());
    m_aboutQtAction->setObjectName(QStringLiteral("aboutQtAction"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(QStringLiteral("%1 %2").arg(productName(), productVersion()));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close the window and end the program"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About %1").arg(productName()));
    m_aboutQtAction->setText(tr("About &Qt"));
}

void MainWindow::showAbout()
{
    auto *dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

} // namespace xobos::ui
