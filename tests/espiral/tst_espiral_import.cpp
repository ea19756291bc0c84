// SPDX-License-Identifier: GPL-3.0-or-later
// The player's card files (docs/espiral-format.md; core/espiral/cardimport.h): CSV and JSON
// card and land lists read whole, bad rows refused with their line and reason, and nothing
// half-imported. The cards are invented.
#include <QJsonArray>
#include <QTest>

#include "espiral/cardimport.h"
#include "espiral/espiralmodule.h"

using namespace xobos::espiral;

class TestEspiralImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void csvCards()
    {
        const QByteArray csv = "Name,Type,Vitality,OffColor,Ranged,Lands,Versus,Immune,Text\n"
                               "Kobold,mortal,2,,,,,,\n"
                               "Sprite,Elemental,3,2,1,Woods +2; Mountains +4,Undead +10,Imp;Dragon,\"Quick, and \"\"shy\"\"\"\n"
                               "\n"
                               "Ogre,mortal,7,3,0,,,,\"two\nlines\"\n";
        const CardImport in = importCards(csv);
        QVERIFY2(in.ok(), in.ok() ? "" : qPrintable(in.problems.front().reason));
        QCOMPARE(in.cards.size(), std::size_t(3));
        const Card &sprite = in.cards[1];
        QCOMPARE(sprite.name, std::string("Sprite"));
        QCOMPARE(sprite.kind, Kind::Elemental);
        QCOMPARE(sprite.offColor, 2);
        QCOMPARE(sprite.ranged, 1);
        QCOMPARE(sprite.lands, (std::vector<Bonus>{{"Woods", 2}, {"Mountains", 4}}));
        QCOMPARE(sprite.versus, (std::vector<Bonus>{{"Undead", 10}}));
        QCOMPARE(sprite.immunities, (std::vector<std::string>{"Imp", "Dragon"}));
        QCOMPARE(sprite.text, std::string("Quick, and \"shy\""));
        QCOMPARE(in.cards[2].text, std::string("two\nlines"));
        QCOMPARE(deckOf(in.cards[2]), 1);
    }

    void csvLands()
    {
        const CardImport in = importCards("name,number,ranged\nMountains,3,yes\nWoods,8,no\nSwamp,7,\n");
        QVERIFY(in.ok());
        QCOMPARE(in.lands.size(), std::size_t(3));
        QVERIFY(!in.lands[1].ranged);
        QVERIFY(in.lands[2].ranged);
        QCOMPARE(in.lands[0].number, 3);
    }

    void jsonCardsAndLands()
    {
        const CardImport in = importCards(R"({"cards": [{"name": "Imp", "type": "external", "vitality": 4, "versus": {"mortal": 2}, "immune": ["Wisp"]}],
                                              "lands": [{"name": "Woods", "number": 8, "ranged": false}]})");
        QVERIFY(in.ok());
        QCOMPARE(in.cards.front().versus, (std::vector<Bonus>{{"mortal", 2}}));
        QCOMPARE(in.lands.front().ranged, false);
        // The JSON of a card reads back the same.
        QCOMPARE(*cardFromJson(cardToJson(in.cards.front()), nullptr), in.cards.front());
    }

    // Every bad row named with its line and reason; nothing imported at all.
    void badFilesAreRefusedWhole_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("reason");
        QTest::newRow("vitality 31") << QByteArray("name,type,vitality\nKobold,mortal,2\nHuge,mortal,31\n") << 3 << "vitality must be 1 to 30";
        QTest::newRow("vitality not a number") << QByteArray("name,type,vitality\nKobold,mortal,two\n") << 2 << "not a whole number";
        QTest::newRow("unknown type") << QByteArray("name,type,vitality\nKobold,mortal,2\nGhost,undead,3\n") << 3 << "not mortal, elemental or external";
        QTest::newRow("no name") << QByteArray("name,type,vitality\n,mortal,2\n") << 2 << "a card needs a name";
        QTest::newRow("a bonus without its number") << QByteArray("name,type,vitality,lands\nKobold,mortal,2,Woods\n") << 2 << "not \"name +N\"";
        QTest::newRow("too few fields") << QByteArray("name,type,vitality\nKobold,mortal\n") << 2 << "2 fields, the header has 3";
        QTest::newRow("unknown column") << QByteArray("name,type,vitality,colour\nKobold,mortal,2,red\n") << 1 << "unknown column \"colour\"";
        QTest::newRow("missing vitality column") << QByteArray("name,type\nKobold,mortal\n") << 1 << "column \"vitality\" is missing";
        QTest::newRow("a quote never closed") << QByteArray("name,type,vitality,text\nKobold,mortal,2,\"oops\n") << 2 << "never closed";
        QTest::newRow("land ranged maybe") << QByteArray("name,number,ranged\nWoods,8,maybe\n") << 2 << "ranged: yes or no";
        QTest::newRow("land number 0") << QByteArray("name,number\nWoods,0\n") << 2 << "number must be 1 to 30";
        QTest::newRow("empty file") << QByteArray("") << 1 << "empty";
        QTest::newRow("json second card bad") << QByteArray(R"({"cards": [{"name": "Kobold", "type": "mortal", "vitality": 2},
                                                                            {"name": "Imp", "type": "external", "vitality": 0}]})")
                                              << 2 << "card 2: vitality must be 1 to 30";
        QTest::newRow("json unknown card field") << QByteArray(R"({"cards": [{"name": "Kobold", "type": "mortal", "vitality": 2, "colour": 1}]})")
                                                 << 1 << "unknown field \"colour\"";
        QTest::newRow("json broken") << QByteArray("{\"cards\": [\n{\"name\": }]}") << 2 << "";
    }
    void badFilesAreRefusedWhole()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, line);
        QFETCH(QString, reason);
        const CardImport in = importCards(file);
        QVERIFY(!in.ok());
        QVERIFY(in.cards.empty());
        QVERIFY(in.lands.empty());
        QCOMPARE(in.problems.front().line, line);
        QVERIFY2(in.problems.front().reason.contains(reason), qPrintable(in.problems.front().reason));
    }

    // An imported list is a setup's cards and lands as they are.
    void importedListSetsUpAGame()
    {
        const CardImport cards = importCards("name,type,vitality\nKobold,mortal,2\nGoblin,mortal,4\nOgre,mortal,7\n");
        const CardImport lands = importCards("name,number,ranged\nWoods,8,no\nSwamp,7,yes\n");
        QVERIFY(cards.ok() && lands.ok());
        QJsonObject setup;
        QJsonArray c;
        for (const Card &card : cards.cards)
            c.append(cardToJson(card));
        QJsonArray l;
        for (const Land &land : lands.lands)
            l.append(landToJson(land));
        setup[QStringLiteral("cards")] = c;
        setup[QStringLiteral("lands")] = l;
        setup[QStringLiteral("spiral")] = QStringLiteral("typed");
        QString error;
        const auto s = EspiralRules::setup(setup, &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->allies.size(), std::size_t(2));
        QCOMPARE(s->decks[1], std::vector<int>{2});
        QCOMPARE(s->table->lands.front().name, std::string("Woods"));
    }
};

QTEST_GUILESS_MAIN(TestEspiralImport)
#include "tst_espiral_import.moc"
