// SPDX-License-Identifier: GPL-3.0-or-later
// Column widths measured from the values a column can hold, not from its rows.
//
// QHeaderView::ResizeToContents measures up to 1,000 rows of a column each time the model
// changes: for the game log (hundreds of rows, one more with every action) that was a
// third of the start-up with a game open and grew with the game. A column whose values
// come from a small known set (round numbers, phase names, player names) is measured once
// from that set instead, with the same style metrics the view's delegate uses.
#pragma once

#include <QStringList>

class QTableView;

namespace xobos::ui {

// The width a QStyledItemDelegate in `view` asks for to show `text` (with a small icon
// before it when `decorated`), plus the grid line.
int itemTextWidth(const QTableView *view, const QString &text, bool decorated);

// Sets `column` (Interactive: the user may still drag it) to the widest of its header and
// every text in `texts`.
void fitColumnToTexts(QTableView *view, int column, const QStringList &texts, bool decorated);

} // namespace xobos::ui
