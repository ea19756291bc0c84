// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/statusstrip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace xobos::ui {

StatusStrip::StatusStrip(QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
    , m_button(new QPushButton(this))
{
    setObjectName(QStringLiteral("statusStrip"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    m_label->setObjectName(QStringLiteral("statusStripText"));
    m_label->setTextFormat(Qt::PlainText);
    QFont font = m_label->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    m_label->setFont(font);
    m_button->setObjectName(QStringLiteral("statusStripButton"));
    m_button->setDefault(true);
    m_button->hide();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 6, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_button);
    connect(m_button, &QPushButton::clicked, this, &StatusStrip::stepRequested);
}

StatusStrip::~StatusStrip() = default;

void StatusStrip::setStatus(const QString &text, const QString &buttonText, bool buttonEnabled)
{
    m_label->setText(text);
    m_button->setText(buttonText);
    m_button->setVisible(!buttonText.isEmpty());
    m_button->setEnabled(buttonEnabled);
}

void StatusStrip::setTint(const QColor &tint)
{
    if (tint == m_tint)
        return;
    m_tint = tint;
    QPalette p = palette();
    p.setColor(QPalette::AlternateBase, tint.isValid() ? tint : QPalette().color(QPalette::AlternateBase));
    setPalette(p);
}

QString StatusStrip::text() const
{
    return m_label->text();
}

} // namespace xobos::ui
