// SPDX-License-Identifier: GPL-3.0-or-later
// The flow audit of issue #20: complete evenings at one laptop, played through the real
// window the way a table plays them (the wizard, the covers, PINs, the sheets, Ctrl+E,
// "Continue to Development"), in every variant with two to four players, with and without
// PINs and a referee PIN. At every step:
// - the stray-input pass: while the public view or a cover shows, every enabled action of
//   the window is triggered (menus, shortcuts, dock toggles; the dialogs they open are
//   answered "no" and closed) — no seat's secret entry may be made, and no sheet opened;
//   under a cover, no button of the window (floating docks included) is enabled and no
//   shortcut gets through;
// - the public window's texts (widgets, tooltips, title, status bar, menus, model cells,
//   the dialogs that opened) are recorded; a second evening whose hidden values differ
//   (other Leaders, other connections) must record the same bytes.
// Plus the named cases: the referee's view refused without a referee PIN, a PIN typed
// twice differently, a PIN reset logged, "Someone else first", the covers after the last
// Leader choice and at a round start, the combat shown publicly before Development, undo.
#include "gamescript.h"

#include "xobos/rules/types.h"
#include "store/pinbackoff.h"
#include "store/pinhash.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/table/combatview.h"
#include "ui/secrets/handover.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newgamewizard.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/revealpolicy.h"
#include "ui/table/sheetspanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWizard>

#include <functional>

using namespace xobos;
using testing::TestLibrary;

namespace {

constexpr int kTestIterations = 1000; // PBKDF2 rounds of the test's PINs (the cost is tst_pinhash's)

QString pinOf(int seat)
{
    return QStringLiteral("%1%1%1%1").arg(seat + 1);
}
const QString kRefereePin = QStringLiteral("9090");

struct Config
{
    const char *name;
    rules::Variant variant = rules::Variant::FogOfWar;
    int players = 2;
    QList<bool> pins; // per seat
    bool refereePin = false;
    int rounds = 2; // play until this round's Development is done (15: the whole game)
    bool floatSheets = false;
};

// Enters the first (or last) offered action that matches: one click on its button.
bool enterOnSheet(ui::secrets::PlayerSheetWidget &sheet, const std::function<bool(const rules::Action &)> &match,
                  bool last = false)
{
    QPushButton *button = nullptr;
    for (const rules::Action &a : sheet.offeredActions()) {
        if (match(a)) {
            button = sheet.buttonFor(a);
            if (!last)
                break;
        }
    }
    if (!button)
        return false;
    button->click();
    if (QMessageBox *box = sheet.confirmation()) // destroying a Building, finishing the phase
        box->button(QMessageBox::Yes)->click();
    return true;
}

// Answers every dialog that opens: "no" (Escape, reject) for stray input, or "yes" for the
// table's own confirmations; records the dialog's texts first (they are public texts too).
class DialogAnswerer : public QObject
{
public:
    explicit DialogAnswerer(QStringList *record)
        : m_record(record)
    {
        m_timer.setInterval(0);
        connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::answer);
        m_timer.start();
    }
    bool yes = true; // a curious hand says yes to everything
    int answered = 0;
    void answer()
    {
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (!top->isVisible() || !(qobject_cast<QDialog *>(top))
                || top->objectName() == QLatin1String("newGameWizard"))
                continue;
            if (m_record) {
                *m_record << QStringLiteral("dialog:") + top->objectName() << top->windowTitle();
                for (QWidget *w : top->findChildren<QWidget *>()) {
                    if (w->isVisible())
                        testing::collectTexts(w, *m_record);
                }
            }
            ++answered;
            auto *box = qobject_cast<QMessageBox *>(top);
            if (box && yes && box->button(QMessageBox::Yes)) {
                box->button(QMessageBox::Yes)->click();
            } else {
                static_cast<QDialog *>(top)->reject();
                top->close();
            }
        }
    }
    void setRecord(QStringList *record) { m_record = record; }

private:
    QStringList *m_record = nullptr;
    QTimer m_timer;
};

struct Evening
{
    QStringList transcript; // the public texts at every step
    int steps = 0;
    int strayTriggers = 0;
    int secretEntries = 0;
    int coversForTable = 0;
    int reviews = 0;
    QString failure;
};

// One evening: `perturbed` changes every hidden choice (Leaders, connections) and nothing
// the table may see.
class Table
{
public:
    Table(const Config &config, bool perturbed)
        : m_config(config)
        , m_perturbed(perturbed)
        , m_window(m_lib.controller.get(), nullptr)
        , m_answerer(nullptr)
    { }

    ui::GameController &c() { return *m_lib.controller; }
    ui::MainWindow &window() { return m_window; }
    ui::secrets::LockCover *cover() { return m_window.handOver()->cover(); }

    bool fail(const QString &why)
    {
        if (m_evening.failure.isEmpty())
            m_evening.failure =
                QStringLiteral("%1%2, step %3: %4")
                    .arg(QLatin1String(m_config.name), m_perturbed ? QStringLiteral(" (perturbed)") : QString())
                    .arg(m_evening.steps)
                    .arg(why);
        return false;
    }

    bool create()
    {
        m_window.resize(1366, 768);
        m_window.show();
        if (!QTest::qWaitForWindowExposed(&m_window))
            return fail(QStringLiteral("no window"));
        m_window.showNewGameWizard();
        auto *wizard = m_window.findChild<ui::NewGameWizard *>();
        if (!wizard)
            return fail(QStringLiteral("no wizard"));
        wizard->next(); // the game: Guardians of Xobos, the first of the list
        if (wizard->currentId() != ui::NewGameWizard::PlayersPage)
            return fail(QStringLiteral("the game page did not lead to the players"));
        wizard->setPinIterations(kTestIterations);
        static const QStringList names{QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Cara"),
                                       QStringLiteral("Dan")};
        wizard->setPlayers(names.mid(0, m_config.players));
        wizard->setBoardName(m_config.players == 3 ? QStringLiteral("muenara") : QStringLiteral("standard"));
        for (int seat = 0; seat < m_config.players; ++seat) {
            if (m_config.pins.value(seat)) {
                wizard->pinField(seat)->setText(pinOf(seat));
                wizard->pinConfirmField(seat)->setText(pinOf(seat));
            }
        }
        if (m_config.refereePin) {
            wizard->refereePinField()->setText(kRefereePin);
            wizard->refereePinConfirmField()->setText(kRefereePin);
        }
        wizard->next();
        if (wizard->currentId() != ui::NewGameWizard::BoardPage)
            return fail(QStringLiteral("the players page refused: ") + wizard->pinErrorLabel()->text());
        wizard->next();
        auto *variant = wizard->findChild<QComboBox *>(QStringLiteral("variant"));
        variant->setCurrentIndex(variant->findData(static_cast<int>(m_config.variant)));
        // The first player decided at the table: seat 0, the same in both evenings.
        for (auto *radio : wizard->currentPage()->findChildren<QAbstractButton *>()) {
            if (radio->text().contains(QStringLiteral("table")))
                radio->click();
        }
        wizard->findChild<QComboBox *>(QStringLiteral("tableFirst"))->setCurrentIndex(0);
        const auto forward = [wizard] {
            if (wizard->nextId() >= 0)
                wizard->next();
            else
                wizard->button(QWizard::FinishButton)->click();
        };
        forward();
        if (!c().hasGame())
            return fail(QStringLiteral("no game created"));
        // The seats without a PIN choose their Leader on the wizard's pages.
        while (wizard->isVisible() && wizard->currentId() >= ui::NewGameWizard::LeaderPage0) {
            const int seat = wizard->currentId() - ui::NewGameWizard::LeaderPage0;
            auto *radio =
                wizard->currentPage()->findChild<QAbstractButton *>(QStringLiteral("leader%1").arg(leaderOf(seat)));
            radio->click();
            forward();
        }
        QCoreApplication::processEvents();
        if (m_config.floatSheets) {
            auto *dock = m_window.findChild<QDockWidget *>(QStringLiteral("sheetsDock"));
            dock->setFloating(true);
            dock->show();
        }
        return true;
    }

    int leaderOf(int seat) const { return m_perturbed ? (seat + 1) % 4 : seat % 4; }

    bool tableView() const { return m_lib.controller->viewer() == rules::Viewer::everyone(); }

    // What stray input must not change: the number of moves, the hidden rows of the log
    // (every secret entry writes one), who is still to enter.
    QString fingerprint()
    {
        int hidden = 0;
        for (const store::LogEntry &row :
             c().store().log(c().gameId(), store::Audience::referee(), 0, {QStringLiteral("event")}))
            hidden += row.visibility != store::Visibility::Public;
        const rules::GameView view = c().view();
        QString acting;
        for (int p : view.acting)
            acting += QString::number(p);
        for (const rules::PlayerView &pv : view.players)
            acting += pv.developmentDone ? QLatin1Char('d') : QLatin1Char('-');
        return QStringLiteral("%1/%2/%3/%4/%5")
            .arg(c().historySize())
            .arg(hidden)
            .arg(acting)
            .arg(view.round)
            .arg(int(view.phase));
    }

    // The actions a hand can reach: every entry of the menus (and their submenus), every
    // action with a shortcut, the docks' toggles.
    QList<QAction *> reachableActions()
    {
        QList<QAction *> out;
        std::function<void(QMenu *)> walk = [&](QMenu *menu) {
            for (QAction *a : menu->actions()) {
                if (a->menu())
                    walk(a->menu());
                else if (!a->isSeparator() && !out.contains(a))
                    out << a;
            }
        };
        for (QMenu *menu : m_window.menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly))
            walk(menu);
        for (QAction *a : m_window.findChildren<QAction *>()) {
            if (!a->shortcuts().isEmpty() && !out.contains(a)
                && !cover()->isAncestorOf(qobject_cast<QWidget *>(a->parent())))
                out << a;
        }
        return out;
    }

    void closeStrayWindows(QStringList *record)
    {
        m_answerer.setRecord(record);
        m_answerer.answer();
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top == &m_window || !top->isVisible() || qobject_cast<QDockWidget *>(top) || qobject_cast<QMenu *>(top))
                continue;
            if (auto *dialog = qobject_cast<QDialog *>(top))
                dialog->reject();
            top->close();
        }
        QCoreApplication::processEvents();
        m_answerer.setRecord(nullptr);
    }

    // Every enabled action of the window, triggered by a curious hand while the table's view
    // or a cover shows.
    bool strayPass()
    {
        const bool covered = m_window.handOver()->isCovered();
        const int coverSeat = covered ? cover()->seat() : 0;
        QString before = fingerprint();
        if (covered) {
            // Nothing of the window works behind a cover: no enabled button outside it
            // (floating docks included), no enabled action, no shortcut.
            for (QAbstractButton *b : m_window.findChildren<QAbstractButton *>()) {
                if (b->isVisible() && b->isEnabled() && !cover()->isAncestorOf(b))
                    return fail(QStringLiteral("the button \"%1\" (%2) works behind the cover")
                                    .arg(b->text(), b->objectName()));
            }
            // Every dock, floating or not, is disabled as a whole.
            for (QDockWidget *dock : m_window.findChildren<QDockWidget *>()) {
                if (dock->isVisible() && dock->isEnabled())
                    return fail(QStringLiteral("the dock %1%2 works behind the cover")
                                    .arg(dock->objectName(), dock->isFloating() ? QStringLiteral(" (floating)") : QString()));
            }
            for (QAction *a : reachableActions()) {
                if (a->isEnabled())
                    return fail(QStringLiteral("the action \"%1\" (%2) works behind the cover")
                                    .arg(a->text(), a->objectName()));
                for (const QKeySequence &key : a->shortcuts())
                    QTest::keySequence(&m_window, key);
            }
            QCoreApplication::processEvents();
            closeStrayWindows(&m_evening.transcript);
        } else {
            for (QAction *a : reachableActions()) {
                if (!a->isEnabled() || !a->isVisible())
                    continue;
                const QString name = a->objectName();
                // Quitting and closing the game end the evening; they show nothing hidden.
                if (name == QLatin1String("quitAction") || name == QLatin1String("closeGameAction"))
                    continue;
                // The table's own step (the script presses it when it means to).
                if (name == QLatin1String("continueToDevelopmentAction"))
                    continue;
                ++m_evening.strayTriggers;
                const bool wasCovered = m_window.handOver()->isCovered();
                const bool reviewing = m_window.handOver()->reviewing();
                const rules::GameView view = c().view();
                const bool secretPhase = ui::secrets::RevealPolicy::privateEntryNeedsLock(view)
                    && (view.phase == rules::Phase::Setup || view.phase == rules::Phase::Development);
                const int moves = c().historySize();
                a->trigger();
                QCoreApplication::processEvents();
                closeStrayWindows(&m_evening.transcript);
                if (!tableView())
                    return fail(QStringLiteral("\"%1\" (%2) opened a sheet without its PIN").arg(a->text(), name));
                bool publicStep = false;
                if (c().historySize() != moves) {
                    // In a secret phase every step is a seat's own; in the open a public step
                    // (ending the turn, an undo of a move) is the table's: the evening goes on
                    // from there, the same in both evenings.
                    if (secretPhase)
                        return fail(
                            QStringLiteral("\"%1\" (%2) entered or took back a seat's step").arg(a->text(), name));
                    publicStep = true;
                }
                if (a->isCheckable())
                    a->trigger(); // the dock or mode back as it was
                if (m_window.handOver()->isCovered() && !wasCovered) {
                    // A curious hand presses Unlock without a PIN: the referee's view must
                    // not open when players have PINs.
                    if (cover()->seat() == ui::secrets::LockCover::kRefereeSeat && m_config.pins.contains(true)) {
                        cover()->unlockButton()->click();
                        if (!tableView())
                            return fail(QStringLiteral("the referee's view opened without a PIN"));
                    }
                    cover()->release();
                }
                if (publicStep)
                    before = fingerprint();
                else if (fingerprint() != before)
                    return fail(QStringLiteral("\"%1\" (%2) changed a seat's secrets: %3 -> %4")
                                    .arg(a->text(), name, before, fingerprint()));
                if (reviewing && !m_window.handOver()->reviewing())
                    return fail(QStringLiteral("\"%1\" ended the table's review").arg(a->text()));
            }
        }
        if (covered && (!m_window.handOver()->isCovered() || cover()->seat() != coverSeat))
            return fail(QStringLiteral("a stray key took the cover away"));
        if (fingerprint() != before)
            return fail(QStringLiteral("stray input changed a seat's secrets: %1 -> %2").arg(before, fingerprint()));
        return true;
    }

    void observe(bool stray)
    {
        QCoreApplication::processEvents();
        const bool covered = m_window.handOver()->isCovered();
        if (!covered && !tableView())
            return; // a seat's (or the referee's) own screen: not the table's
        const rules::GameView view = c().view();
        // What the rules show the table (Checks and Balances sheets, Training Ground, the
        // end) may differ between the evenings; it is recorded as such.
        // Once the table has seen every sheet (Checks and Balances), what it saw may differ
        // for the rest of the evening.
        if (ui::secrets::RevealPolicy::tableSeesAllSheets(view))
            m_revealed = true;
        const bool comparable = !m_revealed;
        m_evening.transcript << QStringLiteral("== step %1%2")
                                    .arg(m_evening.steps)
                                    .arg(comparable ? QString() : QStringLiteral(" (open sheets)"));
        if (comparable)
            m_evening.transcript << testing::publicTexts(m_window);
        if (stray)
            strayPass();
    }

    // One step of the table; false when the evening is over (or failed).
    bool step()
    {
        ++m_evening.steps;
        if (m_evening.steps > 4000)
            return fail(QStringLiteral("the evening does not end"));
        const rules::GameView seen = c().view();
        if (seen.phase == rules::Phase::GameOver || (seen.round > m_config.rounds))
            return false;
        observe(seen.round <= 2 || seen.round >= m_config.rounds);
        if (!m_evening.failure.isEmpty())
            return false;
        // Stray input may have taken a public step (ended a turn): act on what is now.
        const rules::GameView view = c().view();
        if (view.phase == rules::Phase::GameOver)
            return false;
        ui::HandOver *handOver = m_window.handOver();
        ui::SheetsPanel *panel = m_window.sheetsPanel();
        if (handOver->isCovered()) {
            ui::secrets::LockCover *lock = cover();
            if (lock->seat() == ui::secrets::LockCover::kTableSeat) {
                ++m_evening.coversForTable;
                lock->unlockButton()->click();
                return true;
            }
            const int seat = lock->seat();
            const bool secretStep =
                view.pending.empty() && (view.phase == rules::Phase::Setup || view.phase == rules::Phase::Development);
            if (secretStep && view.acting.size() > 1 && !lock->someoneElseButton()->isVisible())
                return fail(
                    QStringLiteral("no \"Someone else first\" while %1 seats are to enter").arg(view.acting.size()));
            // Development is simultaneous: once a round the last seat still to enter goes first.
            QMenu *others = lock->someoneElseButton()->menu();
            if (lock->someoneElseButton()->isVisible() && !others->actions().isEmpty()
                && m_someoneElseRound != view.round) {
                m_someoneElseRound = view.round;
                others->actions().last()->trigger();
                return true;
            }
            if (lock->pinField()->isVisible()) {
                QTest::keyClicks(lock->pinField(), pinOf(seat));
                QTest::keyClick(lock->pinField(), Qt::Key_Return);
            } else {
                lock->unlockButton()->click();
            }
            if (lock->isLocked())
                return fail(QStringLiteral("the cover did not open for seat %1").arg(seat));
            return true;
        }
        if (handOver->reviewing()) {
            ++m_evening.reviews;
            if (!panel->continueButton()->isVisible())
                return fail(QStringLiteral("no Continue to Development"));
            panel->continueButton()->click();
            return true;
        }
        const rules::Viewer viewer = c().viewer();
        if (viewer.kind == rules::Viewer::Kind::Player) {
            const int seat = viewer.player;
            ui::secrets::PlayerSheetWidget *sheet = panel->sheet(seat);
            if (!sheet->isVisible())
                return fail(QStringLiteral("the open sheet is not shown"));
            ++m_evening.secretEntries;
            if (view.phase == rules::Phase::Setup) {
                const int leader = leaderOf(seat);
                if (!enterOnSheet(*sheet, [leader](const rules::Action &a) {
                        const auto *l = std::get_if<rules::ChooseLeader>(&a);
                        return l && l->guardian == leader;
                    }))
                    return fail(QStringLiteral("no Leader choice on the sheet"));
                return true;
            }
            if (view.phase == rules::Phase::Development) {
                if (view.round == 1 && !m_connected.contains(seat)) {
                    m_connected << seat;
                    // Another connection in the perturbed evening.
                    if (enterOnSheet(
                            *sheet, [](const rules::Action &a) { return std::holds_alternative<rules::Connect>(a); },
                            m_perturbed))
                        return true;
                }
                if (m_doneRound != view.round) {
                    // Once a round a player covers the sheet before finishing ("Done"): the
                    // table's view in the Development phase, which the stray pass then tries.
                    m_doneRound = view.round;
                    panel->doneButton()->click();
                    return true;
                }
                if (!enterOnSheet(*sheet, [](const rules::Action &a) {
                        return std::holds_alternative<rules::EndDevelopment>(a);
                    }))
                    return fail(QStringLiteral("no End of the Development phase on the sheet"));
                return true;
            }
            return fail(
                QStringLiteral("a sheet is open in the %1 phase").arg(QLatin1String(rules::phaseName(view.phase))));
        }
        if (viewer.kind == rules::Viewer::Kind::Referee)
            return fail(QStringLiteral("the referee's view is open"));
        // The table's view.
        if (view.phase == rules::Phase::Movement) {
            if (!view.pending.empty())
                return fail(QStringLiteral("a pending choice nobody plays here"));
            m_window.findChild<QAction *>(QStringLiteral("endTurnAction"))->trigger();
            QCoreApplication::processEvents();
            return true;
        }
        if (!ui::secrets::RevealPolicy::privateEntryNeedsLock(view)) {
            // Training Ground: each seat enters on its own sheet in the open.
            const int seat = view.acting.empty() ? 0 : view.acting.front();
            ui::secrets::PlayerSheetWidget *sheet = panel->sheet(seat);
            if (view.phase == rules::Phase::Setup) {
                const int leader = leaderOf(seat);
                if (!enterOnSheet(*sheet, [leader](const rules::Action &a) {
                        const auto *l = std::get_if<rules::ChooseLeader>(&a);
                        return l && l->guardian == leader;
                    }))
                    return fail(QStringLiteral("no Leader choice in Training Ground"));
                return true;
            }
            if (!enterOnSheet(*sheet,
                              [](const rules::Action &a) { return std::holds_alternative<rules::EndDevelopment>(a); }))
                return fail(QStringLiteral("no End of the phase in Training Ground"));
            return true;
        }
        // A player covered the sheet before finishing: the table passes the laptop on.
        if (view.acting.empty())
            return fail(QStringLiteral("a secret phase with nobody to enter"));
        m_window.findChild<QAction *>(QStringLiteral("passLaptopAction%1").arg(view.acting.front()))->trigger();
        if (!m_window.handOver()->isCovered())
            return fail(QStringLiteral("the laptop could not be passed"));
        return true;
    }

    Evening play()
    {
        if (create()) {
            while (step()) { }
        }
        closeStrayWindows(nullptr);
        return m_evening;
    }

private:
    Config m_config;
    bool m_perturbed = false;
    TestLibrary m_lib;
    ui::MainWindow m_window;
    DialogAnswerer m_answerer;
    Evening m_evening;
    QList<int> m_connected;
    int m_someoneElseRound = -1;
    int m_doneRound = -1;
    bool m_revealed = false;
};

} // namespace

class PrivacyFlowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeEveningsLeakNothing_data();
    void wholeEveningsLeakNothing();
    void refereeViewIsRefusedWithoutARefereePin();
    void aPinTypedTwiceDifferentlyIsRefused();
    void theRefereesPinResetIsLoggedForTheTable();
    void someoneElseMayEnterFirst();
    void theCoverComesAfterTheLastLeaderChoiceAndAtARoundStart();
    void combatIsShownToTheTableBeforeDevelopment();
    void theWaitingTimeBelongsToTheSeat();
    void ctrlEInTheTablesViewExplainsAndOffersTheHandOver();
    void undoNeverTakesBackAnotherSeatsEntry();
    void theTablesExportIsPublicWhoeverLooks();
};

void PrivacyFlowTest::wholeEveningsLeakNothing_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("fog 2p, no PIN, whole game") << 0;
    QTest::newRow("fog 2p, PINs and referee PIN") << 1;
    QTest::newRow("fog 3p, one PIN, no referee PIN, floating sheets") << 2;
    QTest::newRow("fog 4p, PINs, referee PIN") << 3;
    QTest::newRow("checks 3p, PINs, referee PIN") << 4;
    QTest::newRow("checks 2p, referee PIN only, whole game") << 5;
    QTest::newRow("training 4p, no PIN") << 6;
}

void PrivacyFlowTest::wholeEveningsLeakNothing()
{
    QFETCH(int, index);
    using V = rules::Variant;
    const QList<Config> configs{
        {"fog 2p, no PIN", V::FogOfWar, 2, {false, false}, false, rules::kLastRound, false},
        {"fog 2p, PINs and referee PIN", V::FogOfWar, 2, {true, true}, true, 2, false},
        {"fog 3p, one PIN", V::FogOfWar, 3, {false, true, false}, false, 2, true},
        {"fog 4p, PINs", V::FogOfWar, 4, {true, true, true, false}, true, 2, false},
        {"checks 3p, PINs", V::ChecksAndBalances, 3, {true, false, true}, true, 2, false},
        {"checks 2p, referee PIN only", V::ChecksAndBalances, 2, {false, false}, true, rules::kLastRound, true},
        {"training 4p", V::TrainingGround, 4, {false, false, false, false}, false, 2, false},
    };
    const Config config = configs.at(index);
    QElapsedTimer timer;
    timer.start();
    Evening a;
    {
        Table table(config, false);
        a = table.play();
    }
    QVERIFY2(a.failure.isEmpty(), qPrintable(a.failure));
    if (config.variant == V::TrainingGround) {
        // Nothing is hidden: the stray pass is the test; both evenings would differ openly.
        QVERIFY(a.strayTriggers > 0);
        return;
    }
    Evening b;
    {
        Table table(config, true);
        b = table.play();
    }
    QVERIFY2(b.failure.isEmpty(), qPrintable(b.failure));
    const QString diff = testing::firstDifference(a.transcript, b.transcript);
    QVERIFY2(diff.isEmpty(),
             qPrintable(QStringLiteral("%1: the public window differs: %2").arg(QLatin1String(config.name), diff)));
    QVERIFY(a.secretEntries > 0);
    QVERIFY(a.reviews > 0);
    QVERIFY(a.coversForTable > 0);
    QVERIFY(a.strayTriggers > 50);
    qInfo("%s: %d steps, %d stray triggers, %d secret entries, %d table covers, %d reviews, %lld texts, %lld ms",
          config.name, a.steps, a.strayTriggers, a.secretEntries, a.coversForTable, a.reviews,
          static_cast<long long>(a.transcript.size()), static_cast<long long>(timer.elapsed()));
}

void PrivacyFlowTest::refereeViewIsRefusedWithoutARefereePin()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(c.store().setPinHash(c.gameId(), 0, store::hashPin(pinOf(0), kTestIterations)));
    {
        ui::MainWindow window(&c, nullptr);
        testing::showWindow(window, {1366, 768});
        auto *referee = window.findChild<QAction *>(QStringLiteral("refereeViewAction"));
        QVERIFY(!referee->isEnabled());
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("exportGameAction"))->isEnabled());
        window.findChild<QDockWidget *>(QStringLiteral("sheetsDock"))->raise();
        QCoreApplication::processEvents();
        QVERIFY(!window.sheetsPanel()->refereeButton()->isEnabled());
        QVERIFY(!window.handOver()->passToReferee());
        QVERIFY(!window.handOver()->isCovered());
        QCOMPARE(c.viewer(), rules::Viewer::everyone());
        // Without any PIN the referee's view opens with Unlock (the cover is a courtesy).
        QVERIFY(c.store().setPinHash(c.gameId(), 0, QString()));
        window.handOver()->reloadPins();
        QVERIFY(referee->isEnabled());
        referee->trigger();
        testing::unlockCover(window, QString());
        QCOMPARE(c.viewer(), rules::Viewer::referee());
    }
    // The wizard says so where the PINs are typed.
    TestLibrary lib2;
    ui::MainWindow window2(lib2.controller.get(), nullptr);
    window2.showNewGameWizard();
    auto *wizard = window2.findChild<ui::NewGameWizard *>();
    QVERIFY(wizard->pinNoteLabel()->text().contains(QStringLiteral("courtesy")));
    wizard->pinField(0)->setText(QStringLiteral("1234"));
    QVERIFY(wizard->pinNoteLabel()->text().contains(QStringLiteral("referee's view")));
    QVERIFY(wizard->pinNoteLabel()->text().contains(QStringLiteral("not available")));
    wizard->refereePinField()->setText(QStringLiteral("5678"));
    QVERIFY(!wizard->pinNoteLabel()->text().contains(QStringLiteral("not available")));
    wizard->reject();
}

void PrivacyFlowTest::aPinTypedTwiceDifferentlyIsRefused()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::MainWindow window(&c, nullptr);
    window.showNewGameWizard();
    auto *wizard = window.findChild<ui::NewGameWizard *>();
    wizard->setPinIterations(kTestIterations);
    QVERIFY(QTest::qWaitForWindowExposed(wizard));
    wizard->next(); // the game: Guardians of Xobos, then its players
    QTest::keyClicks(wizard->pinField(0), QStringLiteral("4711"));
    QTest::keyClicks(wizard->pinConfirmField(0), QStringLiteral("4712"));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::PlayersPage));
    QVERIFY(wizard->pinErrorLabel()->text().contains(QStringLiteral("differ")));
    testing::saveShot(*wizard, QStringLiteral("xobos-privacy-shots"), QStringLiteral("wizard-pins.png"));
    QVERIFY(wizard->pinField(0)->text().isEmpty() && wizard->pinConfirmField(0)->text().isEmpty());
    QVERIFY(wizard->pinHashes().at(0).isEmpty());
    // A referee PIN without its second typing is refused too.
    QTest::keyClicks(wizard->refereePinField(), QStringLiteral("9999"));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::PlayersPage));
    QVERIFY(wizard->pinErrorLabel()->text().contains(QStringLiteral("referee")));
    // Typed twice the same: accepted and hashed; a long passphrase is a PIN too.
    const QString phrase = QStringLiteral("a long passphrase of forty-two characters");
    QTest::keyClicks(wizard->pinField(0), phrase);
    QTest::keyClicks(wizard->pinConfirmField(0), phrase);
    QTest::keyClicks(wizard->refereePinField(), QStringLiteral("9999"));
    QTest::keyClicks(wizard->refereePinConfirmField(), QStringLiteral("9999"));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::BoardPage));
    QVERIFY(store::verifyPin(phrase, wizard->pinHashes().at(0)));
    QVERIFY(store::verifyPin(QStringLiteral("9999"), wizard->refereePinHash()));
    QVERIFY(wizard->pinErrorLabel()->text().isEmpty());
    wizard->reject();
}

void PrivacyFlowTest::theRefereesPinResetIsLoggedForTheTable()
{
    // A game with a referee PIN, made by the wizard; Anna forgets hers while choosing.
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    window.showNewGameWizard();
    auto *wizard = window.findChild<ui::NewGameWizard *>();
    wizard->setPinIterations(kTestIterations);
    wizard->setPlayers({QStringLiteral("Anna"), QStringLiteral("Ben")});
    wizard->setBoardName(QStringLiteral("standard"));
    wizard->pinField(0)->setText(pinOf(0));
    wizard->pinConfirmField(0)->setText(pinOf(0));
    wizard->refereePinField()->setText(kRefereePin);
    wizard->refereePinConfirmField()->setText(kRefereePin);
    wizard->next(); // the game: Guardians of Xobos
    wizard->next();
    wizard->next();
    wizard->next();
    QVERIFY(c.hasGame());
    wizard->currentPage()->findChild<QAbstractButton *>(QStringLiteral("leader1"))->click();
    wizard->button(QWizard::FinishButton)->click();
    QCoreApplication::processEvents();
    ui::secrets::LockCover *cover = window.handOver()->cover();
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 0);
    QVERIFY(!c.pinHash(0).isEmpty());
    // "Forgot the PIN?" sends her to the referee (a referee PIN was set).
    QVERIFY(cover->forgotButton()->isVisible());
    cover->forgotButton()->click();
    auto *forgot = cover->findChild<QMessageBox *>(QStringLiteral("forgotPinBox"));
    QVERIFY(forgot);
    QPushButton *toReferee = nullptr;
    for (QPushButton *b : forgot->findChildren<QPushButton *>()) {
        if (b->text().contains(QStringLiteral("Referee")))
            toReferee = b;
    }
    QVERIFY(toReferee);
    toReferee->click();
    QCOMPARE(cover->seat(), int(ui::secrets::LockCover::kRefereeSeat));
    testing::unlockCover(window, kRefereePin);
    QCOMPARE(c.viewer(), rules::Viewer::referee());
    auto *reset = window.findChild<QAction *>(QStringLiteral("resetPinAction0"));
    QVERIFY(reset->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("resetPinAction1"))->isEnabled()); // Ben has none
    reset->trigger();
    auto *question = window.findChild<QMessageBox *>(QStringLiteral("resetPinQuestion"));
    QVERIFY(question);
    question->button(QMessageBox::Yes)->click();
    QCoreApplication::processEvents();
    QVERIFY(c.pinHash(0).isEmpty());
    window.handOver()->coverSheets();
    QCoreApplication::processEvents();
    const QStringList log = window.logModel()->texts();
    QVERIFY2(log.contains(QStringLiteral("Anna's PIN was reset by the referee.")),
             qPrintable(log.join(QLatin1Char('\n'))));
    // Anna's cover now opens with Unlock.
    window.handOver()->passTo(0);
    QVERIFY(!cover->pinField()->isVisible());
    QVERIFY(!cover->forgotButton()->isVisible());
}

void PrivacyFlowTest::someoneElseMayEnterFirst()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startGame(
        c, {QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Cara"), QStringLiteral("Dan")}));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    ui::secrets::LockCover *cover = window.handOver()->cover();
    // The Leader choice is simultaneous: the automatic cover for Anna offers the others.
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 0);
    QVERIFY(cover->someoneElseButton()->isVisible());
    QMenu *menu = cover->someoneElseButton()->menu();
    QCOMPARE(menu->actions().size(), 3);
    QCOMPARE(menu->actions().at(2)->text(), QStringLiteral("Dan"));
    testing::saveShot(window, QStringLiteral("xobos-privacy-shots"), QStringLiteral("cover-someone-else.png"));
    menu->actions().at(2)->trigger();
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 3);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    testing::unlockCover(window, QString());
    QCOMPARE(c.viewer(), rules::Viewer::seat(3));
    QVERIFY(enterOnSheet(*window.sheetsPanel()->sheet(3),
                         [](const rules::Action &a) { return std::holds_alternative<rules::ChooseLeader>(a); }));
    // Dan is done: the cover goes up for the first seat still to choose, offering the others.
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 0);
    QCOMPARE(menu->actions().size(), 2);
    QCOMPARE(menu->actions().at(0)->text(), QStringLiteral("Ben"));
    QCOMPARE(menu->actions().at(1)->text(), QStringLiteral("Cara"));
}

void PrivacyFlowTest::theCoverComesAfterTheLastLeaderChoiceAndAtARoundStart()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c, -1));
    QVERIFY(c.store().setPinHash(c.gameId(), 1, store::hashPin(pinOf(1), kTestIterations)));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    ui::secrets::LockCover *cover = window.handOver()->cover();
    testing::unlockCover(window, QString()); // Anna
    QVERIFY(enterOnSheet(*window.sheetsPanel()->sheet(0),
                         [](const rules::Action &a) { return std::holds_alternative<rules::ChooseLeader>(a); }));
    QCOMPARE(cover->seat(), 1);
    testing::unlockCover(window, pinOf(1)); // Ben, the last to choose
    QVERIFY(enterOnSheet(*window.sheetsPanel()->sheet(1),
                         [](const rules::Action &a) { return std::holds_alternative<rules::ChooseLeader>(a); }));
    // The Movement phase is public: Ben's sheet is closed and the table's cover is up, even
    // though Ben... whoever moves first.
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), int(ui::secrets::LockCover::kTableSeat));
    QVERIFY(!window.sheetsPanel()->tabs()->isVisible());
    testing::saveShot(window, QStringLiteral("xobos-privacy-shots"), QStringLiteral("cover-table.png"));
    testing::unlockCover(window, QString());
    // Round 1's Movement, the combat review, the Development phase.
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QVERIFY(window.handOver()->reviewing());
    window.sheetsPanel()->continueButton()->click();
    QCOMPARE(cover->seat(), 0);
    testing::unlockCover(window, QString());
    QVERIFY(enterOnSheet(*window.sheetsPanel()->sheet(0),
                         [](const rules::Action &a) { return std::holds_alternative<rules::EndDevelopment>(a); }));
    QCOMPARE(cover->seat(), 1);
    testing::unlockCover(window, pinOf(1));
    QCOMPARE(c.viewer(), rules::Viewer::seat(1));
    QVERIFY(enterOnSheet(*window.sheetsPanel()->sheet(1),
                         [](const rules::Action &a) { return std::holds_alternative<rules::EndDevelopment>(a); }));
    // Round 2 starts: the table's cover again, nobody's sheet open.
    QCOMPARE(c.view().round, 2);
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), int(ui::secrets::LockCover::kTableSeat));
}

void PrivacyFlowTest::combatIsShownToTheTableBeforeDevelopment()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(c.store().setPinHash(c.gameId(), 0, store::hashPin(pinOf(0), kTestIterations)));
    QVERIFY(testing::playUntilAttackPossible(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    const int attacker = c.actingPlayer();
    for (const rules::Action &a : c.legalActions(attacker)) {
        if (std::holds_alternative<rules::DeclareAttack>(a)) {
            QVERIFY(c.submit(attacker, a));
            break;
        }
    }
    // Counterattacks declined, turns ended: the resolution, then the Development phase.
    for (int i = 0; i < 40 && c.view().phase == rules::Phase::Movement; ++i) {
        const rules::GameView view = c.view();
        if (!view.pending.empty()) {
            const rules::Pending p = view.pending.front();
            QVERIFY(c.submit(p.player,
                             p.kind == rules::PendingKind::CounterattackChoice
                                 ? rules::Action(rules::Counterattack{false})
                                 : rules::Action(rules::Pursue{false})));
        } else {
            QVERIFY(c.submit(c.actingPlayer(), rules::EndTurn{}));
        }
    }
    QCOMPARE(c.view().phase, rules::Phase::Development);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    // The table sees the board and the combat; nobody's cover is up yet.
    QVERIFY(window.handOver()->reviewing());
    QVERIFY(!window.handOver()->isCovered());
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    auto *combat = window.findChild<QAction *>(QStringLiteral("combatReportAction"));
    QVERIFY(combat->isEnabled());
    ui::CombatView *shown = window.combatView();
    QTRY_VERIFY(shown->isActive() && shown->isVisible());
    QVERIFY(window.sheetsPanel()->continueButton()->isVisible());
    // Nobody enters anything meanwhile, not even from the Moves dock.
    QVERIFY(!c.mayEnter(0, rules::EndDevelopment{}));
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("passLaptopAction0"))->isEnabled());
    testing::saveShot(window, QStringLiteral("xobos-privacy-shots"), QStringLiteral("public-combat.png"));
    shown->finish();
    QVERIFY(!shown->isVisible());
    combat->trigger(); // Last Combat again, in the open
    QVERIFY(shown->isActive() && shown->isVisible());
    shown->finish();
    window.findChild<QAction *>(QStringLiteral("continueToDevelopmentAction"))->trigger();
    QVERIFY(!window.handOver()->reviewing());
    QVERIFY(window.handOver()->isCovered());
    QVERIFY(window.handOver()->cover()->seat() >= 0);
}

void PrivacyFlowTest::theWaitingTimeBelongsToTheSeat()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(c.store().setPinHash(c.gameId(), 0, store::hashPin(pinOf(0), kTestIterations)));
    QVERIFY(c.store().setPinHash(c.gameId(), 1, store::hashPin(pinOf(1), kTestIterations)));
    qint64 until = 0;
    {
        ui::MainWindow window(&c, nullptr);
        testing::showWindow(window, {1366, 768});
        window.handOver()->passTo(0);
        ui::secrets::LockCover *cover = window.handOver()->cover();
        for (int i = 0; i < 3; ++i) {
            cover->setBackoff(0, cover->failedAttempts(), 0); // no real waiting between the tries
            cover->pinField()->setText(QStringLiteral("0000"));
            cover->tryUnlock();
        }
        QCOMPARE(cover->failedAttempts(), 3);
        QVERIFY(cover->remainingDelayMs() > 3000);
        // Keys typed meanwhile are kept, and the countdown shows.
        QTest::keyClicks(cover->pinField(), QStringLiteral("11"));
        QCOMPARE(cover->pinField()->text(), QStringLiteral("11"));
        QVERIFY(!cover->unlockButton()->isEnabled());
        QVERIFY(cover->statusLabel()->text().contains(QStringLiteral(" s")));
        // The cover passes to Ben and back: Anna's waiting time is still hers.
        window.handOver()->passTo(1);
        QCOMPARE(cover->failedAttempts(), 0);
        window.handOver()->passTo(0);
        QCOMPARE(cover->failedAttempts(), 3);
        QVERIFY(cover->remainingDelayMs() > 3000);
        until = store::loadPinBackoff(c.store(), c.gameId(), 0).blockedUntilMs;
        QVERIFY(until > 0);
    }
    // A restart: another window on the same library.
    ui::MainWindow again(&c, nullptr);
    testing::showWindow(again, {1366, 768});
    again.handOver()->passTo(0);
    QCOMPARE(again.handOver()->cover()->failedAttempts(), 3);
    QVERIFY(again.handOver()->cover()->remainingDelayMs() > 2000);
    QVERIFY(store::loadPinBackoff(c.store(), c.gameId(), 1) == store::PinBackoff{});
}

void PrivacyFlowTest::ctrlEInTheTablesViewExplainsAndOffersTheHandOver()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(c.store().setPinHash(c.gameId(), 0, store::hashPin(pinOf(0), kTestIterations)));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.sheetsPanel()->continueButton()->click();
    testing::unlockCover(window, pinOf(0));
    window.handOver()->coverSheets(); // Blue covers her sheet without finishing
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(!window.handOver()->isCovered());
    const int before = c.historySize();
    QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::Key_E));
    QCoreApplication::processEvents();
    QCOMPARE(c.historySize(), before);
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("developmentEndExplanation"));
    QVERIFY(box);
    QVERIFY(box->informativeText().contains(QStringLiteral("Blue")));
    QVERIFY(box->informativeText().contains(QStringLiteral("Red")));
    // The Moves dock's End phase does not end it either.
    QVERIFY(!c.mayEnter(0, rules::EndDevelopment{}));
    QVERIFY(!c.submit(0, rules::EndDevelopment{}));
    box->findChild<QPushButton *>(QStringLiteral("explainPass0"))->click();
    QVERIFY(window.handOver()->isCovered());
    QCOMPARE(window.handOver()->cover()->seat(), 0);
}

void PrivacyFlowTest::undoNeverTakesBackAnotherSeatsEntry()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.sheetsPanel()->continueButton()->click();
    testing::unlockCover(window, QString()); // Blue
    ui::secrets::PlayerSheetWidget *sheet = window.sheetsPanel()->sheet(0);
    QVERIFY(enterOnSheet(*sheet, [](const rules::Action &a) { return std::holds_alternative<rules::Connect>(a); }));
    auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undo->isEnabled()); // her own entry, on her own sheet
    const QString undoText = undo->text();
    window.handOver()->coverSheets();
    QVERIFY(!undo->isEnabled()); // not from the table's view
    window.handOver()->passTo(1);
    testing::unlockCover(window, QString()); // Red
    QVERIFY(!undo->isEnabled()); // nor from Red's sheet
    QVERIFY(!c.undo());
    // Its text names nothing hidden.
    QCOMPARE(undo->text(), undoText);
    QVERIFY(!undoText.contains(QStringLiteral("onnect")));
}

void PrivacyFlowTest::theTablesExportIsPublicWhoeverLooks()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.sheetsPanel()->continueButton()->click();
    testing::unlockCover(window, QString()); // Blue
    QVERIFY(enterOnSheet(*window.sheetsPanel()->sheet(0),
                         [](const rules::Action &a) { return std::holds_alternative<rules::Connect>(a); }));
    QTemporaryDir dir;
    QVERIFY(window.exportLog(dir.filePath(QStringLiteral("open.txt"))));
    window.handOver()->coverSheets();
    QVERIFY(window.exportLog(dir.filePath(QStringLiteral("public.txt"))));
    QFile open(dir.filePath(QStringLiteral("open.txt")));
    QFile pub(dir.filePath(QStringLiteral("public.txt")));
    QVERIFY(open.open(QIODevice::ReadOnly) && pub.open(QIODevice::ReadOnly));
    QCOMPARE(open.readAll(), pub.readAll());
    // The file with hidden values says so, and needs the referee's view.
    auto *save = window.findChild<QAction *>(QStringLiteral("exportGameAction"));
    QVERIFY(save->text().contains(QStringLiteral("Hidden")));
    QVERIFY(!save->isEnabled());
}

QTEST_MAIN(PrivacyFlowTest)
#include "tst_privacy_flow.moc"
