// The application's style: the platform's own style (Fusion here) with the standard icons
// the main window shows that are image files in the base style drawn as vector shapes, and
// a few of Fusion's drawings made cheaper with the same pixels (below; docs/performance.md,
// session 6).
//
// Why: the style's stock icons are image files. The first of them made QImageReader load
// every image-format plugin (ICO, JPEG, GIF, SVG with Qt SVG…), about 4 ms of every start
// (docs/performance.md). The shapes below need no file, no decoder and no plugin, are sharp
// at every size and take the palette's colours (dark themes, disabled buttons).
#pragma once

#include <QHash>
#include <QIconEngine>
#include <QProxyStyle>

#include <optional>

namespace xobos::ui {

class VectorIconEngine : public QIconEngine
{
public:
    enum class Shape {
        Close,          // a line edit's clear button: a cross
        SkipBackward,   // |◀
        SeekBackward,   // ◀◀
        SeekForward,    // ▶▶
        SkipForward,    // ▶|
        MoreHorizontal, // a tool bar's extension: »
        MoreVertical,   // a vertical tool bar's extension
    };

    explicit VectorIconEngine(Shape shape);
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QIconEngine *clone() const override;
    QString key() const override;
    Shape shape() const { return m_shape; }

private:
    Shape m_shape;
};

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
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;
    // The shape drawn for a standard icon, or nullopt when the base style's icon is used.
    static std::optional<VectorIconEngine::Shape> shapeFor(StandardPixmap standardIcon);

private:
    bool baseIsFusion() const; // the two drawings below reproduce Fusion's pixels only
    // Fusion's bevel of a main window's horizontal tool bar, the same pixels, its edge lines
    // filled as one-pixel rectangles. Fusion draws them as lines: Qt 6.4's raster engine
    // cuts a line of more than ~100 pixels into pieces for its thread pool, and waits for
    // them (the replay bar's three lines made 60 of the 96 thread hand-overs before the
    // first paint). False when the base style would draw something else.
    bool drawToolBarBevel(const QStyleOption *option, QPainter *painter, const QWidget *widget) const;
    // The same for a wide horizontal header section, whose long edge lines Fusion draws into
    // the section's image: the base style draws a 32-pixel-wide section, whose two ends are
    // copied and whose middle column (Fusion's section is the same from column to column
    // but for its ends) is repeated across. False when that cannot be done exactly.
    bool drawWideHeaderSection(const QStyleOption *option, QPainter *painter, const QWidget *widget) const;
    // The title-bar icons, made once: the base style parses an XPM image for every call, and
    // a dock widget's layout asks for them at every setGeometry() (63 icons, 4 M
    // instructions, before the first paint of a window with five docks).
    mutable QHash<int, QIcon> m_titleBarIcons;
};

} // namespace xobos::ui
