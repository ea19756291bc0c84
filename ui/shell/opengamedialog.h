// SPDX-License-Identifier: GPL-3.0-or-later
// File > Open Game: the games of the library (date, players, board, variant, finished).
#pragma once

#include <QDialog>

class QTableView;

namespace xobos::ui {

class GameController;
class GamesModel;

class OpenGameDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OpenGameDialog)

public:
    explicit OpenGameDialog(GameController *controller, QWidget *parent = nullptr);
    ~OpenGameDialog() override;

    qint64 selectedGameId() const;

private:
    GamesModel *m_model = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace xobos::ui
