// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/combatview.h"

#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/secrets/handover.h"
#include "ui/shell/gamecontroller.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

namespace {

bool answersPursuit(const rules::Events &events)
{
    return std::any_of(events.begin(), events.end(), [](const rules::Event &e) {
        return e.visibility == rules::Visibility::Public
            && (e.type == rules::EventType::Pursued || e.type == rules::EventType::PursuitDeclined);
    });
}

QLabel *wrapping(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace

CombatView::CombatView(GameController *controller, HandOver *handOver, BoardView *view)
    : QFrame(view)
    , m_controller(controller)
    , m_handOver(handOver)
    , m_view(view)
{
    setObjectName(QStringLiteral("combatView"));
    setAttribute(Qt::WA_StyledBackground);
    // The band reads as the board's lower edge: the board's colours, a white rule above.
    setStyleSheet(QStringLiteral("#combatView { background: #1b1f25; border-top: 2px solid white; }"
                                 "#combatView QLabel { color: #e6e9ee; }"
                                 "#combatView QLabel#combatStepHow { color: #9aa3ae; }"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("combatStepTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    QFont big = bold;
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_title->setFont(big);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true); // the button beside it keeps its room
    m_factsHeader = new QLabel(this);
    m_factsHeader->setFont(bold);
    m_todoHeader = new QLabel(this);
    m_todoHeader->setFont(bold);
    m_facts = wrapping(this, "combatStepBody");
    m_todo = wrapping(this, "combatStepTodo");
    m_how = wrapping(this, "combatStepHow");
    QFont small = m_how->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_how->setFont(small);
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("combatNext"));
    m_next->setDefault(true);
    m_next->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_close = new QToolButton(this);
    m_close->setObjectName(QStringLiteral("combatClose"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("×"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_next);
    top->addWidget(m_close);
    auto *columns = new QGridLayout;
    columns->addWidget(m_factsHeader, 0, 0);
    columns->addWidget(m_todoHeader, 0, 1);
    columns->addWidget(m_facts, 1, 0);
    columns->addWidget(m_todo, 1, 1);
    columns->setColumnStretch(0, 1);
    columns->setColumnStretch(1, 1);
    columns->setHorizontalSpacing(18);
    columns->setVerticalSpacing(0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 4, 6, 4);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addLayout(columns);
    layout->addWidget(m_how);

    connect(m_next, &QPushButton::clicked, this, &CombatView::next);
    connect(m_close, &QToolButton::clicked, this, &CombatView::finish);
    connect(controller, &GameController::gameChanged, this, &CombatView::onGameChanged);
    connect(controller, &GameController::actionAccepted, this, &CombatView::onActionAccepted);
    connect(controller, &GameController::stateAdvanced, this, &CombatView::onStateAdvanced);
    connect(handOver, &HandOver::accessChanged, this, &CombatView::onAccessChanged);
    hide();
    view->setPanel(this);
    retranslateUi();
    onGameChanged();
}

CombatView::~CombatView() = default;

QString CombatView::statusText() const
{
    if (!m_active || m_steps.isEmpty())
        return {};
    const CombatStep &step = m_steps.at(m_current);
    return tr("Combat: %1").arg(CombatSteps::stepName(step.kind, m_current + 1, stepCount()));
}

QString CombatView::nextText() const
{
    if (!m_active)
        return {};
    if (m_current + 1 < stepCount())
        return tr("Next");
    return m_handOver->reviewing() ? tr("Continue to Development") : tr("Done");
}

void CombatView::next()
{
    if (!m_active)
        return;
    if (m_current + 1 < stepCount()) {
        showStep(m_current + 1);
        return;
    }
    const bool review = m_handOver->reviewing();
    finish();
    if (review)
        m_handOver->continueToDevelopment();
}

void CombatView::showLast()
{
    if (!m_controller->hasGame())
        return;
    m_active = true;
    showStep(0);
}

void CombatView::finish()
{
    const bool was = m_active;
    m_active = false;
    hide();
    m_view->boardScene()->setCombatFocus({}, {});
    if (was)
        Q_EMIT stepChanged();
}

void CombatView::onGameChanged()
{
    m_steps.clear();
    m_awaitingPursuit = false;
    m_reviewing = m_handOver->reviewing();
    m_tokens = m_controller->hasGame() ? m_controller->view().attacks : std::vector<rules::AttackToken>{};
    finish();
}

void CombatView::onStateAdvanced()
{
    // The tokens of the live position: the next resolution starts from them.
    if (m_controller->hasGame() && !m_controller->isReplaying())
        m_tokens = m_controller->view().attacks;
}

void CombatView::onActionAccepted()
{
    if (!m_controller->hasGame() || m_controller->isReplaying())
        return;
    const rules::Events &events = m_controller->lastEvents();
    const bool resumes = m_awaitingPursuit && answersPursuit(events);
    if (!CombatSteps::hasCombat(events) && !resumes)
        return;
    const QList<CombatStep> steps
        = CombatSteps::make(events, m_tokens, *m_controller->board(), m_controller->playerNames(), m_controller->playerColours());
    if (steps.isEmpty())
        return;
    // A resolution that paused for a pursuit goes on where the table is.
    const bool append = resumes && m_active;
    if (append)
        m_steps << steps;
    else
        m_steps = steps;
    m_awaitingPursuit = std::any_of(events.begin(), events.end(), [](const rules::Event &e) {
        return e.visibility == rules::Visibility::Public && e.type == rules::EventType::PursuitOffered;
    });
    if (!m_handOver->allows(secrets::Command::LastCombat))
        return;
    m_active = true;
    showStep(append ? m_current : 0);
}

void CombatView::onAccessChanged()
{
    // The table went on to the Development phase another way (the Sheets dock, the menu):
    // the review is over, and so is the stepping.
    const bool reviewing = m_handOver->reviewing();
    if (m_reviewing && !reviewing)
        finish();
    m_reviewing = reviewing;
    if (m_active)
        showStep(m_current);
}

void CombatView::showStep(int index)
{
    if (m_steps.isEmpty()) {
        m_title->setText(tr("No combat yet in this game"));
        m_facts->clear();
        m_todo->clear();
        m_how->clear();
        m_factsHeader->hide();
        m_todoHeader->hide();
        m_next->setText(tr("Done"));
        show();
        m_view->boardScene()->setCombatFocus({}, {});
        Q_EMIT stepChanged();
        return;
    }
    m_current = std::clamp(index, 0, stepCount() - 1);
    const CombatStep &step = m_steps.at(m_current);
    m_factsHeader->show();
    m_todoHeader->show();
    m_title->setText(tr("%1 — %2").arg(statusText(), step.title));
    m_facts->setText(QStringLiteral("• ") + step.facts.join(QStringLiteral("\n• ")));
    m_todo->setText(QStringLiteral("• ") + step.todo.join(QStringLiteral("\n• ")));
    m_how->setText(step.how);
    m_next->setText(nextText());
    show();
    layout()->activate(); // the button's new text gets its room before the band is placed
    m_view->boardScene()->setCombatFocus(step.spaces, step.tokens);
    Q_EMIT stepChanged();
}

void CombatView::retranslateUi()
{
    m_factsHeader->setText(tr("What happened"));
    m_todoHeader->setText(tr("On the board"));
    m_close->setToolTip(tr("Close the combat (Game > Last Combat shows it again)"));
    if (m_active)
        showStep(m_current);
}

void CombatView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

} // namespace xobos::ui
