// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiralresultsdialog.h"

#include "store/gamestore.h"
#include "ui/espiral/espiralresultsmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace xobos::ui::espiral {

EspiralResultsDialog::EspiralResultsDialog(store::GameStore &store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_model(new EspiralResultsModel(this))
{
    setObjectName(QStringLiteral("espiralResults"));
    setWindowTitle(tr("Espiral — Results of Your Adventures"));
    auto *layout = new QVBoxLayout(this);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("espiralTotals"));
    m_totals->setWordWrap(true);
    QFont bold = m_totals->font();
    bold.setBold(true);
    m_totals->setFont(bold);
    layout->addWidget(m_totals);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("espiralResultsTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 420);
    reload();
}

void EspiralResultsDialog::reload()
{
    m_model->setGames(m_store.games());
    const EspiralResultsModel::Totals t = m_model->totals();
    m_totals->setText(t.adventures == 0
                          ? tr("No adventure is finished yet.")
                          : tr("%n adventure(s): %1 won, %2 lost. Battles fought: %3; creatures lost: %4; the furthest "
                               "land reached: %5.",
                               nullptr, t.adventures)
                                .arg(t.won)
                                .arg(t.adventures - t.won)
                                .arg(t.battles)
                                .arg(t.lost)
                                .arg(t.furthest));
}

} // namespace xobos::ui::espiral
