// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/gamereportdialog.h"

#include "store/gamesession.h"
#include "ui/companion/reportexport.h"
#include "ui/companion/roundchart.h"
#include "ui/companion/scoretext.h"
#include "ui/texts/gametext.h"

#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace xobos::ui::companion {

namespace {

QTableWidgetItem *cell(const QString &text, bool right = false, bool bold = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (right)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (bold) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
    }
    return item;
}

QTableWidget *readOnlyTable(QWidget *parent, const QString &name)
{
    auto *t = new QTableWidget(parent);
    t->setObjectName(name);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->setAlternatingRowColors(true);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

} // namespace

GameReportDialog::GameReportDialog(const store::GameSession &session, QWidget *parent)
    : QDialog(parent)
    , m_data(buildReport(session))
{
    setObjectName(QStringLiteral("gameReportDialog"));
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_heading->setFont(big);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);

    if (!m_data.finished) {
        m_notFinished = new QLabel(this);
        m_notFinished->setObjectName(QStringLiteral("notFinishedLabel"));
        m_notFinished->setWordWrap(true);
        layout->addWidget(m_notFinished, 1);
    } else {
        buildFinished();
    }

    auto *buttons = new QHBoxLayout;
    m_pdf = new QPushButton(this);
    m_pdf->setObjectName(QStringLiteral("exportPdfButton"));
    m_csv = new QPushButton(this);
    m_json = new QPushButton(this);
    m_bgStats = new QPushButton(this);
    m_close = new QPushButton(this);
    for (QPushButton *b : {m_pdf, m_csv, m_json, m_bgStats}) {
        b->setEnabled(m_data.finished);
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_pdf, &QPushButton::clicked, this, [this] { exportWithDialog(Format::Pdf); });
    connect(m_csv, &QPushButton::clicked, this, [this] { exportWithDialog(Format::Csv); });
    connect(m_json, &QPushButton::clicked, this, [this] { exportWithDialog(Format::Json); });
    connect(m_bgStats, &QPushButton::clicked, this, [this] { exportWithDialog(Format::BgStats); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    retranslateUi();
    resize(m_data.finished ? QSize(980, 720) : QSize(560, 260));
}

GameReportDialog::~GameReportDialog() = default;

void GameReportDialog::run(const store::GameSession &session, QWidget *parent)
{
    GameReportDialog dialog(session, parent);
    dialog.exec();
}

void GameReportDialog::run(store::GameStore &store, qint64 gameId, QWidget *parent)
{
    QString error;
    const std::unique_ptr<store::GameSession> session = store::GameSession::resume(store, gameId, &error);
    if (!session) {
        QMessageBox::warning(parent, tr("Game Report"), tr("The game could not be opened: %1").arg(error));
        return;
    }
    run(*session, parent);
}

void GameReportDialog::buildFinished()
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("reportTabs"));

    auto *scorePage = new QWidget(m_tabs);
    auto *scoreLayout = new QVBoxLayout(scorePage);
    m_table = readOnlyTable(scorePage, QStringLiteral("scoreTable"));
    m_table->setColumnCount(8);
    m_table->setRowCount(static_cast<int>(m_data.score.lines.size()));
    for (int r = 0; r < static_cast<int>(m_data.score.lines.size()); ++r) {
        const rules::ScoreLine &l = m_data.score.lines[static_cast<std::size_t>(r)];
        const bool winner = m_data.isWinner(l.player);
        m_table->setItem(r, 0, cell(QString::number(l.rank), true, winner));
        m_table->setItem(r, 1, cell(ScoreText::playerName(m_data.names, l.player), false, winner));
        m_table->setItem(r, 2, cell(QString::number(l.crystals), true));
        m_table->setItem(r, 3, cell(QString::number(l.guardians), true));
        m_table->setItem(r, 4, cell(QString::number(l.reactors), true));
        m_table->setItem(r, 5, cell(QString::number(l.techTiles), true));
        m_table->setItem(r, 6, cell(QString::number(l.score), true, true));
        m_table->setItem(r, 7, cell(ScoreText::formula(l)));
    }
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setMaximumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + m_table->verticalHeader()->defaultSectionSize() * m_table->rowCount() + 2 * m_table->frameWidth());
    scoreLayout->addWidget(m_table);
    m_explanation = new QLabel(scorePage);
    m_explanation->setObjectName(QStringLiteral("explanationLabel"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    scoreLayout->addWidget(m_explanation);
    scoreLayout->addStretch(1);
    m_tabs->addTab(scorePage, QString());

    auto *chartsPage = new QWidget(m_tabs);
    auto *grid = new QGridLayout(chartsPage);
    int i = 0;
    for (RoundMetric m : kRoundMetrics) {
        auto *view = new RoundChart(m_data, m, chartsPage);
        view->setObjectName(QStringLiteral("chart%1").arg(i));
        grid->addWidget(view, i / 2, i % 2);
        ++i;
    }
    m_tabs->addTab(chartsPage, QString());

    auto *combatPage = new QWidget(m_tabs);
    auto *combatLayout = new QVBoxLayout(combatPage);
    m_combat = readOnlyTable(combatPage, QStringLiteral("combatTable"));
    m_combat->setColumnCount(2);
    m_combat->setRowCount(static_cast<int>(m_data.combat.size()));
    for (int r = 0; r < static_cast<int>(m_data.combat.size()); ++r) {
        const CombatLine &c = m_data.combat[static_cast<std::size_t>(r)];
        m_combat->setItem(r, 0, cell(QString::number(c.round), true));
        m_combat->setItem(r, 1, cell(c.text));
    }
    m_noCombat = new QLabel(combatPage);
    m_noCombat->setVisible(m_data.combat.empty());
    combatLayout->addWidget(m_noCombat);
    combatLayout->addWidget(m_combat, 1);
    m_tabs->addTab(combatPage, QString());

    static_cast<QVBoxLayout *>(layout())->addWidget(m_tabs, 1);
}

void GameReportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void GameReportDialog::retranslateUi()
{
    setWindowTitle(tr("Game Report"));
    const QString title = m_data.title.isEmpty() ? tr("Game %1").arg(m_data.gameId) : m_data.title;
    m_heading->setText(m_data.finished ? tr("%1 — final score").arg(title) : title);
    if (m_notFinished)
        m_notFinished->setText(
            tr("This game has not ended yet (round %1, %2). The report shows every player's crystals, Reactors and "
               "history round by round — secrets until the end of round 15 — so it opens only when the game is over.")
                .arg(m_data.round)
                .arg(phaseText(m_data.phase)));
    if (m_tabs) {
        m_tabs->setTabText(0, tr("Final Score"));
        m_tabs->setTabText(1, tr("Round by Round"));
        m_tabs->setTabText(2, tr("Combat"));
        m_table->setHorizontalHeaderLabels({tr("Rank"), tr("Player"), tr("Crystals"), tr("Guardians"), tr("Reactors"),
                                            tr("Technology Tiles"), tr("Score"), tr("Formula")});
        m_table->resizeColumnsToContents();
        m_table->horizontalHeader()->setStretchLastSection(true);
        QStringList facts;
        facts.append(tr("Board: %1 · Variant: %2 · First player: %3")
                         .arg(m_data.boardName, m_data.variant, ScoreText::playerName(m_data.names, m_data.startPlayer)));
        facts.append(QString());
        facts.append(m_data.explanation);
        m_explanation->setText(facts.join(QLatin1Char('\n')));
        m_combat->setHorizontalHeaderLabels({tr("Round"), tr("What the table saw")});
        m_combat->resizeColumnToContents(0);
        m_noCombat->setText(tr("There was no combat in this game."));
    }
    m_pdf->setText(tr("Score Sheet (PDF)…"));
    m_csv->setText(tr("CSV…"));
    m_json->setText(tr("JSON…"));
    m_bgStats->setText(tr("BG Stats…"));
    m_bgStats->setToolTip(tr("A play file to import into the Board Game Stats app"));
    m_close->setText(tr("Close"));
}

bool GameReportDialog::exportTo(Format format, const QString &path, QString *error) const
{
    if (!m_data.finished) {
        if (error)
            *error = tr("The game has not ended.");
        return false;
    }
    switch (format) {
    case Format::Pdf: return ReportExport::writePdf(m_data, path, error);
    case Format::Csv: return ReportExport::writeFile(ReportExport::toCsv(m_data), path, error);
    case Format::Json: return ReportExport::writeFile(ReportExport::toJson(m_data), path, error);
    case Format::BgStats: return ReportExport::writeFile(ReportExport::toBgStatsJson(m_data), path, error);
    }
    return false;
}

void GameReportDialog::exportWithDialog(Format format)
{
    QString filter;
    QString suffix;
    switch (format) {
    case Format::Pdf: filter = tr("PDF files (*.pdf)"); suffix = QStringLiteral("pdf"); break;
    case Format::Csv: filter = tr("CSV files (*.csv)"); suffix = QStringLiteral("csv"); break;
    case Format::Json: filter = tr("JSON files (*.json)"); suffix = QStringLiteral("json"); break;
    case Format::BgStats: filter = tr("BG Stats play files (*.bgsplay *.json)"); suffix = QStringLiteral("bgsplay"); break;
    }
    const QString name = QStringLiteral("xobos-game-%1.%2").arg(m_data.gameId).arg(suffix);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), name, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(format, path, &error))
        QMessageBox::warning(this, tr("Export Report"), error);
}

} // namespace xobos::ui::companion
