// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/gamelibrarydialog.h"

#include "store/gamestore.h"
#include "ui/companion/gamelibrarymodel.h"
#include "ui/companion/gamereportdialog.h"
#include "ui/companion/playerstatsmodel.h"
#include "ui/shell/gamekinds.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace xobos::ui::companion {

namespace {

QTableView *tableView(QWidget *parent, const QString &name)
{
    auto *v = new QTableView(parent);
    v->setObjectName(name);
    v->setSelectionBehavior(QAbstractItemView::SelectRows);
    v->setSelectionMode(QAbstractItemView::SingleSelection);
    v->setEditTriggers(QAbstractItemView::NoEditTriggers);
    v->setAlternatingRowColors(true);
    v->verticalHeader()->hide();
    v->horizontalHeader()->setStretchLastSection(true);
    v->setWordWrap(false);
    return v;
}

QLabel *sectionTitle(QWidget *parent)
{
    auto *l = new QLabel(parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace

GameLibraryDialog::GameLibraryDialog(store::GameStore &store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_games(new GameLibraryModel(this))
    , m_stats(new PlayerStatsModel(this))
{
    setObjectName(QStringLiteral("gameLibraryDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Vertical, this);

    auto *gamesPane = new QWidget(splitter);
    auto *gl = new QVBoxLayout(gamesPane);
    gl->setContentsMargins(0, 0, 0, 0);
    m_gamesTitle = sectionTitle(gamesPane);
    m_gamesView = tableView(gamesPane, QStringLiteral("gamesView"));
    m_gamesView->setModel(m_games);
    m_notPlayable = new QLabel(gamesPane);
    m_notPlayable->setObjectName(QStringLiteral("notPlayable"));
    m_notPlayable->setWordWrap(true);
    m_notPlayable->setTextFormat(Qt::PlainText);
    m_notPlayable->setFrameShape(QFrame::StyledPanel);
    m_notPlayable->setMargin(6);
    m_notPlayable->hide();
    gl->addWidget(m_gamesTitle);
    gl->addWidget(m_gamesView, 1);
    gl->addWidget(m_notPlayable);

    auto *statsPane = new QWidget(splitter);
    auto *sl = new QVBoxLayout(statsPane);
    sl->setContentsMargins(0, 0, 0, 0);
    m_statsTitle = sectionTitle(statsPane);
    m_statsView = tableView(statsPane, QStringLiteral("statsView"));
    m_statsView->setModel(m_stats);
    sl->addWidget(m_statsTitle);
    sl->addWidget(m_statsView, 1);
    splitter->addWidget(gamesPane);
    splitter->addWidget(statsPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    auto *buttons = new QHBoxLayout;
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openButton"));
    m_open->setDefault(true);
    m_report = new QPushButton(this);
    m_report->setObjectName(QStringLiteral("reportButton"));
    m_close = new QPushButton(this);
    buttons->addWidget(m_open);
    buttons->addWidget(m_report);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_open, &QPushButton::clicked, this, &GameLibraryDialog::openCurrent);
    connect(m_report, &QPushButton::clicked, this, &GameLibraryDialog::showReport);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_gamesView, &QTableView::doubleClicked, this, &GameLibraryDialog::openCurrent);
    connect(m_gamesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &GameLibraryDialog::updateButtons);
    connect(m_games, &QAbstractItemModel::modelReset, this, &GameLibraryDialog::updateButtons);

    retranslateUi();
    refresh();
    resize(900, 600);
}

GameLibraryDialog::~GameLibraryDialog() = default;

qint64 GameLibraryDialog::run(store::GameStore &store, QWidget *parent)
{
    GameLibraryDialog dialog(store, parent);
    dialog.exec();
    return dialog.chosenGame();
}

void GameLibraryDialog::refresh()
{
    const QList<store::GameRecord> games = m_store.games();
    m_games->setGames(games);
    m_stats->setGames(games);
    // Names take the spare width; numbers and short facts keep their own.
    m_gamesView->horizontalHeader()->setStretchLastSection(false);
    m_gamesView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gamesView->horizontalHeader()->setSectionResizeMode(GameLibraryModel::PlayersColumn, QHeaderView::Stretch);
    m_statsView->horizontalHeader()->setStretchLastSection(false);
    m_statsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_statsView->horizontalHeader()->setSectionResizeMode(PlayerStatsModel::NameColumn, QHeaderView::Stretch);
    if (m_games->rowCount() > 0)
        m_gamesView->setCurrentIndex(m_games->index(0, 0));
    updateButtons();
}

qint64 GameLibraryDialog::currentGame() const
{
    const QModelIndex i = m_gamesView->currentIndex();
    return i.isValid() ? m_games->gameIdAt(i.row()) : 0;
}

void GameLibraryDialog::updateButtons()
{
    const QModelIndex i = m_gamesView->currentIndex();
    const QString why = i.isValid() ? m_games->data(i, GameLibraryModel::WhyNotPlayableRole).toString() : QString();
    m_open->setEnabled(i.isValid());
    m_report->setEnabled(i.isValid() && why.isEmpty() && m_games->data(i, GameLibraryModel::RankedRole).toBool()
                         && m_games->data(i, GameLibraryModel::FinishedRole).toBool());
    m_notPlayable->setVisible(!why.isEmpty());
    m_notPlayable->setText(why.isEmpty() ? QString() : notPlayableMessage(why));
}

void GameLibraryDialog::openCurrent()
{
    const qint64 id = currentGame();
    if (id == 0)
        return;
    const QString why = m_games->data(m_gamesView->currentIndex(), GameLibraryModel::WhyNotPlayableRole).toString();
    if (!why.isEmpty()) {
        auto *box = new QMessageBox(QMessageBox::Information, tr("The game cannot be opened"), notPlayableMessage(why),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("notPlayableBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return;
    }
    m_chosen = id;
    Q_EMIT openRequested(id);
    accept();
}

void GameLibraryDialog::showReport()
{
    if (const qint64 id = currentGame())
        GameReportDialog::run(m_store, id, this);
}

void GameLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void GameLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Game Library"));
    m_gamesTitle->setText(tr("Past games"));
    m_statsTitle->setText(tr("Statistics of the finished refereed games"));
    updateButtons();
    m_open->setText(tr("&Open"));
    m_open->setToolTip(tr("Replay a refereed game or continue it; reopen a sheet-only game"));
    m_report->setText(tr("&Report…"));
    m_close->setText(tr("Close"));
}

} // namespace xobos::ui::companion
