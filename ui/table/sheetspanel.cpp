// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/sheetspanel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/revealpolicy.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace xobos::ui {

namespace {

QString namesText(const QStringList &names, const std::vector<int> &players)
{
    QStringList out;
    for (int p : players)
        out << playerText(names, p);
    return out.join(QStringLiteral(", "));
}

} // namespace

SheetsPanel::SheetsPanel(GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_status(new QLabel(this))
    , m_passRow(new QWidget(this))
    , m_referee(new QPushButton(m_passRow))
    , m_done(new QPushButton(this))
    , m_continue(new QPushButton(this))
    , m_undo(new QToolButton(this))
    , m_tabs(new QTabWidget(this))
    , m_scores(new QLabel(this))
{
    setObjectName(QStringLiteral("sheetsPanel"));
    m_status->setObjectName(QStringLiteral("sheetsStatus"));
    m_status->setWordWrap(true);
    m_referee->setObjectName(QStringLiteral("refereeViewButton"));
    m_done->setObjectName(QStringLiteral("coverSheetButton"));
    m_continue->setObjectName(QStringLiteral("continueToDevelopmentButton"));
    m_continue->hide();
    m_undo->setObjectName(QStringLiteral("sheetUndoButton"));
    m_undo->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_undo->hide();
    connect(m_continue, &QPushButton::clicked, this, &SheetsPanel::continueRequested);
    m_tabs->setObjectName(QStringLiteral("sheetTabs"));
    m_scores->setObjectName(QStringLiteral("finalScores"));
    m_scores->setWordWrap(true);
    m_scores->setTextFormat(Qt::PlainText);
    m_scores->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Two columns, so that four names never make the dock wider than the board allows.
    auto *passLayout = new QGridLayout(m_passRow);
    passLayout->setContentsMargins(0, 0, 0, 0);
    for (int seat = 0; seat < rules::kMaxPlayers; ++seat) {
        auto *button = new QPushButton(m_passRow);
        button->setObjectName(QStringLiteral("passButton%1").arg(seat));
        connect(button, &QPushButton::clicked, this, [this, seat] { Q_EMIT passRequested(seat); });
        passLayout->addWidget(button, seat / 2, seat % 2);
        m_pass << button;

        auto *scroll = new QScrollArea(m_tabs);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        m_tabs->addTab(scroll, QString());
        m_scrolls << scroll;
        m_sheets << nullptr;
    }
    passLayout->addWidget(m_referee, rules::kMaxPlayers / 2, 0);
    connect(m_referee, &QPushButton::clicked, this, &SheetsPanel::refereeRequested);
    connect(m_done, &QPushButton::clicked, this, &SheetsPanel::coverRequested);

    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_undo);
    top->addWidget(m_done);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_continue);
    layout->addWidget(m_passRow);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_scores);

    controller->connectPositionChanges(this, &SheetsPanel::refresh);
    connect(controller, &GameController::gameChanged, this, &SheetsPanel::refresh);
    retranslateUi();
}

SheetsPanel::~SheetsPanel() = default;

secrets::PlayerSheetWidget *SheetsPanel::sheet(int seat)
{
    if (seat < 0 || seat >= m_sheets.size())
        return nullptr;
    if (!m_sheets[seat]) {
        buildSheet(seat);
        refresh();
    }
    return m_sheets[seat];
}

secrets::PlayerSheetWidget *SheetsPanel::buildSheet(int seat)
{
    // Building one sheet costs about as much as the rest of the window's docks together,
    // so the four are not built before anyone looks (the start-up, issue #11).
    auto *sheet = new secrets::PlayerSheetWidget;
    sheet->setObjectName(QStringLiteral("playerSheet%1").arg(seat));
    connect(sheet, &secrets::PlayerSheetWidget::actionRequested, this, &SheetsPanel::actionRequested);
    m_scrolls[seat]->setWidget(sheet);
    m_sheets[seat] = sheet;
    return sheet;
}

void SheetsPanel::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    if (m_onScreen && (m_unbuiltSheetsShown || m_scoresStale))
        refresh();
}

QLabel *SheetsPanel::scoresLabel()
{
    if (m_scoresStale) {
        const bool onScreen = m_onScreen;
        m_onScreen = true; // fill it now, as if someone looked
        refresh();
        m_onScreen = onScreen;
    }
    return m_scores;
}

void SheetsPanel::setUndoAction(QAction *undo)
{
    m_undo->setDefaultAction(undo);
    refresh();
}

QPushButton *SheetsPanel::passButton(int seat) const
{
    return m_pass.value(seat);
}

void SheetsPanel::showMessage(int seat, const QString &text, bool isError)
{
    if (secrets::PlayerSheetWidget *s = sheet(seat))
        s->setMessage(text, isError);
}

void SheetsPanel::setAccess(bool pass, bool referee, bool reviewing)
{
    if (pass == m_passAllowed && referee == m_refereeAllowed && reviewing == m_reviewing)
        return;
    m_passAllowed = pass;
    m_refereeAllowed = referee;
    m_reviewing = reviewing;
    refresh();
}

void SheetsPanel::retranslateUi()
{
    m_continue->setText(tr("Continue to Development"));
    m_continue->setToolTip(tr("The table has seen the combat: pass the laptop for the Development phase"));
    m_referee->setText(tr("Referee view…"));
    m_referee->setToolTip(tr("Every sheet, behind the referee's PIN"));
    refresh();
}

void SheetsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SheetsPanel::refresh()
{
    const rules::Board *board = m_controller->board();
    const int count = m_controller->playerCount();
    const QStringList names = m_controller->playerNames();
    const rules::GameView view = m_controller->view();
    const rules::Viewer viewer = m_controller->viewer();
    const bool live = board && !m_controller->isReplaying();
    const bool needsLock = board && secrets::RevealPolicy::privateEntryNeedsLock(view);
    const bool tableSees = board && secrets::RevealPolicy::tableSeesAllSheets(view);
    const bool isPublic = viewer.kind == rules::Viewer::Kind::Public;

    for (int seat = 0; seat < m_pass.size(); ++seat) {
        m_pass[seat]->setVisible(seat < count);
        m_pass[seat]->setText(tr("Pass the laptop to %1").arg(playerText(names, seat)));
        m_pass[seat]->setEnabled(live && needsLock && m_passAllowed);
    }
    m_passRow->setVisible(board && isPublic && needsLock && !m_reviewing);
    m_continue->setVisible(board && isPublic && m_reviewing);
    m_referee->setEnabled(live && m_refereeAllowed);
    m_done->setVisible(board && !isPublic);
    m_undo->setVisible(board && viewer.kind == rules::Viewer::Kind::Player && m_undo->defaultAction());
    m_done->setText(coverSheetsText(viewer.kind == rules::Viewer::Kind::Player));

    // Which sheets this viewer sees; a sheet nobody may see here gets an empty view, so no
    // value of an earlier viewer stays in a hidden tab.
    m_unbuiltSheetsShown = false;
    for (int seat = 0; seat < m_sheets.size(); ++seat) {
        bool shown = false;
        bool acts = false;
        if (board && seat < count) {
            switch (viewer.kind) {
            case rules::Viewer::Kind::Player:
                shown = seat == viewer.player;
                acts = shown;
                break;
            case rules::Viewer::Kind::Referee: shown = true; break;
            case rules::Viewer::Kind::Public:
                shown = tableSees;
                acts = !needsLock && view.phase != rules::Phase::GameOver; // Training Ground
                break;
            }
        }
        m_tabs->setTabVisible(seat, shown);
        m_tabs->setTabText(seat, seat < count ? playerText(names, seat) : QString());
        if (shown && viewer.kind == rules::Viewer::Kind::Player)
            m_tabs->setCurrentIndex(seat);
        secrets::PlayerSheetWidget *s = m_sheets[seat];
        if (!s && shown && !m_onScreen) {
            m_unbuiltSheetsShown = true; // built by setOnScreen(true), when someone can look
            continue;
        }
        if (!s && !shown)
            continue; // nothing built, nothing to clear
        if (!s)
            s = buildSheet(seat);
        if (shown) {
            s->setPlayerColour(m_controller->playerColours().value(seat));
            s->setView(view, *board, seat);
            s->setLegalActions(acts && live ? m_controller->legalActions(seat) : std::vector<rules::Action>{});
        } else {
            s->setView(rules::GameView{}, board ? *board : rules::Board{}, seat);
        }
    }
    bool anyShown = false;
    for (int seat = 0; seat < m_sheets.size(); ++seat)
        anyShown = anyShown || m_tabs->isTabVisible(seat);
    m_tabs->setVisible(anyShown);
    // A player's own sheet is the only one: no tab bar above it (the sheet says whose it is).
    m_tabs->tabBar()->setVisible(viewer.kind != rules::Viewer::Kind::Player);

    QString status;
    if (!board)
        status = tr("No game is open.");
    else if (viewer.kind == rules::Viewer::Kind::Player)
        status = tr("%1's private sheets. Nobody else looks.").arg(playerText(names, viewer.player));
    else if (viewer.kind == rules::Viewer::Kind::Referee)
        status = tr("Referee view: every sheet and screen.");
    else if (view.phase == rules::Phase::GameOver)
        status = tr("The game is over: every sheet is revealed.");
    else if (!needsLock)
        status = tr("Training Ground: every sheet is open; each player enters on their own sheet.");
    else if (tableSees)
        status = tr("Checks and Balances: every Player Sheet is shown until the end of the round.");
    else if (m_reviewing)
        status = tr("The combat is over: the table updates the board. Then continue to the Development phase.");
    else
        status = tr("The sheets are behind the screens. Pass the laptop to a player to open theirs.");
    m_status->setText(status);

    // The end of the game: the final scoring and how ties were broken (public by then).
    const std::optional<rules::ScoreReport> report = m_controller->finalScores();
    m_scores->setVisible(report.has_value());
    m_scoresStale = false;
    if (!report) {
        m_scores->clear();
        return;
    }
    if (!m_onScreen) {
        // A selectable, word-wrapped text is laid out as a document: not for a panel
        // nobody sees (the start-up with a finished game open, issue #11).
        m_scoresStale = true;
        return;
    }
    QStringList lines{tr("Final scoring")};
    for (const rules::ScoreLine &line : report->lines) {
        const QString how = line.eliminated ? tr("eliminated: scores 0")
            : line.reactors == 0            ? tr("no Reactor: scores 0")
                                            : tr("(%1 crystals + %2 Guardians) × %3 Reactors = %4")
                                       .arg(line.crystals)
                                       .arg(line.guardians)
                                       .arg(line.reactors)
                                       .arg(line.score);
        lines << tr("%1. %2: %3 points — %4").arg(line.rank).arg(playerText(names, line.player)).arg(line.score).arg(how);
    }
    for (const rules::TieBreak &tie : report->ties) {
        if (tie.shared && !tie.byTechTiles)
            lines << tr("%1 tie at %2 and own as many Technology Tiles: they share the place.")
                         .arg(namesText(names, tie.players))
                         .arg(tie.score);
        else if (tie.shared)
            lines << tr("%1 tie at %2; Technology Tiles separate some of them, the others share a place.")
                         .arg(namesText(names, tie.players))
                         .arg(tie.score);
        else
            lines << tr("%1 tie at %2; the Technology Tiles decide.").arg(namesText(names, tie.players)).arg(tie.score);
    }
    lines << tr("Winner: %1").arg(namesText(names, report->winners));
    m_scores->setText(lines.join(QLatin1Char('\n')));
}

} // namespace xobos::ui
