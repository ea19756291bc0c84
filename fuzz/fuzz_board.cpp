// SPDX-License-Identifier: GPL-3.0-or-later
// io::loadBoard on arbitrary bytes: never crashes; a board that loads saves and loads back
// to the same document (the contract of boardio.h: load -> save -> load is lossless).
#include <QByteArray>

#include <cstddef>
#include <cstdint>

#include "fuzzsupport.h"
#include "xobos/io/boardio.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace xobos;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const io::BoardLoadResult loaded = io::loadBoard(bytes);
    (void)loaded.messages();
    if (!loaded.ok())
        return 0;
    const QByteArray saved = io::saveBoard(*loaded.board);
    const io::BoardLoadResult again = io::loadBoard(saved);
    if (!again.ok())
        fuzz::fail("a loaded board saved to a file that does not load:", qPrintable(again.messages().join(QLatin1Char('\n'))));
    if (io::saveBoard(*again.board) != saved)
        fuzz::fail("load -> save -> load -> save changed the document");
    return 0;
}
