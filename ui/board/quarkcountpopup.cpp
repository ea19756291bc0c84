// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/quarkcountpopup.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace xobos::ui {

QuarkCountPopup::QuarkCountPopup(int most, const QString &where, QWidget *parent)
    : QFrame(parent, Qt::Popup)
    , m_spin(new QSpinBox(this))
    , m_move(new QPushButton(this))
{
    setObjectName(QStringLiteral("quarkCountPopup"));
    setAttribute(Qt::WA_DeleteOnClose);
    setFrameShape(QFrame::StyledPanel);
    // All of them at first: a stack usually moves whole, and then Enter is all it takes.
    m_spin->setObjectName(QStringLiteral("quarkCount"));
    m_spin->setRange(1, most);
    m_spin->setValue(most);
    m_spin->setSuffix(tr(" of %1").arg(most));
    m_move->setObjectName(QStringLiteral("quarkCountMove"));
    m_move->setText(tr("Move"));
    m_move->setDefault(true);
    auto *label = new QLabel(tr("Quarks to %1:").arg(where), this);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(label);
    layout->addWidget(m_spin);
    layout->addWidget(m_move);
    connect(m_move, &QPushButton::clicked, this, &QuarkCountPopup::accept);
    m_spin->selectAll();
    setFocusProxy(m_spin);
}

QuarkCountPopup::~QuarkCountPopup() = default;

void QuarkCountPopup::accept()
{
    const int count = m_spin->value();
    close();
    Q_EMIT chosen(count);
}

void QuarkCountPopup::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        accept();
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace xobos::ui
