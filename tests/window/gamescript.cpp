// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamescript.h"

#include "xobos/io/boardio.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/lockcover.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include <cmath>
#include <limits>

namespace xobos::testing {

TestLibrary::TestLibrary()
    : controller(std::make_unique<ui::GameController>(dir.filePath(QStringLiteral("library.sqlite"))))
{
}

bool startGame(ui::GameController &controller, const QStringList &names)
{
    const io::BoardLoadResult board = io::loadBundledBoard(QStringLiteral("standard"));
    if (!board.ok())
        return false;
    static const QStringList colours{QStringLiteral("#2f6fd6"), QStringLiteral("#d23a3a"), QStringLiteral("#2e9e4f"),
                                     QStringLiteral("#e0a11b")};
    store::NewGame game;
    game.board = std::make_shared<const rules::Board>(*board.board);
    game.boardName = QStringLiteral("standard");
    game.setup.players = static_cast<int>(names.size());
    for (const QString &name : names)
        game.setup.names.push_back(name.toStdString());
    game.setup.firstPlayer = 0;
    game.title = QStringLiteral("Test game");
    game.colours = colours.mid(0, names.size());
    QString error;
    if (!controller.newGame(game, &error)) {
        qWarning() << error;
        return false;
    }
    return true;
}

bool startTwoPlayerGame(ui::GameController &controller, int leaders)
{
    if (!startGame(controller, {QStringLiteral("Blue"), QStringLiteral("Red")}))
        return false;
    if (leaders < 0)
        return true;
    return controller.submit(0, rules::ChooseLeader{leaders}) && controller.submit(1, rules::ChooseLeader{0});
}

std::optional<StoredGame> storeGameInDevelopment(TestLibrary &lib)
{
    ui::GameController &c = *lib.controller;
    if (!startTwoPlayerGame(c) || !playUntilPhase(c, rules::Phase::Development))
        return std::nullopt;
    const StoredGame stored{c.gameId(), c.historySize()};
    lib.controller.reset();
    return stored;
}

double distanceToEnemy(const rules::Board &board, const rules::GameView &view, int player, int space)
{
    const rules::Space &s = board.spaces[static_cast<std::size_t>(space)];
    double best = std::numeric_limits<double>::max();
    for (int p = 0; p < static_cast<int>(view.players.size()); ++p) {
        if (p == player)
            continue;
        for (const rules::GuardianView &g : view.players[static_cast<std::size_t>(p)].guardians) {
            if (!g.alive)
                continue;
            const rules::Space &e = board.spaces[static_cast<std::size_t>(g.space)];
            best = std::min(best, std::hypot(s.x - e.x, s.y - e.y));
        }
    }
    return best;
}

bool startBusyGame(ui::GameController &c)
{
    if (!startGame(c, {QStringLiteral("Ada"), QStringLiteral("Boris"), QStringLiteral("Chloé"), QStringLiteral("Dmitri")}))
        return false;
    for (int seat = 0; seat < 4; ++seat) {
        if (!c.submit(seat, rules::ChooseLeader{0}))
            return false;
    }
    for (int step = 0; step < 6; ++step) {
        const int player = c.actingPlayer();
        bool moved = false;
        for (const rules::Action &a : c.legalActions(player)) {
            if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize) {
                moved = c.submit(player, a);
                break;
            }
        }
        if (!moved && !c.submit(player, rules::EndTurn{}))
            return false;
    }
    return true;
}

namespace {

bool answerPendingOrDevelop(ui::GameController &c)
{
    const rules::GameView view = c.view();
    if (!view.pending.empty()) {
        const rules::Pending p = view.pending.front();
        return c.submit(p.player, p.kind == rules::PendingKind::CounterattackChoice
                                      ? rules::Action(rules::Counterattack{false})
                                      : rules::Action(rules::Pursue{false}));
    }
    if (view.phase == rules::Phase::Development) {
        return c.submit(c.actingPlayer(), rules::EndDevelopment{});
    }
    return false;
}

} // namespace

bool playUntilAttackPossible(ui::GameController &c, int maxSteps)
{
    for (int step = 0; step < maxSteps; ++step) {
        if (answerPendingOrDevelop(c))
            continue;
        const rules::GameView view = c.view();
        if (view.phase != rules::Phase::Movement)
            return false;
        const int player = c.actingPlayer();
        const std::vector<rules::Action> legal = c.legalActions(player);
        for (const rules::Action &a : legal) {
            if (std::holds_alternative<rules::DeclareAttack>(a))
                return true;
        }
        const rules::PlayerView &pv = view.players[static_cast<std::size_t>(player)];
        const rules::Action *best = nullptr;
        double bestGain = 1.0;
        for (const rules::Action &a : legal) {
            if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize) {
                const int from = pv.guardians[static_cast<std::size_t>(m->guardian)].space;
                const double gain = distanceToEnemy(*c.board(), view, player, from) - distanceToEnemy(*c.board(), view, player, m->to);
                if (gain > bestGain) {
                    bestGain = gain;
                    best = &a;
                }
            }
        }
        if (!(best ? c.submit(player, *best) : c.submit(player, rules::EndTurn{})))
            return false;
    }
    return false;
}

bool playUntilPhase(ui::GameController &c, rules::Phase phase, int maxSteps)
{
    for (int step = 0; step < maxSteps && c.view().phase != phase; ++step) {
        if (answerPendingOrDevelop(c))
            continue;
        if (!c.submit(c.actingPlayer(), rules::EndTurn{}))
            return false;
    }
    return c.view().phase == phase;
}

void showWindow(ui::MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.boardView()->fitToWindow();
    QCoreApplication::processEvents();
}

void clickSpace(ui::MainWindow &window, int space, Qt::MouseButton button)
{
    QTest::mouseClick(window.boardView()->viewport(), button, {}, window.boardView()->viewPosOfSpace(space));
}

void unlockCover(ui::MainWindow &window, const QString &pin)
{
    ui::secrets::LockCover *cover = window.handOver()->cover();
    QVERIFY(cover->isLocked());
    if (!pin.isEmpty())
        cover->pinField()->setText(pin);
    cover->unlockButton()->click();
    QVERIFY(!cover->isLocked());
}

void openSheet(ui::MainWindow &window, int seat, const QString &pin)
{
    window.handOver()->passTo(seat);
    unlockCover(window, pin);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(window.controller()->viewer(), rules::Viewer::seat(seat));
}

namespace {

void collectMenu(const QMenu *menu, QStringList &out)
{
    out << menu->title();
    for (const QAction *a : menu->actions()) {
        out << a->text() << a->toolTip() << a->statusTip() << QString::number(a->isVisible())
            << QString::number(a->isEnabled());
        if (a->menu())
            collectMenu(a->menu(), out);
    }
}

} // namespace

void collectTexts(QWidget *w, QStringList &out)
{
    out << w->objectName() + QLatin1Char(':');
    if (auto *label = qobject_cast<QLabel *>(w))
        out << label->text();
    else if (auto *button = qobject_cast<QAbstractButton *>(w))
        out << button->text() << QString::number(button->isEnabled());
    else if (auto *edit = qobject_cast<QLineEdit *>(w))
        out << edit->text() << edit->placeholderText();
    else if (auto *combo = qobject_cast<QComboBox *>(w)) {
        for (int i = 0; i < combo->count(); ++i)
            out << combo->itemText(i);
    } else if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
        for (int i = 0; i < tabs->count(); ++i)
            out << (tabs->isTabVisible(i) ? tabs->tabText(i) : QString());
    } else if (auto *dock = qobject_cast<QDockWidget *>(w))
        out << dock->windowTitle();
    out << w->toolTip() << w->statusTip();
    if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
        QAbstractItemModel *model = view->model();
        for (int c = 0; model && c < model->columnCount(); ++c)
            out << model->headerData(c, Qt::Horizontal).toString();
        for (int r = 0; model && r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c)
                out << model->index(r, c).data().toString() << model->index(r, c).data(Qt::ToolTipRole).toString();
        }
    }
}

QStringList publicTexts(ui::MainWindow &window)
{
    QStringList out{window.windowTitle(), window.statusBar()->currentMessage()};
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (w->isVisible())
            collectTexts(w, out);
    }
    for (const QMenu *menu : window.menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly))
        collectMenu(menu, out);
    QStringList scene;
    for (QGraphicsItem *item : window.boardView()->scene()->items(Qt::AscendingOrder)) {
        scene << item->toolTip();
        if (auto *text = dynamic_cast<ui::BoardLabelItem *>(item))
            scene << text->text();
    }
    scene.sort();
    return out + scene;
}

QString firstDifference(const QStringList &a, const QStringList &b)
{
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QString x = a.value(i, QStringLiteral("<none>"));
        const QString y = b.value(i, QStringLiteral("<none>"));
        if (x != y)
            return QStringLiteral("#%1 (after \"%2\"): \"%3\" <> \"%4\"")
                .arg(i)
                .arg(a.value(std::max<qsizetype>(0, i - 1)), x, y);
    }
    return {};
}

void saveShot(QWidget &widget, const QString &folder, const QString &name)
{
    QCoreApplication::processEvents();
    const QString dir = QDir::temp().filePath(folder);
    QDir().mkpath(dir);
    widget.grab().save(QDir(dir).filePath(name));
}

} // namespace xobos::testing
