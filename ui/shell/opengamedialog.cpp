// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/opengamedialog.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamesmodel.h"
#include "store/gamestore.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMessageBox>
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

bool OpenGameDialog::openLibrary(GameController *controller, QWidget *parent, QString *restoredPath)
{
    QString error;
    if (controller->openLibrary(&error))
        return true;
    const QString backup = store::GameStore::newestGoodBackup(controller->databasePath());
    if (backup.isEmpty()) {
        QMessageBox::warning(parent, tr("The library cannot be opened"), error);
        return false;
    }
    const auto answer = QMessageBox::question(
        parent, tr("The library cannot be opened"),
        tr("%1\n\nA backup that opens cleanly was found:\n%2\n\nRestore it beside the damaged library and open it?")
            .arg(error, backup));
    if (answer != QMessageBox::Yes)
        return false;
    const QString restored = store::GameStore::restoreBackup(backup, controller->databasePath(), &error);
    if (restored.isEmpty() || !controller->switchLibrary(restored, &error)) {
        QMessageBox::warning(parent, tr("The library cannot be opened"), error);
        return false;
    }
    *restoredPath = restored;
    return true;
}

} // namespace xobos::ui
