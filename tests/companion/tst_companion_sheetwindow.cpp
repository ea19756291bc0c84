// SPDX-License-Identifier: GPL-3.0-or-later
// Sheet-only mode by clicks: start a construction, pay it next round, buy a Technology,
// be refused a second one in the same round with its reason; the sheet is stored in the
// library as a "sheet" game and resumes to the same state. The codec round-trips.
#include "store/gamestore.h"
#include "sheet/sheetcodec.h"
#include "ui/companion/sheetonlywindow.h"
#include "sheet/sheetsession.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QScreen>
#include <QDir>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QPointer>
#include <QTest>

#include <algorithm>

using namespace xobos;
using namespace xobos::rules;
using namespace xobos::rules::sheet;
using namespace xobos::ui::companion;

class CompanionSheetWindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sheetShouldBePlayedByClicks();
    void refusedActionShouldChangeNothingAndBeLogged();
    void codecShouldRoundTripEveryAction();
    void theDefaultWindowShowsNoOverlappingText();

private:
    void click(QWidget &w, const char *name)
    {
        auto *b = w.findChild<QPushButton *>(QString::fromLatin1(name));
        QVERIFY2(b, name);
        QVERIFY2(b->isEnabled(), name);
        QTest::mouseClick(b, Qt::LeftButton);
    }
    QString status(QWidget &w) { return w.findChild<QLabel *>(QStringLiteral("statusLabel"))->text(); }
};

void CompanionSheetWindowTest::sheetShouldBePlayedByClicks()
{
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    QString error;
    auto session = SheetSession::create(store, {"Blue", 2}, &error);
    QVERIFY2(session, qPrintable(error));
    const qint64 id = session->gameId();
    SheetOnlyWindow window(std::move(session));
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Round 1: into the Development phase, Guardian 1 starts a Technology Building.
    click(window, "nextPhaseButton");
    QVERIFY2(status(window).contains(QStringLiteral("Production collected")), qPrintable(status(window)));
    QCOMPARE(window.session().state().resources, 4);
    auto *guardians = window.findChild<QTableWidget *>(QStringLiteral("guardianTable"));
    guardians->selectRow(0);
    window.findChild<QComboBox *>(QStringLiteral("buildingCombo"))->setCurrentIndex(2); // Technology Building
    click(window, "startConstructionButton");
    QCOMPARE(window.session().state().constructions.size(), std::size_t(1));
    QVERIFY(guardians->item(0, 3)->text().contains(QStringLiteral("Technology Building")));
    // Paying again in the same round is refused, with the reason.
    click(window, "payConstructionButton");
    QVERIFY2(status(window).contains(QStringLiteral("one Building Resource per round")), qPrintable(status(window)));

    // Round 2: pay the second resource; the building is finished.
    click(window, "nextPhaseButton");
    click(window, "nextPhaseButton");
    QCOMPARE(window.session().state().round, 2);
    click(window, "payConstructionButton");
    QVERIFY2(status(window).contains(QStringLiteral("Technology Building finished")), qPrintable(status(window)));
    QCOMPARE(window.session().state().buildingCount(BuildingType::TechnologyBuilding), 1);

    // Buy the Rank I Upgrades tile, then be refused a second tile this round.
    auto *tech = window.findChild<QTableWidget *>(QStringLiteral("techTable"));
    tech->selectRow(static_cast<int>(Tech::Upgrades));
    click(window, "buyTechButton");
    QVERIFY(window.session().state().hasTech(Tech::Upgrades));
    QCOMPARE(tech->item(static_cast<int>(Tech::Upgrades), 2)->text(), QStringLiteral("owned"));
    tech->selectRow(static_cast<int>(Tech::SourceAttack));
    click(window, "buyTechButton");
    QVERIFY2(status(window).startsWith(QStringLiteral("Refused: Only one Technology Tile can be bought per round.")),
             qPrintable(status(window)));
    QVERIFY(!window.session().state().hasTech(Tech::SourceAttack));
    QCOMPARE(window.session().state().resources, 1);

    // A look at it.
    const QString shots = qEnvironmentVariable("XOBOS_SCREENSHOT_DIR", QDir::tempPath());
    QVERIFY(window.grab().toImage().save(shots + QStringLiteral("/companion-sheetonly.png")));

    // Stored as a sheet game; resuming replays to the same state.
    const std::optional<store::GameRecord> g = store.game(id);
    QVERIFY(g);
    QCOMPARE(g->kind, QStringLiteral("sheet"));
    const auto resumed = SheetSession::resume(store, id, &error);
    QVERIFY2(resumed, qPrintable(error));
    QVERIFY(resumed->state() == window.session().state());
    QCOMPARE(resumed->history().size(), window.session().history().size());
    const QList<store::LogEntry> log = store.log(id, store::Audience::referee());
    QVERIFY(std::any_of(log.begin(), log.end(), [](const store::LogEntry &e) {
        return e.kind == QLatin1String("rejected") && e.payload.contains("TECH_ALREADY_BOUGHT");
    }));
    // The public (anyone but the player) reads nothing of the sheet.
    QVERIFY(store.log(id, store::Audience::everyone()).isEmpty());
}

void CompanionSheetWindowTest::refusedActionShouldChangeNothingAndBeLogged()
{
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    QString error;
    auto session = SheetSession::create(store, {"Red", 0}, &error);
    QVERIFY(session);
    const SheetState before = session->state();
    const SheetSession::Result r = session->submit(SheetBuildReactor{});
    QVERIFY(!r.accepted());
    QCOMPARE(QString::fromStdString(r.outcome.violation.codeName()), QStringLiteral("WRONG_PHASE"));
    QVERIFY(session->state() == before);
    QVERIFY(session->history().empty());
    QVERIFY(!SheetSession::resume(store, 999, &error));
}

void CompanionSheetWindowTest::codecShouldRoundTripEveryAction()
{
    const std::vector<SheetAction> all = {
        NextPhase{}, SheetConnect{1, 2, ConnectionKind::Healing}, SheetBreak{3}, SheetStartConstruction{2, BuildingType::EnergyWell},
        SheetPayConstruction{1}, SheetBuildReactor{}, SheetBuyTechnology{Tech::DoubleUpgrade}, SheetUpgrade{0, UpgradeKind::Healing, 2},
        SheetHeal{2}, SheetRebuild{3}, SheetHealthChange{1, -2}, SheetGainCrystals{2, CrystalReason::Destroy},
        SheetSpendCrystals{1, CrystalReason::Arm}, SheetBuildingLost{BuildingType::Mine, true}, SheetBuildingSeized{BuildingType::Reactor}};
    QCOMPARE(all.size(), std::variant_size_v<SheetAction>);
    for (const SheetAction &a : all) {
        const QJsonObject o = sheetActionToJson(a);
        QString error;
        const auto back = sheetActionFromJson(QJsonDocument::fromJson(QJsonDocument(o).toJson()).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY2(*back == a, qPrintable(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))));
    }
    QString error;
    QVERIFY(!sheetActionFromJson(QJsonObject{{QStringLiteral("type"), QStringLiteral("fly")}}, &error));
    QVERIFY(error.contains(QStringLiteral("unknown type")));
    QVERIFY(!sheetSetupFromJson(R"({"format":"xobos-sheet","version":1,"name":"x","leader":7})", &error));
    QVERIFY(sheetSetupFromJson(sheetSetupToJson({"Blue", 3}), &error));
}

// Sheet-Only Mode's window as it opens (its own default size, within the screen): no two
// texts, fields, tables or boxes overlap, no label or button is narrower than its text. Saves
// sheet-only-<width>x<height>.png (the screen's size) under the temporary folder
// xobos-sheet-screens, to look at (run it under xvfb-run -s "-screen 0 1366x768x24" with
// QT_QPA_PLATFORM=xcb for a real screen's size).
void CompanionSheetWindowTest::theDefaultWindowShowsNoOverlappingText()
{
    QTemporaryDir dir;
    store::GameStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    SheetSetup setup{"Blue", 2};
    QPointer<SheetOnlyWindow> window = SheetOnlyWindow::start(store, setup, nullptr);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTest::qWait(50);
    const QSize screen = window->screen()->availableGeometry().size();
    const QString shots = QDir::temp().filePath(QStringLiteral("xobos-sheet-screens"));
    QDir().mkpath(shots);
    window->grab().save(QDir(shots).filePath(QStringLiteral("sheet-only-%1x%2.png").arg(screen.width()).arg(screen.height())));
    qInfo("window %dx%d (at least %dx%d) on a %dx%d screen", window->width(), window->height(),
          window->minimumSizeHint().width(), window->minimumSizeHint().height(), screen.width(), screen.height());
    QList<QWidget *> texts;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        const bool field = qobject_cast<QLabel *>(w) || qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
            || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QAbstractItemView *>(w) || qobject_cast<QGroupBox *>(w);
        if (field && w->isVisible() && w->window() == window)
            texts << w;
    }
    QVERIFY(texts.size() > 20);
    const auto rect = [&window](const QWidget *w) { return QRect(w->mapTo(window, QPoint(0, 0)), w->size()); };
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QString name = texts[i]->objectName() + QLatin1Char(' ') + QString::fromLatin1(texts[i]->metaObject()->className());
        if (const auto *label = qobject_cast<QLabel *>(texts[i]); label && !label->wordWrap())
            QVERIFY2(label->width() >= label->minimumSizeHint().width(), qPrintable(label->text()));
        if (const auto *button = qobject_cast<QAbstractButton *>(texts[i]))
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            if (texts[i]->isAncestorOf(texts[j]) || texts[j]->isAncestorOf(texts[i]))
                continue;
            QVERIFY2(!rect(texts[i]).intersects(rect(texts[j])),
                     qPrintable(name + QStringLiteral(" / ") + texts[j]->objectName()));
        }
    }
    // The Technology table's rows are as tall as their texts at the widths shown (its first
    // row was sized while the window was not laid out yet: "Allows" wrapped word by word).
    auto *tech = window->findChild<QTableWidget *>(QStringLiteral("techTable"));
    QVERIFY(tech);
    const QFontMetrics metrics = tech->fontMetrics();
    const auto rowsFit = [&] {
        for (int r = 0; r < tech->rowCount(); ++r) {
            int needs = 0; // the tallest cell's text, wrapped at its column's width
            for (int c = 0; c < tech->columnCount(); ++c)
                needs = std::max(needs, metrics.boundingRect(QRect(0, 0, tech->columnWidth(c) - 8, 10000),
                                                             Qt::TextWordWrap, tech->item(r, c)->text())
                                            .height());
            QVERIFY2(tech->rowHeight(r) <= needs + metrics.height(),
                     qPrintable(QStringLiteral("row %1: %2 px, its text needs %3").arg(r).arg(tech->rowHeight(r)).arg(needs)));
        }
    };
    rowsFit();
    QVERIFY(!QTest::currentTestFailed());
    // And after the window is made wider (a larger screen, or the user).
    window->resize(window->width() + 300, window->height());
    QTest::qWait(50);
    rowsFit();
    QVERIFY(!QTest::currentTestFailed());
    window->close();
}

QTEST_MAIN(CompanionSheetWindowTest)
#include "tst_companion_sheetwindow.moc"
