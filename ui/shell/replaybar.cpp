// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/replaybar.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>

namespace xobos::ui {

ReplayBar::ReplayBar(GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("replayBar"));
    // The desktop theme's icon, or the product's own (resources/icons/actions).
    const auto button = [this](const QString &icon, const QString &name, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setIcon(QIcon::fromTheme(icon, QIcon(QStringLiteral(":/icons/actions/%1.png").arg(icon))));
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    m_first = button(QStringLiteral("media-skip-backward"), QStringLiteral("replayFirst"), tr("Replay: the start of the game"));
    m_previous = button(QStringLiteral("media-seek-backward"), QStringLiteral("replayPrevious"), tr("Replay: one action back"));
    m_next = button(QStringLiteral("media-seek-forward"), QStringLiteral("replayNext"), tr("Replay: one action forward"));
    m_last = button(QStringLiteral("media-skip-forward"), QStringLiteral("replayLast"), tr("Back to the live game"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("replayLabel"));
    m_label->setMinimumWidth(260);
    m_round = new QSpinBox(this);
    m_round->setRange(1, 15);
    m_round->setPrefix(tr("Round "));
    m_round->setObjectName(QStringLiteral("replayRound"));
    m_phase = new QComboBox(this);
    m_phase->setObjectName(QStringLiteral("replayPhase"));
    m_phase->addItem(phaseText(rules::Phase::Movement), static_cast<int>(rules::Phase::Movement));
    m_phase->addItem(phaseText(rules::Phase::Development), static_cast<int>(rules::Phase::Development));
    auto *jump = new QPushButton(tr("Jump"), this);
    jump->setObjectName(QStringLiteral("replayJump"));
    m_backToLive = new QPushButton(tr("Back to live"), this);
    m_backToLive->setObjectName(QStringLiteral("replayBackToLive"));
    m_backToLive->setToolTip(tr("Back to the live game"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(m_first);
    layout->addWidget(m_previous);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_next);
    layout->addWidget(m_last);
    layout->addWidget(m_label);
    layout->addWidget(m_backToLive);
    layout->addSpacing(12);
    layout->addWidget(m_round);
    layout->addWidget(m_phase);
    layout->addWidget(jump);

    connect(m_first, &QToolButton::clicked, this, &ReplayBar::first);
    connect(m_previous, &QToolButton::clicked, this, &ReplayBar::previous);
    connect(m_next, &QToolButton::clicked, this, &ReplayBar::next);
    connect(m_last, &QToolButton::clicked, this, &ReplayBar::last);
    connect(m_backToLive, &QPushButton::clicked, this, &ReplayBar::last);
    connect(m_slider, &QSlider::valueChanged, controller, &GameController::setReplayPosition);
    connect(jump, &QPushButton::clicked, this,
            [this] { jumpTo(m_round->value(), m_phase->currentData().toInt()); });
    controller->connectPositionChanges(this, &ReplayBar::refresh);
    connect(controller, &GameController::gameChanged, this, &ReplayBar::refresh);
    refresh();
}

ReplayBar::~ReplayBar() = default;

void ReplayBar::first()
{
    m_controller->setReplayPosition(0);
}

void ReplayBar::previous()
{
    m_controller->setReplayPosition(m_controller->replayPosition() - 1);
}

void ReplayBar::next()
{
    m_controller->setReplayPosition(m_controller->replayPosition() + 1);
}

void ReplayBar::last()
{
    m_controller->leaveReplay();
}

bool ReplayBar::jumpTo(int round, int phase)
{
    for (int n = 0; n <= m_controller->historySize(); ++n) {
        const GameController::Mark mark = m_controller->markAfter(n);
        if (mark.round == round && static_cast<int>(mark.phase) == phase) {
            m_controller->setReplayPosition(n);
            return true;
        }
    }
    return false;
}

void ReplayBar::refresh()
{
    const int size = m_controller->historySize();
    const int position = m_controller->replayPosition();
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, size);
        m_slider->setValue(position);
    }
    setEnabled(m_controller->hasGame());
    m_first->setEnabled(position > 0);
    m_previous->setEnabled(position > 0);
    m_next->setEnabled(position < size);
    const bool replaying = m_controller->isReplaying();
    m_last->setEnabled(replaying);
    m_backToLive->setVisible(replaying);
    const GameController::Mark mark = m_controller->markAfter(position);
    m_label->setText(replaying
                         ? tr("Replay: action %1 of %2 — round %3, %4").arg(position).arg(size).arg(mark.round).arg(phaseText(mark.phase))
                         : tr("Live: %n action(s) played", nullptr, size));
    // The Jump target follows the position shown (the live one in live play) unless the
    // user is choosing a target: then it keeps what they chose.
    const auto editing = [](const QWidget *w) {
        const QWidget *focus = QApplication::focusWidget();
        return focus && (focus == w || w->isAncestorOf(focus));
    };
    if (!editing(m_round) && !editing(m_phase) && !m_phase->view()->isVisible()) {
        const QSignalBlocker roundBlocker(m_round);
        const QSignalBlocker phaseBlocker(m_phase);
        m_round->setValue(mark.round);
        const int phase = m_phase->findData(static_cast<int>(mark.phase));
        if (phase >= 0)
            m_phase->setCurrentIndex(phase);
    }
    QFont font = m_label->font();
    font.setBold(replaying);
    m_label->setFont(font);
    setAutoFillBackground(replaying);
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window, replaying ? replayTint() : QPalette().color(QPalette::Window));
    setPalette(tinted);
}

} // namespace xobos::ui
