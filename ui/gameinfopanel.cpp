#include "ui/gameinfopanel.h"

#include "rules/types.h"
#include "ui/gamecontroller.h"
#include "ui/gametext.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace xobos::ui {

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
    auto *track = new QHBoxLayout;
    track->setSpacing(2);
    for (int r = 1; r <= rules::kLastRound; ++r) {
        auto *box = new QLabel(QString::number(r), this);
        box->setAlignment(Qt::AlignCenter);
        box->setMinimumSize(18, 18);
        m_track << box;
        track->addWidget(box);
    }
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
    connect(controller, &GameController::stateChanged, this, &GameInfoPanel::refresh);
    connect(controller, &GameController::gameChanged, this, &GameInfoPanel::refresh);
    refresh();
}

GameInfoPanel::~GameInfoPanel() = default;

void GameInfoPanel::refresh()
{
    if (!m_controller->hasGame()) {
        m_round->setText(tr("No game open"));
        for (QLabel *box : std::as_const(m_track))
            box->setStyleSheet(QString());
        m_phase->clear();
        m_turn->clear();
        m_first->clear();
        m_waiting->clear();
        return;
    }
    const rules::GameView view = m_controller->view();
    const QStringList names = m_controller->playerNames();
    m_round->setText(tr("Round %1 of %2").arg(view.round).arg(rules::kLastRound));
    for (int i = 0; i < m_track.size(); ++i) {
        const int round = i + 1;
        m_track[i]->setStyleSheet(round == view.round
                                      ? QStringLiteral("background:#ffc82e;color:#1c1f24;font-weight:bold;border-radius:3px;")
                                      : round < view.round ? QStringLiteral("color:palette(mid);")
                                                           : QString());
    }
    QString phase = phaseText(view.phase);
    if (view.resolving)
        phase = tr("%1 — resolving combat").arg(phase);
    if (m_controller->isReplaying())
        phase = tr("%1 (replay, read-only)").arg(phase);
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
