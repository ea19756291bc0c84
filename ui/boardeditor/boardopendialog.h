// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's Open: the bundled sides of the printed board (opened as a copy to
// save as the user's own), the boards in the user's boards folder, or another file.
#pragma once

#include <QDialog>
#include <QString>

class QListWidget;
class QPushButton;

namespace xobos::ui {

class BoardOpenDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardOpenDialog)

public:
    // Lists the bundled boards and the .json files of `boardsFolder`.
    explicit BoardOpenDialog(const QString &boardsFolder, QWidget *parent = nullptr);
    ~BoardOpenDialog() override;

    // After accept(): a bundled board's name ("standard"), or empty.
    QString bundledName() const { return m_bundled; }
    // After accept(): the file to open, or empty.
    QString filePath() const { return m_file; }

    QListWidget *boardList() const { return m_list; }
    QPushButton *otherFileButton() const { return m_other; }
    // Chooses the list's row `row` and accepts (what a double-click does).
    void openRow(int row);

private:
    QString m_folder;
    QListWidget *m_list = nullptr;
    QPushButton *m_other = nullptr;
    QString m_bundled;
    QString m_file;
};

} // namespace xobos::ui
