#include "ui/productinfo.h"

namespace xobos::ui {

QString productName()
{
    return QStringLiteral("Xobos Referee");
}

QString productVersion()
{
    return QStringLiteral(XOBOS_VERSION);
}

QList<int> productIconSizes()
{
    return {16, 24, 32, 48, 64, 128, 256};
}

QIcon productIcon()
{
    QIcon icon;
    for (int size : productIconSizes())
        icon.addFile(QStringLiteral(":/icons/xobos-referee-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace xobos::ui
