// SPDX-License-Identifier: GPL-3.0-or-later
// Name, version and icon of the product, in one place for windows, dialogs and --version.
#pragma once

#include <QIcon>
#include <QString>

namespace xobos::ui {

// "Xobos Referee": a proper name, the same in every language.
QString productName();
// The project version from CMake, e.g. "0.1.0".
QString productVersion();
// The application icon: PNG renditions of resources/icons/xobos-referee.svg, embedded as
// :/icons/xobos-referee-<size>.png, each decoded when a size first needs it. PNG, not
// the SVG, so that starting the app loads neither Qt's SVG plugins nor their threads
// (issue #11); tests/ui/tst_icons keeps each rendition equal to the SVG drawn at its size.
QIcon productIcon();
// The sizes of those renditions, smallest first.
QList<int> productIconSizes();

} // namespace xobos::ui
