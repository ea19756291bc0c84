// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiralmap.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

namespace xobos::ui::espiral {

namespace {

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

QRect EspiralMap::placeRect(int i) const
{
    // The lands laid as on the table: a square spiral from the outer top-left corner,
    // clockwise and inwards, on the grid of cells that gives the cards the most room.
    const int n = std::max(static_cast<int>(m_places.size()), 1);
    int cols = 1;
    double bestScale = 0;
    for (int c = 1; c <= n; ++c) {
        const int r = (n + c - 1) / c;
        const double scale = std::min(width() / double(c) / kBox.width(), height() / double(r) / kBox.height());
        if (scale > bestScale) {
            bestScale = scale;
            cols = c;
        }
    }
    const int rows = (n + cols - 1) / cols;
    // Walk the rings of the grid to the i-th cell.
    int left = 0, top = 0, right = cols - 1, bottom = rows - 1;
    int x = 0, y = 0, dx = 1, dy = 0;
    for (int step = 0; step < i; ++step) {
        if (dx == 1 && x + 1 > right) {
            dx = 0, dy = 1, ++top;
        } else if (dy == 1 && y + 1 > bottom) {
            dx = -1, dy = 0, --right;
        } else if (dx == -1 && x - 1 < left) {
            dx = 0, dy = -1, --bottom;
        } else if (dy == -1 && y - 1 < top) {
            dx = 1, dy = 0, ++left;
        }
        x += dx;
        y += dy;
    }
    const double cw = width() / double(cols);
    const double ch = height() / double(rows);
    const double w = std::min(cw - 8, kBox.width() * 1.8);
    const double h = std::min(ch - 8, kBox.height() * 1.7);
    return QRectF(x * cw + (cw - w) / 2, y * ch + (ch - h) / 2, w, h).toAlignedRect();
}

QPointF EspiralMap::centreOf(int i) const
{
    return QRectF(placeRect(i)).center();
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
        const QFontMetrics sm(small);
        const QRect nameRect = r.adjusted(3, 1, -3, -sm.height() - 2);
        // The name wrapped on the lines the card has room for, elided when it is longer.
        QString name = place.name;
        if (sm.boundingRect(nameRect, Qt::TextWordWrap | Qt::AlignCenter, name).height() > nameRect.height())
            name = sm.elidedText(name, Qt::ElideRight, nameRect.width() - 2);
        p.drawText(nameRect, Qt::AlignCenter | Qt::TextWordWrap, name);
        QFont bold = small;
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(r.adjusted(3, r.height() - QFontMetrics(small).height() - 3, -3, -1), Qt::AlignCenter,
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
