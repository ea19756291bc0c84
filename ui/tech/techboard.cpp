// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techboard.h"

#include "ui/tech/techtext.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace xobos::ui::tech {

TechBoard::TechBoard(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("techBoard"));
    auto *grid = new QGridLayout(this);
    grid->setSpacing(4);
    for (int c = 0; c < 3; ++c) {
        auto *label = new QLabel(QString(QChar(u'A' + c)), this);
        label->setAlignment(Qt::AlignCenter);
        grid->addWidget(label, 0, c + 1);
    }
    for (int r = 0; r < 3; ++r) {
        auto *label = new QLabel(QString::number(r + 1), this);
        label->setAlignment(Qt::AlignCenter);
        grid->addWidget(label, r + 1, 0);
    }
    for (int i = 0; i < 9; ++i) {
        auto *b = new QPushButton(this);
        b->setObjectName(QStringLiteral("cell%1").arg(i));
        b->setMinimumSize(96, 80);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        b->setFocusPolicy(Qt::StrongFocus);
        connect(b, &QPushButton::clicked, this, [this, i] { Q_EMIT cellClicked(i); });
        grid->addWidget(b, i / 3 + 1, i % 3 + 1);
        m_cells[static_cast<std::size_t>(i)] = b;
    }
    for (int k = 1; k <= 3; ++k) {
        grid->setRowStretch(k, 1);
        grid->setColumnStretch(k, 1);
    }
}

TechBoard::~TechBoard() = default;

int TechBoard::cellOf(const QWidget *widget) const
{
    for (; widget; widget = widget->parentWidget()) {
        for (int i = 0; i < 9; ++i) {
            if (m_cells[static_cast<std::size_t>(i)] == widget)
                return i;
        }
    }
    return -1;
}

void TechBoard::setCell(int index, const QString &text, const QString &toolTip, const QColor &colour, bool selected)
{
    QPushButton *b = cell(index);
    b->setText(text);
    b->setToolTip(toolTip);
    QString style;
    if (colour.isValid())
        style = QStringLiteral("QPushButton { background-color: %1; color: white; font-weight: bold; }").arg(colour.name());
    if (selected)
        style += QStringLiteral("QPushButton { border: 4px solid #f1c40f; }");
    b->setStyleSheet(style);
}

} // namespace xobos::ui::tech
