// SPDX-License-Identifier: GPL-3.0-or-later
// The property form of the board itself: name, version, description and the seating
// (the quarter ids of each seat, per player count). Each change is one undo command.
// Its texts follow a change of language (QEvent::LanguageChange).
#pragma once

#include <QStringList>
#include <QWidget>

#include <array>

class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QUndoStack;

namespace xobos::ui {

class BoardDocument;

class BoardInfoPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardInfoPanel)

public:
    BoardInfoPanel(BoardDocument *document, QUndoStack *undoStack, QWidget *parent = nullptr);
    ~BoardInfoPanel() override;

    QLineEdit *nameEdit() const { return m_name; }
    // The seats for 2, 3 or 4 players: quarter ids separated by commas or spaces.
    QLineEdit *seatsEdit(int players) const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void showUnknownQuarters();
    void refresh();
    void applyInfo();
    void applySeats(int players);

    BoardDocument *m_document;
    QUndoStack *m_undoStack;
    bool m_refreshing = false;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_version = nullptr;
    QPlainTextEdit *m_description = nullptr;
    std::array<QLineEdit *, 3> m_seats{};
    QLabel *m_seatsError = nullptr;
    QStringList m_unknownQuarters; // named in the seats but not on the board
    QLabel *m_nameCaption = nullptr;
    QLabel *m_versionCaption = nullptr;
    QLabel *m_descriptionCaption = nullptr;
    QGroupBox *m_seatsBox = nullptr;
    std::array<QLabel *, 3> m_seatsCaptions{};
};

} // namespace xobos::ui
