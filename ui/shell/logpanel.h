// SPDX-License-Identifier: GPL-3.0-or-later
// The Log dock's contents: the log of the game as the current viewer may read it
// (LogModel), its filters by round and by player (LogFilterProxy) and the table showing
// it, newest row in sight. The window only docks it.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QTableView;

namespace xobos::ui {

class GameController;
class LogFilterProxy;
class LogModel;

class LogPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogPanel)

public:
    explicit LogPanel(GameController *controller, QWidget *parent = nullptr);
    ~LogPanel() override;

    LogModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // "Every refusal": unchecked, a turn's refused attempts are one row (LogModel).
    QCheckBox *unfoldRefusals() const { return m_unfold; }
    // The rows the panel keeps room for, below the header (issue #25: more than four).
    static int rowsShownAtLeast();

    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    static constexpr int kRowsShown = 6;
    void retranslateUi();
    void fillPlayers();
    // The round, phase and player columns as wide as the values they can hold
    // (ui/shell/columnfit.h), never measured from their rows.
    void fitColumns();

    GameController *m_controller = nullptr;
    LogModel *m_model = nullptr;
    LogFilterProxy *m_proxy = nullptr;
    QSpinBox *m_roundFilter = nullptr;
    QComboBox *m_playerFilter = nullptr;
    QCheckBox *m_unfold = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace xobos::ui
