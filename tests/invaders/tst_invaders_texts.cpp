// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders' refusals explained (issue #28): the sentences the issue quotes, and a sentence of
// its own for every code core/invaders/rules.cpp refuses with (read from the source, so a
// new code without a sentence fails here).
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "ui/texts/invaderstext.h"
#include "ui/texts/refusalsentence.h"

#include <QCoreApplication>
#include <QTranslator>

using namespace xobos::ui;

class TestInvadersTexts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sentences_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QJsonObject>("entry");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("I-TOKEN-ZERO names the zone")
            << "ZONE_POWER_ZERO" << QJsonObject{{"type", "add-token"}, {"zone", "eurasia"}}
            << "Eurasia's power is already 0: no token can be added";
        QTest::newRow("I-PLOT once per turn") << "PLOT_ALREADY_USED" << QJsonObject{{"type", "plot"}, {"use", "draw"}}
                                              << "the plot action was already used this turn";
        QTest::newRow("I-SLOTS names the zone") << "ZONE_FULL" << QJsonObject{{"type", "play"}, {"zone", "pacific-rim"}}
                                                << "all four slots in Pacific Rim are full: sacrifice one of the cards to play a fifth";
        QTest::newRow("I-DORMANT names the strategy") << "DORMANT_ALREADY_USED" << QJsonObject{{"type", "dormant"}, {"strategy", 3}}
                                                      << "dormant strategy 3 was already enabled this game";
        QTest::newRow("I-POWER-CHANGE names the power") << "POWER_UNCHANGED" << QJsonObject{{"type", "set-power"}, {"power", 4}}
                                                        << "that card's power is already 4";
        QTest::newRow("I-MARKER-EFFECT a marker count") << "BAD_COUNT" << QJsonObject{{"type", "marker"}, {"by", 0}}
                                                        << "a card moves the marker by 1 to 12 spaces, up or down";
    }
    void sentences()
    {
        QFETCH(QString, code);
        QFETCH(QJsonObject, entry);
        QFETCH(QString, sentence);
        QCOMPARE(invadersReasonText(code, entry), sentence);
    }

    // The CLI's English report (refusalsentence.h): `english` gives the source text whatever
    // translation is installed; without it the translation is used.
    void englishIgnoresTheInstalledTranslation()
    {
        struct Shouting : QTranslator {
            QString translate(const char *, const char *source, const char *, int) const override
            {
                return QString::fromUtf8(source).toUpper();
            }
            bool isEmpty() const override { return false; }
        } shouting;
        QVERIFY(QCoreApplication::installTranslator(&shouting));
        const QJsonObject entry{{QStringLiteral("type"), QStringLiteral("add-token")}, {QStringLiteral("zone"), QStringLiteral("eurasia")}};
        QCOMPARE(invadersReasonText(QStringLiteral("ZONE_POWER_ZERO"), entry), QStringLiteral("EURASIA'S POWER IS ALREADY 0: NO TOKEN CAN BE ADDED"));
        QCOMPARE(invadersReasonText(QStringLiteral("ZONE_POWER_ZERO"), entry, true),
                 QStringLiteral("Eurasia's power is already 0: no token can be added"));
        QCOMPARE(*refusalSentence(u"invaders", QStringLiteral("ZONE_POWER_ZERO"), entry, true),
                 QStringLiteral("Eurasia's power is already 0: no token can be added"));
        QVERIFY(!refusalSentence(u"tech", QStringLiteral("ZONE_POWER_ZERO"), entry, true));
        QCoreApplication::removeTranslator(&shouting);
    }

    void everyCodeHasItsSentence()
    {
        QFile source(qEnvironmentVariable("XOBOS_SOURCE_DIR") + QStringLiteral("/core/invaders/rules.cpp"));
        QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(source.fileName()));
        const QString text = QString::fromUtf8(source.readAll());
        static const QRegularExpression refusal(QStringLiteral("refuse\\(\"([A-Z_]+)\", \"(I-[A-Z-]+)\"\\)"));
        int codes = 0;
        for (const QRegularExpressionMatch &m : refusal.globalMatch(text)) {
            const QString code = m.captured(1);
            const QString sentence = invadersReasonText(code, QJsonObject{{QStringLiteral("zone"), QStringLiteral("africa")}});
            QVERIFY2(!sentence.contains(code), qPrintable(code + QStringLiteral(" has no sentence")));
            ++codes;
        }
        QVERIFY(codes > 30);
        QCOMPARE(invadersReasonText(QStringLiteral("NO_SUCH_CODE"), {}), QStringLiteral("not possible (NO_SUCH_CODE)"));
    }
};

QTEST_GUILESS_MAIN(TestInvadersTexts)
#include "tst_invaders_texts.moc"
