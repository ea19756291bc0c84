#include "ui/appstyle.h"

#include <QApplication>
#include <QLinearGradient>
#include <QMainWindow>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QStyleOptionHeader>
#include <QStyleOptionToolBar>

#include <optional>

namespace xobos::ui {

VectorIconEngine::VectorIconEngine(Shape shape)
    : m_shape(shape)
{
}

QIconEngine *VectorIconEngine::clone() const
{
    return new VectorIconEngine(m_shape);
}

QString VectorIconEngine::key() const
{
    return QStringLiteral("xobos-vector");
}

QPixmap VectorIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    QPixmap pixmap(size);
    pixmap.fill(Qt::transparent);
    if (size.isEmpty())
        return pixmap;
    QPainter painter(&pixmap);
    paint(&painter, QRect(QPoint(0, 0), size), mode, state);
    return pixmap;
}

void VectorIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State)
{
    const QPalette palette = QGuiApplication::palette();
    QColor colour = palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active, QPalette::ButtonText);
    if (mode == QIcon::Selected)
        colour = palette.color(QPalette::Active, QPalette::HighlightedText);
    // Drawn on a 16×16 grid, centred in the largest square that fits.
    const double side = std::min(rect.width(), rect.height());
    if (side <= 0)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.x() + (rect.width() - side) / 2.0, rect.y() + (rect.height() - side) / 2.0);
    painter->scale(side / 16.0, side / 16.0);
    const auto triangle = [](double tipX, double baseX) {
        QPainterPath p;
        p.moveTo(tipX, 8);
        p.lineTo(baseX, 3.5);
        p.lineTo(baseX, 12.5);
        p.closeSubpath();
        return p;
    };
    QPainterPath fill;
    switch (m_shape) {
    case Shape::Close: {
        painter->setPen(QPen(colour, 1.8, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QPointF(4, 4), QPointF(12, 12));
        painter->drawLine(QPointF(12, 4), QPointF(4, 12));
        break;
    }
    case Shape::SkipBackward:
        fill.addRect(QRectF(2.5, 3.5, 2, 9));
        fill.addPath(triangle(5, 13));
        break;
    case Shape::SeekBackward:
        fill.addPath(triangle(1.5, 8.5));
        fill.addPath(triangle(7.5, 14.5));
        break;
    case Shape::SeekForward:
        fill.addPath(triangle(14.5, 7.5));
        fill.addPath(triangle(8.5, 1.5));
        break;
    case Shape::SkipForward:
        fill.addPath(triangle(11, 3));
        fill.addRect(QRectF(11.5, 3.5, 2, 9));
        break;
    case Shape::MoreHorizontal:
    case Shape::MoreVertical: {
        if (m_shape == Shape::MoreVertical) {
            painter->translate(16, 0);
            painter->rotate(90);
        }
        painter->setPen(QPen(colour, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        for (double x : {3.5, 8.5}) {
            const QPointF chevron[] = {{x, 4}, {x + 4, 8}, {x, 12}};
            painter->drawPolyline(chevron, 3);
        }
        break;
    }
    }
    if (!fill.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPath(fill);
    }
    painter->restore();
}

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

std::optional<VectorIconEngine::Shape> AppStyle::shapeFor(StandardPixmap standardIcon)
{
    using Shape = VectorIconEngine::Shape;
    switch (standardIcon) {
    case SP_LineEditClearButton: return Shape::Close;
    case SP_MediaSkipBackward: return Shape::SkipBackward;
    case SP_MediaSeekBackward: return Shape::SeekBackward;
    case SP_MediaSeekForward: return Shape::SeekForward;
    case SP_MediaSkipForward: return Shape::SkipForward;
    case SP_ToolBarHorizontalExtensionButton: return Shape::MoreHorizontal;
    case SP_ToolBarVerticalExtensionButton: return Shape::MoreVertical;
    default: return std::nullopt;
    }
}

void AppStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                           const QWidget *widget) const
{
    if (element == CE_ToolBar && drawToolBarBevel(option, painter, widget))
        return;
    if (element == CE_HeaderSection && drawWideHeaderSection(option, painter, widget))
        return;
    QProxyStyle::drawControl(element, option, painter, widget);
}

bool AppStyle::baseIsFusion() const
{
    return baseStyle()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0;
}

bool AppStyle::drawToolBarBevel(const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    const auto *bar = qstyleoption_cast<const QStyleOptionToolBar *>(option);
    if (!bar || !painter || !baseIsFusion())
        return false;
    // Fusion bevels only the tool bars of a main window, and we only the horizontal ones.
    if (!widget || !qobject_cast<const QMainWindow *>(widget->parentWidget()) || !(bar->state & State_Horizontal)
        || (bar->toolBarArea != Qt::TopToolBarArea && bar->toolBarArea != Qt::BottomToolBarArea))
        return false;
    const QRect r = bar->rect;
    QLinearGradient gradient(r.topLeft(), r.bottomLeft());
    gradient.setColorAt(0, bar->palette.window().color().lighter(104));
    gradient.setColorAt(1, bar->palette.window().color());
    painter->fillRect(r, gradient);
    // Fusion's light and dark shades, over the gradient.
    const QColor light(255, 255, 255, 90);
    const QColor dark(0, 0, 0, 60);
    const auto row = [painter, &r](int y, const QColor &colour) {
        painter->fillRect(QRect(r.left(), y, r.width(), 1), colour);
    };
    using Position = QStyleOptionToolBar::ToolBarPosition;
    const Position line = bar->positionOfLine;
    const bool firstOrOnly = line == QStyleOptionToolBar::Beginning || line == QStyleOptionToolBar::OnlyOne;
    if (bar->toolBarArea == Qt::TopToolBarArea) {
        // Towards the central widget: the last (or only) row of tool bars ends in a dark
        // and a light line, the others in a dark one; every row starts with a light line.
        if (line == QStyleOptionToolBar::End || line == QStyleOptionToolBar::OnlyOne) {
            row(r.bottom(), light);
            row(r.bottom() - 1, dark);
        } else {
            row(r.bottom(), dark);
        }
        row(r.top(), light);
    } else {
        // Bottom rows: the one nearest the status bar ends in a dark and a light line, the
        // others in a dark one; the top row starts with a dark and a light line, the others
        // with a light one.
        if (line == QStyleOptionToolBar::End || line == Position::Middle)
            row(r.bottom(), dark);
        if (firstOrOnly) {
            row(r.bottom() - 1, dark);
            row(r.bottom(), light);
        }
        if (line == QStyleOptionToolBar::End) {
            row(r.top(), dark);
            row(r.top() + 1, light);
        } else {
            row(r.top(), light);
        }
    }
    return true;
}

bool AppStyle::drawWideHeaderSection(const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    constexpr int narrow = 32;
    const auto *header = qstyleoption_cast<const QStyleOptionHeader *>(option);
    if (!header || !painter || header->orientation != Qt::Horizontal || header->rect.width() <= 2 * narrow
        || header->rect.height() <= 0 || !baseIsFusion()
        || painter->transform().type() > QTransform::TxTranslate || !painter->device()
        || painter->device()->devicePixelRatioF() != 1.0)
        return false;
    QStyleOptionHeader small = *header;
    small.rect = QRect(0, 0, narrow, header->rect.height());
    QPixmap section(small.rect.size());
    section.fill(Qt::transparent);
    {
        QPainter p(&section);
        QProxyStyle::drawControl(CE_HeaderSection, &small, &p, widget);
    }
    const QRect r = header->rect;
    const int half = narrow / 2;
    const int h = r.height();
    painter->drawPixmap(QRect(r.left(), r.top(), half, h), section, QRect(0, 0, half, h));
    // Tiled, not scaled: a scaled copy of one column may sample its neighbours at the edges.
    painter->drawTiledPixmap(QRect(r.left() + half, r.top(), r.width() - narrow, h), section.copy(half, 0, 1, h));
    painter->drawPixmap(QRect(r.right() - half + 1, r.top(), half, h), section, QRect(half, 0, half, h));
    return true;
}

QIcon AppStyle::standardIcon(StandardPixmap standardIcon, const QStyleOption *option, const QWidget *widget) const
{
    if (const auto shape = shapeFor(standardIcon))
        return QIcon(new VectorIconEngine(*shape));
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
