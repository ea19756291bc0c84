// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/phones/qrimage.h"

#include <qrencode.h>

namespace xobos::ui::phones {

QImage qrImage(const QString &text, int scale)
{
    const QByteArray bytes = text.toUtf8();
    QRcode *code = QRcode_encodeString(bytes.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return {};
    constexpr int quiet = 4;
    const int size = code->width + 2 * quiet;
    QImage image(size * scale, size * scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            if (!(code->data[y * code->width + x] & 1)) // bit 0: a dark module
                continue;
            for (int dy = 0; dy < scale; ++dy) {
                auto *line = reinterpret_cast<QRgb *>(image.scanLine((y + quiet) * scale + dy));
                for (int dx = 0; dx < scale; ++dx)
                    line[(x + quiet) * scale + dx] = qRgb(0, 0, 0);
            }
        }
    }
    QRcode_free(code);
    return image;
}

} // namespace xobos::ui::phones
