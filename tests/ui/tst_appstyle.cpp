// The application style (ui/appstyle.h): the standard icons the main window shows at
// start-up are vector shapes, so that the first window loads no image-format plugin
// (issue #11, docs/performance.md), and they follow the palette.
#include "ui/appstyle.h"
#include "ui/gamecontroller.h"
#include "ui/replaybar.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QIcon>
#include <QImage>
#include <QLineEdit>
#include <QMainWindow>
#include <QPainter>
#include <QPixmap>
#include <QStyleFactory>
#include <QStyleOptionDockWidget>
#include <QStyleOptionHeader>
#include <QStyleOptionToolBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <memory>
#include <utility>

using namespace xobos::ui;
using Shape = VectorIconEngine::Shape;

Q_DECLARE_METATYPE(QStyle::StandardPixmap)
Q_DECLARE_METATYPE(std::optional<VectorIconEngine::Shape>)

namespace {

bool imagePluginLoaded()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return false;
    return maps.readAll().contains("/imageformats/");
}

// Pixels of `image` within `tolerance` of `colour` (alpha above half).
int pixelsOf(const QImage &image, const QColor &colour, int tolerance = 40)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 128 && std::abs(c.red() - colour.red()) <= tolerance
                && std::abs(c.green() - colour.green()) <= tolerance && std::abs(c.blue() - colour.blue()) <= tolerance)
                ++n;
        }
    }
    return n;
}

} // namespace

class AppStyleTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        AppStyle::install();
        QVERIFY(qobject_cast<AppStyle *>(QApplication::style()));
    }

    void theWindowsStandardIconsLoadNoImagePlugin()
    {
        // First, before any other test draws a stock icon in this process.
        QVERIFY(!imagePluginLoaded());
        QMainWindow window;
        GameController controller(QString{});
        auto *bar = new ReplayBar(&controller, &window);
        window.setCentralWidget(bar);
        auto *dock = new QDockWidget(QStringLiteral("Moves"), &window);
        dock->setWidget(new QLineEdit(dock));
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        auto *tools = window.addToolBar(QStringLiteral("Tools"));
        for (int i = 0; i < 30; ++i)
            tools->addAction(QStringLiteral("Action %1").arg(i)); // overflows: the extension button
        auto *clear = new QLineEdit(&window);
        clear->setClearButtonEnabled(true);
        clear->setText(QStringLiteral("text"));
        window.resize(500, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.grab().isNull());
        QVERIFY(!bar->findChild<QToolButton *>(QStringLiteral("replayFirst"))->icon().isNull());
        QVERIFY2(!imagePluginLoaded(), "a stock icon was drawn: an image-format plugin is loaded");
    }

    void standardIconsHaveShapes_data()
    {
        QTest::addColumn<QStyle::StandardPixmap>("pixmap");
        QTest::addColumn<std::optional<Shape>>("shape");
        QTest::newRow("clear") << QStyle::SP_LineEditClearButton << std::optional(Shape::Close);
        QTest::newRow("first") << QStyle::SP_MediaSkipBackward << std::optional(Shape::SkipBackward);
        QTest::newRow("back") << QStyle::SP_MediaSeekBackward << std::optional(Shape::SeekBackward);
        QTest::newRow("forward") << QStyle::SP_MediaSeekForward << std::optional(Shape::SeekForward);
        QTest::newRow("last") << QStyle::SP_MediaSkipForward << std::optional(Shape::SkipForward);
        QTest::newRow("extension") << QStyle::SP_ToolBarHorizontalExtensionButton << std::optional(Shape::MoreHorizontal);
        QTest::newRow("vertical extension") << QStyle::SP_ToolBarVerticalExtensionButton
                                            << std::optional(Shape::MoreVertical);
        // The dock's buttons are drawn by Fusion without image files: left alone.
        QTest::newRow("dock close: the base style's") << QStyle::SP_TitleBarCloseButton << std::optional<Shape>();
        QTest::newRow("file: the base style's") << QStyle::SP_FileIcon << std::optional<Shape>();
        QTest::newRow("warning: the base style's") << QStyle::SP_MessageBoxWarning << std::optional<Shape>();
    }

    void standardIconsHaveShapes()
    {
        QFETCH(QStyle::StandardPixmap, pixmap);
        QFETCH(std::optional<Shape>, shape);
        QCOMPARE(AppStyle::shapeFor(pixmap), shape);
        QVERIFY(!QApplication::style()->standardIcon(pixmap).isNull());
    }

    void shapesAreDrawnInThePalettesColours_data()
    {
        QTest::addColumn<int>("shape");
        for (Shape s : {Shape::Close, Shape::SkipBackward, Shape::SeekBackward, Shape::SeekForward,
                        Shape::SkipForward, Shape::MoreHorizontal, Shape::MoreVertical})
            QTest::addRow("shape %d", static_cast<int>(s)) << static_cast<int>(s);
    }

    void shapesAreDrawnInThePalettesColours()
    {
        QFETCH(int, shape);
        const QIcon icon(new VectorIconEngine(static_cast<Shape>(shape)));
        const QPalette palette = QGuiApplication::palette();
        for (int size : {16, 32}) {
            const QImage normal = icon.pixmap(QSize(size, size)).toImage().convertToFormat(QImage::Format_ARGB32);
            QCOMPARE(normal.size(), QSize(size, size));
            // The shape is there, in the button text's colour, and the corners are clear.
            const int ink = pixelsOf(normal, palette.color(QPalette::Active, QPalette::ButtonText));
            QVERIFY2(ink >= size * size / 20, qPrintable(QStringLiteral("%1 px at %2").arg(ink).arg(size)));
            QCOMPARE(normal.pixelColor(0, 0).alpha(), 0);
            QCOMPARE(normal.pixelColor(size - 1, size - 1).alpha(), 0);
        }
        // A disabled button's icon takes the disabled colour.
        const QImage disabled = icon.pixmap(QSize(32, 32), QIcon::Disabled).toImage().convertToFormat(QImage::Format_ARGB32);
        const QColor off = palette.color(QPalette::Disabled, QPalette::ButtonText);
        QVERIFY(off != palette.color(QPalette::Active, QPalette::ButtonText));
        QVERIFY(pixelsOf(disabled, off, 12) > 0);
    }

    void differentShapesLookDifferent()
    {
        QList<QImage> seen;
        for (Shape s : {Shape::Close, Shape::SkipBackward, Shape::SeekBackward, Shape::SeekForward,
                        Shape::SkipForward, Shape::MoreHorizontal, Shape::MoreVertical}) {
            const QImage image = QIcon(new VectorIconEngine(s)).pixmap(QSize(24, 24)).toImage();
            QVERIFY2(!seen.contains(image), qPrintable(QStringLiteral("shape %1 repeats another").arg(static_cast<int>(s))));
            seen << image;
        }
    }

    // The title-bar icons are made once (a dock asks for them at every layout): the same
    // icon each time, with the base style's image.
    void titleBarIconsAreMadeOnceWithTheBaseStylesImage_data()
    {
        QTest::addColumn<QStyle::StandardPixmap>("icon");
        QTest::newRow("close") << QStyle::SP_TitleBarCloseButton;
        QTest::newRow("float") << QStyle::SP_TitleBarNormalButton;
        QTest::newRow("dock close") << QStyle::SP_DockWidgetCloseButton;
    }
    void titleBarIconsAreMadeOnceWithTheBaseStylesImage()
    {
        QFETCH(QStyle::StandardPixmap, icon);
        AppStyle style(QStringLiteral("Fusion"));
        QDockWidget dock;
        QStyleOptionDockWidget option;
        option.initFrom(&dock);
        const QIcon first = style.standardIcon(icon, &option, &dock);
        QVERIFY(!first.isNull());
        QCOMPARE(style.standardIcon(icon, nullptr, nullptr).cacheKey(), first.cacheKey());
        QCOMPARE(style.standardIcon(icon, &option, &dock).cacheKey(), first.cacheKey());
        const QIcon base = style.baseStyle()->standardIcon(icon, &option, &dock);
        QCOMPARE(first.pixmap(QSize(16, 16)).toImage(), base.pixmap(QSize(16, 16)).toImage());
        // Another standard icon is not one of these.
        QVERIFY(style.standardIcon(QStyle::SP_MessageBoxWarning).cacheKey() != first.cacheKey());
    }

    // The main window's tool bars are bevelled by AppStyle itself, with one-pixel rectangles
    // where Fusion draws lines (docs/performance.md, session 6): the same pixels as Fusion's,
    // in every area and row position; whatever it does not bevel is Fusion's own drawing.
    void toolBarBevelsAreFusionsPixels_data()
    {
        QTest::addColumn<int>("area");
        QTest::addColumn<int>("line");
        QTest::addColumn<bool>("horizontal");
        QTest::addColumn<bool>("inMainWindow");
        using O = QStyleOptionToolBar;
        for (const auto &[areaName, area] :
             {std::pair{"top", Qt::TopToolBarArea}, std::pair{"bottom", Qt::BottomToolBarArea}}) {
            for (const auto &[lineName, line] : {std::pair{"beginning", O::Beginning}, std::pair{"middle", O::Middle},
                                                 std::pair{"end", O::End}, std::pair{"only one", O::OnlyOne}})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(areaName), QLatin1String(lineName))))
                    << int(area) << int(line) << true << true;
        }
        QTest::newRow("left, vertical") << int(Qt::LeftToolBarArea) << int(O::OnlyOne) << false << true;
        QTest::newRow("not in a main window") << int(Qt::BottomToolBarArea) << int(O::OnlyOne) << true << false;
    }
    void toolBarBevelsAreFusionsPixels()
    {
        QFETCH(int, area);
        QFETCH(int, line);
        QFETCH(bool, horizontal);
        QFETCH(bool, inMainWindow);
        QMainWindow window;
        QWidget plain;
        auto *bar = new QToolBar(inMainWindow ? static_cast<QWidget *>(&window) : &plain);
        QStyleOptionToolBar option;
        option.initFrom(bar);
        option.rect = horizontal ? QRect(3, 2, 1200, 34) : QRect(3, 2, 34, 600);
        option.state = QStyle::State_Enabled | (horizontal ? QStyle::State_Horizontal : QStyle::State_None);
        option.toolBarArea = Qt::ToolBarArea(area);
        option.positionOfLine = QStyleOptionToolBar::ToolBarPosition(line);
        option.positionWithinLine = QStyleOptionToolBar::OnlyOne;
        const auto paint = [&](const QStyle &style) {
            QImage image(1210, 610, QImage::Format_ARGB32_Premultiplied);
            image.fill(QColor(0x33, 0x66, 0x99));
            QPainter painter(&image);
            style.drawControl(QStyle::CE_ToolBar, &option, &painter, bar);
            return image;
        };
        AppStyle ours(QStringLiteral("Fusion"));
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const QImage expected = paint(*fusion);
        QCOMPARE(paint(ours), expected);
        // Not a trivial comparison: Fusion drew a bevel (or, outside a main window, nothing).
        QCOMPARE(expected.pixelColor(10, 10) != QColor(0x33, 0x66, 0x99), inMainWindow);
    }

    // Wide header sections are Fusion's narrow section with its middle stretched (the same
    // reason): the same pixels as Fusion's, for every position, narrow or wide.
    void headerSectionsAreFusionsPixels_data()
    {
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("orientation");
        using O = QStyleOptionHeader;
        for (const auto &[name, position] : {std::pair{"beginning", O::Beginning}, std::pair{"middle", O::Middle},
                                             std::pair{"end", O::End}, std::pair{"only one", O::OnlyOneSection}}) {
            for (int width : {40, 65, 130, 1100})
                QTest::newRow(qPrintable(QStringLiteral("%1, %2 px").arg(QLatin1String(name)).arg(width)))
                    << int(position) << width << int(Qt::Horizontal);
        }
        QTest::newRow("vertical") << int(O::Middle) << 400 << int(Qt::Vertical);
    }
    void headerSectionsAreFusionsPixels()
    {
        QFETCH(int, position);
        QFETCH(int, width);
        QFETCH(int, orientation);
        QHeaderView header{static_cast<Qt::Orientation>(orientation)};
        QStyleOptionHeader option;
        option.initFrom(&header);
        option.orientation = Qt::Orientation(orientation);
        option.position = QStyleOptionHeader::SectionPosition(position);
        option.rect = orientation == Qt::Horizontal ? QRect(5, 3, width, 24) : QRect(5, 3, 60, width);
        option.state = QStyle::State_Enabled | QStyle::State_Raised;
        const auto paint = [&](const QStyle &style) {
            QImage image(1120, 420, QImage::Format_ARGB32_Premultiplied);
            image.fill(QColor(0x33, 0x66, 0x99));
            QPainter painter(&image);
            style.drawControl(QStyle::CE_HeaderSection, &option, &painter, &header);
            return image;
        };
        AppStyle ours(QStringLiteral("Fusion"));
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const QImage expected = paint(*fusion);
        QCOMPARE(paint(ours), expected);
        QVERIFY(expected.pixelColor(option.rect.center()) != QColor(0x33, 0x66, 0x99));
    }
};

QTEST_MAIN(AppStyleTest)
#include "tst_appstyle.moc"
