// SPDX-License-Identifier: GPL-3.0-or-later
// The screens' check shared by the game windows' tests (TECH, Espiral, Invaders): every
// visible text of a window fits its widget, and no two of them overlap.
//
// Contract: textFitProblems(window) looks at every visible QLabel (one line: its size hint
// fits; word-wrapped: its height for its width fits), QPushButton (each line of its text
// plus 8 px) and QComboBox (each item plus 24 px), at each QGroupBox's title (plus 16 px),
// and at the rectangles of all of those and of the widgets `alsoPlaced` accepts (a card
// slot, a spin box): no two intersect unless one holds the other. It returns one line per
// problem, empty when there is none.
#pragma once

#include <QStringList>

#include <functional>

class QWidget;

namespace xobos::testing {

QStringList textFitProblems(QWidget *window, const std::function<bool(const QWidget *)> &alsoPlaced = {});

} // namespace xobos::testing
