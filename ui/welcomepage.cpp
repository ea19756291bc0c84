#include "ui/welcomepage.h"

#include "ui/gamesmodel.h"
#include "ui/productinfo.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace xobos::ui {

WelcomePage::WelcomePage(GamesModel *games, QWidget *parent)
    : QWidget(parent)
    , m_games(games)
    , m_title(new QLabel(this))
    , m_version(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_recentTitle(new QLabel(this))
    , m_recent(new QListView(this))
    , m_new(new QPushButton(this))
    , m_open(new QPushButton(this))
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
    m_recent->setModel(games);
    m_recent->setModelColumn(GamesModel::TitleColumn);
    m_recent->setMaximumWidth(520);
    m_recent->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_new->setObjectName(QStringLiteral("welcomeNewGame"));
    m_open->setObjectName(QStringLiteral("welcomeOpenGame"));

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
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addSpacing(16);
    layout->addLayout(recent, 3);
    layout->addStretch(2);

    connect(m_new, &QPushButton::clicked, this, &WelcomePage::newGameRequested);
    connect(m_open, &QPushButton::clicked, this, &WelcomePage::openGameRequested);
    connect(m_recent, &QListView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT gameChosen(m_games->gameIdAt(index.row())); });
    connect(games, &QAbstractItemModel::modelReset, this, &WelcomePage::updateRecent);
    retranslateUi();
    updateRecent();
}

WelcomePage::~WelcomePage() = default;

void WelcomePage::updateRecent()
{
    const bool any = m_games->rowCount() > 0;
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
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace xobos::ui
