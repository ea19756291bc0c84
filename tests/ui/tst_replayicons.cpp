// SPDX-License-Identifier: GPL-3.0-or-later
// The replay bar's icons: the desktop theme's icon when it has one, the product's own
// (resources/icons/actions) otherwise.
#include "ui/shell/gamecontroller.h"
#include "ui/shell/replaybar.h"

#include <QDir>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace xobos::ui;

class ReplayIconsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Without the icon in the desktop's theme, the replay buttons show the product's own.
    void replayIconsFallBackToTheProducts_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<QString>("icon");
        QTest::newRow("first") << QStringLiteral("replayFirst") << QStringLiteral("media-skip-backward");
        QTest::newRow("previous") << QStringLiteral("replayPrevious") << QStringLiteral("media-seek-backward");
        QTest::newRow("next") << QStringLiteral("replayNext") << QStringLiteral("media-seek-forward");
        QTest::newRow("last") << QStringLiteral("replayLast") << QStringLiteral("media-skip-forward");
    }
    void replayIconsFallBackToTheProducts()
    {
        QFETCH(QString, button);
        QFETCH(QString, icon);
        QIcon::setThemeName(QStringLiteral("xobos-test-no-such-theme"));
        GameController controller{QString()};
        ReplayBar bar(&controller);
        const QIcon shown = bar.findChild<QToolButton *>(button)->icon();
        const QImage own(QStringLiteral(":/icons/actions/%1.png").arg(icon));
        QVERIFY2(!own.isNull(), "the fallback is not in the resources (ui/CMakeLists.txt)");
        QCOMPARE(shown.pixmap(QSize(16, 16)).toImage().convertToFormat(QImage::Format_ARGB32),
                 own.convertToFormat(QImage::Format_ARGB32));
        // The @2x rendition is in the resources too: QIcon takes it on a screen of twice
        // the density.
        QCOMPARE(QImage(QStringLiteral(":/icons/actions/%1@2x.png").arg(icon)).size(), QSize(32, 32));
    }

    // A theme that has the icon: the button shows the theme's.
    void replayIconsFollowTheDesktopTheme()
    {
        QTemporaryDir dir;
        const QString themeDir = dir.filePath(QStringLiteral("xobos-test/16x16/actions"));
        QVERIFY(QDir().mkpath(themeDir));
        {
            QFile index(dir.filePath(QStringLiteral("xobos-test/index.theme")));
            QVERIFY(index.open(QIODevice::WriteOnly));
            index.write("[Icon Theme]\nName=xobos-test\nDirectories=16x16/actions\n\n"
                        "[16x16/actions]\nSize=16\nContext=Actions\nType=Fixed\n");
        }
        QImage red(16, 16, QImage::Format_ARGB32);
        red.fill(Qt::red);
        QVERIFY(red.save(themeDir + QStringLiteral("/media-skip-backward.png")));
        const QStringList paths = QIcon::themeSearchPaths();
        QIcon::setThemeSearchPaths({dir.path()});
        QIcon::setThemeName(QStringLiteral("xobos-test"));
        GameController controller{QString()};
        ReplayBar bar(&controller);
        const QImage first =
            bar.findChild<QToolButton *>(QStringLiteral("replayFirst"))->icon().pixmap(QSize(16, 16)).toImage();
        QCOMPARE(first.pixelColor(8, 8), QColor(Qt::red));
        // The theme has no "next": that one is still the product's.
        const QImage next =
            bar.findChild<QToolButton *>(QStringLiteral("replayNext"))->icon().pixmap(QSize(16, 16)).toImage();
        QCOMPARE(
            next.convertToFormat(QImage::Format_ARGB32),
            QImage(QStringLiteral(":/icons/actions/media-seek-forward.png")).convertToFormat(QImage::Format_ARGB32));
        QIcon::setThemeSearchPaths(paths);
    }
};

QTEST_MAIN(ReplayIconsTest)
#include "tst_replayicons.moc"
