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

QIcon productIcon()
{
    return QIcon(QStringLiteral(":/icons/xobos-referee.svg"));
}

} // namespace xobos::ui
