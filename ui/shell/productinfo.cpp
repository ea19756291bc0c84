// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/productinfo.h"

#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPixmap>

namespace xobos::ui {

namespace {

// The product icon from its PNG renditions, each decoded the first time a size needs it.
// QIcon::addFile() decodes every file at once (~30 M instructions for the seven sizes,
// the 256 px one above all), and the app asks for the icon before its first paint.
class RenditionIconEngine : public QIconEngine
{
public:
    QIconEngine *clone() const override { return new RenditionIconEngine(*this); }
    QString key() const override { return QStringLiteral("xobos-renditions"); }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        QList<QSize> out;
        for (int size : productIconSizes())
            out << QSize(size, size);
        return out;
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min({size.width(), size.height(), productIconSizes().constLast()});
        return {side, side};
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        const QSize actual = actualSize(size, mode, state);
        if (actual.isEmpty())
            return {};
        // The smallest rendition at least as large, scaled down if it is larger.
        int chosen = productIconSizes().constLast();
        for (int s : productIconSizes()) {
            if (s >= actual.width()) {
                chosen = s;
                break;
            }
        }
        QPixmap &rendition = m_decoded[chosen];
        if (rendition.isNull())
            rendition = QPixmap(QStringLiteral(":/icons/xobos-referee-%1.png").arg(chosen));
        return rendition.size() == actual ? rendition
                                          : rendition.scaled(actual, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        QPixmap px = pixmap(rect.size() * dpr, mode, state);
        px.setDevicePixelRatio(dpr);
        const QSize shown = px.size() / dpr;
        painter->drawPixmap(QRect(rect.topLeft() + QPoint((rect.width() - shown.width()) / 2,
                                                          (rect.height() - shown.height()) / 2),
                                  shown),
                            px);
    }

private:
    QHash<int, QPixmap> m_decoded;
};

} // namespace

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
    return QIcon(new RenditionIconEngine);
}

} // namespace xobos::ui
