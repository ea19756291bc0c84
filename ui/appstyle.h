// The application's style: the platform's own style (Fusion here), with its title-bar
// icons made once. The base style parses an XPM image for each of them at every call, and a
// dock widget's layout asks for them at every setGeometry() (63 icons before the first
// paint of a window with five docks; docs/performance.md).
#pragma once

#include <QHash>
#include <QProxyStyle>

namespace xobos::ui {

class AppStyle : public QProxyStyle
{
    Q_OBJECT

public:
    // On top of the style named `baseKey` (QStyleFactory), the platform's default when empty.
    explicit AppStyle(const QString &baseKey = QString());
    // Makes this the application's style, on top of the style the application would have
    // used (the platform's, or one chosen with -style or QT_STYLE_OVERRIDE).
    static void install();
    QIcon standardIcon(StandardPixmap standardIcon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;

private:
    mutable QHash<int, QIcon> m_titleBarIcons;
};

} // namespace xobos::ui
