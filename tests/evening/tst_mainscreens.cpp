// SPDX-License-Identifier: GPL-3.0-or-later
// The main window during a game (issue #25), as the table sees it: at 1366x768 in German
// and in Polish and at 1920x1080 in English no column header of the players table or the
// log is cut, no two visible texts of the shell (status strip, docks, toolbars, status bar)
// lie over each other and no two name plates on the board overlap; the default window
// fits a 1366x768 screen with the replay and status bars in sight.
//
// The test runs on an offscreen screen of 1366x768 (its own main() configures the
// platform). It saves each window as a PNG in a temporary folder and prints the folder.
#include "gamescript.h"

#include "i18n/translation.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTest>
#include <QToolBar>

using namespace xobos;

namespace {

// The part of `widget` that shows in `window`: its rectangle clipped by every parent's.
QRect shownRect(const QWidget *widget, const QWidget *window)
{
    QRect r(widget->mapTo(window, QPoint(0, 0)), widget->size());
    for (const QWidget *p = widget->parentWidget(); p && p != window; p = p->parentWidget())
        r &= QRect(p->mapTo(window, QPoint(0, 0)), p->size());
    return r;
}

bool inPrivateSheet(const QWidget *widget, const ui::MainWindow &window)
{
    const auto *dock = window.findChild<QDockWidget *>(QStringLiteral("sheetsDock"));
    return dock && (widget == dock || dock->isAncestorOf(widget));
}

QString describe(const QWidget *w)
{
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(w))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        text = button->text();
    return QStringLiteral("%1 \"%2\"").arg(w->objectName().isEmpty() ? QLatin1String(w->metaObject()->className()) : w->objectName(),
                                           text.left(40));
}

// The columns whose header text does not fit its section, as "header: text (needs/has)".
QStringList cutHeaders(const ui::MainWindow &window)
{
    QStringList cut;
    for (const QTableView *view : window.findChildren<QTableView *>()) {
        if (!view->isVisible() || inPrivateSheet(view, window) || !view->model())
            continue;
        const QHeaderView *header = view->horizontalHeader();
        if (!header->isVisible())
            continue;
        for (int c = 0; c < view->model()->columnCount(); ++c) {
            if (header->isSectionHidden(c))
                continue;
            const QString text = view->model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            const int needs = header->fontMetrics().horizontalAdvance(text) + 2 * margin;
            if (needs > header->sectionSize(c))
                cut << QStringLiteral("%1: %2 (%3/%4)").arg(view->objectName(), text).arg(needs).arg(header->sectionSize(c));
        }
    }
    return cut;
}

// The visible texts of the shell (labels and buttons, not the board's nor the private
// sheet's) that lie over another or are cut by their own width.
QStringList overlappingTexts(ui::MainWindow &window)
{
    QList<QWidget *> texts;
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisible() || inPrivateSheet(w, window) || w->window() != &window)
            continue;
        const auto *label = qobject_cast<QLabel *>(w);
        const auto *button = qobject_cast<QAbstractButton *>(w);
        if ((label && !label->text().isEmpty()) || (button && !button->text().isEmpty()))
            texts << w;
    }
    QStringList problems;
    for (int i = 0; i < texts.size(); ++i) {
        const QRect a = shownRect(texts.at(i), &window);
        if (a.isEmpty())
            continue;
        // A text narrower than it needs is cut (a label that wraps needs no more than its minimum).
        const auto *label = qobject_cast<QLabel *>(texts.at(i));
        const int needs = label && label->wordWrap() ? label->minimumSizeHint().width() : texts.at(i)->minimumSizeHint().width();
        if (a.width() + 1 < needs)
            problems << QStringLiteral("%1 is cut (%2 of %3 px)").arg(describe(texts.at(i))).arg(a.width()).arg(needs);
        for (int j = i + 1; j < texts.size(); ++j) {
            if (texts.at(i)->isAncestorOf(texts.at(j)) || texts.at(j)->isAncestorOf(texts.at(i)))
                continue;
            const QRect overlap = a & shownRect(texts.at(j), &window);
            if (overlap.width() >= 2 && overlap.height() >= 2)
                problems << describe(texts.at(i)) + QLatin1String(" overlaps ") + describe(texts.at(j));
        }
    }
    return problems;
}

QStringList overlappingPlates(ui::MainWindow &window)
{
    ui::BoardView &view = *window.boardView();
    QList<QRectF> plates;
    QStringList names;
    for (const ui::BoardLabelItem *label : view.boardScene()->spaceLabels()) {
        if (label->isVisible()) {
            plates << view.mapFromScene(label->sceneBoundingRect()).boundingRect();
            names << label->text();
        }
    }
    QStringList problems;
    for (int i = 0; i < plates.size(); ++i) {
        for (int j = i + 1; j < plates.size(); ++j) {
            const QRectF overlap = plates.at(i) & plates.at(j);
            if (overlap.width() >= 2 && overlap.height() >= 2)
                problems << names.at(i) + QLatin1String(" overlaps ") + names.at(j);
        }
    }
    return problems;
}

QString shotFolder()
{
    static const QString folder = [] {
        QString dir = qEnvironmentVariable("XOBOS_SHOT_DIR");
        if (dir.isEmpty()) {
            QTemporaryDir temporary(QDir::temp().filePath(QStringLiteral("xobos-mainscreens-XXXXXX")));
            temporary.setAutoRemove(false);
            dir = temporary.path();
        }
        QDir().mkpath(dir);
        qInfo("main window screenshots in %s", qPrintable(dir));
        return dir;
    }();
    return folder;
}

// Saves `widget` as NAME.png in the folder of the screenshots.
void saveShot(QWidget &widget, const QString &name)
{
    QCoreApplication::processEvents();
    const QString file = QDir(shotFolder()).filePath(name + QStringLiteral(".png"));
    QVERIFY2(widget.grab().save(file), qPrintable(file));
}

} // namespace

class TestMainScreens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { i18n::installTranslations(QLocale(QLocale::English)); }
    void theScreenIs1366x768();
    void theDefaultWindowFitsTheScreenWithItsBars();
    void nothingIsCutOrOverlaps_data();
    void nothingIsCutOrOverlaps();
};

void TestMainScreens::theScreenIs1366x768()
{
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry(), QRect(0, 0, 1366, 768));
}

void TestMainScreens::theDefaultWindowFitsTheScreenWithItsBars()
{
    testing::TestLibrary lib;
    QVERIFY(testing::startBusyGame(*lib.controller));
    ui::MainWindow window(lib.controller.get(), nullptr);
    window.show(); // at its default size
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const QRect screen = window.screen()->availableGeometry();
    QVERIFY2(screen.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("frame %1x%2 at %3,%4 on a screen of %5x%6")
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())
                            .arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())
                            .arg(screen.width())
                            .arg(screen.height())));
    // The status strip, the replay bar and the status bar in sight, whole, inside the window.
    for (const char *name : {"statusStripToolBar", "replayToolBar"}) {
        auto *bar = window.findChild<QToolBar *>(QLatin1String(name));
        QVERIFY(bar);
        QVERIFY2(bar->isVisible(), name);
        QVERIFY2(window.rect().contains(QRect(bar->mapTo(&window, QPoint(0, 0)), bar->size())), name);
        QVERIFY2(bar->height() >= bar->sizeHint().height(), name);
    }
    QStatusBar *status = window.statusBar();
    QVERIFY(status->isVisible());
    QVERIFY(window.rect().contains(QRect(status->mapTo(&window, QPoint(0, 0)), status->size())));
    QVERIFY(status->height() >= status->minimumSizeHint().height());
    saveShot(window, QStringLiteral("default-1366x768"));
}

void TestMainScreens::nothingIsCutOrOverlaps_data()
{
    QTest::addColumn<QLocale>("language");
    QTest::addColumn<QSize>("size");
    QTest::newRow("German, 1366x768") << QLocale(QLocale::German) << QSize(1366, 768);
    QTest::newRow("Polish, 1366x768") << QLocale(QLocale::Polish) << QSize(1366, 768);
    QTest::newRow("English, 1920x1080") << QLocale(QLocale::English) << QSize(1920, 1080);
}

void TestMainScreens::nothingIsCutOrOverlaps()
{
    QFETCH(QLocale, language);
    QFETCH(QSize, size);
    QVERIFY(i18n::installTranslations(language) || language.language() == QLocale::English);
    testing::TestLibrary lib;
    QVERIFY(testing::startBusyGame(*lib.controller));
    ui::MainWindow window(lib.controller.get(), nullptr);
    testing::showWindow(window, size);
    if (QTest::currentTestFailed())
        return;
    QTest::qWait(50); // the fit of the board after the docks settle
    QCoreApplication::processEvents();
    saveShot(window, QStringLiteral("%1-%2x%3").arg(language.name()).arg(size.width()).arg(size.height()));
    const QStringList headers = cutHeaders(window);
    QVERIFY2(headers.isEmpty(), qPrintable(headers.join(QLatin1String("; "))));
    const QStringList texts = overlappingTexts(window);
    QVERIFY2(texts.isEmpty(), qPrintable(texts.join(QLatin1String("; "))));
    const QStringList plates = overlappingPlates(window);
    QVERIFY2(plates.isEmpty(), qPrintable(plates.join(QLatin1String("; "))));
}

int main(int argc, char **argv)
{
    // An offscreen screen of 1366x768 (the platform reads its screens from a JSON file).
    QTemporaryDir config;
    const QString file = config.filePath(QStringLiteral("screen.json"));
    QFile json(file);
    if (!json.open(QIODevice::WriteOnly))
        return 2;
    json.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96}]})");
    json.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(file));
    QApplication app(argc, argv);
    TestMainScreens test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainscreens.moc"
