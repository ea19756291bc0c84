// Name, version and icon of the product, in one place for windows, dialogs and --version.
#pragma once

#include <QIcon>
#include <QString>

namespace xobos::ui {

// "Xobos Referee": a proper name, the same in every language.
QString productName();
// The project version from CMake, e.g. "0.1.0".
QString productVersion();
// The application icon (an SVG embedded as :/icons/xobos-referee.svg).
QIcon productIcon();

} // namespace xobos::ui
