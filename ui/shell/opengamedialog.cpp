// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/opengamedialog.h"

#include "ui/shell/gamesmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace xobos::ui {

OpenGameDialog::OpenGameDialog(GameController *controller, QWidget *parent)
    : QDialog(parent)
    , m_model(new GamesModel(controller, this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("openGameDialog"));
    setWindowTitle(tr("Open a game"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(GamesModel::PlayersColumn, QHeaderView::Stretch);
    m_table->resizeColumnsToContents();
    if (m_model->rowCount() > 0)
        m_table->selectRow(0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Open)->setEnabled(m_model->rowCount() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableView::activated, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(760, 420);
}

OpenGameDialog::~OpenGameDialog() = default;

qint64 OpenGameDialog::selectedGameId() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? m_model->gameIdAt(index.row()) : 0;
}

} // namespace xobos::ui
