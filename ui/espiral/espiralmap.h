// SPDX-License-Identifier: GPL-3.0-or-later
// The spiral of lands (issue #27): the first stronghold, the lands in the order laid and the
// last stronghold on a spiral path that winds inwards, each with its name and printed
// number (a land without ranged attacks marked), the lands behind the hero greyed and the
// hero's marker on his place. It paints what it is given; it knows no rule.
#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

namespace xobos::ui::espiral {

class EspiralMap : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EspiralMap)

public:
    struct Place {
        QString name;
        int number = 0;     // 0: a stronghold
        bool ranged = true;
    };

    explicit EspiralMap(QWidget *parent = nullptr);

    // The places from the first stronghold to the last, and where the hero stands (an index
    // of them; -1: nowhere, he is dead).
    void setPlaces(std::vector<Place> places, int hero, int heroLevel);
    int hero() const { return m_hero; }
    // The rectangle of place `i` in the widget (tests and tooltips).
    QRect placeRect(int i) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QPointF centreOf(int i) const;
    QString tipOf(int i) const;

    std::vector<Place> m_places;
    int m_hero = 0;
    int m_heroLevel = 1;
};

} // namespace xobos::ui::espiral
