// SPDX-License-Identifier: GPL-3.0-or-later
// Per-round history charts of a finished game: one line per player for crystals,
// Buildings, Guardians or Reactors at the end of each round.
//
// Drawn with QPainter (it was Qt Charts, whose libraries, with Qt OpenGL's, every start
// of the app loaded for this one dialog: ~3 ms, issue #11). The axes count whole
// numbers from 0 and from round 1; the legend names the seats in their colours.
#pragma once

#include "ui/companion/reportdata.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QWidget>

namespace xobos::ui::companion {

class RoundChart : public QWidget
{
    Q_OBJECT

public:
    struct Series
    {
        QString name;
        QColor colour;
        QList<QPointF> points; // (round, value)
    };

    static QString title(RoundMetric metric);

    RoundChart(const GameReportData &data, RoundMetric metric, QWidget *parent = nullptr);

    QString chartTitle() const { return m_title; }
    const QList<Series> &series() const { return m_series; }
    // The axes: rounds 1..roundMax every roundStep, values 0..valueMax every valueStep.
    int roundMax() const { return m_roundMax; }
    int roundStep() const { return m_roundStep; }
    int valueMax() const { return m_valueMax; }
    int valueStep() const { return m_valueStep; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    RoundMetric m_metric;
    QString m_title;
    QList<Series> m_series;
    int m_roundMax = 2;
    int m_roundStep = 1;
    int m_valueMax = 1;
    int m_valueStep = 1;
};

} // namespace xobos::ui::companion
