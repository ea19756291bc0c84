// SPDX-License-Identifier: GPL-3.0-or-later
// The private sheet in the real window (issue #25): a late-game Development phase of a
// four-player game, in German and Polish (and English), at 1366×768 and 1920×1080. While
// the sheet is open it fills the window, which stays inside the screen; no column header
// is cut (its text fits its section), no two texts (labels, buttons) overlap, and every
// action button is inside the sheet's viewport: no scrolling. Each case saves its picture
// as private-sheet-<language>-<width>x<height>.png under the temporary folder
// xobos-sheet-screens, to look at.
#include "gamescript.h"

#include "i18n/translation.h"

#include "ui/board/boardview.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/secrettext.h"
#include "ui/secrets/wrapbutton.h"
#include "ui/shell/mainwindow.h"
#include "ui/table/sheetspanel.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTest>
#include <QToolButton>

#include <random>

using namespace xobos;
using ui::secrets::PlayerSheetWidget;

namespace {

int sheetActionCount(const ui::GameController &c, int seat)
{
    int n = 0;
    for (const rules::Action &a : c.legalActions(seat))
        n += ui::secrets::isSheetAction(a) ? 1 : 0;
    return n;
}

// Plays random legal actions of a four-player game (each seat's own, as behind its
// screen) until a Development phase of round 3 or later in which Blue (seat 0) still has
// at least `actions` entries to choose from. False if none came within the step limit.
bool playToLateDevelopment(ui::GameController &c, int actions)
{
    std::mt19937 rng(25);
    for (int step = 0; step < 6000; ++step) {
        const rules::GameView &view = c.view();
        const std::vector<int> who = c.actingPlayers();
        if (view.phase == rules::Phase::GameOver || who.empty()) {
            qWarning("no late Development phase: step %d, round %d, phase %d", step, view.round, int(view.phase));
            return false;
        }
        if (view.phase == rules::Phase::Development && view.round >= 5
            && std::find(who.begin(), who.end(), 0) != who.end()) {
            c.setViewer(rules::Viewer::seat(0));
            if (sheetActionCount(c, 0) >= actions) {
                c.setViewer(rules::Viewer::everyone());
                return true;
            }
        }
        const int p = who[rng() % who.size()];
        c.setViewer(rules::Viewer::seat(p));
        std::vector<rules::Action> legal = c.legalActions(p);
        if (legal.empty())
            return false;
        // A turn or a Development phase ends now and then (a random walk of Guardians, or
        // connections made and broken, would go on for ever).
        const auto isEnd = [](const rules::Action &a) {
            return std::holds_alternative<rules::EndTurn>(a) || std::holds_alternative<rules::EndDevelopment>(a);
        };
        const auto end = std::find_if(legal.begin(), legal.end(), isEnd);
        if (end != legal.end() && (rng() % 4 == 0 || legal.size() == 1)) {
            c.submit(p, *end);
            continue;
        }
        std::erase_if(legal, isEnd);
        c.submit(p, legal[rng() % legal.size()]);
    }
    c.setViewer(rules::Viewer::everyone());
    return false;
}

QRect inWindow(const QWidget *w, const QWidget *window)
{
    return QRect(w->mapTo(window, QPoint(0, 0)), w->size());
}

// A widget's visible text for the failure messages.
QString textOf(const QWidget *w)
{
    if (const auto *label = qobject_cast<const QLabel *>(w))
        return label->text();
    if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        return button->text();
    return w->objectName();
}

} // namespace

class TestSheetScreens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup() { i18n::installTranslations(QLocale(QLocale::English)); }
    void thePrivateSheetFillsTheWindowUncut_data();
    void thePrivateSheetFillsTheWindowUncut();

private:
    testing::TestLibrary m_lib; // the game, played once, opened by each case
    qint64 m_game = 0;
};

void TestSheetScreens::initTestCase()
{
    ui::GameController &c = *m_lib.controller;
    QVERIFY(testing::startGame(c, {QStringLiteral("Blue"), QStringLiteral("Red"), QStringLiteral("Green"),
                                   QStringLiteral("Yellow")}));
    QVERIFY(playToLateDevelopment(c, 20));
    m_game = c.gameId();
    m_lib.controller.reset();
}

void TestSheetScreens::thePrivateSheetFillsTheWindowUncut_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("pl"), QStringLiteral("en")}) {
        for (const QSize &size : {QSize(1366, 768), QSize(1920, 1080)}) {
            if (language == QLatin1String("en") && size.width() > 1366)
                continue;
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size;
        }
    }
}

void TestSheetScreens::thePrivateSheetFillsTheWindowUncut()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    i18n::installTranslations(QLocale(language));
    ui::GameController c(m_lib.dir.filePath(QStringLiteral("library.sqlite")));
    QString error;
    QVERIFY2(c.openLibrary(&error) && c.openGame(m_game, &error), qPrintable(error));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, screen);
    QVERIFY(!QTest::currentTestFailed());
    testing::openSheet(window, 0);
    QVERIFY(!QTest::currentTestFailed());
    PlayerSheetWidget *sheet = window.sheetsPanel()->sheet(0);
    QTest::qWait(50);
    const QString name = QStringLiteral("private-sheet-%1-%2x%3.png").arg(language).arg(screen.width()).arg(screen.height());
    testing::saveShot(window, QStringLiteral("xobos-sheet-screens"), name);
    qInfo("round %d, %d actions; window %dx%d", c.view().round, int(sheet->offeredActions().size()), window.width(),
          window.height());

    // The window did not grow past the screen for the sheet's sake.
    QVERIFY2(window.width() <= screen.width() && window.height() <= screen.height(),
             qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));

    // No scrolling: the sheet's scroll area needs no bar, every action is in its viewport.
    auto *scroll = qobject_cast<QScrollArea *>(sheet->parentWidget()->parentWidget());
    QVERIFY(scroll);
    qInfo("sheet min %dx%d hint %dx%d hfw %d viewport %dx%d", sheet->minimumSizeHint().width(), sheet->minimumSizeHint().height(),
          sheet->sizeHint().width(), sheet->sizeHint().height(), sheet->heightForWidth(scroll->viewport()->width()),
          scroll->viewport()->width(), scroll->viewport()->height());
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), qPrintable(QString::number(scroll->width())));
    QVERIFY2(!scroll->verticalScrollBar()->isVisible(), qPrintable(QString::number(scroll->height())));
    const QRect viewport = inWindow(scroll->viewport(), &window);
    QVERIFY(sheet->offeredActions().size() >= 20);
    for (const rules::Action &a : sheet->offeredActions()) {
        QPushButton *b = sheet->buttonFor(a);
        QVERIFY(b && b->isVisible());
        QVERIFY2(viewport.contains(inWindow(b, &window)), qPrintable(b->text()));
        // Its text not cut: on one line, or wrapped within the button's height.
        const auto *wrap = qobject_cast<const ui::secrets::WrapButton *>(b);
        QVERIFY2(wrap ? wrap->textFits() : b->width() >= b->sizeHint().width(), qPrintable(b->text()));
    }

    // No column header cut: each section holds its text and the header's margins, and the
    // table shows all of its columns.
    const int margin = 2 * sheet->style()->pixelMetric(QStyle::PM_HeaderMargin);
    for (QHeaderView *h : sheet->findChildren<QHeaderView *>()) {
        if (h->orientation() != Qt::Horizontal || !h->isVisible())
            continue;
        for (int i = 0; i < h->count(); ++i) {
            if (h->isSectionHidden(i))
                continue;
            const QString text = h->model()->headerData(i, Qt::Horizontal).toString();
            const int needs = h->fontMetrics().horizontalAdvance(text) + margin;
            QVERIFY2(h->sectionSize(i) >= needs,
                     qPrintable(QStringLiteral("\"%1\": %2 < %3").arg(text).arg(h->sectionSize(i)).arg(needs)));
        }
        QVERIFY2(h->length() <= h->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(h->length()).arg(h->viewport()->width())));
    }

    // No two texts overlap: the visible labels and buttons of the Sheets panel (the open
    // sheet and the row above it), and none of them is narrower than its text.
    QList<QWidget *> texts;
    for (QWidget *w : window.sheetsPanel()->findChildren<QWidget *>()) {
        const bool isText = qobject_cast<QLabel *>(w) || qobject_cast<QAbstractButton *>(w);
        if (isText && w->isVisible() && !textOf(w).isEmpty())
            texts << w;
    }
    QVERIFY(texts.size() > static_cast<qsizetype>(sheet->offeredActions().size()));
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QRect a = inWindow(texts[i], &window);
        const auto *label = qobject_cast<QLabel *>(texts[i]);
        if (label && !label->wordWrap())
            QVERIFY2(label->width() >= label->minimumSizeHint().width(), qPrintable(label->text()));
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            if (texts[i]->isAncestorOf(texts[j]) || texts[j]->isAncestorOf(texts[i]))
                continue;
            QVERIFY2(!a.intersects(inWindow(texts[j], &window)),
                     qPrintable(QStringLiteral("\"%1\" and \"%2\"").arg(textOf(texts[i]), textOf(texts[j]))));
        }
    }
    // The board and the Moves panel are out of sight: the sheet's own Undo takes back an
    // entry, and its text names none.
    QToolButton *undo = window.sheetsPanel()->undoButton();
    QVERIFY(undo->isVisible());
    const int before = c.historySize();
    const rules::Action *entry = nullptr;
    for (const rules::Action &a : sheet->offeredActions())
        if (std::holds_alternative<rules::Connect>(a) && !entry)
            entry = &a;
    QVERIFY(entry);
    QTest::mouseClick(sheet->buttonFor(*entry), Qt::LeftButton);
    QCOMPARE(c.historySize(), before + 1);
    QVERIFY(undo->isEnabled());
    QVERIFY2(!undo->text().contains(QStringLiteral("Guardian")) && !undo->toolTip().contains(QStringLiteral("Guardian")),
             qPrintable(undo->text()));
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(c.historySize(), before);

    // Nothing of the table's beside the sheet: the board and the other docks stepped aside.
    QVERIFY(!window.boardView()->isVisible());
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->objectName() == QLatin1String("gameDock") || dock->objectName() == QLatin1String("playersDock")
            || dock->objectName() == QLatin1String("logDock"))
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    }
}

QTEST_MAIN(TestSheetScreens)
#include "tst_sheetscreens.moc"
