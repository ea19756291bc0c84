// Per-round history charts of a finished game (Qt Charts): one line per player for
// crystals, Buildings, Guardians or Reactors at the end of each round.
#pragma once

#include "ui/companion/reportdata.h"

#include <QObject>

class QChart;
class QChartView;
class QWidget;

namespace xobos::ui::companion {

class RoundChart : public QObject
{
    Q_OBJECT

public:
    static QString title(RoundMetric metric);
    // A chart (owned by the caller) for one metric of a finished game.
    static QChart *makeChart(const GameReportData &data, RoundMetric metric);
    static QChartView *makeView(const GameReportData &data, RoundMetric metric, QWidget *parent);
};

} // namespace xobos::ui::companion
