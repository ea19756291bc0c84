// SPDX-License-Identifier: GPL-3.0-or-later
// Scans the source tree for includes that break the layering:
//  - core/xobos/rules is plain C++: no Qt header at all;
//  - nothing under core/ may include a Qt Widgets header, or link the Widgets module.
// Offences are reported as "file:line: #include ...".
// (No raw string literals here: moc 6.4 cannot tokenize some of them and skips the class.)
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

const QRegularExpression &includePattern()
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]"));
    return pattern;
}

bool isQtHeader(const QString &header)
{
    return header.startsWith(QLatin1Char('Q'));
}

// Class headers of Qt Widgets (QWidget, QPushButton, ...) are taken from the installed
// module, so that the list never goes stale; module-qualified forms are matched by prefix.
const QSet<QString> &widgetsClassHeaders()
{
    static const QSet<QString> headers = [] {
        QSet<QString> names;
        const QDir dir(QLibraryInfo::path(QLibraryInfo::HeadersPath) + QStringLiteral("/QtWidgets"));
        for (const QString &name : dir.entryList(QDir::Files)) {
            if (name.startsWith(QLatin1Char('Q')) && !name.contains(QLatin1Char('.'))) {
                names.insert(name);
            }
        }
        // Fallback should the headers not be installed where QLibraryInfo says.
        names.unite({QStringLiteral("QWidget"), QStringLiteral("QApplication"), QStringLiteral("QMainWindow"),
                     QStringLiteral("QDialog"), QStringLiteral("QMessageBox"), QStringLiteral("QtWidgets")});
        return names;
    }();
    return headers;
}

bool isWidgetsHeader(const QString &header)
{
    if (header.startsWith(QLatin1String("QtWidgets/")) || header == QLatin1String("QtWidgets")) {
        return true;
    }
    return widgetsClassHeaders().contains(header);
}

struct Offence
{
    QString file;
    int line = 0;
    QString text;
};

QList<Offence> scan(const QString &root, bool (*forbidden)(const QString &))
{
    QList<Offence> offences;
    QDirIterator it(root,
                    {QStringLiteral("*.h"), QStringLiteral("*.hpp"), QStringLiteral("*.cpp"), QStringLiteral("*.cc"),
                     QStringLiteral("*.cxx")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            offences.append({path, 0, QStringLiteral("cannot be read")});
            continue;
        }
        int lineNumber = 0;
        while (!file.atEnd()) {
            ++lineNumber;
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            const auto match = includePattern().match(line);
            if (match.hasMatch() && forbidden(match.captured(1))) {
                offences.append({path, lineNumber, line});
            }
        }
    }
    return offences;
}

QString report(const QList<Offence> &offences)
{
    QStringList lines;
    for (const auto &offence : offences) {
        lines << QStringLiteral("%1:%2: %3").arg(offence.file).arg(offence.line).arg(offence.text);
    }
    return QStringLiteral("\n") + lines.join(QLatin1Char('\n'));
}

QString sourceDir()
{
    return qEnvironmentVariable("XOBOS_SOURCE_DIR");
}

} // namespace

class LayeringTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void classifiesIncludes_data();
    void classifiesIncludes();
    void rulesIncludeNoQtHeader();
    void coreIncludesNoWidgetsHeader();
    void coreLinksNoWidgetsModule();
};

void LayeringTest::initTestCase()
{
    QVERIFY2(QDir(sourceDir() + QStringLiteral("/core/xobos/rules")).exists(), "XOBOS_SOURCE_DIR must point at the sources");
}

void LayeringTest::classifiesIncludes_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("qt");
    QTest::addColumn<bool>("widgets");

    QTest::newRow("a std header is neither") << QStringLiteral("#include <vector>") << false << false;
    QTest::newRow("an own header is neither") << QStringLiteral("#include \"xobos/rules/board.h\"") << false << false;
    QTest::newRow("QString is Qt but not widgets") << QStringLiteral("#include <QString>") << true << false;
    QTest::newRow("QtCore/qjsondocument.h is Qt")
        << QStringLiteral("#include <QtCore/qjsondocument.h>") << true << false;
    QTest::newRow("QWidget is widgets") << QStringLiteral("#include <QWidget>") << true << true;
    QTest::newRow("QPushButton is widgets") << QStringLiteral("#  include <QPushButton>") << true << true;
    QTest::newRow("QtWidgets/qlabel.h is widgets") << QStringLiteral("#include <QtWidgets/qlabel.h>") << true << true;
    QTest::newRow("QtWidgets module header is widgets") << QStringLiteral("#include <QtWidgets>") << true << true;
}

void LayeringTest::classifiesIncludes()
{
    QFETCH(QString, line);
    QFETCH(bool, qt);
    QFETCH(bool, widgets);
    const auto match = includePattern().match(line);
    QVERIFY(match.hasMatch());
    QCOMPARE(isQtHeader(match.captured(1)), qt);
    QCOMPARE(isWidgetsHeader(match.captured(1)), widgets);
}

void LayeringTest::rulesIncludeNoQtHeader()
{
    const auto offences = scan(sourceDir() + QStringLiteral("/core/xobos/rules"), isQtHeader);
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("core/xobos/rules must not include Qt:") + report(offences)));
}

void LayeringTest::coreIncludesNoWidgetsHeader()
{
    const auto offences = scan(sourceDir() + QStringLiteral("/core"), isWidgetsHeader);
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("core/ must not include Qt Widgets:") + report(offences)));
}

void LayeringTest::coreLinksNoWidgetsModule()
{
    QStringList offences;
    QDirIterator it(sourceDir() + QStringLiteral("/core"), {QStringLiteral("CMakeLists.txt")}, QDir::Files,
                    QDirIterator::Subdirectories);
    static const QRegularExpression widgets(QStringLiteral("Qt6?::Widgets\\b"));
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        int lineNumber = 0;
        while (!file.atEnd()) {
            ++lineNumber;
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (!line.startsWith(QLatin1Char('#')) && widgets.match(line).hasMatch()) {
                offences << QStringLiteral("%1:%2: %3").arg(path).arg(lineNumber).arg(line);
            }
        }
    }
    QVERIFY2(offences.isEmpty(),
             qPrintable(QStringLiteral("core/ must not link Qt Widgets:\n") + offences.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(LayeringTest)
#include "tst_layering.moc"
