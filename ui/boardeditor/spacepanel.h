// SPDX-License-Identifier: GPL-3.0-or-later
// The property form of the selected space(s): id and label (one space), kind, quarter and
// crossing quarter (one or several spaces at once). Each change is pushed as one undo command.
// Its texts follow a change of language (QEvent::LanguageChange).
#pragma once

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QUndoStack;

namespace xobos::ui {

class BoardDocument;

class SpacePanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpacePanel)

public:
    SpacePanel(BoardDocument *document, QUndoStack *undoStack, QWidget *parent = nullptr);
    ~SpacePanel() override;

    void setSpaces(const QList<int> &spaces);
    QList<int> spaces() const { return m_spaces; }

    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *labelEdit() const { return m_label; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *quarterBox() const { return m_quarter; }
    QComboBox *crossingBox() const { return m_crossing; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateHint();
    QString noQuarterText(const QComboBox *box) const;
    void refresh();
    void applyText();
    void applyKind();
    void applyQuarter();

    BoardDocument *m_document;
    QUndoStack *m_undoStack;
    QList<int> m_spaces;
    bool m_refreshing = false;
    QLabel *m_hint = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_label = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_quarter = nullptr;
    QComboBox *m_crossing = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_idCaption = nullptr;
    QLabel *m_labelCaption = nullptr;
    QLabel *m_kindCaption = nullptr;
    QLabel *m_quarterCaption = nullptr;
    QLabel *m_crossingCaption = nullptr;
    QLabel *m_positionCaption = nullptr;
};

} // namespace xobos::ui
