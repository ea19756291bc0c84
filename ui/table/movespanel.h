// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard path for every move: the legal actions of a seat (filterable, Enter plays),
// "End turn" with a check of what is still open, the filter cleared at each turn, and the Development phase's public
// actions as buttons with menus. Secret actions appear only for the viewer's own seat
// (LegalActionsModel).
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QListView;
class QPushButton;
class QSortFilterProxyModel;
class QToolButton;

namespace xobos::ui {

class GameController;
class LegalActionsModel;

class MovesPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MovesPanel)

public:
    explicit MovesPanel(GameController *controller, QWidget *parent = nullptr);
    ~MovesPanel() override;

    LegalActionsModel *model() const { return m_model; }
    QLineEdit *filterEdit() const { return m_filter; }
    QListView *list() const { return m_list; }

    // Plays the row of the (filtered) list.
    bool playRow(int row);
    // "End turn" / "End phase": asks first when the player has done nothing yet
    // (`confirm` false skips the question, for scripted use).
    void endTurnOrPhase(bool confirm = true);
    // Plays the first legal action of `kind` (its file name, "breed-quark") whose text
    // contains `textPart`; the Development buttons use the menus instead.
    bool playKind(const QString &kind, const QString &textPart = QString());

private:
    void refreshSeats();
    void refreshButtons();
    // A new turn (another player, phase or round) or another game: the filter is cleared,
    // so the next player sees all his moves.
    void clearFilterAtNewTurn();

    GameController *m_controller = nullptr;
    LegalActionsModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QComboBox *m_seat = nullptr;
    QLineEdit *m_filter = nullptr;
    QListView *m_list = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_endTurn = nullptr;
    QList<QToolButton *> m_devButtons;
    QString m_turn; // round, phase and player of the turn shown
};

} // namespace xobos::ui
