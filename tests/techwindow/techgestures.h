// SPDX-License-Identifier: GPL-3.0-or-later
// Gestures on TECH's window, as a player makes them: clicks, drags, a PIN typed on the
// cover, and every visible text of the window for the privacy comparisons.
#pragma once

#include <QJsonObject>
#include <QStringList>

class QWidget;

namespace xobos::ui::tech {
class TechWindow;
}

namespace techtest {

void click(QWidget *widget);
// Pressed on `from`, released over the middle of `to` (the mouse stays grabbed by `from`).
void drag(QWidget *from, QWidget *to);
// Types the PIN on the cover (it opens on its last character), or presses Unlock when `pin`
// is empty.
void unlock(xobos::ui::tech::TechWindow &w, const QString &pin);
// Plays `action` (the module's JSON) with gestures: a deploy or commit as supply + space
// (dragged when `byDrag`), a move or kill as unit + target, a replace as a click on the
// space, a pass as the window's one button.
void play(xobos::ui::tech::TechWindow &w, int seat, const QJsonObject &action, bool byDrag);
// Every text the window shows (title, labels, buttons, tooltips, group titles, lists, the
// cover's texts, actions, style sheets, enabled and visible states), in widget order.
QStringList visibleTexts(QWidget &w);

} // namespace techtest
