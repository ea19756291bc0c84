// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/logpanel.h"

#include "ui/shell/columnfit.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/helpdialog.h"
#include "ui/shell/logfilterproxy.h"
#include "ui/shell/logmodel.h"
#include "ui/texts/gametext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace xobos::ui {

LogPanel::LogPanel(GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_model(new LogModel(controller, this))
    , m_proxy(new LogFilterProxy(this))
    , m_roundFilter(new QSpinBox(this))
    , m_playerFilter(new QComboBox(this))
    , m_unfold(new QCheckBox(this))
    , m_table(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_roundFilter->setObjectName(QStringLiteral("logRoundFilter"));
    m_roundFilter->setRange(0, rules::kLastRound);
    m_playerFilter->setObjectName(QStringLiteral("logPlayerFilter"));
    m_unfold->setObjectName(QStringLiteral("logShowEveryRefusal"));
    m_table->setObjectName(QStringLiteral("logTable"));
    m_table->setModel(m_proxy);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Not ResizeToContents: that measures up to 1,000 rows on every new row (ui/shell/columnfit.h).
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setMinimumSectionSize(1);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);

    // The filters stand beside the table, not above it: the dock's height goes to rows.
    auto *filters = new QVBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_roundFilter);
    filters->addWidget(m_playerFilter);
    filters->addWidget(m_unfold);
    filters->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);

    connect(m_roundFilter, &QSpinBox::valueChanged, m_proxy, &LogFilterProxy::setRound);
    connect(m_playerFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setPlayer(m_playerFilter->currentData().toInt()); });
    // A refusal's row opens its ruling in the rules reference.
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString rule = index.data(LogModel::RuleRole).toString();
        if (!rule.isEmpty())
            if (HelpDialog *help = HelpDialog::of(this))
                help->showRule(rule);
    });
    connect(m_unfold, &QCheckBox::toggled, m_model, [this](bool every) { m_model->setFoldRefusals(!every); });
    connect(m_controller, &GameController::gameChanged, this, [this] {
        fillPlayers();
        fitColumns(); // other players' names
        m_table->scrollToBottom();
    });
    // New rows appear at the bottom: keep the newest in sight.
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_table, &QTableView::scrollToBottom);
    connect(m_proxy, &QAbstractItemModel::modelReset, m_table,
            [this] { QTimer::singleShot(0, m_table, &QTableView::scrollToBottom); });
    QTimer::singleShot(0, m_table, &QTableView::scrollToBottom);
    retranslateUi();
}

LogPanel::~LogPanel() = default;

int LogPanel::rowsShownAtLeast()
{
    return kRowsShown;
}

QSize LogPanel::minimumSizeHint() const
{
    // Room for the header and kRowsShown rows, whatever height the window first gives the dock.
    const int rows = m_table->horizontalHeader()->sizeHint().height()
        + kRowsShown * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth();
    QSize hint = QWidget::minimumSizeHint();
    hint.setHeight(std::max(hint.height(), rows + layout()->contentsMargins().top() + layout()->contentsMargins().bottom()));
    return hint;
}

void LogPanel::retranslateUi()
{
    m_roundFilter->setSpecialValueText(tr("All rounds"));
    m_roundFilter->setPrefix(tr("Round "));
    m_unfold->setText(tr("Every refusal"));
    m_unfold->setToolTip(tr("Show each refused attempt on its own line instead of one line per turn"));
    fillPlayers();
    fitColumns();
}

void LogPanel::fillPlayers()
{
    const int chosen = m_playerFilter->currentData().isValid() ? m_playerFilter->currentData().toInt() : -1;
    {
        // Refilled quietly: clear() and the first item would each filter the whole log.
        const QSignalBlocker quiet(m_playerFilter);
        m_playerFilter->clear();
        m_playerFilter->addItem(tr("All players"), -1);
        const QStringList names = m_controller->playerNames();
        for (int p = 0; p < m_controller->playerCount(); ++p)
            m_playerFilter->addItem(playerText(names, p), p);
        m_playerFilter->setCurrentIndex(std::max(0, m_playerFilter->findData(chosen)));
    }
    m_proxy->setPlayer(m_playerFilter->currentData().toInt());
}

void LogPanel::fitColumns()
{
    fitColumnToTexts(m_table, LogModel::RoundColumn, m_model->columnTexts(LogModel::RoundColumn), false);
    fitColumnToTexts(m_table, LogModel::PhaseColumn, m_model->columnTexts(LogModel::PhaseColumn), false);
    fitColumnToTexts(m_table, LogModel::PlayerColumn, m_model->columnTexts(LogModel::PlayerColumn), true);
}

void LogPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        fitColumns();
    QWidget::changeEvent(event);
}

} // namespace xobos::ui
