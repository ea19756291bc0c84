#include "ui/welcomepage.h"

#include "ui/productinfo.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace xobos::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_version(new QLabel(this))
    , m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomePage"));

    auto *icon = new QLabel(this);
    icon->setPixmap(productIcon().pixmap(QSize(128, 128)));
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

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(icon);
    layout->addSpacing(12);
    layout->addWidget(m_title);
    layout->addWidget(m_version);
    layout->addSpacing(24);
    layout->addWidget(m_hint);
    layout->addStretch(3);

    retranslateUi();
}

WelcomePage::~WelcomePage() = default;

void WelcomePage::retranslateUi()
{
    m_title->setText(productName());
    m_version->setText(tr("Version %1").arg(productVersion()));
    m_hint->setText(tr("The referee for Guardians of Xobos.\n"
                       "Setting up and playing a game will be possible in a later version."));
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace xobos::ui
