// SPDX-License-Identifier: GPL-3.0-or-later
// The results page across Espiral adventures (issue #27): the totals (adventures, won,
// lost, battles, allies lost, the furthest land) over the table of EspiralResultsModel,
// read from the library's finished games.
#pragma once

#include <QDialog>

class QLabel;
class QTableView;

namespace xobos::store {
class GameStore;
}

namespace xobos::ui::espiral {

class EspiralResultsModel;

class EspiralResultsDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EspiralResultsDialog)

public:
    EspiralResultsDialog(store::GameStore &store, QWidget *parent = nullptr);

    // Reads the library again (an adventure finished since).
    void reload();
    EspiralResultsModel *model() const { return m_model; }
    QLabel *totalsLabel() const { return m_totals; }

private:
    store::GameStore &m_store;
    EspiralResultsModel *m_model = nullptr;
    QLabel *m_totals = nullptr;
    QTableView *m_view = nullptr;
};

} // namespace xobos::ui::espiral
