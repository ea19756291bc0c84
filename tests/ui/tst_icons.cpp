// SPDX-License-Identifier: GPL-3.0-or-later
// The application icon's PNG renditions (resources/icons/xobos-referee-<size>.png) are what
// the app shows, so that its start-up loads no SVG plugin (issue #11, ui/shell/productinfo.h).
// This test keeps them true to the SVG, the one source: each must equal the SVG drawn at
// its size by Qt's SVG icon engine.
//
// After changing the SVG: XOBOS_WRITE_ICONS=1 ./tst_icons writes the renditions into
// resources/icons (XOBOS_SOURCE_DIR, set by ctest, says where the sources are).
#include "ui/shell/productinfo.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QTest>

#include <cmath>

using namespace xobos;

namespace {

QString sourceIcons()
{
    return QDir(qEnvironmentVariable("XOBOS_SOURCE_DIR")).filePath(QStringLiteral("resources/icons"));
}

QImage renderSvg(int size)
{
    const QIcon svg(QDir(sourceIcons()).filePath(QStringLiteral("xobos-referee.svg")));
    return svg.pixmap(QSize(size, size)).toImage().convertToFormat(QImage::Format_ARGB32);
}

// The mean difference over all channels of all pixels, 0..255.
double meanDifference(const QImage &a, const QImage &b)
{
    double sum = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *pa = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *pb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            sum += std::abs(qRed(pa[x]) - qRed(pb[x])) + std::abs(qGreen(pa[x]) - qGreen(pb[x]))
                + std::abs(qBlue(pa[x]) - qBlue(pb[x])) + std::abs(qAlpha(pa[x]) - qAlpha(pb[x]));
        }
    }
    return sum / (4.0 * a.width() * a.height());
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("XOBOS_SOURCE_DIR"), "run through ctest (XOBOS_SOURCE_DIR)");
        QVERIFY2(!renderSvg(32).isNull(), "Qt's SVG icon engine is needed to check the renditions (libqt6svg6)");
        if (qEnvironmentVariableIsSet("XOBOS_WRITE_ICONS")) {
            for (int size : ui::productIconSizes()) {
                const QString file = QDir(sourceIcons()).filePath(QStringLiteral("xobos-referee-%1.png").arg(size));
                QVERIFY2(renderSvg(size).save(file), qPrintable(file));
                qInfo("wrote %s", qPrintable(file));
            }
        }
    }

    void renditionMatchesTheSvg_data()
    {
        QTest::addColumn<int>("size");
        for (int size : ui::productIconSizes())
            QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(size))) << size;
    }

    void renditionMatchesTheSvg()
    {
        QFETCH(int, size);
        // The embedded file, as the app loads it.
        const QImage embedded = QImage(QStringLiteral(":/icons/xobos-referee-%1.png").arg(size))
                                    .convertToFormat(QImage::Format_ARGB32);
        QVERIFY2(!embedded.isNull(), "the rendition is not in the resources (ui/CMakeLists.txt)");
        QCOMPARE(embedded.size(), QSize(size, size));
        const QImage svg = renderSvg(size);
        QCOMPARE(svg.size(), QSize(size, size));
        const double difference = meanDifference(embedded, svg);
        QVERIFY2(difference < 1.0, qPrintable(QStringLiteral("%1 px differs from the SVG by %2 on average: "
                                                             "XOBOS_WRITE_ICONS=1 tst_icons rewrites it")
                                                  .arg(size)
                                                  .arg(difference)));
    }

    void productIconOffersEverySize()
    {
        const QIcon icon = ui::productIcon();
        QCOMPARE(icon.availableSizes().size(), ui::productIconSizes().size());
        for (int size : ui::productIconSizes())
            QVERIFY(icon.availableSizes().contains(QSize(size, size)));
        // The welcome page asks for 112 px: drawn from the 128 px rendition, not blank.
        const QImage welcome = icon.pixmap(QSize(112, 112)).toImage();
        QCOMPARE(welcome.size(), QSize(112, 112));
        QVERIFY(welcome.pixelColor(56, 56).alpha() > 0);
        // A size between renditions is the next larger one scaled down; larger than the
        // largest is the largest.
        QCOMPARE(icon.pixmap(QSize(20, 20)).size(), QSize(20, 20));
        QCOMPARE(icon.actualSize(QSize(512, 512)), QSize(256, 256));
        QCOMPARE(icon.pixmap(QSize(512, 512)).size(), QSize(256, 256));
        // Drawn into a rectangle: centred, the rectangle's shorter side.
        QImage canvas(QSize(100, 60), QImage::Format_ARGB32);
        canvas.fill(Qt::transparent);
        {
            QPainter painter(&canvas);
            icon.paint(&painter, canvas.rect());
        }
        QCOMPARE(canvas.pixelColor(5, 30).alpha(), 0); // left of the centred 60 px square
        QVERIFY(canvas.pixelColor(50, 30).alpha() > 0);
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
