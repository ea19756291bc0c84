#include "ui/appstyle.h"

#include <QApplication>

namespace xobos::ui {

AppStyle::AppStyle(const QString &baseKey)
    : QProxyStyle(baseKey)
{
}

void AppStyle::install()
{
    // style() makes the style the application would use; the proxy wraps a new one of the
    // same kind (QApplication deletes the one it replaces).
    QApplication::setStyle(new AppStyle(QApplication::style()->name()));
}

QIcon AppStyle::standardIcon(StandardPixmap standardIcon, const QStyleOption *option, const QWidget *widget) const
{
    switch (standardIcon) {
    case SP_TitleBarNormalButton:
    case SP_TitleBarMinButton:
    case SP_TitleBarMaxButton:
    case SP_TitleBarCloseButton:
    case SP_DockWidgetCloseButton: {
        // Fusion's and the common style's: one fixed image each, whatever the option or widget.
        auto cached = m_titleBarIcons.constFind(standardIcon);
        if (cached == m_titleBarIcons.cend())
            cached = m_titleBarIcons.insert(standardIcon, QProxyStyle::standardIcon(standardIcon, option, widget));
        return *cached;
    }
    default: return QProxyStyle::standardIcon(standardIcon, option, widget);
    }
}

} // namespace xobos::ui
