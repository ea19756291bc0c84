// SPDX-License-Identifier: GPL-3.0-or-later
// Quick scoring (companion mode): the final count of a game played without the referee.
// Each player's name, crystals, Guardians on the board, Reactors and Technology Tiles;
// the ranking, each formula and the tie-breakers update as they are typed.
//
// Keyboard: Tab and Enter move to the next field, Ctrl+Enter copies the result as text.
#pragma once

#include <QDialog>
#include <QStringList>

#include <array>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace xobos::ui::companion {

class ScoreEntryModel;

class QuickScoringDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuickScoringDialog)

public:
    explicit QuickScoringDialog(QWidget *parent = nullptr);
    ~QuickScoringDialog() override;

    // Entry point for the main window's menu: shows the dialog modally, with the open
    // game's `players` (their names, in seat order) when there is one.
    static void run(QWidget *parent, const QStringList &players = {});
    // The table's players: as many rows, their names filled in.
    void setPlayers(const QStringList &names);

    ScoreEntryModel *model() const { return m_model; }
    QString resultText() const;
    void copyResult();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct RowWidgets {
        QLineEdit *name = nullptr;
        std::array<QSpinBox *, 4> numbers{};
        QLabel *formula = nullptr;
    };
    void retranslateUi();
    void setPlayerCount(int count);
    void updateResult();

    ScoreEntryModel *m_model = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_playersLabel = nullptr;
    QSpinBox *m_players = nullptr;
    std::array<QLabel *, 6> m_headers{};
    std::array<RowWidgets, 4> m_rows{};
    QLabel *m_rankingTitle = nullptr;
    QLabel *m_ranking = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_status = nullptr;
    class QPushButton *m_copy = nullptr;
    class QPushButton *m_close = nullptr;
};

} // namespace xobos::ui::companion
