// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_translations.h"

#include "i18n/translation.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/translation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QTest>
#include <QXmlStreamReader>

void TranslationTest::everyTranslationFileIsComplete_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(qEnvironmentVariable("XOBOS_SOURCE_DIR") + QStringLiteral("/translations"));
    const QStringList files = dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 2, qPrintable(QStringLiteral("expected .ts files in ") + dir.path()));
    for (const QString &file : files) {
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }
}

void TranslationTest::everyTranslationFileIsComplete()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));

    QXmlStreamReader xml(&file);
    QStringList problems;
    QString context;
    QString source;
    int messages = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const qint64 line = xml.lineNumber();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!type.isEmpty() || text.trimmed().isEmpty()) {
                problems << QStringLiteral("%1:%2: [%3] %4: \"%5\"")
                                .arg(path)
                                .arg(line)
                                .arg(type.isEmpty() ? QStringLiteral("empty") : type, context, source);
            }
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(messages > 0, "no messages: run the update_translations target");
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
}

void TranslationTest::switchingLanguageRetranslatesTheMenus()
{
    xobos::ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *fileMenu = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
    auto *helpMenu = window.findChild<QMenu *>(QStringLiteral("helpMenu"));
    auto *version = window.findChild<QLabel *>(QStringLiteral("productVersion"));
    QVERIFY(fileMenu && helpMenu && version);
    QCOMPARE(fileMenu->title(), QStringLiteral("&File"));

    QVERIFY(xobos::ui::installTranslations(QLocale(QLocale::Polish, QLocale::Poland)));
    QTRY_COMPARE(fileMenu->title(), QStringLiteral("&Plik"));
    QCOMPARE(helpMenu->title(), QStringLiteral("&Pomoc"));
    QVERIFY2(version->text().startsWith(QStringLiteral("Wersja")), qPrintable(version->text()));

    QVERIFY(xobos::ui::installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    QTRY_COMPARE(fileMenu->title(), QStringLiteral("&Datei"));

    // English is the source language: its catalogue has only the plural forms, so the
    // original strings come back.
    QVERIFY(xobos::ui::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)));
    QTRY_COMPARE(fileMenu->title(), QStringLiteral("&File"));
}

void TranslationTest::englishPluralsComeFromItsCatalogue_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("en one") << english << 1 << QStringLiteral("1 crystal");
    QTest::newRow("en two") << english << 2 << QStringLiteral("2 crystals");
    QTest::newRow("C locale two") << QLocale::c() << 2 << QStringLiteral("2 crystals");
    QTest::newRow("de one") << QLocale(QLocale::German) << 1 << QStringLiteral("1 Kristall");
    QTest::newRow("pl few") << QLocale(QLocale::Polish) << 3 << QStringLiteral("3 kryształy");
    QTest::newRow("pl many") << QLocale(QLocale::Polish) << 5 << QStringLiteral("5 kryształów");
}

void TranslationTest::englishPluralsComeFromItsCatalogue()
{
    QFETCH(QLocale, locale);
    QFETCH(int, count);
    QFETCH(QString, expected);
    QVERIFY(xobos::ui::installTranslations(locale));
    QCOMPARE(QCoreApplication::translate("EventText", "%n crystal(s)", nullptr, count), expected);
}

// A phone's page is built in its player's language while the laptop stays in its own (#29).
void TranslationTest::aScopedLanguageTranslatesWithoutRetranslatingTheWindows()
{
    QVERIFY(xobos::ui::installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    xobos::ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *fileMenu = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
    QVERIFY(fileMenu);
    QTRY_COMPARE(fileMenu->title(), QStringLiteral("&Datei"));
    struct Count : QObject {
        int changes = 0;
        bool eventFilter(QObject *, QEvent *e) override
        {
            changes += e->type() == QEvent::LanguageChange;
            return false;
        }
    } count;
    window.installEventFilter(&count);
    const auto crystals = [](int n) { return QCoreApplication::translate("EventText", "%n crystal(s)", nullptr, n); };
    {
        const xobos::i18n::ScopedLanguage polish(QStringLiteral("pl"));
        QCOMPARE(crystals(5), QStringLiteral("5 kryształów"));
        {
            const xobos::i18n::ScopedLanguage english(QStringLiteral("en"));
            QCOMPARE(crystals(2), QStringLiteral("2 crystals"));
            QCOMPARE(QCoreApplication::translate("xobos::ui::MainWindow", "&File"), QStringLiteral("&File"));
        }
        QCOMPARE(crystals(3), QStringLiteral("3 kryształy"));
        const xobos::i18n::ScopedLanguage unknown(QStringLiteral("fr")); // no catalogue: no change
        QCOMPARE(crystals(5), QStringLiteral("5 kryształów"));
    }
    QCOMPARE(crystals(1), QStringLiteral("1 Kristall"));
    QCoreApplication::processEvents();
    QCOMPARE(count.changes, 0);
    QCOMPARE(fileMenu->title(), QStringLiteral("&Datei"));
}

void TranslationTest::theLanguagePickedIsTheFirstTheProductHas_data()
{
    QTest::addColumn<QStringList>("preferred");
    QTest::addColumn<QString>("picked");
    QTest::newRow("a region's tag") << QStringList{QStringLiteral("de-AT")} << QStringLiteral("de");
    QTest::newRow("the first the product has")
        << QStringList{QStringLiteral("fr-FR"), QStringLiteral("fr"), QStringLiteral("pl"), QStringLiteral("en")} << QStringLiteral("pl");
    QTest::newRow("upper case") << QStringList{QStringLiteral("EN-gb")} << QStringLiteral("en");
    QTest::newRow("none the product has") << QStringList{QStringLiteral("fr"), QStringLiteral("cs-CZ")} << QString();
    QTest::newRow("nothing asked") << QStringList{} << QString();
}

void TranslationTest::theLanguagePickedIsTheFirstTheProductHas()
{
    QFETCH(QStringList, preferred);
    QFETCH(QString, picked);
    QCOMPARE(xobos::i18n::languages(), (QStringList{QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("pl")}));
    QCOMPARE(xobos::i18n::pickLanguage(preferred), picked);
}

void TranslationTest::cleanup()
{
    xobos::ui::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates));
}
