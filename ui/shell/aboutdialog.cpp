// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/aboutdialog.h"

#include "ui/shell/productinfo.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace xobos::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("aboutDialog"));

    auto *icon = new QLabel(this);
    icon->setPixmap(productIcon().pixmap(QSize(64, 64)));
    icon->setAlignment(Qt::AlignTop);

    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setMinimumWidth(320);

    m_buttons->setObjectName(QStringLiteral("aboutButtons"));
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_buttons);

    retranslateUi();
}

AboutDialog::~AboutDialog() = default;

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About %1").arg(productName()));
    m_text->setText(tr("<h3>%1 %2</h3>"
                       "<p>A referee and companion for the board game <i>Guardians of Xobos</i>: "
                       "it checks every move against the rules, keeps each player's secrets "
                       "and remembers the whole game.</p>"
                       "<p>Built with Qt %3.</p>")
                        .arg(productName(), productVersion(), QString::fromLatin1(qVersion())));
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QDialog::changeEvent(event);
}

} // namespace xobos::ui
