// SPDX-License-Identifier: GPL-3.0-or-later
// The spaces' printed names on the board (issue #25): readable in a 1366x768, a 1600x1000
// and a 1920x1080 window, inside the board and not under its Legend button, apart from
// each other and off every piece, on or larger; View > Space Names hides or enlarges them,
// and the choice is remembered.
//
// XOBOS_SHOT_DIR=/tmp/shots saves the windows and the boards, to look at.
#include "gamescript.h"

#include "ui/board/boarditems.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/labelplacement.h"
#include "xobos/io/boardio.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QSet>
#include <QSettings>
#include <QTest>
#include <QToolButton>

using namespace xobos;

namespace {

QRectF onScreen(const ui::BoardView &view, const QGraphicsItem *item)
{
    return view.mapFromScene(item->sceneBoundingRect()).boundingRect();
}

} // namespace

class TestBoardLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theNamesAreReadableInsideTheBoardAndApart_data();
    void theNamesAreReadableInsideTheBoardAndApart();
    void viewSpaceNamesHidesAndEnlargesThem();
    void theNamesChoiceIsRemembered();
    void thePlacementAloneNamesEverySpaceApart();
};

void TestBoardLabels::theNamesAreReadableInsideTheBoardAndApart_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("names");
    for (const QSize size : {QSize(1366, 768), QSize(1600, 1000), QSize(1920, 1080)}) {
        const QByteArray name = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
        QTest::newRow(name + ", names on") << size << int(ui::BoardView::SpaceNames::On);
        QTest::newRow(name + ", larger names") << size << int(ui::BoardView::SpaceNames::Larger);
    }
}

void TestBoardLabels::theNamesAreReadableInsideTheBoardAndApart()
{
    QFETCH(QSize, size);
    QFETCH(int, names);
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startBusyGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, size);
    if (QTest::currentTestFailed())
        return;
    ui::BoardView &view = *window.boardView();
    view.setSpaceNames(ui::BoardView::SpaceNames(names));
    QCoreApplication::processEvents();
    ui::BoardScene &scene = *view.boardScene();
    const bool larger = names == int(ui::BoardView::SpaceNames::Larger);
    const double least = larger ? ui::BoardView::kLargerNamePixels : ui::BoardView::kNamePixels;
    QVERIFY2(view.spaceNamePixelsOnScreen() >= least - 0.01, qPrintable(QString::number(view.spaceNamePixelsOnScreen())));

    if (const QString dir = qEnvironmentVariable("XOBOS_SHOT_DIR"); !dir.isEmpty()) {
        const QString name = QStringLiteral("%1x%2-%3").arg(size.width()).arg(size.height()).arg(larger ? QLatin1String("larger") : QLatin1String("on"));
        QVERIFY(window.grab().save(dir + QStringLiteral("/window-%1.png").arg(name)));
        QVERIFY(view.grab().save(dir + QStringLiteral("/board-%1.png").arg(name)));
    }
    const QRectF port = view.viewport()->rect();
    const QList<ui::BoardLabelItem *> &labels = scene.spaceLabels();
    QVERIFY(labels.size() > 53);
    // The pieces: Guardians with their numbers and badges, Quarks, Buildings.
    QList<QRectF> pieces;
    for (const QGraphicsItem *item : scene.items()) {
        if (item->zValue() >= ui::boardz::kBuilding && item->zValue() < ui::boardz::kDim && item->isVisible())
            pieces << onScreen(view, item);
    }
    QVERIFY(pieces.size() >= 16 * 2); // 16 Guardians and their numbers
    const auto overlapping = [](const QRectF &a, const QRectF &b) {
        const QRectF overlap = a.intersected(b);
        return overlap.width() >= 2 && overlap.height() >= 2;
    };
    QStringList overlaps;
    for (const ui::BoardLabelItem *label : labels) {
        QVERIFY(label->isVisible());
        // Each name readable, even one laid smaller for want of room at the larger size.
        QVERIFY2(label->pixelSize() * view.transform().m22() >= ui::BoardView::kNamePixels - 0.01,
                 qPrintable(label->text() + QLatin1Char(' ') + QString::number(label->pixelSize() * view.transform().m22())));
        const QRectF r = onScreen(view, label);
        QVERIFY2(port.contains(r), qPrintable(label->text() + QLatin1String(" is cut by the board's edge")));
        // Not covered by the legend's button (it sits in its strip under the board).
        const QRect button(view.legendButton()->mapTo(&view, QPoint(0, 0)) - view.viewport()->pos(), view.legendButton()->size());
        QVERIFY2(!r.intersects(button), qPrintable(label->text() + QLatin1String(" is under the Legend button")));
        for (const ui::BoardLabelItem *other : labels) {
            if (other != label && overlapping(r, onScreen(view, other)))
                overlaps << label->text() + QLatin1String(" overlaps ") + other->text();
        }
        for (const QRectF &piece : std::as_const(pieces)) {
            if (overlapping(r, piece))
                overlaps << label->text() + QLatin1String(" overlaps a piece");
        }
    }
    QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(QLatin1String("; "))));
}

void TestBoardLabels::viewSpaceNamesHidesAndEnlargesThem()
{
    testing::TestLibrary lib;
    QVERIFY(testing::startTwoPlayerGame(*lib.controller));
    ui::MainWindow window(lib.controller.get(), nullptr);
    testing::showWindow(window, {1366, 768});
    if (QTest::currentTestFailed())
        return;
    ui::BoardView &view = *window.boardView();
    QMenu *menu = view.spaceNamesMenu();
    QCOMPARE(menu->actions().size(), 3);
    const auto action = [menu](const char *name) { return menu->findChild<QAction *>(QLatin1String(name)); };
    QVERIFY(action("spaceNamesOn")->isChecked());
    const double on = view.spaceNamePixelsOnScreen();
    QVERIFY(on >= ui::BoardView::kNamePixels - 0.01);

    action("spaceNamesOff")->trigger();
    QCOMPARE(view.spaceNames(), ui::BoardView::SpaceNames::Off);
    QVERIFY(action("spaceNamesOff")->isChecked());
    for (const ui::BoardLabelItem *label : view.boardScene()->spaceLabels())
        QVERIFY(!label->isVisible());
    QCOMPARE(view.spaceNamePixelsOnScreen(), 0.0);

    action("spaceNamesLarger")->trigger();
    QCOMPARE(view.spaceNames(), ui::BoardView::SpaceNames::Larger);
    QVERIFY2(view.spaceNamePixelsOnScreen() > on * 1.2, qPrintable(QString::number(view.spaceNamePixelsOnScreen())));
    for (const ui::BoardLabelItem *label : view.boardScene()->spaceLabels())
        QVERIFY(label->isVisible());

    // The names follow the zoom: closer, larger on the screen.
    const double larger = view.spaceNamePixelsOnScreen();
    view.setZoom(3.0);
    QVERIFY(view.spaceNamePixelsOnScreen() > larger * 1.5);
}

void TestBoardLabels::theNamesChoiceIsRemembered()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    {
        ui::BoardScene scene;
        ui::BoardView view(&scene);
        view.setSettings(&settings);
        QCOMPARE(view.spaceNames(), ui::BoardView::SpaceNames::On); // the default
        view.spaceNamesMenu()->findChild<QAction *>(QStringLiteral("spaceNamesLarger"))->trigger();
    }
    QCOMPARE(settings.value(QStringLiteral("view/spaceNames")).toString(), QStringLiteral("larger"));
    ui::BoardScene scene;
    ui::BoardView view(&scene);
    view.setSettings(&settings);
    QCOMPARE(view.spaceNames(), ui::BoardView::SpaceNames::Larger);
    QVERIFY(view.spaceNamesMenu()->findChild<QAction *>(QStringLiteral("spaceNamesLarger"))->isChecked());
    view.setSpaceNames(ui::BoardView::SpaceNames::Off);
    QCOMPARE(settings.value(QStringLiteral("view/spaceNames")).toString(), QStringLiteral("off"));
}

// LabelPlacement without a scene or a window (BoardScene's placement, ui/board/labelplacement.h):
// on the standard board, every space named, the quarters named (not in the editor's look),
// each line inside the board's area, no two names over each other.
void TestBoardLabels::thePlacementAloneNamesEverySpaceApart()
{
    const io::BoardLoadResult loaded = io::loadBundledBoard(QStringLiteral("standard"));
    QVERIFY(loaded.ok());
    const rules::Board &board = *loaded.board;
    const QRectF area(-20, -20, 1040, 1075); // BoardScene's scene rect
    int measured = 0;
    const auto width = [&measured](const QString &text, double pixels, bool bold) {
        ++measured;
        return text.size() * pixels * (bold ? 0.62 : 0.56) + 4;
    };
    for (const bool editor : {false, true}) {
        const ui::LabelPlacement placement(board, area, width);
        const QList<ui::PlacedLabel> laid = placement.place(13, 9, editor);
        QSet<int> named;
        int quarters = 0;
        QList<QRectF> rects;
        for (const ui::PlacedLabel &l : laid) {
            QVERIFY2(l.pixels >= 9 - 1e-9 && l.pixels <= 13 + 1e-9, qPrintable(l.text));
            const QSizeF size(width(l.text, l.pixels, l.bold), l.pixels * 1.2);
            const QRectF rect(l.centre - QPointF(size.width() / 2, size.height() / 2), size);
            QVERIFY2(area.contains(rect), qPrintable(l.text));
            rects << rect.adjusted(0.5, 0.5, -0.5, -0.5);
            if (l.space < 0)
                ++quarters;
            else
                named << l.space;
        }
        QCOMPARE(named.size(), static_cast<qsizetype>(board.spaces.size()));
        QCOMPARE(quarters, editor ? 0 : static_cast<int>(board.quarters.size()));
        for (qsizetype i = 0; i < rects.size(); ++i) {
            for (qsizetype j = i + 1; j < rects.size(); ++j)
                QVERIFY2(!rects[i].intersects(rects[j]), qPrintable(laid[i].text + QStringLiteral(" / ") + laid[j].text));
        }
    }
    QVERIFY(measured > 0);
}

QTEST_MAIN(TestBoardLabels)
#include "tst_boardlabels.moc"
