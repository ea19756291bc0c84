// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/invaders/invaderscardslot.h"

#include <QPainter>
#include <QPainterPath>

namespace xobos::ui::invaders {

CardSlot::CardSlot(QColor colour, QWidget *parent)
    : QAbstractButton(parent)
    , m_colour(colour)
{
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void CardSlot::setCard(bool present, int power, const QString &name, bool hero, bool turned, const QString &text)
{
    m_present = present;
    m_power = power;
    m_name = name;
    m_hero = hero;
    m_turned = turned;
    setText(present ? QString::number(power) : QString());
    setToolTip(text);
    setAccessibleName(text);
    update();
}

QSize CardSlot::sizeHint() const
{
    return {74, 80};
}

void CardSlot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    if (isChecked()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.drawRoundedRect(area, 6, 6);
    }
    // An upright card is portrait; the turned Hero lies on its side (landscape).
    const QSizeF card = m_turned ? QSizeF(68, 48) : QSizeF(48, 68);
    QRectF r(QPointF(), card);
    r.moveCenter(area.center());
    if (!m_present) {
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r, 4, 4);
        return;
    }
    p.setPen(QPen(m_colour.darker(140), m_hero ? 2.5 : 1.2));
    p.setBrush(m_colour.lighter(m_hero ? 160 : 180));
    p.drawRoundedRect(r, 4, 4);
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    p.setFont(big);
    p.setPen(Qt::black);
    QRectF top = r;
    if (!m_name.isEmpty() || m_hero)
        top.setBottom(r.top() + r.height() * 0.62);
    p.drawText(top, Qt::AlignCenter, QString::number(m_power));
    if (!m_name.isEmpty() || m_hero) {
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.72);
        p.setFont(small);
        const QRectF bottom(r.left() + 2, top.bottom(), r.width() - 4, r.bottom() - top.bottom());
        const QString label = m_hero ? QStringLiteral("★ ") + m_name : m_name;
        p.drawText(bottom, Qt::AlignHCenter | Qt::AlignTop, QFontMetrics(small).elidedText(label, Qt::ElideRight, int(bottom.width())));
    }
}

} // namespace xobos::ui::invaders
