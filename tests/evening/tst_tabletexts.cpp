// SPDX-License-Identifier: GPL-3.0-or-later
// The table speaks the board's language (issue #25): every text the table reads names a
// space by its printed label, never by the id the file uses, and a unit by one name.
#include "gamescript.h"
#include "randomgame.h"

#include "i18n/translation.h"

#include "ui/board/boardscene.h"
#include "ui/companion/sheettext.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/translation.h"
#include "ui/secrets/secrettext.h"
#include "ui/table/combatsteps.h"
#include "ui/texts/boardlabels.h"
#include "ui/texts/eventtext.h"
#include "ui/texts/gametext.h"
#include "ui/texts/reasontext.h"
#include "xobos/io/boardio.h"

#include <QGraphicsItem>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace xobos;

namespace {

std::shared_ptr<const rules::Board> bundled(const QString &name)
{
    const io::BoardLoadResult loaded = io::loadBundledBoard(name);
    if (!loaded.board)
        return {};
    return std::make_shared<const rules::Board>(*loaded.board);
}

// One expression per board that finds any of its space ids as a whole word (an id is
// letters, digits and '-'; "nw-1" must not match inside "nw-1x" nor "x-nw-1").
QRegularExpression idPattern(const rules::Board &board)
{
    QStringList ids;
    for (const rules::Space &s : board.spaces)
        ids << QRegularExpression::escape(QString::fromStdString(s.id));
    return QRegularExpression(QStringLiteral("(?<![\\w-])(%1)(?![\\w-])").arg(ids.join(QLatin1Char('|'))));
}

const QStringList kNames = {QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Carla"), QStringLiteral("Dawid")};
const QList<QColor> kColours = {QColor(0x2f, 0x6f, 0xd6), QColor(0xd2, 0x3a, 0x3a), QColor(0x2e, 0x9e, 0x4f),
                                QColor(0xe0, 0xa1, 0x1b)};

} // namespace

class TestTableTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyBundledSpaceHasAUniqueLabel_data();
    void everyBundledSpaceHasAUniqueLabel();
    void everyBundledLabelIsInTheCatalogueList();
    void noTextOfARandomGameNamesASpaceId_data();
    void noTextOfARandomGameNamesASpaceId();
    void theBoardDrawsLabelsAndNoIds();
    void aGuardianHasOneNameInEveryText();
    void noGuardianConnectsToHimselfInAText();
    void noTextOfTheLogNamesASpaceId();
    void aBuildingIsNamedWithoutAWrongArticle();
    void aGuardianNamedAsAnObjectTakesItsCase_data();
    void aGuardianNamedAsAnObjectTakesItsCase();
    void theEnergySourceIsNamedOnce_data();
    void theEnergySourceIsNamedOnce();
};

void TestTableTexts::everyBundledSpaceHasAUniqueLabel_data()
{
    QTest::addColumn<QString>("board");
    QTest::newRow("standard") << QStringLiteral("standard");
    QTest::newRow("muenara") << QStringLiteral("muenara");
}

void TestTableTexts::everyBundledSpaceHasAUniqueLabel()
{
    QFETCH(QString, board);
    const auto b = bundled(board);
    QVERIFY(b);
    QSet<QString> seen;
    for (const rules::Space &s : b->spaces) {
        const QString label = QString::fromStdString(s.label);
        QVERIFY2(!label.isEmpty(), s.id.c_str());
        QVERIFY2(!seen.contains(label), qPrintable(label));
        seen.insert(label);
    }
}

void TestTableTexts::everyBundledLabelIsInTheCatalogueList()
{
    // lupdate reads the labels from ui/texts/boardlabels.cpp: a board regenerated without
    // it would show untranslatable names.
    QSet<QString> listed;
    for (std::size_t i = 0; i < ui::kBundledBoardLabelCount; ++i)
        listed.insert(QString::fromUtf8(ui::kBundledBoardLabels[i]));
    for (const QString &name : io::bundledBoardNames()) {
        const auto b = bundled(name);
        QVERIFY(b);
        for (const rules::Space &s : b->spaces)
            QVERIFY2(listed.contains(QString::fromStdString(s.label)), s.label.c_str());
        for (const rules::Quarter &q : b->quarters)
            QVERIFY2(listed.contains(QString::fromStdString(q.name)), q.name.c_str());
    }
}

void TestTableTexts::noTextOfARandomGameNamesASpaceId_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QString>("language");
    const QString en = QStringLiteral("en");
    const QString pl = QStringLiteral("pl");
    QTest::newRow("standard, 2 players, Fog of War") << QStringLiteral("standard") << 2 << int(rules::Variant::FogOfWar) << 1 << en;
    QTest::newRow("standard, 4 players, Checks and Balances")
        << QStringLiteral("standard") << 4 << int(rules::Variant::ChecksAndBalances) << 2 << en;
    QTest::newRow("standard, 4 players, Training Ground")
        << QStringLiteral("standard") << 4 << int(rules::Variant::TrainingGround) << 3 << en;
    QTest::newRow("muenara, 3 players, Fog of War") << QStringLiteral("muenara") << 3 << int(rules::Variant::FogOfWar) << 4 << en;
    QTest::newRow("standard, 4 players, Fog of War, Polish")
        << QStringLiteral("standard") << 4 << int(rules::Variant::FogOfWar) << 5 << pl;
}

void TestTableTexts::noTextOfARandomGameNamesASpaceId()
{
    QFETCH(QString, board);
    QFETCH(int, players);
    QFETCH(int, variant);
    QFETCH(int, seed);
    QFETCH(QString, language);
    const auto b = bundled(board);
    QVERIFY(b);
    ui::installTranslations(QLocale(QLocale::English));
    const i18n::ScopedLanguage scoped(language);
    const QRegularExpression ids = idPattern(*b);
    // Polish declines a noun after a preposition, a label cannot be: it follows "pole" in
    // its case, quoted ("z pola „Północny zachód, baza 1”"), never the bare preposition.
    // The Energy Source's label is a noun the rule texts decline with the technology's
    // name ("Atak na Źródło Energii"): left out.
    QStringList labels;
    for (int i = 0; i < static_cast<int>(b->spaces.size()); ++i) {
        if (b->spaces[static_cast<std::size_t>(i)].kind != rules::SpaceKind::EnergySource)
            labels << QRegularExpression::escape(ui::spaceText(*b, i));
    }
    const QRegularExpression bareAfterPreposition(
        QStringLiteral("(?<!\\w)(z|ze|na|do|w|we|od|przez|przy|spod) (%1)(?!\\w)").arg(labels.join(QLatin1Char('|'))),
        QRegularExpression::UseUnicodePropertiesOption);
    QStringList offending;
    int texts = 0;
    int declined = 0; // Polish texts naming a space as "pole „…”": the catalogue is in use
    const bool polish = language == QLatin1String("pl");
    const auto check = [&](const QString &where, const QString &text) {
        ++texts;
        const QRegularExpressionMatch m = ids.match(text);
        if (m.hasMatch() && offending.size() < 10)
            offending << QStringLiteral("%1: \"%2\" names %3").arg(where, text, m.captured(1));
        if (!polish)
            return;
        if (text.contains(QStringLiteral(" pole „")) || text.contains(QStringLiteral(" pola „"))
            || text.contains(QStringLiteral(" polu „")))
            ++declined;
        const QRegularExpressionMatch bare = bareAfterPreposition.match(text);
        if (bare.hasMatch() && offending.size() < 10)
            offending << QStringLiteral("%1: \"%2\" puts %3 undeclined").arg(where, text, bare.captured(0));
    };
    const QStringList names = kNames.mid(0, players);
    const QList<QColor> colours = kColours.mid(0, players);

    testing::RandomGameOptions options;
    options.board = b;
    options.players = players;
    options.variant = static_cast<rules::Variant>(variant);
    options.seed = static_cast<std::uint64_t>(seed);
    const auto hook = [&](const testing::StepInfo &step) -> std::string {
        const QString owner = ui::ownerText(names, colours, step.player);
        // The Moves list, the Leader choice and the answers to a pending choice are the
        // legal actions' texts; the private sheet words its own.
        for (const rules::Action &a : rules::legalActions(step.before, step.player)) {
            check(QStringLiteral("move list"), ui::actionText(a, *b, owner));
            if (ui::secrets::isSheetAction(a))
                check(QStringLiteral("sheet"), ui::secrets::sheetActionText(a, *b));
        }
        for (const rules::Event &e : step.events)
            check(QStringLiteral("log"), ui::eventText(e, *b, names, colours));
        if (ui::CombatSteps::hasCombat(step.events)) {
            const auto tokens = rules::view(step.before, rules::Viewer::everyone()).attacks;
            for (const ui::CombatStep &s : ui::CombatSteps::make(step.events, tokens, *b, names, colours)) {
                check(QStringLiteral("combat title"), s.title);
                check(QStringLiteral("combat how"), s.how);
                for (const QString &line : s.facts + s.todo)
                    check(QStringLiteral("combat"), line);
            }
        }
        return {};
    };
    const testing::RandomGameResult game = testing::playRandomGame(options, hook);
    QVERIFY2(game.failure.empty(), game.failure.c_str());
    for (int c = 0; c < rules::violationCodeCount(); ++c) {
        const auto code = static_cast<rules::ViolationCode>(c);
        check(QStringLiteral("refusal"), ui::reasonText(code));
        check(QStringLiteral("public refusal"), ui::reasonTextFor(code, rules::Viewer::everyone()));
    }
    QVERIFY(texts > 1000);
    if (polish)
        QVERIFY2(declined > 100, qPrintable(QString::number(declined)));
    QVERIFY2(offending.isEmpty(), qPrintable(offending.join(QLatin1Char('\n'))));
}

void TestTableTexts::theBoardDrawsLabelsAndNoIds()
{
    const auto b = bundled(QStringLiteral("standard"));
    QVERIFY(b);
    const rules::SetupResult setup = rules::standardSetup(b, {});
    QVERIFY(setup.error.empty());
    ui::BoardScene scene;
    scene.setBoard(*b, rules::view(setup.state, rules::Viewer::everyone()), kNames, kColours);
    const QRegularExpression ids = idPattern(*b);
    QStringList drawn;
    for (QGraphicsItem *item : scene.items()) {
        QVERIFY2(!ids.match(item->toolTip()).hasMatch(), qPrintable(item->toolTip()));
        if (const auto *label = dynamic_cast<ui::BoardLabelItem *>(item)) {
            QVERIFY2(!ids.match(label->text()).hasMatch(), qPrintable(label->text()));
            drawn << label->text();
        }
    }
    // "North-West base 2": the quarter named once beyond its base, "base 2" under the space.
    QVERIFY(drawn.contains(QStringLiteral("North-West")));
    QVERIFY(drawn.contains(QStringLiteral("base 2")));
    QVERIFY(drawn.contains(QStringLiteral("Energy Source")));
}

void TestTableTexts::aGuardianHasOneNameInEveryText()
{
    const auto b = bundled(QStringLiteral("standard"));
    QVERIFY(b);
    const QString owner = ui::ownerText(kNames, kColours, 2);
    QCOMPARE(owner, QStringLiteral("Green"));
    QCOMPARE(ui::guardianText(owner, 2), QStringLiteral("Green Guardian 3"));
    // A colour the table has no name for: the player's name.
    QCOMPARE(ui::ownerText(kNames, {QColor(1, 2, 3)}, 0), QStringLiteral("Anna"));

    const int to = 0;
    QCOMPARE(ui::actionText(rules::MoveGuardian{2, to, false}, *b, owner),
             QStringLiteral("Move Green Guardian 3 to North-West base 1"));
    rules::Event moved;
    moved.type = rules::EventType::GuardianMoved;
    moved.player = 2;
    moved.guardian = 2;
    moved.space = 1;
    moved.space2 = to;
    QCOMPARE(ui::eventText(moved, *b, kNames, kColours),
             QStringLiteral("Carla moved Green Guardian 3 from North-West base 2 to North-West base 1."));
    rules::Event damage;
    damage.type = rules::EventType::DamageDeclared;
    damage.player = 2;
    damage.guardian = 2;
    damage.space = to;
    damage.amount = 2;
    QVERIFY(ui::eventText(damage, *b, kNames, kColours).startsWith(QStringLiteral("Green Guardian 3 on North-West base 1")));

    // The board's tooltip says the same name.
    const rules::SetupResult setup = rules::standardSetup(b, {});
    ui::BoardScene scene;
    scene.setBoard(*b, rules::view(setup.state, rules::Viewer::everyone()), kNames, kColours);
    QStringList tips;
    for (QGraphicsItem *item : scene.items())
        tips << item->toolTip();
    QVERIFY2(tips.contains(QStringLiteral("Blue Guardian 1")), qPrintable(tips.join(QLatin1Char('|'))));
}

void TestTableTexts::noGuardianConnectsToHimselfInAText()
{
    const auto b = bundled(QStringLiteral("standard"));
    QVERIFY(b);
    const QString self = ui::actionText(rules::Connect{1, 1, rules::ConnectionKind::Healing}, *b, QStringLiteral("Red"));
    QCOMPARE(self, QStringLiteral("Red Guardian 2 heals himself (Healing)"));
    rules::Event e;
    e.type = rules::EventType::ConnectionMade;
    e.player = 1;
    e.guardian = 1;
    e.amount = 1;
    e.detail = int(rules::ConnectionKind::Healing);
    const QString logged = ui::eventText(e, *b, kNames, kColours);
    QVERIFY2(!logged.contains(QStringLiteral(" to Red Guardian 2")), qPrintable(logged));
    QVERIFY2(logged.contains(QStringLiteral("heal himself")), qPrintable(logged));
}

// The log as each viewer reads it (rows, a fold's refusals, tooltips, the export) names
// spaces by their labels: a game played into its second round, with refusals.
void TestTableTexts::noTextOfTheLogNamesASpaceId()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::LogModel log(&c);
    const QRegularExpression ids = idPattern(*c.board());
    const int from = c.view().players[0].guardians[0].space;
    for (int s = 0; s < static_cast<int>(c.board()->spaces.size()); ++s) {
        if (s != from && !c.board()->adjacent(from, s)) {
            QVERIFY(!c.submit(0, rules::MoveGuardian{0, s, false})); // R-MOVE-GUARDIAN
            QVERIFY(!c.submit(0, rules::MoveQuarks{from, s, 1}));
            break;
        }
    }
    QVERIFY(testing::playUntilAttackPossible(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement));
    QStringList texts;
    for (const rules::Viewer &viewer : {rules::Viewer::everyone(), rules::Viewer::seat(0), rules::Viewer::seat(1)}) {
        c.setViewer(viewer);
        texts << log.texts() << log.tableLines();
        for (int r = 0; r < log.rowCount(); ++r)
            texts << log.index(r, ui::LogModel::TextColumn).data(Qt::ToolTipRole).toString();
    }
    QVERIFY(texts.size() > 50);
    QVERIFY(texts.filter(QStringLiteral("Refused for")).size() > 0);
    for (const QString &text : std::as_const(texts))
        QVERIFY2(!ids.match(text).hasMatch(), qPrintable(text));
}

void TestTableTexts::aBuildingIsNamedWithoutAWrongArticle()
{
    // "a Energy Well" once: no text puts an article of its own before a building's name.
    using namespace rules::sheet;
    for (auto type : {rules::BuildingType::Mine, rules::BuildingType::EnergyWell, rules::BuildingType::TechnologyBuilding,
                      rules::BuildingType::Watchtower}) {
        const QString text = ui::companion::SheetText::actionText(SheetStartConstruction{0, type});
        QVERIFY2(!text.contains(QStringLiteral(" a ") + ui::buildingText(type)), qPrintable(text));
        QVERIFY2(text.contains(ui::buildingText(type)), qPrintable(text));
    }
    // The Leader healing himself on the sheet, as in the log and the move list.
    const QString self = ui::companion::SheetText::actionText(SheetConnect{0, 0, rules::ConnectionKind::Healing});
    QVERIFY2(self.contains(QStringLiteral("himself")), qPrintable(self));
    QVERIFY2(!self.contains(QStringLiteral("heals Guardian 1")), qPrintable(self));
}

// A Guardian named as the object of a verb: Polish declines him ("Przesuń Żółtego Strażnika
// 1"), English and German write the name as in a subject, which stays as it is in Polish.
void TestTableTexts::aGuardianNamedAsAnObjectTakesItsCase_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const char *language, const char *text, const QString &expected) {
        QTest::newRow(name) << QString::fromLatin1(language) << QString::fromLatin1(text) << expected;
    };
    row("en move", "en", "move", QStringLiteral("Move Yellow Guardian 1 to North-West base 2"));
    row("pl move", "pl", "move", QStringLiteral("Przesuń Żółtego Strażnika 1 na pole „Północny zachód, baza 2”"));
    // German names a Guardian "Wächter 1 (Gelb)": no colour adjective left uninflected.
    row("de move", "de", "move", QStringLiteral("Wächter 1 (Gelb) nach Nordwest Basis 2 ziehen"));
    row("de logged move", "de", "logged move",
        QStringLiteral("Carla zieht Wächter 1 (Grün) von Nordwest Basis 1 nach Nordwest Basis 2."));
    row("de a player's name", "de", "named owner", QStringLiteral("Wächter 1 (Anna) nach Nordwest Basis 2 ziehen"));
    row("de subject", "de", "subject", QStringLiteral("Wächter 1 (Gelb) auf Nordwest Basis 1 erleidet 2 Schaden."));
    row("en swap", "en", "swap", QStringLiteral("Swap Yellow Guardian 2 and Yellow Guardian 4"));
    row("pl swap", "pl", "swap", QStringLiteral("Zamień Żółtego Strażnika 2 i Żółtego Strażnika 4"));
    row("en logged move", "en", "logged move",
        QStringLiteral("Carla moved Green Guardian 1 from North-West base 1 to North-West base 2."));
    row("pl logged move", "pl", "logged move",
        QStringLiteral("Carla przesuwa Zielonego Strażnika 1 z pola „Północny zachód, baza 1” na pole „Północny zachód, baza 2”."));
    row("en Leader", "en", "Leader", QStringLiteral("Choose Blue Guardian 2 as Leader"));
    row("pl Leader", "pl", "Leader", QStringLiteral("Wybierz Niebieskiego Strażnika 2 na Przywódcę"));
    row("en logged Leader", "en", "logged Leader", QStringLiteral("Anna chose Blue Guardian 2 as Leader."));
    row("pl logged Leader", "pl", "logged Leader", QStringLiteral("Anna wybiera Niebieskiego Strażnika 2 na Przywódcę."));
    row("en sheet reinforces", "en", "sheet reinforces", QStringLiteral("Reinforce Green Guardian 2"));
    row("pl sheet reinforces", "pl", "sheet reinforces", QStringLiteral("Wzmocnij Zielonego Strażnika 2"));
    row("en sheet heals, no colour", "en", "sheet heals", QStringLiteral("Heal Guardian 2"));
    row("pl sheet heals, no colour", "pl", "sheet heals", QStringLiteral("Wylecz Strażnika 2"));
    row("en connect", "en", "connect", QStringLiteral("Connect Red Guardian 1 to Red Guardian 2 (Reinforcement)"));
    row("pl connect", "pl", "connect", QStringLiteral("Podłącz Czerwonego Strażnika 1 do Czerwonego Strażnika 2 (Wzmocnienie)"));
    row("en combat step", "en", "combat step", QStringLiteral("Remove Red Guardian 3 from North-West base 1."));
    row("pl combat step", "pl", "combat step", QStringLiteral("Usuń Czerwonego Strażnika 3 z pola „Północny zachód, baza 1”."));
    row("en a player's name", "en", "named owner", QStringLiteral("Move Anna Guardian 1 to North-West base 2"));
    row("pl a player's name", "pl", "named owner", QStringLiteral("Przesuń Strażnika 1 gracza Anna na pole „Północny zachód, baza 2”"));
    row("en sheet-only record", "en", "sheet-only record", QStringLiteral("Guardian 1 reinforces Guardian 2"));
    row("pl sheet-only record", "pl", "sheet-only record", QStringLiteral("Strażnik 1 wzmacnia Strażnika 2"));
    row("en subject", "en", "subject", QStringLiteral("Yellow Guardian 1 on North-West base 1 suffers 2 damage."));
    row("pl subject", "pl", "subject", QStringLiteral("Żółty Strażnik 1 na polu „Północny zachód, baza 1” otrzymuje 2 obrażenia."));
}

void TestTableTexts::aGuardianNamedAsAnObjectTakesItsCase()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const auto b = bundled(QStringLiteral("standard"));
    QVERIFY(b);
    ui::installTranslations(QLocale(QLocale::English));
    const i18n::ScopedLanguage scoped(language);
    // Seats: Anna Blue, Ben Red, Carla Green, Dawid Yellow (kColours).
    const QString yellow = ui::ownerText(kNames, kColours, 3);
    const auto event = [](rules::EventType type, int player, int guardian, int space, int space2 = rules::kNoSpace) {
        rules::Event e;
        e.type = type;
        e.player = player;
        e.guardian = guardian;
        e.space = space;
        e.space2 = space2;
        return e;
    };
    QString actual;
    if (text == QLatin1String("move")) {
        actual = ui::actionText(rules::MoveGuardian{0, 1, false}, *b, yellow);
    } else if (text == QLatin1String("swap")) {
        actual = ui::actionText(rules::SwapGuardians{1, 3}, *b, yellow);
    } else if (text == QLatin1String("logged move")) {
        actual = ui::eventText(event(rules::EventType::GuardianMoved, 2, 0, 0, 1), *b, kNames, kColours);
    } else if (text == QLatin1String("Leader")) {
        actual = ui::actionText(rules::ChooseLeader{1}, *b, ui::ownerText(kNames, kColours, 0));
    } else if (text == QLatin1String("logged Leader")) {
        actual = ui::eventText(event(rules::EventType::LeaderChosen, 0, 1, rules::kNoSpace), *b, kNames, kColours);
    } else if (text == QLatin1String("sheet reinforces")) {
        actual = ui::secrets::sheetActionText(rules::Connect{0, 1, rules::ConnectionKind::Reinforcement}, *b, kColours.at(2));
    } else if (text == QLatin1String("sheet heals")) {
        actual = ui::secrets::sheetActionText(rules::Connect{0, 1, rules::ConnectionKind::Healing}, *b, QColor(1, 2, 3));
    } else if (text == QLatin1String("connect")) {
        actual = ui::actionText(rules::Connect{0, 1, rules::ConnectionKind::Reinforcement}, *b, ui::ownerText(kNames, kColours, 1));
    } else if (text == QLatin1String("combat step")) {
        const QList<ui::CombatStep> steps =
            ui::CombatSteps::make({event(rules::EventType::GuardianDestroyed, 1, 2, 0)}, {}, *b, kNames, kColours);
        QCOMPARE(steps.size(), 1);
        actual = steps.first().todo.value(0);
    } else if (text == QLatin1String("named owner")) {
        actual = ui::actionText(rules::MoveGuardian{0, 1, false}, *b, ui::ownerText(kNames, {QColor(1, 2, 3)}, 0));
    } else if (text == QLatin1String("sheet-only record")) {
        actual = ui::companion::SheetText::actionText(rules::sheet::SheetConnect{0, 1, rules::ConnectionKind::Reinforcement});
    } else if (text == QLatin1String("subject")) {
        rules::Event damage = event(rules::EventType::DamageDeclared, 3, 0, 0);
        damage.amount = 2;
        actual = ui::eventText(damage, *b, kNames, kColours);
    }
    QCOMPARE(actual, expected);
}

// The bundled boards' one source is labelled "Energy Source": no "taps the Energy Source
// Energy Source". A board with several sources names the one tapped.
void TestTableTexts::theEnergySourceIsNamedOnce_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("secondSource");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en, one source") << QStringLiteral("en") << false
                                    << QStringLiteral("Anna taps the Energy Source from North irradiated.");
    QTest::newRow("pl, one source") << QStringLiteral("pl") << false
                                    << QStringLiteral("Anna czerpie ze Źródła Energii z pola „Północ, skażone”.");
    QTest::newRow("en, two sources") << QStringLiteral("en") << true
                                     << QStringLiteral("Anna taps the Energy Source A from North irradiated.");
}

void TestTableTexts::theEnergySourceIsNamedOnce()
{
    QFETCH(QString, language);
    QFETCH(bool, secondSource);
    QFETCH(QString, expected);
    const auto loaded = bundled(QStringLiteral("standard"));
    QVERIFY(loaded);
    rules::Board board = *loaded;
    int source = -1;
    for (int i = 0; i < static_cast<int>(board.spaces.size()); ++i) {
        if (board.spaces[static_cast<std::size_t>(i)].kind == rules::SpaceKind::EnergySource)
            source = i;
    }
    QCOMPARE(board.spaces[static_cast<std::size_t>(source)].label, std::string("Energy Source"));
    const int irradiated = 42; // "North irradiated", next to the source
    QVERIFY(board.adjacent(irradiated, source));
    if (secondSource) {
        board.spaces[0].kind = rules::SpaceKind::EnergySource;
        board.spaces[static_cast<std::size_t>(source)].label = "A"; // a label of the board's own
    }
    ui::installTranslations(QLocale(QLocale::English));
    const i18n::ScopedLanguage scoped(language);
    rules::Event e;
    e.type = rules::EventType::SourceTapped;
    e.player = 0;
    e.space = irradiated;
    e.space2 = source;
    QCOMPARE(ui::eventText(e, board, kNames, kColours), expected);
}

QTEST_MAIN(TestTableTexts)
#include "tst_tabletexts.moc"
