// SPDX-License-Identifier: GPL-3.0-or-later
// Moves and attacks by one gesture on the board (issue #25): a left-drag of a unit onto a
// space moves it, click-click still does, a drag draws its arrow while it goes on, and the
// highlight of legal destinations is no player's colour, an attack's drag is the token it
// becomes, a stack of Quarks asks how many, and the Moves list's filter clears each turn.
#include "gamescript.h"

#include "ui/board/boardinteraction.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/quarkcountpopup.h"
#include "ui/shell/gamecontroller.h"
#include "ui/table/legalactionsmodel.h"
#include "ui/table/movespanel.h"

#include <QGraphicsPathItem>
#include <QMouseEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace xobos;

namespace {

struct Table
{
    testing::TestLibrary lib;
    ui::BoardScene scene;
    ui::BoardView view{&scene};
    std::unique_ptr<ui::BoardInteraction> interaction;

    bool start()
    {
        if (!testing::startTwoPlayerGame(*lib.controller))
            return false;
        interaction = std::make_unique<ui::BoardInteraction>(lib.controller.get(), &scene);
        view.resize(900, 700);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        view.fitToWindow();
        return true;
    }
    ui::GameController &c() { return *lib.controller; }
    QPoint at(int space) const { return view.viewPosOfSpace(space); }
};

std::optional<rules::MoveGuardian> someMove(ui::GameController &c)
{
    for (const rules::Action &a : c.legalActions(0))
        if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize)
            return *m;
    return std::nullopt;
}

int guardianSpace(ui::GameController &c, int player, int guardian)
{
    return c.view().players[static_cast<std::size_t>(player)].guardians[static_cast<std::size_t>(guardian)].space;
}

// QTest::mouseMove sends no buttons; a drag needs the held button in the move event.
void dragMove(QWidget *viewport, QPoint to, Qt::MouseButton button)
{
    QMouseEvent move(QEvent::MouseMove, QPointF(to), viewport->mapToGlobal(QPointF(to)), Qt::NoButton, button,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
}

// A legal move of a stack of two or more Quarks of player 0.
std::optional<rules::MoveQuarks> someStackMove(ui::GameController &c)
{
    std::optional<rules::MoveQuarks> best;
    for (const rules::Action &a : c.legalActions(0))
        if (const auto *m = std::get_if<rules::MoveQuarks>(&a); m && m->count >= 2 && (!best || m->count > best->count))
            best = *m;
    return best;
}

int quarksAt(ui::GameController &c, int player, int space)
{
    for (const auto &[s, n] : c.view().players[static_cast<std::size_t>(player)].quarks)
        if (s == space)
            return n;
    return 0;
}

QGraphicsPathItem *visibleDragArrow(ui::BoardScene &scene)
{
    for (QGraphicsItem *item : scene.items())
        if (auto *path = dynamic_cast<QGraphicsPathItem *>(item); path && path->isVisible() && path->zValue() > 6)
            return path;
    return nullptr;
}

} // namespace

class TestBoardGestures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aUnitDraggedOntoASpaceMoves();
    void aDragDrawsItsArrowWhileItGoesOn();
    void clickThenClickStillMoves();
    void legalDestinationsAreInNoPlayersColour();
    void theLegendOpensFromItsButtonInTheCorner();
    void aMovedGuardianWearsABadgeAndTheOthersStay();
    void anAttackDragIsTheTokenItBecomes();
    void aStackOfQuarksAsksHowMany_data();
    void aStackOfQuarksAsksHowMany();
    void theMovesFilterClearsAtEachTurn();
};

void TestBoardGestures::aUnitDraggedOntoASpaceMoves()
{
    Table t;
    QVERIFY(t.start());
    const auto move = someMove(t.c());
    QVERIFY(move);
    const int from = guardianSpace(t.c(), 0, move->guardian);
    QWidget *vp = t.view.viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, t.at(from));
    dragMove(vp, (t.at(from) + t.at(move->to)) / 2, Qt::LeftButton);
    dragMove(vp, t.at(move->to), Qt::LeftButton);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, t.at(move->to));
    QCOMPARE(guardianSpace(t.c(), 0, move->guardian), move->to);
    QCOMPARE(t.interaction->selectedSpace(), -1);
    QVERIFY(!visibleDragArrow(t.scene));
}

void TestBoardGestures::aDragDrawsItsArrowWhileItGoesOn()
{
    Table t;
    QVERIFY(t.start());
    const auto move = someMove(t.c());
    QVERIFY(move);
    const int from = guardianSpace(t.c(), 0, move->guardian);
    QWidget *vp = t.view.viewport();
    QTest::mousePress(vp, Qt::RightButton, {}, t.at(from));
    QVERIFY(!visibleDragArrow(t.scene));
    dragMove(vp, t.at(move->to), Qt::RightButton);
    QGraphicsPathItem *arrow = visibleDragArrow(t.scene);
    QVERIFY(arrow);
    // It reaches the space under the pointer, and it is wider than a lane (5).
    QVERIFY(arrow->path().boundingRect().adjusted(-2, -2, 2, 2).contains(t.scene.spaceCentre(move->to)));
    QVERIFY(arrow->path().boundingRect().width() > 10 || arrow->path().boundingRect().height() > 10);
    // Released where it started: no attack, and the arrow is gone.
    QTest::mouseRelease(vp, Qt::RightButton, {}, t.at(from));
    QVERIFY(!visibleDragArrow(t.scene));
}

void TestBoardGestures::clickThenClickStillMoves()
{
    Table t;
    QVERIFY(t.start());
    const auto move = someMove(t.c());
    QVERIFY(move);
    const int from = guardianSpace(t.c(), 0, move->guardian);
    QTest::mouseClick(t.view.viewport(), Qt::LeftButton, {}, t.at(from));
    QCOMPARE(t.interaction->selectedSpace(), from);
    QTest::mouseClick(t.view.viewport(), Qt::LeftButton, {}, t.at(move->to));
    QCOMPARE(guardianSpace(t.c(), 0, move->guardian), move->to);
}

void TestBoardGestures::legalDestinationsAreInNoPlayersColour()
{
    Table t;
    QVERIFY(t.start());
    const auto move = someMove(t.c());
    QVERIFY(move);
    QTest::mouseClick(t.view.viewport(), Qt::LeftButton, {}, t.at(guardianSpace(t.c(), 0, move->guardian)));
    QVERIFY(!t.scene.highlightedSpaces().isEmpty());
    // The colours the wizard offers, and the scene's defaults.
    const QList<QColor> players = {QColor(0x2f, 0x6f, 0xd6), QColor(0xd2, 0x3a, 0x3a), QColor(0x2e, 0x9e, 0x4f),
                                   QColor(0xe0, 0xa1, 0x1b), QColor(0x8e, 0x44, 0xad), QColor(0xe6, 0x7e, 0x22)};
    int rings = 0;
    for (QGraphicsItem *item : t.scene.items()) {
        auto *shape = dynamic_cast<QAbstractGraphicsShapeItem *>(item);
        if (!shape || item->zValue() < 2 || item->zValue() > 3) // the marks' layer
            continue;
        ++rings;
        const QColor c = shape->pen().color();
        for (const QColor &p : players) {
            const int distance = std::abs(c.red() - p.red()) + std::abs(c.green() - p.green()) + std::abs(c.blue() - p.blue());
            QVERIFY2(distance > 150, qPrintable(c.name() + QLatin1String(" looks like ") + p.name()));
        }
    }
    QVERIFY(rings > 0);
}

void TestBoardGestures::theLegendOpensFromItsButtonInTheCorner()
{
    Table t;
    QVERIFY(t.start());
    QToolButton *button = t.view.legendButton();
    QVERIFY(button->isVisible());
    QVERIFY(!t.view.legend()->isVisible());
    // In the lower left corner, in its strip under the board: not over a space.
    const QRect place(button->mapTo(&t.view, QPoint(0, 0)), button->size());
    QVERIFY(t.view.rect().contains(place));
    QVERIFY(place.left() < t.view.width() / 4);
    QVERIFY(place.top() > t.view.viewport()->geometry().bottom());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(t.view.legend()->isVisible());
    QVERIFY(t.view.legend()->text().contains(QStringLiteral("Where the chosen unit may go")));
    QVERIFY(t.view.viewport()->rect().contains(t.view.legend()->geometry()));
    // For a look at it: XOBOS_SHOT_DIR=/tmp/shots saves the board with its legend open.
    if (const QString dir = qEnvironmentVariable("XOBOS_SHOT_DIR"); !dir.isEmpty())
        QVERIFY(t.view.grab().save(dir + QStringLiteral("/board-legend.png")));
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!t.view.legend()->isVisible());
}

// A moved Guardian is marked by a ticked badge; the other units' items are not made again
// (BoardUnits keeps them by unit: a click repaints what changed, issue #25).
void TestBoardGestures::aMovedGuardianWearsABadgeAndTheOthersStay()
{
    Table t;
    QVERIFY(t.start());
    const auto badges = [&t] {
        int n = 0;
        for (QGraphicsItem *item : t.scene.items())
            n += item->data(0).toString() == QLatin1String("moved");
        return n;
    };
    QCOMPARE(badges(), 0);
    const QList<QGraphicsItem *> before = t.scene.items();
    const auto move = someMove(t.c());
    QVERIFY(move);
    QVERIFY(t.c().submit(0, *move));
    QCOMPARE(badges(), 1);
    const QList<QGraphicsItem *> after = t.scene.items();
    int kept = 0;
    for (QGraphicsItem *item : before)
        kept += after.contains(item);
    // Everything but the moved Guardian's token and number (and the marks) stays.
    QVERIFY2(kept >= before.size() - 4, qPrintable(QStringLiteral("%1 of %2 kept").arg(kept).arg(before.size())));
}

// The arrow drawn while right-dragging is as big as the tokens on the lanes (its shaft
// more than twice a lane's width, its head as wide as a space) and in the attacker's
// colour, not a fixed red that reads as the Red player's.
void TestBoardGestures::anAttackDragIsTheTokenItBecomes()
{
    Table t;
    QVERIFY(t.start());
    const auto move = someMove(t.c());
    QVERIFY(move);
    const int from = guardianSpace(t.c(), 0, move->guardian);
    QWidget *vp = t.view.viewport();
    QTest::mousePress(vp, Qt::RightButton, {}, t.at(from));
    dragMove(vp, (t.at(from) + t.at(move->to)) / 2, Qt::RightButton);
    dragMove(vp, t.at(move->to), Qt::RightButton);
    QGraphicsPathItem *arrow = visibleDragArrow(t.scene);
    QVERIFY(arrow);
    QCOMPARE(arrow->brush().color().rgb(), t.c().playerColours().value(0).rgb());
    QVERIFY(ui::BoardScene::kArrowShaft >= 2 * ui::BoardScene::kLaneWidth);
    // Across the lane, the arrow is as wide as its head: measure it perpendicular to the lane.
    const QLineF lane(t.scene.spaceCentre(from), t.scene.spaceCentre(move->to));
    QTransform along;
    along.rotate(lane.angle());
    const QRectF across = along.map(arrow->path()).boundingRect();
    QVERIFY2(across.height() >= ui::BoardScene::kArrowHeadWidth - 0.5, qPrintable(QString::number(across.height())));
    // From the edge of its space to the centre of the target: the lane's whole length.
    QVERIFY(across.width() >= lane.length() - ui::BoardScene::kSpaceRadius - 1);
    QTest::mouseRelease(vp, Qt::RightButton, {}, t.at(from));
}

void TestBoardGestures::aStackOfQuarksAsksHowMany_data()
{
    QTest::addColumn<bool>("drag");
    QTest::addColumn<int>("key");   // what the player answers: Return, Escape, or 0 (types 1, clicks Move)
    QTest::addColumn<bool>("moves");
    QTest::newRow("a drag of the stack asks, all of them at first: Enter moves them all") << true << int(Qt::Key_Return) << true;
    QTest::newRow("click then click asks too: 1 and Move moves one, the rest stays") << false << 0 << true;
    QTest::newRow("Escape asks nothing more and moves nothing") << true << int(Qt::Key_Escape) << false;
}

void TestBoardGestures::aStackOfQuarksAsksHowMany()
{
    QFETCH(bool, drag);
    QFETCH(int, key);
    QFETCH(bool, moves);
    Table t;
    QVERIFY(t.start());
    const auto stack = someStackMove(t.c());
    QVERIFY(stack);
    const int before = quarksAt(t.c(), 0, stack->from);
    QVERIFY(before >= 2);
    QWidget *vp = t.view.viewport();
    // Shift: the Quarks, also where a Guardian stands with them.
    if (drag) {
        QTest::mousePress(vp, Qt::LeftButton, Qt::ShiftModifier, t.at(stack->from));
        dragMove(vp, t.at(stack->to), Qt::LeftButton);
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::ShiftModifier, t.at(stack->to));
    } else {
        QTest::mouseClick(vp, Qt::LeftButton, Qt::ShiftModifier, t.at(stack->from));
        QTest::mouseClick(vp, Qt::LeftButton, Qt::ShiftModifier, t.at(stack->to));
    }
    ui::QuarkCountPopup *popup = t.interaction->quarkCountPopup();
    QVERIFY(popup);
    QVERIFY(popup->isVisible());
    QCOMPARE(quarksAt(t.c(), 0, stack->from), before); // nothing moved yet
    QCOMPARE(popup->spinBox()->maximum(), stack->count);
    QCOMPARE(popup->spinBox()->value(), stack->count);
    int expected = stack->count;
    if (key == 0) {
        popup->spinBox()->setValue(1);
        expected = 1;
        QTest::mouseClick(popup->moveButton(), Qt::LeftButton);
    } else {
        QTest::keyClick(key == Qt::Key_Escape ? static_cast<QWidget *>(popup) : popup->spinBox(), Qt::Key(key));
    }
    QTRY_VERIFY(!t.interaction->quarkCountPopup());
    QCOMPARE(quarksAt(t.c(), 0, stack->to), moves ? expected : 0);
    QCOMPARE(quarksAt(t.c(), 0, stack->from), moves ? before - expected : before);
}

// A filter typed in one player's turn does not hide the next player's moves.
void TestBoardGestures::theMovesFilterClearsAtEachTurn()
{
    testing::TestLibrary lib;
    QVERIFY(testing::startTwoPlayerGame(*lib.controller));
    ui::GameController &c = *lib.controller;
    ui::MovesPanel panel(&c);
    panel.show();
    QTest::keyClicks(panel.filterEdit(), QStringLiteral("Guardian 2"));
    QCOMPARE(panel.filterEdit()->text(), QStringLiteral("Guardian 2"));
    // A move in the same turn keeps it.
    const auto move = someMove(c);
    QVERIFY(move);
    QVERIFY(c.submit(0, *move));
    QCOMPARE(panel.filterEdit()->text(), QStringLiteral("Guardian 2"));
    // The next player's turn: cleared, every move listed.
    QVERIFY(c.submit(0, rules::EndTurn{}));
    QCOMPARE(c.view().currentPlayer, 1);
    QVERIFY(panel.filterEdit()->text().isEmpty());
    QCOMPARE(panel.list()->model()->rowCount(), panel.model()->rowCount());
}

QTEST_MAIN(TestBoardGestures)
#include "tst_boardgestures.moc"
