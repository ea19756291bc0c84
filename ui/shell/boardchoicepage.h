// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard's board page: the boards that serve the table's player count (the
// bundled sides of the printed board, the user's own boards, a file), by their printed
// names, the right one chosen; a thumbnail of the board; and, for a reconstruction, the
// warning that it is to be checked against the printed board, with the way to the Board
// Editor to correct it.
#pragma once

#include "xobos/rules/board.h"

#include <QList>
#include <QWizardPage>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;

namespace xobos::ui {

class BoardChoicePage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardChoicePage)

public:
    explicit BoardChoicePage(QWidget *parent = nullptr);
    ~BoardChoicePage() override;

    // Lists the boards that serve `players` and chooses the wanted one (choose()) if it
    // does, else the first bundled board that does.
    void setPlayerCount(int players);
    // The board to choose: a bundled board's name ("standard") or a file's path. Kept for
    // the next setPlayerCount().
    void choose(const QString &key);

    QString chosenKey() const;
    // The printed name ("Standard side"); empty when nothing serves the player count.
    QString chosenTitle() const;
    // What the library lists as the board: the bundled name or the file's name.
    QString chosenStoredName() const;
    // The chosen board, validated; nullptr when none.
    std::shared_ptr<const rules::Board> chosenBoard() const;

    bool isComplete() const override;

    // A small picture of `board`: its lanes and spaces, Bases in their quarter's shade.
    static QPixmap thumbnail(const rules::Board &board, int size);

    QComboBox *boardList() const { return m_list; }
    QLabel *reconstructionNote() const { return m_note; }
    QLabel *thumbnailLabel() const { return m_thumbnail; }
    QPushButton *editorButton() const { return m_editor; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Entry {
        QString key;   // bundled name or file path
        QString title; // printed name
        bool bundled = false;
        std::shared_ptr<const rules::Board> board;
    };
    void reload();
    void fill();
    void showChosen();
    void openEditor();
    void retranslateUi();

    QList<Entry> m_boards; // every playable board, bundled first
    QStringList m_files;   // chosen with "From file…"
    QString m_wanted;
    int m_players = 2;
    QComboBox *m_list = nullptr;
    QPushButton *m_fromFile = nullptr;
    QLabel *m_thumbnail = nullptr;
    QLabel *m_serves = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_editor = nullptr;
};

} // namespace xobos::ui
