// SPDX-License-Identifier: GPL-3.0-or-later
// Secret entry on the private sheet (issue #25): the four quarters of the printed Player
// Sheet with one button per action, one click for a harmless action, a question before the
// irreversible ones (destroying a Building, finishing the Development phase) that names
// what is left unspent, nothing pre-selected afterwards, and a sheet that fits 1366×768.
#include <QApplication>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QTest>

#include <algorithm>
#include <vector>

#include "i18n/translation.h"
#include "secretsfixture.h"
#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/secrettext.h"
#include "ui/texts/gametext.h"
#include "xobos/rules/view.h"

using namespace xobos;
using namespace xobos::secretstest;
using namespace xobos::ui::secrets;

namespace {

template<class A>
bool offers(const rules::GameState &s, int seat)
{
    for (const rules::Action &a : rules::legalActions(s, seat))
        if (std::holds_alternative<A>(a))
            return true;
    return false;
}

// A Development phase in which seat 0 still acts and may destroy one of its Buildings.
rules::GameState findPositionWithDemolish()
{
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        for (int steps = 100; steps <= 1500; steps += 50) {
            rules::GameState s = randomPosition(seed, steps);
            if (s.phase == rules::Phase::Development && !s.player(0).developmentDone && !s.player(0).eliminated
                && offers<rules::DemolishBuilding>(s, 0) && s.player(0).resources > 0)
                return s;
        }
    }
    return {};
}

rules::GameState positionWithDemolish()
{
    static const rules::GameState found = findPositionWithDemolish();
    return found;
}

// A late Development phase of seat 0 with the most actions to choose from.
rules::GameState findLateDevelopment()
{
    rules::GameState best;
    std::size_t most = 0;
    for (std::uint64_t seed = 1; seed < 12; ++seed) {
        for (int steps = 400; steps <= 2400; steps += 200) {
            rules::GameState s = randomPosition(seed, steps);
            if (s.phase != rules::Phase::Development || s.player(0).developmentDone || s.player(0).eliminated)
                continue;
            const std::size_t n = rules::legalActions(s, 0).size();
            if (n > most) {
                most = n;
                best = s;
            }
        }
    }
    return best;
}

rules::GameState lateDevelopment()
{
    static const rules::GameState found = findLateDevelopment();
    return found;
}

// The sheet as the window's Sheets panel keeps it: the seat's view, its legal actions, and
// after an accepted entry the new position and "Entered.".
struct Table {
    rules::GameState state;
    PlayerSheetWidget sheet;
    int entries = 0;

    explicit Table(rules::GameState s)
        : state(std::move(s))
    {
        sheet.setPlayerColour(QColor(0x2e, 0x9e, 0x4f)); // Green
        refresh();
        QObject::connect(&sheet, &PlayerSheetWidget::actionRequested, &sheet, [this](int seat, const rules::Action &a) {
            if (!rules::play(state, seat, a).accepted())
                return;
            ++entries;
            refresh();
            sheet.setMessage(QStringLiteral("Entered."), false);
        });
    }
    void refresh()
    {
        sheet.setView(rules::view(state, rules::Viewer::seat(0)), state.map(), 0);
        sheet.setLegalActions(rules::legalActions(state, 0));
    }
    QString message() const
    {
        const auto *label = sheet.findChild<QLabel *>(QStringLiteral("sheetMessage"));
        return label->isVisible() ? label->text() : QString();
    }
};

const rules::Action *firstOf(const std::vector<rules::Action> &actions, bool (*pick)(const rules::Action &))
{
    for (const rules::Action &a : actions)
        if (pick(a))
            return &a;
    return nullptr;
}

bool isDemolish(const rules::Action &a) { return std::holds_alternative<rules::DemolishBuilding>(a); }
bool isFinish(const rules::Action &a) { return std::holds_alternative<rules::EndDevelopment>(a); }

} // namespace

Q_DECLARE_METATYPE(std::vector<xobos::rules::Action>)

class TestSheetEntry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        i18n::installTranslations(QLocale(QLocale::English)); // the plural forms
    }

    void theSheetHasAQuarterPerGuardianWithItsButtons()
    {
        Table t(lateDevelopment());
        QVERIFY(t.state.board);
        t.sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.sheet));
        for (int g = 0; g < 4; ++g) {
            auto *quarter = t.sheet.findChild<QGroupBox *>(QStringLiteral("quarter%1").arg(g));
            QVERIFY(quarter);
            QVERIFY(quarter->title().contains(guardianName(QColor(0x2e, 0x9e, 0x4f), g)));
            for (QPushButton *b : t.sheet.groupButtons(g))
                QVERIFY(quarter->isAncestorOf(b));
        }
        // No button is pre-selected: none is a default button that Enter would press.
        for (QPushButton *b : t.sheet.findChildren<QPushButton *>())
            QVERIFY(!b->isDefault() && !b->autoDefault());
    }

    void demolishAsksAndCancelChangesNothing()
    {
        Table t(positionWithDemolish());
        QVERIFY(t.state.board);
        t.sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.sheet));
        const rules::Action *demolish = firstOf(t.sheet.offeredActions(), isDemolish);
        QVERIFY(demolish);
        const rules::Action chosen = *demolish;
        const std::size_t buildings = rules::view(t.state, rules::Viewer::seat(0)).buildings.size();
        QTest::mouseClick(t.sheet.buttonFor(chosen), Qt::LeftButton);
        QMessageBox *box = t.sheet.confirmation();
        QVERIFY(box);
        QVERIFY(box->isVisible());
        // The question names what is left unspent, with the right plural.
        const int r = t.state.player(0).resources;
        QVERIFY2(box->informativeText().contains(QStringLiteral("You still have %1 Building Resource%2")
                                                     .arg(r)
                                                     .arg(r == 1 ? QString() : QStringLiteral("s"))),
                 qPrintable(box->informativeText()));
        QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        QCOMPARE(t.entries, 0);
        QCOMPARE(rules::view(t.state, rules::Viewer::seat(0)).buildings.size(), buildings);
        QTRY_VERIFY(!t.sheet.confirmation());
        QVERIFY(t.message().isEmpty());
        QVERIFY(t.sheet.buttonFor(chosen));
    }

    void demolishConfirmedIsDoneAndNothingIsPreselected()
    {
        Table t(positionWithDemolish());
        QVERIFY(t.state.board);
        t.sheet.show();
        QApplication::setActiveWindow(&t.sheet);
        QVERIFY(QTest::qWaitForWindowActive(&t.sheet));
        const rules::Action chosen = *firstOf(t.sheet.offeredActions(), isDemolish);
        const std::size_t buildings = rules::view(t.state, rules::Viewer::seat(0)).buildings.size();
        QPushButton *button = t.sheet.buttonFor(chosen);
        button->setFocus();
        QTest::mouseClick(button, Qt::LeftButton);
        QMessageBox *box = t.sheet.confirmation();
        QVERIFY(box);
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel)); // Enter does not destroy
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
        QCOMPARE(t.entries, 1);
        QCOMPARE(rules::view(t.state, rules::Viewer::seat(0)).buildings.size(), buildings - 1);
        QVERIFY2(t.message().startsWith(QStringLiteral("Buildings: Destroy your Building at")), qPrintable(t.message()));
        // Nothing chosen for the next entry: no other Building's button took the focus.
        QCoreApplication::processEvents();
        for (QPushButton *b : t.sheet.findChildren<QPushButton *>())
            QVERIFY2(!b->hasFocus(), qPrintable(b->text()));
    }

    void finishingWithSomethingUnspentAsksFirst()
    {
        Table t(positionWithDemolish());
        QVERIFY(t.state.board);
        const int resources = t.state.player(0).resources;
        QVERIFY(resources > 0);
        // Something the sheet offers pays with Building Resources (the test's premise).
        QVERIFY(std::any_of(t.sheet.offeredActions().begin(), t.sheet.offeredActions().end(),
                            [](const rules::Action &a) { return paymentOf(a) == Payment::Resources; }));
        t.sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.sheet));
        const rules::Action finish = *firstOf(t.sheet.offeredActions(), isFinish);
        QVERIFY(t.sheet.buttonFor(finish)->text().endsWith(QStringLiteral("\u2026"))); // "…": it asks
        QTest::mouseClick(t.sheet.buttonFor(finish), Qt::LeftButton);
        QVERIFY(t.sheet.confirmation());
        QCOMPARE(t.entries, 0);
        const QString named = QStringLiteral("You still have %1 Building Resource%2")
                                  .arg(resources)
                                  .arg(resources == 1 ? QString() : QStringLiteral("s"));
        QVERIFY2(t.sheet.confirmation()->informativeText().startsWith(named), qPrintable(t.sheet.confirmation()->informativeText()));
        QTest::keyClick(t.sheet.confirmation(), Qt::Key_Escape);
        QCOMPARE(t.entries, 0);
        QVERIFY(!t.state.player(0).developmentDone);
        QTest::mouseClick(t.sheet.buttonFor(finish), Qt::LeftButton);
        QTest::mouseClick(t.sheet.confirmation()->button(QMessageBox::Yes), Qt::LeftButton);
        QCOMPARE(t.entries, 1);
        QVERIFY(t.state.player(0).developmentDone);
    }

    void finishingWithNothingUnspentFinishesAtOnce()
    {
        rules::GameState s = positionWithDemolish();
        QVERIFY(s.board);
        s.player(0).resources = 0; // nothing left to spend
        s.player(0).crystals = 0;
        Table t(std::move(s));
        t.sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.sheet));
        const rules::Action *finish = firstOf(t.sheet.offeredActions(), isFinish);
        QVERIFY(finish);
        QPushButton *button = t.sheet.buttonFor(*finish);
        QVERIFY(!button->text().endsWith(QStringLiteral("\u2026")));
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!t.sheet.confirmation());
        QCOMPARE(t.entries, 1);
        QVERIFY(t.state.player(0).developmentDone);
    }

    // Which holdings a Finish names: only those an offered entry could still spend.
    void finishNamesOnlyWhatCanBeSpent_data()
    {
        QTest::addColumn<std::vector<rules::Action>>("offered");
        QTest::addColumn<int>("resources");
        QTest::addColumn<int>("crystals");
        QTest::addColumn<QString>("text");
        const rules::Action finish = rules::EndDevelopment{};
        QTest::newRow("nothing to spend on") << std::vector<rules::Action>{finish} << 3 << 4 << QString();
        QTest::newRow("a technology to buy") << std::vector<rules::Action>{rules::BuyTechnology{}, finish} << 3 << 4
                                             << QStringLiteral("You still have 3 Building Resources.");
        QTest::newRow("a Quark to breed") << std::vector<rules::Action>{rules::BreedQuark{1}, finish} << 3 << 4
                                          << QStringLiteral("You still have 4 Energy Crystals.");
        QTest::newRow("both") << std::vector<rules::Action>{rules::PayConstruction{}, rules::UpgradeGuardian{}, finish} << 1 << 1
                              << QStringLiteral("You still have 1 Building Resource and 1 Energy Crystal.");
        QTest::newRow("destroying a Building spends nothing on the sheet")
            << std::vector<rules::Action>{rules::DemolishBuilding{2}, finish} << 0 << 5 << QString();
        QTest::newRow("free entries only") << std::vector<rules::Action>{rules::Connect{}, rules::ChangeLeader{}, finish} << 2 << 2 << QString();
    }
    void finishNamesOnlyWhatCanBeSpent()
    {
        QFETCH(std::vector<rules::Action>, offered);
        QFETCH(int, resources);
        QFETCH(int, crystals);
        QFETCH(QString, text);
        QCOMPARE(finishUnspent(offered, resources, crystals), text);
    }

    // The sheet names a space as the board's plate does, translated (issue #25: "Feld:
    // North-West exit" on a German sheet beside "Nordwest Ausgang" on the board).
    void aGermanSheetNamesSpacesInGerman()
    {
        QVERIFY(i18n::installTranslations(QLocale(QLocale::German)));
        const auto english = qScopeGuard([] { i18n::installTranslations(QLocale(QLocale::English)); });
        Table t(positionWithDemolish());
        QVERIFY(t.state.board);
        const rules::GameView view = rules::view(t.state, rules::Viewer::seat(0));
        const rules::Board &board = t.state.map();
        int translated = 0;
        for (int g = 0; g < 4; ++g) {
            const rules::GuardianView &gv = view.players[0].guardians[static_cast<std::size_t>(g)];
            if (!gv.alive)
                continue;
            const rules::Space &space = board.spaces[static_cast<std::size_t>(gv.space)];
            const QString german = ui::spaceText(board, gv.space);
            const QString shown = t.sheet.guardianModel()->index(g, GuardianSheetModel::SpaceColumn).data().toString();
            QCOMPARE(shown, german);
            if (german != QString::fromStdString(space.label))
                ++translated;
            auto *values = t.sheet.findChild<QLabel *>(QStringLiteral("quarterValues%1").arg(g));
            QVERIFY(values);
            QVERIFY2(values->text().contains(german.toHtmlEscaped()), qPrintable(values->text()));
        }
        QVERIFY(translated > 0); // the German catalogue names these spaces otherwise
        // The demolish question names its space the same way.
        const rules::Action demolish = *firstOf(t.sheet.offeredActions(), isDemolish);
        const QString where = ui::spaceText(board, std::get<rules::DemolishBuilding>(demolish).space);
        QTest::mouseClick(t.sheet.buttonFor(demolish), Qt::LeftButton);
        QVERIFY(t.sheet.confirmation());
        QVERIFY2(t.sheet.confirmation()->text().contains(where), qPrintable(t.sheet.confirmation()->text()));
        QTest::mouseClick(t.sheet.confirmation()->button(QMessageBox::Cancel), Qt::LeftButton);
    }

    void coveringTheSheetClosesTheQuestion()
    {
        Table t(positionWithDemolish());
        t.sheet.show();
        QTest::mouseClick(t.sheet.buttonFor(*firstOf(t.sheet.offeredActions(), isFinish)), Qt::LeftButton);
        QPointer<QMessageBox> box = t.sheet.confirmation();
        QVERIFY(box);
        t.sheet.setView(rules::GameView{}, t.state.map(), 0); // what the panel does behind the cover
        QTRY_VERIFY(!box);
        QCOMPARE(t.entries, 0);
    }

    void unspentTextsUsePlurals_data()
    {
        QTest::addColumn<int>("resources");
        QTest::addColumn<int>("crystals");
        QTest::addColumn<QString>("text");
        QTest::newRow("one resource") << 1 << 0 << QStringLiteral("You still have 1 Building Resource.");
        QTest::newRow("three resources") << 3 << 0 << QStringLiteral("You still have 3 Building Resources.");
        QTest::newRow("crystals only") << 0 << 2 << QStringLiteral("You still have 2 Energy Crystals.");
        QTest::newRow("both") << 3 << 1 << QStringLiteral("You still have 3 Building Resources and 1 Energy Crystal.");
        QTest::newRow("nothing") << 0 << 0 << QStringLiteral("Nothing is left unspent.");
    }
    void unspentTextsUsePlurals()
    {
        QFETCH(int, resources);
        QFETCH(int, crystals);
        QFETCH(QString, text);
        QCOMPARE(unspentText(resources, crystals), text);
    }

    // A late-game Development phase at 1366×768, in English and German: every action is on
    // screen without scrolling, no header is cut. Saves PNGs when XOBOS_SCREENSHOT_DIR is set.
    void aLateDevelopmentFits1366x768_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }
    void aLateDevelopmentFits1366x768()
    {
        QFETCH(QString, language);
        i18n::installTranslations(QLocale(language));
        Table t(lateDevelopment());
        qInfo("%d actions in round %d", int(t.sheet.offeredActions().size()), t.state.round);
        QVERIFY(t.sheet.offeredActions().size() >= 12);
        // The window's room: 1366×768 less the menu, the Sheets panel's own row and the
        // status bar.
        const QSize room(1366, 768 - 90);
        t.sheet.resize(room);
        t.sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&t.sheet));
        const QString dir = qEnvironmentVariable("XOBOS_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QVERIFY(t.sheet.grab().save(dir + QStringLiteral("/private-sheet-1366x768-%1.png").arg(language)));
        }
        QVERIFY2(t.sheet.minimumSizeHint().width() <= room.width(), qPrintable(QString::number(t.sheet.minimumSizeHint().width())));
        QVERIFY2(t.sheet.sizeHint().height() <= room.height(), qPrintable(QString::number(t.sheet.sizeHint().height())));
        for (const rules::Action &a : t.sheet.offeredActions()) {
            QPushButton *b = t.sheet.buttonFor(a);
            const QRect r(b->mapTo(&t.sheet, QPoint(0, 0)), b->size());
            QVERIFY2(QRect(QPoint(0, 0), room).contains(r), qPrintable(b->text()));
            QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text())); // not cut
        }
        for (QHeaderView *h : t.sheet.findChildren<QHeaderView *>()) {
            if (h->orientation() != Qt::Horizontal)
                continue;
            for (int i = 0; i < h->count(); ++i) {
                const QString title = h->model()->headerData(i, Qt::Horizontal).toString();
                QVERIFY2(h->sectionSize(i) >= h->fontMetrics().horizontalAdvance(title), qPrintable(title));
                QVERIFY2(h->sectionViewportPosition(i) + h->sectionSize(i) <= h->viewport()->width(), qPrintable(title));
            }
        }
        i18n::installTranslations(QLocale(QLocale::English));
    }
};

QTEST_MAIN(TestSheetEntry)
#include "tst_sheetentry.moc"
