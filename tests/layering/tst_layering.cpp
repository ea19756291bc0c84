// SPDX-License-Identifier: GPL-3.0-or-later
// Scans the source tree for includes that break the layering:
//  - core/xobos/rules is plain C++: no Qt header at all;
//  - nothing under core/ may include a Qt Widgets header, or link the Widgets module;
//  - nothing under core/ includes ui/, and each room of ui/ includes only the rooms it may
//    use (docs/architecture.md, "The rooms of ui/");
//  - nothing under ui/ tells one game from another by comparing with a module id or a
//    kind as a string literal ("sheet", "referee", "xobos"): it asks the list of games,
//    ui/shell/gamekinds.h, by the stored module id.
// Offences are reported as "file:line: #include ...".
// (No raw string literals here: moc 6.4 cannot tokenize some of them and skips the class.)
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
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
    void techRulesIncludeNoQtHeader();
    void espiralRulesIncludeNoQtHeader();
    void invadersRulesIncludeNoQtHeader();
    void coreIncludesNoWidgetsHeader();
    void coreLinksNoWidgetsModule();
    void coreIncludesNoUi();
    void netIncludesNoWidgetsNorUi();
    void eachRoomIncludesOnlyWhatItMayUse_data();
    void eachRoomIncludesOnlyWhatItMayUse();
    void findsAGameToldByAStringLiteral_data();
    void findsAGameToldByAStringLiteral();
    void uiTellsNoGameByAStringLiteral();
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

// TECH's rules (core/tech/rules.{h,cpp}) are plain C++ too: no Qt header, and not the
// contract's Qt-using headers (its module adapter, techmodule.*, is where JSON lives).
void LayeringTest::techRulesIncludeNoQtHeader()
{
    QVERIFY(QDir(sourceDir() + QStringLiteral("/core/tech")).exists());
    auto offences = scan(sourceDir() + QStringLiteral("/core/tech"), [](const QString &header) {
        return isQtHeader(header) || header == QLatin1String("game/module.h") || header == QLatin1String("game/erased.h")
            || header == QLatin1String("tech/techmodule.h");
    });
    offences.removeIf([](const Offence &o) { return !o.file.section(QLatin1Char('/'), -1).startsWith(QLatin1String("rules.")); });
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("core/tech/rules.* must not include Qt:") + report(offences)));
}

// Espiral's rules (core/espiral/rules.{h,cpp}) are plain C++ as well; its card import and
// module adapter (cardimport.*, espiralmodule.*) are where Qt Core is used.
void LayeringTest::espiralRulesIncludeNoQtHeader()
{
    QVERIFY(QDir(sourceDir() + QStringLiteral("/core/espiral")).exists());
    auto offences = scan(sourceDir() + QStringLiteral("/core/espiral"), [](const QString &header) {
        return isQtHeader(header) || header == QLatin1String("game/module.h") || header == QLatin1String("game/erased.h")
            || header == QLatin1String("game/dicecodec.h") || header == QLatin1String("espiral/espiralmodule.h")
            || header == QLatin1String("espiral/cardimport.h");
    });
    offences.removeIf([](const Offence &o) { return !o.file.section(QLatin1Char('/'), -1).startsWith(QLatin1String("rules.")); });
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("core/espiral/rules.* must not include Qt:") + report(offences)));
}

// Invaders' rules (core/invaders/rules.{h,cpp}) likewise: the JSON is invadersmodule.*.
void LayeringTest::invadersRulesIncludeNoQtHeader()
{
    QVERIFY(QDir(sourceDir() + QStringLiteral("/core/invaders")).exists());
    auto offences = scan(sourceDir() + QStringLiteral("/core/invaders"), [](const QString &header) {
        return isQtHeader(header) || header == QLatin1String("game/module.h") || header == QLatin1String("game/erased.h")
            || header == QLatin1String("invaders/invadersmodule.h");
    });
    offences.removeIf([](const Offence &o) { return !o.file.section(QLatin1Char('/'), -1).startsWith(QLatin1String("rules.")); });
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("core/invaders/rules.* must not include Qt:") + report(offences)));
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

void LayeringTest::coreIncludesNoUi()
{
    const auto offences = scan(sourceDir() + QStringLiteral("/core"),
                               [](const QString &header) { return header.startsWith(QLatin1String("ui/")); });
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("core/ must not include ui/:") + report(offences)));
}

// Table mode's server and messages (net/, issue #29) stand below ui/: no widget, no room.
void LayeringTest::netIncludesNoWidgetsNorUi()
{
    QVERIFY(QDir(sourceDir() + QStringLiteral("/net")).exists());
    const auto offences = scan(sourceDir() + QStringLiteral("/net"), [](const QString &header) {
        return isWidgetsHeader(header) || header.startsWith(QLatin1String("ui/"));
    });
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("net/ must not include Qt Widgets or ui/:") + report(offences)));
}

namespace {

// The header `header` of the room `room` may include, as docs/architecture.md says. The
// shell's controller (and the ui logging category) are what every game room observes and
// may be included anywhere; the rest of the shell only by the shell.
bool roomMayInclude(const QString &room, const QString &header)
{
    if (!header.startsWith(QLatin1String("ui/")))
        return true;
    const QString target = header.section(QLatin1Char('/'), 1, 1);
    if (target == room)
        return true;
    static const QSet<QString> shellForAll{QStringLiteral("ui/shell/gamecontroller.h"), QStringLiteral("ui/shell/logging.h")};
    // The list of games is what every room that lists or opens games asks (gamekinds.h).
    if (header == QLatin1String("ui/shell/gamekinds.h") && room != QLatin1String("texts"))
        return true;
    static const QHash<QString, QStringList> allowed{
        {QStringLiteral("texts"), {}},
        {QStringLiteral("board"), {QStringLiteral("texts")}},
        {QStringLiteral("secrets"), {QStringLiteral("texts")}},
        {QStringLiteral("table"), {QStringLiteral("texts"), QStringLiteral("secrets"), QStringLiteral("board")}},
        {QStringLiteral("companion"), {QStringLiteral("texts")}},
        {QStringLiteral("boardeditor"), {QStringLiteral("texts"), QStringLiteral("board")}},
        {QStringLiteral("tech"), {QStringLiteral("secrets"), QStringLiteral("phones")}},
        {QStringLiteral("phones"), {}},
        {QStringLiteral("invaders"), {QStringLiteral("texts")}},
        {QStringLiteral("espiral"), {}},
    };
    if (room == QLatin1String("shell"))
        return true;
    static const QSet<QString> observers{QStringLiteral("board"), QStringLiteral("table"), QStringLiteral("secrets"),
                                         QStringLiteral("boardeditor")};
    if (target == QLatin1String("shell") && shellForAll.contains(header) && observers.contains(room))
        return true;
    return allowed.value(room).contains(target);
}

} // namespace

void LayeringTest::eachRoomIncludesOnlyWhatItMayUse_data()
{
    QTest::addColumn<QString>("room");
    QTest::addColumn<QString>("header");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("texts includes core") << QStringLiteral("texts") << QStringLiteral("xobos/rules/event.h") << true;
    QTest::newRow("texts includes no other room") << QStringLiteral("texts") << QStringLiteral("ui/board/boardscene.h") << false;
    QTest::newRow("texts includes not even the controller")
        << QStringLiteral("texts") << QStringLiteral("ui/shell/gamecontroller.h") << false;
    QTest::newRow("board observes the controller") << QStringLiteral("board") << QStringLiteral("ui/shell/gamecontroller.h") << true;
    QTest::newRow("board includes not the main window")
        << QStringLiteral("board") << QStringLiteral("ui/shell/mainwindow.h") << false;
    QTest::newRow("board includes not the table") << QStringLiteral("board") << QStringLiteral("ui/table/movespanel.h") << false;
    QTest::newRow("board includes not companion")
        << QStringLiteral("board") << QStringLiteral("ui/companion/roundchart.h") << false;
    QTest::newRow("table shows the private sheets")
        << QStringLiteral("table") << QStringLiteral("ui/secrets/playersheetwidget.h") << true;
    QTest::newRow("secrets includes not the table") << QStringLiteral("secrets") << QStringLiteral("ui/table/sheetspanel.h") << false;
    QTest::newRow("companion includes not the shell")
        << QStringLiteral("companion") << QStringLiteral("ui/shell/gamecontroller.h") << false;
    QTest::newRow("companion includes not the board") << QStringLiteral("companion") << QStringLiteral("ui/board/boardview.h") << false;
    QTest::newRow("boardeditor draws on the board")
        << QStringLiteral("boardeditor") << QStringLiteral("ui/board/boardscene.h") << true;
    QTest::newRow("boardeditor includes not the shell's window")
        << QStringLiteral("boardeditor") << QStringLiteral("ui/shell/welcomepage.h") << false;
    QTest::newRow("companion asks the list of games")
        << QStringLiteral("companion") << QStringLiteral("ui/shell/gamekinds.h") << true;
    QTest::newRow("texts asks not the list of games") << QStringLiteral("texts") << QStringLiteral("ui/shell/gamekinds.h") << false;
    QTest::newRow("tech uses the lock cover") << QStringLiteral("tech") << QStringLiteral("ui/secrets/lockcover.h") << true;
    QTest::newRow("tech includes not the Xobos table") << QStringLiteral("tech") << QStringLiteral("ui/table/sheetspanel.h") << false;
    QTest::newRow("tech includes not the controller")
        << QStringLiteral("tech") << QStringLiteral("ui/shell/gamecontroller.h") << false;
    QTest::newRow("invaders says its refusals with texts")
        << QStringLiteral("invaders") << QStringLiteral("ui/texts/invaderstext.h") << true;
    QTest::newRow("invaders includes not the controller")
        << QStringLiteral("invaders") << QStringLiteral("ui/shell/gamecontroller.h") << false;
    QTest::newRow("espiral includes not TECH's window") << QStringLiteral("espiral") << QStringLiteral("ui/tech/techwindow.h") << false;
    QTest::newRow("espiral includes not the controller")
        << QStringLiteral("espiral") << QStringLiteral("ui/shell/gamecontroller.h") << false;
    QTest::newRow("shell assembles every room") << QStringLiteral("shell") << QStringLiteral("ui/companion/sheetonlywindow.h") << true;
}

void LayeringTest::eachRoomIncludesOnlyWhatItMayUse()
{
    QFETCH(QString, room);
    QFETCH(QString, header);
    QFETCH(bool, allowed);
    QCOMPARE(roomMayInclude(room, header), allowed);

    // The rule holds in the tree: every file of the room.
    QList<Offence> offences;
    QDirIterator it(sourceDir() + QStringLiteral("/ui/") + room, {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        int lineNumber = 0;
        while (!file.atEnd()) {
            ++lineNumber;
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            const auto match = includePattern().match(line);
            if (match.hasMatch() && !roomMayInclude(room, match.captured(1)))
                offences.append({path, lineNumber, line});
        }
    }
    QVERIFY2(offences.isEmpty(), qPrintable(QStringLiteral("ui/%1 includes a room it may not use:").arg(room) + report(offences)));
}

namespace {

// A comparison (== or !=) with a module id or a kind spelt as a literal, either side:
// kind == QLatin1String("sheet"), "referee" != g.kind, module == u"xobos"_s ...
bool comparesWithAGameLiteral(const QString &line)
{
    static const QString literal = QStringLiteral("(?:QLatin1String|QStringLiteral|QStringView|QString)?\\(?\\s*u?\"(?:sheet|referee|xobos)\"");
    static const QRegularExpression pattern(QStringLiteral("[!=]=\\s*") + literal + QStringLiteral("|") + literal
                                            + QStringLiteral("\\s*\\)?\\s*[!=]="));
    return pattern.match(line).hasMatch();
}

} // namespace

void LayeringTest::findsAGameToldByAStringLiteral_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("offends");
    QTest::newRow("kind == QLatin1String(sheet) offends")
        << QStringLiteral("if (record->kind == QLatin1String(\"sheet\")) {") << true;
    QTest::newRow("a literal on the left offends") << QStringLiteral("QStringLiteral(\"referee\") != g.kind") << true;
    QTest::newRow("module == a plain literal offends") << QStringLiteral("g.module == \"xobos\"") << true;
    QTest::newRow("asking the list does not") << QStringLiteral("findGameKind(g.module)->window") << false;
    QTest::newRow("a sheet in a sentence does not")
        << QStringLiteral("tr(\"No sheet\") == text") << false;
    QTest::newRow("an object name does not") << QStringLiteral("setObjectName(QStringLiteral(\"sheet\"));") << false;
}

void LayeringTest::findsAGameToldByAStringLiteral()
{
    QFETCH(QString, line);
    QFETCH(bool, offends);
    QCOMPARE(comparesWithAGameLiteral(line), offends);
}

void LayeringTest::uiTellsNoGameByAStringLiteral()
{
    QList<Offence> offences;
    QDirIterator it(sourceDir() + QStringLiteral("/ui"), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        int lineNumber = 0;
        while (!file.atEnd()) {
            ++lineNumber;
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (comparesWithAGameLiteral(line))
                offences.append({path, lineNumber, line});
        }
    }
    QVERIFY2(offences.isEmpty(),
             qPrintable(QStringLiteral("ui/ tells a game by a string literal; ask ui/shell/gamekinds.h by the module id:")
                        + report(offences)));
}

QTEST_GUILESS_MAIN(LayeringTest)
#include "tst_layering.moc"
