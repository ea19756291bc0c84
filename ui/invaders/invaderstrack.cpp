// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/invaders/invaderstrack.h"

#include <QHBoxLayout>
#include <QLabel>

namespace xobos::ui::invaders {

PlotTrack::PlotTrack(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("plotTrack"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(3);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("plotTrackTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    row->addWidget(m_title);
    // As printed: 12 on the left, the skull on the right, where the marker heads.
    for (int n = 12; n >= 0; --n) {
        auto *l = new QLabel(n == 0 ? QStringLiteral("☠") : QString::number(n), this);
        l->setObjectName(QStringLiteral("plotSpace%1").arg(n));
        l->setAlignment(Qt::AlignCenter);
        l->setMinimumSize(30, 26);
        row->addWidget(l);
        m_spaces[static_cast<std::size_t>(n)] = l;
    }
    row->addStretch(1);
    retranslateUi();
}

void PlotTrack::retranslateUi()
{
    m_title->setText(tr("Invasion plot track:"));
    setMarker(m_marker);
}

void PlotTrack::setMarker(int marker)
{
    m_marker = marker;
    for (int n = 0; n <= 12; ++n) {
        QLabel *l = space(n);
        const bool here = n == marker;
        l->setStyleSheet(here ? QStringLiteral("background: #c0392b; color: white; font-weight: bold; border-radius: 4px;")
                              : n == 0 ? QStringLiteral("border: 1px solid #c0392b; border-radius: 4px;")
                                       : QStringLiteral("border: 1px solid palette(mid); border-radius: 4px;"));
        l->setToolTip(here ? tr("The plot marker is on %1").arg(n == 0 ? tr("the skull") : QString::number(n))
                           : n == 0 ? tr("The skull: the marker here ends the game, Mankind the winner")
                                    : QString());
    }
}

} // namespace xobos::ui::invaders
