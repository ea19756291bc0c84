// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/gameinfopanel.h"

#include "xobos/rules/types.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace xobos::ui {

RoundTrack::RoundTrack(int lastRound, QWidget *parent)
    : QWidget(parent)
    , m_last(lastRound)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void RoundTrack::setCurrentRound(int round)
{
    if (round == m_current)
        return;
    m_current = round;
    setAccessibleName(round > 0 ? tr("Round %1 of %2").arg(round).arg(m_last) : QString());
    update();
}

QSize RoundTrack::boxSize() const
{
    // A box fits the widest number in bold, as the highlighted one is drawn.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    return {std::max(18, fm.horizontalAdvance(QString::number(m_last)) + 4), std::max(18, fm.height() + 2)};
}

QRect RoundTrack::box(int round, QSize size)
{
    return {(round - 1) * (size.width() + 2), 0, size.width(), size.height()};
}

QSize RoundTrack::sizeHint() const
{
    const QRect last = box(m_last, boxSize());
    return {last.right() + 1, last.height()};
}

void RoundTrack::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor text = palette().color(QPalette::WindowText);
    const QColor past = palette().color(QPalette::Mid);
    QFont bold = font();
    bold.setBold(true);
    const QSize size = boxSize();
    for (int round = 1; round <= m_last; ++round) {
        const QRect r = box(round, size);
        if (round == m_current) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(highlight());
            painter.drawRoundedRect(r, 3, 3);
            painter.setFont(bold);
            painter.setPen(QColor(0x1c, 0x1f, 0x24));
        } else {
            painter.setFont(font());
            painter.setPen(round < m_current ? past : text);
        }
        painter.drawText(r, Qt::AlignCenter, QString::number(round));
    }
}

GameInfoPanel::GameInfoPanel(GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_round(new QLabel(this))
    , m_phase(new QLabel(this))
    , m_turn(new QLabel(this))
    , m_first(new QLabel(this))
    , m_waiting(new QLabel(this))
{
    setObjectName(QStringLiteral("gameInfoPanel"));
    QFont big = m_round->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_round->setFont(big);
    m_track = new RoundTrack(rules::kLastRound, this);
    m_track->setObjectName(QStringLiteral("roundTrack"));
    auto *track = new QHBoxLayout;
    track->addWidget(m_track);
    track->addStretch();
    m_waiting->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_round);
    layout->addLayout(track);
    layout->addWidget(m_phase);
    layout->addWidget(m_turn);
    layout->addWidget(m_first);
    layout->addWidget(m_waiting);
    layout->addStretch();
    controller->connectPositionChanges(this, &GameInfoPanel::refresh);
    connect(controller, &GameController::gameChanged, this, &GameInfoPanel::refresh);
    refresh();
}

GameInfoPanel::~GameInfoPanel() = default;

void GameInfoPanel::refresh()
{
    if (!m_controller->hasGame()) {
        m_round->setText(tr("No game open"));
        m_track->setCurrentRound(0);
        m_phase->clear();
        m_turn->clear();
        m_first->clear();
        m_waiting->clear();
        return;
    }
    const rules::GameView view = m_controller->view();
    const QStringList names = m_controller->playerNames();
    m_round->setText(tr("Round %1 of %2").arg(view.round).arg(rules::kLastRound));
    m_track->setCurrentRound(view.round);
    QString phase = phaseText(view.phase);
    if (view.resolving)
        phase = tr("%1 — resolving combat").arg(phase);
    if (m_controller->isReplaying())
        phase = tr("%1 (replay, read-only)").arg(phase);
    else if (m_controller->store().isReadOnly())
        phase = tr("%1 — read-only library: nothing can be played").arg(phase);
    m_phase->setText(phase);
    const QString colourDot = QStringLiteral("<span style='color:%1'>&#9679;</span> %2");
    if (view.phase == rules::Phase::Movement && !view.resolving) {
        m_turn->setText(tr("Turn: %1").arg(colourDot.arg(m_controller->playerColours().value(view.currentPlayer).name(),
                                                         playerText(names, view.currentPlayer).toHtmlEscaped())));
    } else {
        QStringList acting;
        for (int p : view.acting)
            acting << playerText(names, p);
        m_turn->setText(acting.isEmpty() ? QString() : tr("Acting: %1").arg(acting.join(QStringLiteral(", ")).toHtmlEscaped()));
    }
    m_first->setText(tr("First Player Token: %1").arg(playerText(names, view.firstPlayer).toHtmlEscaped()));
    QString waiting;
    if (!view.pending.empty()) {
        const rules::Pending &p = view.pending.front();
        waiting = p.kind == rules::PendingKind::CounterattackChoice
            ? tr("Waiting for %1 to answer an attack (counterattack or not).").arg(playerText(names, p.player))
            : tr("Waiting for %1 to decide on a pursuit.").arg(playerText(names, p.player));
    }
    m_waiting->setText(waiting);
}

QString GameInfoPanel::summary() const
{
    return QStringList{m_round->text(), m_phase->text(), m_turn->text(), m_first->text(), m_waiting->text()}.join(
        QLatin1Char('\n'));
}

} // namespace xobos::ui
