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

    // Opens the controller's library for the dialog. A damaged library: offers its newest
    // backup that opens cleanly, restored beside it (the damaged file is kept as it is);
    // `restoredPath` is then the library now open. False (with a message box) when no
    // library could be opened.
    static bool openLibrary(GameController *controller, QWidget *parent, QString *restoredPath);

private:
    GamesModel *m_model = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace xobos::ui
