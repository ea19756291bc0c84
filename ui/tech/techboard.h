// SPDX-License-Identifier: GPL-3.0-or-later
// TECH's 3x3 board as a grid of buttons, with the spaces' names (columns A–C, rows 1–3) in
// its margins. It shows what it is given and says which space was clicked; TechBoardInput
// decides what a click or a drag means (techboardinput.h).
#pragma once

#include <QColor>
#include <QWidget>

#include <array>

class QLabel;
class QPushButton;

namespace xobos::ui::tech {

class TechBoard : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TechBoard)

public:
    explicit TechBoard(QWidget *parent = nullptr);
    ~TechBoard() override;

    QPushButton *cell(int index) const { return m_cells.at(static_cast<std::size_t>(index)); }
    // The space of that widget (a cell button or a child of one), -1 for any other.
    int cellOf(const QWidget *widget) const;
    // One space: its text, tooltip, the owner's colour (invalid: empty) and whether it is
    // the selected unit.
    void setCell(int index, const QString &text, const QString &toolTip, const QColor &colour, bool selected);

Q_SIGNALS:
    void cellClicked(int index);

private:
    std::array<QPushButton *, 9> m_cells{};
};

} // namespace xobos::ui::tech
