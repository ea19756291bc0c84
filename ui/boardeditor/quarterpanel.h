// SPDX-License-Identifier: GPL-3.0-or-later
// The quarters of the board: add and delete them, and edit one: id, name, the four Base
// spaces, the Base exit and the four Guardian starting spaces, each picked from the
// spaces selected on the board ("Use selection"). Each change is one undo command.
// Its texts follow a change of language (QEvent::LanguageChange).
#pragma once

#include <QList>
#include <QWidget>

#include <array>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QUndoStack;

namespace xobos::ui {

class BoardDocument;

class QuarterPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuarterPanel)

public:
    QuarterPanel(BoardDocument *document, QUndoStack *undoStack, QWidget *parent = nullptr);
    ~QuarterPanel() override;

    // The spaces selected on the board, in the order they were picked.
    void setSelectedSpaces(const QList<int> &spaces);
    int currentQuarter() const;
    void setCurrentQuarter(int quarter);

    QPushButton *addButton() const { return m_add; }
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *nameEdit() const { return m_name; }
    QPushButton *baseButton() const { return m_setBase; }
    QPushButton *exitButton() const { return m_setExit; }
    QPushButton *startButton() const { return m_setStart; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    void refreshDetails();
    void showSpaces();
    void addQuarter();
    void deleteQuarter();
    void applyText();
    void setBase();
    void setExit();
    void setStart();

    BoardDocument *m_document;
    QUndoStack *m_undoStack;
    QList<int> m_selected;
    bool m_refreshing = false;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_delete = nullptr;
    QWidget *m_details = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_base = nullptr;
    QLabel *m_exit = nullptr;
    QLabel *m_start = nullptr;
    QPushButton *m_setBase = nullptr;
    QPushButton *m_setExit = nullptr;
    QPushButton *m_setStart = nullptr;
    std::array<QLabel *, 5> m_captions{}; // Id, Name, Base, Exit, Start
};

} // namespace xobos::ui
