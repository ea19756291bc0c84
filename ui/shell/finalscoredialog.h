// SPDX-License-Identifier: GPL-3.0-or-later
// The game's end as the whole table watches it (issue #25): a large winner line in the
// winner's colour, each player's place, colour, score and its formula, the tie-break in a
// sentence (ui/companion/scoretext.h), and the full report one click away.
//
// Contract: built only from the final rules::ScoreReport (every value is public at the end
// of the game), the players' names and colours.
#pragma once

#include "xobos/rules/scoring.h"

#include <QColor>
#include <QDialog>
#include <QList>
#include <QStringList>

class QLabel;
class QPushButton;
class QTableWidget;

namespace xobos::ui {

class FinalScoreDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FinalScoreDialog)

public:
    FinalScoreDialog(const rules::ScoreReport &report, const QStringList &names, const QList<QColor> &colours,
                     QWidget *parent = nullptr);
    ~FinalScoreDialog() override;

    QLabel *winnerLine() const { return m_winner; }
    // Empty (and hidden) when nothing needed explaining: no tie, nobody out or without a Reactor.
    QLabel *tieBreakLine() const { return m_tieBreak; }
    QTableWidget *table() const { return m_table; }
    QPushButton *reportButton() const { return m_report; }

Q_SIGNALS:
    void reportRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    rules::ScoreReport m_scores;
    QStringList m_names;
    QList<QColor> m_colours;
    QLabel *m_winner = nullptr;
    QLabel *m_tieBreak = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_report = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace xobos::ui
