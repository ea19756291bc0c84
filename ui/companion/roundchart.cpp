// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/roundchart.h"

#include "ui/companion/scoretext.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

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

RoundChart::RoundChart(const GameReportData &data, RoundMetric metric, QWidget *parent)
    : QWidget(parent)
    , m_metric(metric)
    , m_title(title(metric))
{
    int top = 1;
    for (int seat = 0; seat < data.names.size(); ++seat) {
        Series s;
        s.name = ScoreText::playerName(data.names, seat);
        for (const RoundPoint &p : data.rounds) {
            const std::vector<int> &v = p.values(metric);
            if (seat < static_cast<int>(v.size())) {
                s.points << QPointF(p.round, v[static_cast<std::size_t>(seat)]);
                top = std::max(top, v[static_cast<std::size_t>(seat)]);
            }
        }
        QString colour = seat < data.colours.size() ? data.colours.at(seat) : QString();
        if (!QColor::isValidColorName(colour))
            colour = QLatin1String(kSeatColours[seat % 4]);
        s.colour = QColor::fromString(colour);
        m_series << s;
    }
    m_roundMax = std::max(2, data.rounds.empty() ? rules::kLastRound : data.rounds.back().round);
    m_roundStep = data.rounds.size() > 8 ? 2 : 1;
    // About six steps of whole numbers, the highest value below the top line.
    m_valueStep = std::max(1, (top + 5) / 6);
    m_valueMax = (top / m_valueStep + 1) * m_valueStep;
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(m_title);
}

QSize RoundChart::minimumSizeHint() const
{
    return {320, 240};
}

QSize RoundChart::sizeHint() const
{
    return {480, 320};
}

void RoundChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_title = title(m_metric);
        setAccessibleName(m_title);
        update();
    }
    QWidget::changeEvent(event);
}

void RoundChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const QColor text = pal.color(QPalette::Text);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(110);

    const int margin = 8;
    QFont titleFont = font();
    titleFont.setBold(true);
    const QFontMetrics titleMetrics(titleFont);
    const QFontMetrics fm(font());

    // Title on top.
    QRect area = rect().adjusted(margin, margin, -margin, -margin);
    painter.setFont(titleFont);
    painter.setPen(text);
    painter.drawText(QRect(area.left(), area.top(), area.width(), titleMetrics.height()), Qt::AlignCenter, m_title);
    area.setTop(area.top() + titleMetrics.height() + margin);

    // Legend at the bottom: a swatch and the name of each seat, centred on one line.
    painter.setFont(font());
    const int swatch = fm.height() - 4;
    int legendWidth = 0;
    for (const Series &s : m_series)
        legendWidth += swatch + 4 + fm.horizontalAdvance(s.name) + 16;
    legendWidth = std::max(0, legendWidth - 16);
    int x = area.left() + std::max(0, (area.width() - legendWidth) / 2);
    const int legendTop = area.bottom() - fm.height() + 1;
    for (const Series &s : m_series) {
        painter.fillRect(QRect(x, legendTop + 2, swatch, swatch), s.colour);
        x += swatch + 4;
        painter.setPen(text);
        painter.drawText(QRect(x, legendTop, fm.horizontalAdvance(s.name) + 1, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         s.name);
        x += fm.horizontalAdvance(s.name) + 16;
    }
    area.setBottom(legendTop - margin);

    // The axes: the round's title and labels below, the values' labels on the left.
    const QString axisTitle = tr("Round");
    painter.drawText(QRect(area.left(), area.bottom() - fm.height() + 1, area.width(), fm.height()), Qt::AlignCenter,
                     axisTitle);
    area.setBottom(area.bottom() - fm.height() - 2);
    const int labelWidth = fm.horizontalAdvance(QString::number(m_valueMax)) + 6;
    const QRect plot(area.left() + labelWidth, area.top() + fm.height() / 2, area.width() - labelWidth - fm.height() / 2,
                     area.height() - fm.height() - 4 - fm.height() / 2);
    if (plot.width() < 10 || plot.height() < 10)
        return;
    const auto toPoint = [&](const QPointF &p) {
        const double fx = (p.x() - 1) / std::max(1, m_roundMax - 1);
        const double fy = p.y() / std::max(1, m_valueMax);
        return QPointF(plot.left() + fx * plot.width(), plot.bottom() - fy * plot.height());
    };
    painter.setPen(QPen(grid, 1));
    for (int v = 0; v <= m_valueMax; v += m_valueStep) {
        const QPointF a = toPoint({1, double(v)});
        painter.drawLine(QPointF(plot.left(), a.y()), QPointF(plot.right(), a.y()));
    }
    for (int r = 1; r <= m_roundMax; r += m_roundStep) {
        const QPointF a = toPoint({double(r), 0});
        painter.drawLine(QPointF(a.x(), plot.top()), QPointF(a.x(), plot.bottom()));
    }
    painter.setPen(text);
    for (int v = 0; v <= m_valueMax; v += m_valueStep) {
        const QPointF a = toPoint({1, double(v)});
        painter.drawText(QRectF(area.left(), a.y() - fm.height() / 2.0, labelWidth - 6, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    for (int r = 1; r <= m_roundMax; r += m_roundStep) {
        const QPointF a = toPoint({double(r), 0});
        const QString label = QString::number(r);
        const int w = fm.horizontalAdvance(label);
        painter.drawText(QRectF(a.x() - w, plot.bottom() + 4, 2.0 * w, fm.height()), Qt::AlignCenter, label);
    }
    painter.setPen(QPen(text, 1));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());

    // One line per seat, its points marked.
    for (const Series &s : m_series) {
        if (s.points.isEmpty())
            continue;
        QPainterPath line;
        line.moveTo(toPoint(s.points.front()));
        for (const QPointF &p : s.points)
            line.lineTo(toPoint(p));
        painter.setPen(QPen(s.colour, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(line);
        painter.setBrush(s.colour);
        painter.setPen(QPen(pal.color(QPalette::Base), 1));
        for (const QPointF &p : s.points)
            painter.drawEllipse(toPoint(p), 3.5, 3.5);
    }
}

} // namespace xobos::ui::companion
