// SPDX-License-Identifier: GPL-3.0-or-later
// A QR code as an image (libqrencode, Debian's libqrencode-dev): black modules on white
// with the standard quiet zone of four modules, each module `scale` pixels wide.
#pragma once

#include <QImage>
#include <QString>

namespace xobos::ui::phones {

// A null image when the text cannot be encoded (too long).
QImage qrImage(const QString &text, int scale = 6);

} // namespace xobos::ui::phones
