// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiralmap.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace xobos::ui::espiral {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr QSizeF kBox(74.0, 34.0);

} // namespace

EspiralMap::EspiralMap(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("espiralMap"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
}

void EspiralMap::setPlaces(std::vector<Place> places, int hero, int heroLevel)
{
    m_places = std::move(places);
    m_hero = hero;
    m_heroLevel = heroLevel;
    setAccessibleDescription(m_hero >= 0 && m_hero < static_cast<int>(m_places.size())
                                 ? tr("The hero stands on %1.").arg(m_places[static_cast<std::size_t>(m_hero)].name)
                                 : QString());
    update();
}

QSize EspiralMap::sizeHint() const
{
    return {460, 420};
}

QSize EspiralMap::minimumSizeHint() const
{
    return {320, 300};
}

QPointF EspiralMap::centreOf(int i) const
{
    // An Archimedean spiral from the outside in: equal steps along its length, so the
    // places sit evenly whatever their number.
    const int n = static_cast<int>(m_places.size());
    const double w = width() - kBox.width();
    const double h = height() - kBox.height();
    const double turns = n > 30 ? 3.0 : n > 12 ? 2.25 : 1.5;
    const double total = turns * 2 * kPi;
    // The arc length grows with the square of the angle (r ~ theta): invert it so that the
    // places are as far apart on the inner turns as on the outer.
    const double f = n > 1 ? static_cast<double>(i) / (n - 1) : 0.0;
    const double theta = total * std::sqrt(1.0 - f); // theta from total (outside) to 0 (centre)
    const double r = 0.12 + 0.88 * theta / total;
    return {kBox.width() / 2 + w / 2 * (1 + r * std::cos(theta - kPi / 2)),
            kBox.height() / 2 + h / 2 * (1 + r * std::sin(theta - kPi / 2))};
}

QRect EspiralMap::placeRect(int i) const
{
    const QPointF c = centreOf(i);
    return QRectF(c.x() - kBox.width() / 2, c.y() - kBox.height() / 2, kBox.width(), kBox.height()).toAlignedRect();
}

QString EspiralMap::tipOf(int i) const
{
    const Place &p = m_places[static_cast<std::size_t>(i)];
    if (p.number == 0)
        return p.name;
    QString tip = tr("%1: land %2 of %3, number %4").arg(p.name).arg(i).arg(m_places.size() - 2).arg(p.number);
    if (!p.ranged)
        tip += QLatin1Char('\n') + tr("No ranged attack here.");
    return tip;
}

bool EspiralMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        for (int i = static_cast<int>(m_places.size()) - 1; i >= 0; --i) {
            if (placeRect(i).contains(help->pos())) {
                QToolTip::showText(help->globalPos(), tipOf(i), this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void EspiralMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int n = static_cast<int>(m_places.size());
    if (n == 0)
        return;
    // The path first, under the cards.
    QPainterPath path(centreOf(0));
    for (int i = 1; i < n; ++i)
        path.lineTo(centreOf(i));
    p.setPen(QPen(palette().mid().color(), 3, Qt::DotLine));
    p.drawPath(path);

    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    for (int i = 0; i < n; ++i) {
        const Place &place = m_places[static_cast<std::size_t>(i)];
        const QRect r = placeRect(i);
        const bool stronghold = place.number == 0;
        const bool behind = m_hero >= 0 && i < m_hero;
        QColor fill = stronghold ? QColor(0xd4, 0xa0, 0x17) : place.ranged ? QColor(0x7f, 0xb0, 0x69) : QColor(0x3d, 0x7a, 0x3d);
        if (behind)
            fill = fill.lighter(160);
        p.setPen(QPen(i == m_hero ? palette().highlight().color() : palette().dark().color(), i == m_hero ? 3 : 1));
        p.setBrush(fill);
        p.drawRoundedRect(r, 5, 5);
        p.setPen(behind ? palette().mid().color() : QColor(Qt::black));
        p.setFont(small);
        const QString number = stronghold ? QString() : QString::number(place.number);
        p.drawText(r.adjusted(3, 1, -3, -r.height() / 2), Qt::AlignCenter, QFontMetrics(small).elidedText(place.name, Qt::ElideRight, r.width() - 6));
        QFont bold = small;
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(r.adjusted(3, r.height() / 2, -3, -1), Qt::AlignCenter,
                   stronghold ? (i == 0 ? tr("start") : tr("goal")) : place.ranged ? number : tr("%1, no range").arg(number));
    }
    if (m_hero >= 0 && m_hero < n) {
        const QRect r = placeRect(m_hero);
        const QPointF c(r.right() - 2, r.top() + 2);
        p.setPen(QPen(Qt::white, 2));
        p.setBrush(QColor(0xc0, 0x39, 0x2b));
        p.drawEllipse(c, 11, 11);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(QRectF(c.x() - 11, c.y() - 11, 22, 22), Qt::AlignCenter, QString::number(m_heroLevel));
    }
}

} // namespace xobos::ui::espiral
