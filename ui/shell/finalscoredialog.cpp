// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/finalscoredialog.h"

#include "ui/companion/scoretext.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

using companion::ScoreText;

namespace {

enum Column { PlaceColumn, PlayerColumn, ScoreColumn, FormulaColumn, TechColumn, ColumnCount };

} // namespace

FinalScoreDialog::FinalScoreDialog(const rules::ScoreReport &report, const QStringList &names,
                                   const QList<QColor> &colours, QWidget *parent)
    : QDialog(parent)
    , m_scores(report)
    , m_names(names)
    , m_colours(colours)
    , m_winner(new QLabel(this))
    , m_tieBreak(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("finalScoreDialog"));
    m_winner->setObjectName(QStringLiteral("finalScoreWinner"));
    m_winner->setAlignment(Qt::AlignCenter);
    m_winner->setTextFormat(Qt::PlainText);
    QFont big = m_winner->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_winner->setFont(big);
    // One winner: the line in that player's colour, as the pieces on the table are.
    if (report.winners.size() == 1) {
        QPalette palette = m_winner->palette();
        palette.setColor(QPalette::WindowText, colours.value(report.winners.front(), palette.color(QPalette::WindowText)));
        m_winner->setPalette(palette);
    }
    m_tieBreak->setObjectName(QStringLiteral("finalScoreTieBreak"));
    m_tieBreak->setWordWrap(true);
    m_tieBreak->setTextFormat(Qt::PlainText);
    m_tieBreak->setAlignment(Qt::AlignCenter);

    m_table->setObjectName(QStringLiteral("finalScoreTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->verticalHeader()->hide();
    m_table->setColumnCount(ColumnCount);
    m_table->setRowCount(static_cast<int>(report.lines.size()));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(FormulaColumn, QHeaderView::Stretch);
    QFont bigger = m_table->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.2);
    m_table->setFont(bigger);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 12);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_report = new QPushButton(this);
    m_report->setObjectName(QStringLiteral("finalScoreReport"));
    m_close = new QPushButton(this);
    m_close->setObjectName(QStringLiteral("finalScoreClose"));
    m_close->setDefault(true);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_report, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    connect(m_report, &QPushButton::clicked, this, &FinalScoreDialog::reportRequested);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_winner);
    layout->addWidget(m_tieBreak);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    retranslateUi();
    const int tableHeight = m_table->horizontalHeader()->sizeHint().height()
        + m_table->verticalHeader()->defaultSectionSize() * m_table->rowCount() + 2 * m_table->frameWidth();
    m_table->setMinimumHeight(tableHeight);
    resize(std::max(640, sizeHint().width()), sizeHint().height());
}

FinalScoreDialog::~FinalScoreDialog() = default;

void FinalScoreDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void FinalScoreDialog::retranslateUi()
{
    setWindowTitle(tr("Final Score"));
    // ScoreText's explanation ends with the winner ("Blue wins."); what comes before it are
    // the ties and who scored nothing, said in one line.
    QStringList sentences = ScoreText::explanation(m_scores, m_names);
    m_winner->setText(m_scores.winners.empty() || sentences.isEmpty() ? tr("The game is over") : sentences.takeLast());
    m_tieBreak->setText(sentences.join(QLatin1Char(' ')));
    m_tieBreak->setVisible(!sentences.isEmpty());
    m_table->setHorizontalHeaderLabels({tr("Place"), tr("Player"), tr("Score"), tr("How"), tr("Technology Tiles")});
    for (int r = 0; r < static_cast<int>(m_scores.lines.size()); ++r) {
        const rules::ScoreLine &l = m_scores.lines[static_cast<std::size_t>(r)];
        const bool winner = l.rank == 1;
        const auto cell = [this, r, winner](int column, const QString &text, Qt::Alignment align = Qt::AlignCenter) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(align | Qt::AlignVCenter);
            if (winner) {
                QFont font = m_table->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_table->setItem(r, column, item);
            return item;
        };
        cell(PlaceColumn, QString::number(l.rank));
        cell(PlayerColumn, ScoreText::playerName(m_names, l.player), Qt::AlignLeft)
            ->setData(Qt::DecorationRole, m_colours.value(l.player));
        cell(ScoreColumn, QString::number(l.score));
        cell(FormulaColumn, ScoreText::formula(l), Qt::AlignLeft);
        cell(TechColumn, QString::number(l.techTiles));
    }
    m_report->setText(tr("Game &Report…"));
    m_close->setText(tr("Close"));
}

} // namespace xobos::ui
