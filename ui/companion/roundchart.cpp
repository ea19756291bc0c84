#include "ui/companion/roundchart.h"

#include "ui/companion/scoretext.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>

namespace xobos::ui::companion {

namespace {

// Fallback seat colours when the library stored none (blue, red, green, amber).
const char *const kSeatColours[] = {"#1f6fd1", "#c62828", "#2e7d32", "#f9a825"};

} // namespace

QString RoundChart::title(RoundMetric metric)
{
    switch (metric) {
    case RoundMetric::Crystals: return tr("Energy Crystals");
    case RoundMetric::Buildings: return tr("Buildings");
    case RoundMetric::Guardians: return tr("Guardians on the board");
    case RoundMetric::Reactors: return tr("Reactors");
    }
    return {};
}

QChart *RoundChart::makeChart(const GameReportData &data, RoundMetric metric)
{
    auto *chart = new QChart;
    chart->setTitle(title(metric));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    int top = 1;
    for (int seat = 0; seat < data.names.size(); ++seat) {
        auto *series = new QLineSeries(chart);
        series->setName(ScoreText::playerName(data.names, seat));
        for (const RoundPoint &p : data.rounds) {
            const std::vector<int> &v = p.values(metric);
            if (seat < static_cast<int>(v.size())) {
                series->append(p.round, v[static_cast<std::size_t>(seat)]);
                top = std::max(top, v[static_cast<std::size_t>(seat)]);
            }
        }
        QString colour = seat < data.colours.size() ? data.colours.at(seat) : QString();
        if (!QColor::isValidColorName(colour))
            colour = QLatin1String(kSeatColours[seat % 4]);
        QPen pen(QColor::fromString(colour));
        pen.setWidthF(2.5);
        series->setPen(pen);
        series->setPointsVisible(true);
        chart->addSeries(series);
    }
    auto *x = new QValueAxis(chart);
    x->setRange(1, std::max(2, data.rounds.empty() ? rules::kLastRound : data.rounds.back().round));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(data.rounds.size() > 8 ? 2 : 1);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Round"));
    auto *y = new QValueAxis(chart);
    const int step = std::max(1, (top + 5) / 6);
    y->setRange(0, (top / step + 1) * step);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(step);
    y->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    return chart;
}

QChartView *RoundChart::makeView(const GameReportData &data, RoundMetric metric, QWidget *parent)
{
    auto *view = new QChartView(makeChart(data, metric), parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 240);
    return view;
}

} // namespace xobos::ui::companion
