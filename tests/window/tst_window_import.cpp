// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import Game File for every game (issue #24): a sheet-only game's export opens in
// the sheet-only window, a Xobos game's at the table; a file of a game this program cannot
// play is refused with a message naming it, and the library is left as it was. The file
// dialog is answered as a user would (its file name typed, Open).
#include "gamescript.h"

#include "game/session.h"
#include "sheet/sheetsession.h"
#include "store/moduleexport.h"
#include "ui/companion/sheetonlywindow.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace xobos;
using testing::TestLibrary;

namespace {

// Answers the next file dialog with `path` (typed into it, then Open), polling until it is up.
void answerFileDialog(const QString &path, int tries = 3000)
{
    QTimer::singleShot(10, qApp, [path, tries] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            if (tries > 0)
                answerFileDialog(path, tries - 1);
            return;
        }
        // Typed, as a user does: selectFile() leaves the name field alone once the field has
        // the focus (a shown dialog), and the dialog then has nothing to open.
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (!name) { // Qt's own dialog changed: the test fails on the unopened file
            dialog->reject();
            return;
        }
        name->setText(path);
        QMetaObject::invokeMethod(dialog, "accept"); // what its Open button does
    });
}

void importThroughTheMenu(ui::MainWindow &window, const QString &path)
{
    auto *import = window.findChild<QAction *>(QStringLiteral("importGameAction"));
    QVERIFY(import);
    QVERIFY(import->isEnabled());
    answerFileDialog(path);
    import->trigger();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// A sheet-only game of "Cleo" one phase in, exported as `xobos-cli export` writes it.
QByteArray sheetGameExport(QString *error)
{
    QTemporaryDir dir;
    store::GameStore store;
    if (!store.open(dir.filePath(QStringLiteral("a.sqlite"))).ok())
        return {};
    auto session = rules::sheet::SheetSession::create(store, {"Cleo", 1}, error);
    if (!session || !session->submit(rules::sheet::NextPhase{}).accepted())
        return {};
    const std::optional<store::GameRecord> record = store.game(session->gameId());
    return record ? store::exportModuleScenario(session->session(), *record) : QByteArray();
}

} // namespace

class WindowImportTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSheetGameFileOpensInTheSheetWindow();
    void aFileOfAGameThisProgramCannotPlayIsRefused_data();
    void aFileOfAGameThisProgramCannotPlayIsRefused();
};

void WindowImportTest::aSheetGameFileOpensInTheSheetWindow()
{
    QString error;
    const QByteArray exported = sheetGameExport(&error);
    QVERIFY2(!exported.isEmpty(), qPrintable(error));
    TestLibrary lib;
    const QString file = lib.dir.filePath(QStringLiteral("cleo.xobos.json"));
    QVERIFY(writeFile(file, exported));
    ui::MainWindow window(lib.controller.get(), nullptr);
    testing::showWindow(window);
    importThroughTheMenu(window, file);
    QTRY_VERIFY(window.findChild<ui::companion::SheetOnlyWindow *>());
    auto *sheet = window.findChild<ui::companion::SheetOnlyWindow *>();
    QTRY_VERIFY(sheet->isVisible());
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("importErrorBox")));
    QVERIFY(!lib.controller->hasGame()); // the table window opened no game
    const QList<store::GameRecord> games = lib.controller->games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.front().module, QStringLiteral("sheet"));
    QCOMPARE(sheet->session().gameId(), games.front().id);
    QCOMPARE(sheet->session().state().phase, rules::sheet::SheetPhase::Development); // the imported step
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("cleo.xobos.json")));
    // It plays on, into the imported library.
    auto *next = sheet->findChild<QPushButton *>(QStringLiteral("nextPhaseButton"));
    QVERIFY(next);
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(sheet->session().state().round, 2);
    QString why;
    auto again = rules::sheet::SheetSession::resume(lib.controller->store(), games.front().id, &why);
    QVERIFY2(again, qPrintable(why));
    QCOMPARE(again->history().size(), std::size_t(2));
    sheet->close();
}

void WindowImportTest::aFileOfAGameThisProgramCannotPlayIsRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("named");
    QTest::newRow("a game this program does not know")
        << QByteArray("{\"format\": \"xobos-scenario\", \"formatVersion\": 1, \"game\": \"chess\", \"name\": \"T\", "
                      "\"setup\": {}, \"steps\": []}")
        << QStringLiteral("\"chess\"");
    QTest::newRow("sheet rules newer than this program's")
        << QByteArray("{\"format\": \"xobos-scenario\", \"formatVersion\": 1, \"game\": \"sheet\", \"rulesVersion\": 99, "
                      "\"name\": \"S\", \"setup\": {}, \"steps\": []}")
        << QStringLiteral("rules version 99");
}

void WindowImportTest::aFileOfAGameThisProgramCannotPlayIsRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, named);
    TestLibrary lib;
    const QString file = lib.dir.filePath(QStringLiteral("other.xobos.json"));
    QVERIFY(writeFile(file, json));
    ui::MainWindow window(lib.controller.get(), nullptr);
    testing::showWindow(window);
    importThroughTheMenu(window, file);
    QTRY_VERIFY(window.findChild<QMessageBox *>(QStringLiteral("importErrorBox")));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("importErrorBox"));
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("other.xobos.json")), qPrintable(box->text()));
    QVERIFY2(box->text().contains(named), qPrintable(box->text()));
    QVERIFY2(box->text().contains(QStringLiteral("cannot import")), qPrintable(box->text()));
    QVERIFY(!window.findChild<ui::companion::SheetOnlyWindow *>());
    QVERIFY(lib.controller->games().isEmpty());
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!box->isVisible());
}

QTEST_MAIN(WindowImportTest)
#include "tst_window_import.moc"
