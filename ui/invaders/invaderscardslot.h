// SPDX-License-Identifier: GPL-3.0-or-later
// One of a side's four slots in a zone of Invaders' window: empty, or a card drawn with its
// power and optional name; the Heroes of the Resistance card is drawn turned 90° (lying on
// its side) while it is turned. A click selects the slot (checkable).
#pragma once

#include <QAbstractButton>
#include <QColor>

namespace xobos::ui::invaders {

class CardSlot : public QAbstractButton
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CardSlot)

public:
    explicit CardSlot(QColor colour, QWidget *parent = nullptr);

    // No card: present false. `text` is what the tooltip and accessibility name say.
    void setCard(bool present, int power, const QString &name, bool hero, bool turned, const QString &text);
    bool hasCard() const { return m_present; }
    bool isTurned() const { return m_turned; }
    int power() const { return m_power; }
    QString cardName() const { return m_name; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor m_colour;
    bool m_present = false;
    int m_power = 0;
    QString m_name;
    bool m_hero = false;
    bool m_turned = false;
};

} // namespace xobos::ui::invaders
