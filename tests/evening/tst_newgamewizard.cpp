// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard at the table (issue #25): only the boards that serve the player
// count, the right one chosen, by printed names; a reconstruction says so beside its
// thumbnail and leads to the Board Editor; the ruling ids stay behind Details.
#include "gamescript.h"

#include "ui/boardeditor/boardeditorwindow.h"
#include "ui/shell/boardchoicepage.h"
#include "ui/boardeditor/boarddocument.h"
#include "ui/shell/newgamewizard.h"
#include "ui/texts/boardtitle.h"
#include "xobos/io/boardio.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace xobos;
using testing::TestLibrary;

namespace {

QStringList listed(const QComboBox *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->itemData(i).toString();
    return out;
}

// Every explanation on the rules page.
QStringList rulesPageTexts(ui::NewGameWizard &wizard)
{
    QStringList out;
    for (const QLabel *label : wizard.page(ui::NewGameWizard::RulesPage)->findChildren<QLabel *>())
        out << label->text();
    return out;
}

} // namespace

class TestNewGameWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyBoardsThatServeTheTableAreListed_data();
    void onlyBoardsThatServeTheTableAreListed();
    void aWantedBoardIsChosenOnceItServesTheTable();
    void aReconstructionSaysSoBesideItsThumbnail();
    void theBoardEditorOpensTheChosenBoard();
    void rulingIdsStayBehindDetails();
    void theGameIsNamedByThePrintedBoard();
};

void TestNewGameWizard::onlyBoardsThatServeTheTableAreListed_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<QString>("title");
    QTest::newRow("two players: the standard side (R-SETUP-BOARD)") << 2 << QStringLiteral("standard")
                                                                    << QStringLiteral("Standard side (2 or 4 players)");
    QTest::newRow("three players: the MUENARA side") << 3 << QStringLiteral("muenara")
                                                     << QStringLiteral("MUENARA side (3 players)");
    QTest::newRow("four players: the standard side") << 4 << QStringLiteral("standard")
                                                     << QStringLiteral("Standard side (2 or 4 players)");
}

void TestNewGameWizard::onlyBoardsThatServeTheTableAreListed()
{
    QFETCH(int, players);
    QFETCH(QString, chosen);
    QFETCH(QString, title);
    TestLibrary lib;
    ui::NewGameWizard wizard(lib.controller.get());
    wizard.findChild<QSpinBox *>(QStringLiteral("playerCount"))->setValue(players);
    QComboBox *list = wizard.boardPage()->boardList();
    for (const QString &key : listed(list)) {
        const io::BoardLoadResult b = io::loadBundledBoard(key);
        QVERIFY2(b.board && b.board->servesPlayers(players), qPrintable(key));
    }
    QCOMPARE(wizard.boardPage()->chosenKey(), chosen);
    QCOMPARE(list->currentText(), title);
    QVERIFY(wizard.boardPage()->isComplete());
}

void TestNewGameWizard::aWantedBoardIsChosenOnceItServesTheTable()
{
    TestLibrary lib;
    ui::NewGameWizard wizard(lib.controller.get());
    wizard.setPlayers({QStringLiteral("Anna"), QStringLiteral("Ben")});
    wizard.setBoardName(QStringLiteral("muenara")); // does not serve two
    QCOMPARE(wizard.boardPage()->chosenKey(), QStringLiteral("standard"));
    wizard.setPlayers({QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Carla")});
    QCOMPARE(wizard.boardPage()->chosenKey(), QStringLiteral("muenara"));
    wizard.setPlayers({QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Carla"), QStringLiteral("Dawid")});
    QCOMPARE(wizard.boardPage()->chosenKey(), QStringLiteral("standard"));
    QVERIFY(!listed(wizard.boardPage()->boardList()).contains(QStringLiteral("muenara")));
}

void TestNewGameWizard::aReconstructionSaysSoBesideItsThumbnail()
{
    TestLibrary lib;
    ui::NewGameWizard wizard(lib.controller.get());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.next(); // the game
    wizard.next(); // the players
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::BoardPage));
    ui::BoardChoicePage *page = wizard.boardPage();
    QVERIFY(page->reconstructionNote()->isVisible());
    QVERIFY(page->reconstructionNote()->text().contains(QStringLiteral("printed board")));
    QVERIFY(page->reconstructionNote()->text().contains(QStringLiteral("Board Editor")));
    QVERIFY(page->editorButton()->isVisible());
    QVERIFY(page->thumbnailLabel()->isVisible());
    const QPixmap thumb = page->thumbnailLabel()->pixmap();
    QVERIFY(!thumb.isNull());
    // Spaces drawn: the picture is not one colour.
    const QImage image = thumb.toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 4);
    // A board that is not a reconstruction says nothing of the kind.
    rules::Board own = *io::loadBundledBoard(QStringLiteral("standard")).board;
    QVERIFY(ui::isReconstruction(own));
    own.version = "2";
    own.description = "Checked against the printed board.";
    QVERIFY(!ui::isReconstruction(own));
    testing::saveShot(wizard, QStringLiteral("xobos-evening-shots"), QStringLiteral("wizard-board.png"));
}

void TestNewGameWizard::theBoardEditorOpensTheChosenBoard()
{
    TestLibrary lib;
    ui::NewGameWizard wizard(lib.controller.get());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.next();
    wizard.next();
    QPushButton *editor = wizard.boardPage()->editorButton();
    QTest::mouseClick(editor, Qt::LeftButton, {}, editor->rect().center());
    ui::BoardEditorWindow *opened = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *e = qobject_cast<ui::BoardEditorWindow *>(w); e && e->isVisible())
            opened = e;
    }
    QVERIFY(opened);
    QCOMPARE(opened->document()->board().spaces.size(), io::loadBundledBoard(QStringLiteral("standard")).board->spaces.size());
    opened->close();
}

void TestNewGameWizard::rulingIdsStayBehindDetails()
{
    TestLibrary lib;
    ui::NewGameWizard wizard(lib.controller.get());
    for (const QString &text : rulesPageTexts(wizard))
        QVERIFY2(!text.contains(QStringLiteral("R-")), qPrintable(text));
    auto *details = wizard.page(ui::NewGameWizard::RulesPage)->findChild<QPushButton *>(QStringLiteral("rulingDetails"));
    QVERIFY(details);
    wizard.show();
    wizard.next();
    wizard.next();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::RulesPage));
    QTest::mouseClick(details, Qt::LeftButton, {}, details->rect().center());
    QVERIFY(details->isChecked());
    QVERIFY(rulesPageTexts(wizard).filter(QStringLiteral("R-WT-CAP")).size() == 1);
    QVERIFY(rulesPageTexts(wizard).filter(QStringLiteral("R-ATTACK-RESOLVE")).size() == 1);
    QTest::mouseClick(details, Qt::LeftButton, {}, details->rect().center());
    QVERIFY(rulesPageTexts(wizard).filter(QStringLiteral("R-")).isEmpty());
}

void TestNewGameWizard::theGameIsNamedByThePrintedBoard()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::NewGameWizard wizard(&c);
    wizard.setPlayers({QStringLiteral("Anna"), QStringLiteral("Ben")});
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.next();
    wizard.next();
    wizard.next();
    wizard.next(); // creates the game
    QVERIFY(c.hasGame());
    const std::optional<store::GameRecord> record = c.store().game(c.gameId());
    QVERIFY(record);
    QCOMPARE(record->boardName, QStringLiteral("standard"));
    QCOMPARE(record->title, QStringLiteral("Anna, Ben on Standard side"));
}

QTEST_MAIN(TestNewGameWizard)
#include "tst_newgamewizard.moc"
