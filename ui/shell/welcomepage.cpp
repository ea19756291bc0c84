// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/welcomepage.h"

#include "ui/shell/gamesmodel.h"
#include "ui/shell/productinfo.h"
#include "ui/shell/recentgamesmodel.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace xobos::ui {

WelcomePage::WelcomePage(GamesModel *games, QWidget *parent)
    : QWidget(parent)
    , m_games(games)
    , m_title(new QLabel(this))
    , m_version(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_recentTitle(new QLabel(this))
    , m_recent(new QTreeView(this))
    , m_new(new QPushButton(this))
    , m_open(new QPushButton(this))
    , m_problem(new QLabel(this))
    , m_openLibrary(new QPushButton(this))
    , m_restore(new QPushButton(this))
    , m_readOnly(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomePage"));

    auto *icon = new QLabel(this);
    icon->setPixmap(productIcon().pixmap(QSize(112, 112)));
    icon->setAlignment(Qt::AlignCenter);

    m_title->setObjectName(QStringLiteral("productTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    m_version->setObjectName(QStringLiteral("productVersion"));
    m_version->setAlignment(Qt::AlignCenter);

    m_hint->setObjectName(QStringLiteral("welcomeHint"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);

    m_recentTitle->setObjectName(QStringLiteral("recentTitle"));
    QFont bold = m_recentTitle->font();
    bold.setBold(true);
    m_recentTitle->setFont(bold);
    m_recent->setObjectName(QStringLiteral("recentGames"));
    // One line per game: its title, game, when it was last played, its round and status.
    m_recentModel = new RecentGamesModel(games, games->controller(), this);
    m_recent->setModel(m_recentModel);
    m_recent->setRootIsDecorated(false);
    m_recent->setUniformRowHeights(true);
    m_recent->setAllColumnsShowFocus(true);
    m_recent->header()->setStretchLastSection(false);
    m_recent->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_recent->header()->setSectionResizeMode(RecentGamesModel::TitleColumn, QHeaderView::Stretch);
    m_recent->setMaximumWidth(880);
    m_recent->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_new->setObjectName(QStringLiteral("welcomeNewGame"));
    m_open->setObjectName(QStringLiteral("welcomeOpenGame"));
    m_problem->setObjectName(QStringLiteral("libraryProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setFrameShape(QFrame::StyledPanel);
    m_problem->setMargin(8);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setMaximumWidth(640);
    m_openLibrary->setObjectName(QStringLiteral("welcomeOpenLibrary"));
    m_restore->setObjectName(QStringLiteral("welcomeRestoreBackup"));
    m_readOnly->setObjectName(QStringLiteral("libraryReadOnly"));
    m_readOnly->setAlignment(Qt::AlignCenter);
    m_problem->hide();
    m_openLibrary->hide();
    m_restore->hide();
    m_readOnly->hide();
    auto *problemRow = new QHBoxLayout;
    problemRow->addStretch();
    problemRow->addWidget(m_problem, 4);
    problemRow->addStretch();
    auto *problemButtons = new QHBoxLayout;
    problemButtons->addStretch();
    problemButtons->addWidget(m_openLibrary);
    problemButtons->addWidget(m_restore);
    problemButtons->addStretch();

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_new);
    buttons->addWidget(m_open);
    buttons->addStretch();
    auto *recent = new QHBoxLayout;
    recent->addStretch();
    auto *recentColumn = new QVBoxLayout;
    recentColumn->addWidget(m_recentTitle);
    recentColumn->addWidget(m_recent);
    recent->addLayout(recentColumn, 2);
    recent->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(icon);
    layout->addSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_version);
    layout->addSpacing(16);
    layout->addWidget(m_hint);
    layout->addWidget(m_readOnly);
    layout->addSpacing(12);
    layout->addLayout(problemRow);
    layout->addLayout(problemButtons);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addSpacing(16);
    layout->addLayout(recent, 3);
    layout->addStretch(2);

    connect(m_new, &QPushButton::clicked, this, &WelcomePage::newGameRequested);
    connect(m_open, &QPushButton::clicked, this, &WelcomePage::openGameRequested);
    connect(m_openLibrary, &QPushButton::clicked, this, &WelcomePage::openLibraryRequested);
    connect(m_restore, &QPushButton::clicked, this, [this] { Q_EMIT restoreBackupRequested(m_backup); });
    connect(m_recent, &QTreeView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT gameChosen(m_recentModel->gameIdAt(index.row())); });
    connect(m_recentModel, &QAbstractItemModel::modelReset, this, &WelcomePage::updateRecent);
    retranslateUi();
    updateRecent();
}

WelcomePage::~WelcomePage() = default;

void WelcomePage::setLibraryProblem(const QString &path, const QString &reason, const QString &backup)
{
    m_problemPath = path;
    m_problemReason = reason;
    m_backup = reason.isEmpty() ? QString() : backup;
    const bool problem = !reason.isEmpty();
    m_problem->setVisible(problem);
    m_openLibrary->setVisible(problem);
    m_restore->setVisible(problem && !m_backup.isEmpty());
    // Without a library there is nothing to continue or to start a game in.
    m_new->setEnabled(!problem);
    m_open->setEnabled(!problem);
    retranslateUi();
}

void WelcomePage::setReadOnly(bool readOnly)
{
    m_readOnly->setVisible(readOnly);
}

void WelcomePage::updateRecent()
{
    const bool any = m_recentModel->rowCount() > 0;
    m_recentTitle->setVisible(any);
    m_recent->setVisible(any);
}

void WelcomePage::retranslateUi()
{
    m_title->setText(productName());
    m_version->setText(tr("Version %1").arg(productVersion()));
    m_hint->setText(tr("The referee for Guardians of Xobos: it mirrors the table, checks every move and keeps the "
                       "secrets. Start a new game or continue one from the library."));
    m_recentTitle->setText(tr("Recent games (double-click or Enter to continue):"));
    m_new->setText(tr("&New game…"));
    m_open->setText(tr("&Open game…"));
    m_problem->setText(
        tr("The library %1 could not be opened:\n%2").arg(QDir::toNativeSeparators(m_problemPath), m_problemReason));
    m_openLibrary->setText(tr("Open &another library…"));
    m_restore->setText(tr("&Restore the backup %1").arg(QFileInfo(m_backup).fileName()));
    m_readOnly->setText(tr("Read-only: nothing can be played. Copy the library to a writable folder to play."));
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace xobos::ui
