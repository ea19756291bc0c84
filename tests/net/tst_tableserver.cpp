// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode's server (net/tableserver.h) with TECH's window (ui/tech/techphonehost.h):
// phones as QWebSocket clients over loopback. Each connection gets only its own seat's page;
// a sealed choice from a phone goes the laptop's path (stored, undoable, the window's cover
// back up); refusals carry the laptop's sentence; bad tokens, other seats' actions, bad or
// oversized messages and floods are refused and leave the game unchanged.
#include "tablefixture.h"

#include "../common/textfit.h"

#include "game/session.h"
#include "i18n/translation.h"
#include "ui/secrets/lockcover.h"
#include "ui/tech/techtext.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QTest>

#include <memory>
#include <vector>

using namespace xobos;
using namespace xobos::testing;

class TableServerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aSeatGetsItsOwnPageOnly();
    void aSealedChoiceFromAPhoneTakesTheLaptopsPath();
    void bothSeatsOnPhonesNeedNoHandOver();
    void aRefusalCarriesTheLaptopsSentenceToThePhoneAlone();
    void anotherSeatsActionIsRefused();
    void aPublicActionIsRefusedOnAPhone();
    void aWrongTokenIsRefused();
    void aSecondPhoneIsRefusedUntilTheSeatIsReleased();
    void aRevokedCodeIsRefused();
    void aReconnectWithTheTokenGetsTheCurrentPage();
    void theOtherSeatsMessagesDoNotDependOnASecret();
    void aPhoneIsToldInItsOwnLanguage();
    void badMessagesCloseTheConnection_data();
    void badMessagesCloseTheConnection();
    void aFloodOfConnectionsIsCapped();
    void nothingListensWhenTableModeIsOff();
    void theDialogShowsOneCodeAndHidesItOnConnect();
    void theDialogFitsInEveryLanguage_data();
    void theDialogFitsInEveryLanguage();
    void thePageIsServedWithItsMessagePort();
};

namespace {

std::unique_ptr<Phone> claimed(Table &t, int seat, const QString &device = QStringLiteral("test-phone-1"))
{
    auto p = std::make_unique<Phone>(t.webSocketUrl());
    if (!p->waitConnected())
        return nullptr;
    p->hello(t.token(seat), device);
    if (p->waitFor(QStringLiteral("welcome")).value(QStringLiteral("seat")).toInt(-1) != seat)
        return nullptr;
    return p;
}

int historySize(const Table &t)
{
    return static_cast<int>(t.window->session().history().size());
}

} // namespace

void TableServerTest::initTestCase()
{
    // The laptop in English, as the app installs it (the phones' languages go through it).
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(i18n::installTranslations(QLocale()));
}

void TableServerTest::aSeatGetsItsOwnPageOnly()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    QVERIFY(ada);
    const QJsonObject page = ada->waitFor(QStringLiteral("page"));
    QCOMPARE(page.value(QStringLiteral("seat")).toInt(), 0);
    // Three unit types on nine empty spaces: the sealed deployment's choices.
    QCOMPARE(page.value(QStringLiteral("actions")).toArray().size(), 27);
    QVERIFY(!page.value(QStringLiteral("waiting")).toBool());
    // No state, no view JSON: sentences and actions only.
    for (const char *key : {"board", "sealed", "choice", "state"})
        QVERIFY2(!page.contains(QLatin1String(key)), key);
    QVERIFY(t.server->connected(0));
    QVERIFY(!t.server->connected(1));
}

void TableServerTest::aSealedChoiceFromAPhoneTakesTheLaptopsPath()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    QVERIFY(ada);
    // Ada chooses on her phone: the laptop's hand-over is for Ben alone.
    QTRY_COMPARE(t.window->nextButton()->text(), tr("Pass the Laptop to %1").arg(kNames[1]));
    t.window->nextButton()->click();
    QVERIFY(t.window->isCovered());
    QCOMPARE(t.window->cover()->seat(), 1);
    ada->act(0, commit("sword", 4));
    QVERIFY(!ada->waitFor(QStringLiteral("accepted")).isEmpty());
    // Stored and in force.
    QCOMPARE(historySize(t), 1);
    QCOMPARE(t.window->session().history().back().seat, 0);
    QVERIFY(t.window->session().canUndo(0)); // undoable as on the laptop
    // The session's durable log: a second session resumed from the library replays it.
    QString error;
    store::GameStore again;
    // (the library is locked to this process's first store; the session's own resume reads it)
    auto resumed = game::Session::resume(t.store, t.window->session().gameId(), &error);
    QVERIFY2(resumed, qPrintable(error));
    QCOMPARE(resumed->state().hash(), t.window->session().state().hash());
    // The laptop still waits for Ben behind his cover; the table's window says Ada is in.
    QVERIFY(t.window->isCovered());
    QCOMPARE(t.window->cover()->seat(), 1);
    QCOMPARE(t.window->viewer(), game::Viewer::everyone());
    // Ada's page now shows her own choice and no more actions.
    const QJsonObject page = ada->waitFor(QStringLiteral("page"));
    QVERIFY(page.value(QStringLiteral("actions")).toArray().isEmpty());
    QVERIFY(page.value(QStringLiteral("waiting")).toBool());
    const QString sheet = QJsonDocument(page.value(QStringLiteral("sheet")).toArray()).toJson();
    QVERIFY2(sheet.contains(ui::tech::spaceText(4)), qPrintable(sheet));
}

void TableServerTest::bothSeatsOnPhonesNeedNoHandOver()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    auto ben = claimed(t, 1);
    QVERIFY(ada && ben);
    QTRY_VERIFY(t.window->nextButton()->isHidden()); // nobody to pass the laptop to
    ada->act(0, commit("sword", 4));
    QVERIFY(!ada->waitFor(QStringLiteral("accepted")).isEmpty());
    QVERIFY(!t.window->isCovered());
    ben->act(1, commit("archer", 0));
    QVERIFY(!ben->waitFor(QStringLiteral("accepted")).isEmpty());
    // The reveal is on the table's window at once, no cover in between.
    QVERIFY(!t.window->isCovered());
    QCOMPARE(t.window->session().history().size(), std::size_t(2));
    QVERIFY2(t.window->revealLabel()->text().contains(ui::tech::spaceText(4)), qPrintable(t.window->revealLabel()->text()));
    // Both pages follow: the sealed deployment is over.
    QVERIFY(ada->lastPage().value(QStringLiteral("actions")).toArray().isEmpty());
}

void TableServerTest::aRefusalCarriesTheLaptopsSentenceToThePhoneAlone()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    QVERIFY(ada);
    ada->act(0, commit("sword", 4));
    QVERIFY(!ada->waitFor(QStringLiteral("accepted")).isEmpty());
    ada->act(0, commit("archer", 5));
    const QJsonObject refused = ada->waitFor(QStringLiteral("refused"));
    QCOMPARE(refused.value(QStringLiteral("code")).toString(), QStringLiteral("ALREADY_COMMITTED"));
    QCOMPARE(refused.value(QStringLiteral("text")).toString(),
             ui::tech::refusalText(refused.value(QStringLiteral("code")).toString(), refused.value(QStringLiteral("rule")).toString()));
    QVERIFY(!refused.value(QStringLiteral("rule")).toString().isEmpty());
    QVERIFY(t.window->refusalLabel()->text().isEmpty()); // the table's window says nothing
    QCOMPARE(historySize(t), 1);
}

void TableServerTest::anotherSeatsActionIsRefused()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    QVERIFY(ada);
    const auto before = t.window->session().state().hash();
    ada->act(1, commit("sword", 4));
    const QJsonObject refused = ada->waitFor(QStringLiteral("refused"));
    QCOMPARE(refused.value(QStringLiteral("code")).toString(), QStringLiteral("TABLE_OTHER_SEAT"));
    QCOMPARE(refused.value(QStringLiteral("rule")).toString(), QStringLiteral("P-TABLE-SEAT"));
    QCOMPARE(historySize(t), 0);
    QCOMPARE(t.window->session().state().hash(), before);
    QVERIFY(ada->isOpen());
}

void TableServerTest::aPublicActionIsRefusedOnAPhone()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    QVERIFY(ada);
    ada->act(0, QJsonObject{{QStringLiteral("type"), QStringLiteral("pass")}});
    const QJsonObject refused = ada->waitFor(QStringLiteral("refused"));
    QCOMPARE(refused.value(QStringLiteral("code")).toString(), QStringLiteral("TABLE_NOT_SECRET"));
    QCOMPARE(refused.value(QStringLiteral("rule")).toString(), QStringLiteral("P-TABLE-SECRET")); // docs/rules.md
    QCOMPARE(historySize(t), 0);
}

void TableServerTest::aWrongTokenIsRefused()
{
    Table t;
    QVERIFY(t.open());
    Phone p(t.webSocketUrl());
    QVERIFY(p.waitConnected());
    QString guess = t.token(0);
    guess[0] = guess[0] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
    p.hello(guess);
    const QJsonObject error = p.waitFor(QStringLiteral("error"));
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QStringLiteral("TOKEN_UNKNOWN"));
    QVERIFY(p.waitClosed());
    QVERIFY(p.waitFor(QStringLiteral("page"), 100).isEmpty()); // nothing of the game
    QVERIFY(!t.server->connected(0));
}

void TableServerTest::aSecondPhoneIsRefusedUntilTheSeatIsReleased()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0, QStringLiteral("adas-phone"));
    QVERIFY(ada);
    Phone thief(t.webSocketUrl());
    QVERIFY(thief.waitConnected());
    thief.hello(t.token(0), QStringLiteral("bens-phone"));
    QCOMPARE(thief.waitFor(QStringLiteral("error")).value(QStringLiteral("code")).toString(), QStringLiteral("SEAT_TAKEN"));
    QVERIFY(thief.waitClosed());
    QVERIFY(ada->isOpen());
    // Released on the laptop: Ada's phone is let go and another may take the seat.
    QVERIFY(t.dialog->releaseButton(0)->isEnabled());
    t.dialog->releaseButton(0)->click();
    QCOMPARE(ada->waitFor(QStringLiteral("error")).value(QStringLiteral("code")).toString(), QStringLiteral("RELEASED"));
    auto other = claimed(t, 0, QStringLiteral("new-phone-2"));
    QVERIFY(other);
}

void TableServerTest::aRevokedCodeIsRefused()
{
    Table t;
    QVERIFY(t.open());
    const QString old = t.token(1);
    auto ben = claimed(t, 1);
    QVERIFY(ben);
    t.dialog->revokeButton(1)->click();
    QCOMPARE(ben->waitFor(QStringLiteral("error")).value(QStringLiteral("code")).toString(), QStringLiteral("TOKEN_REVOKED"));
    QVERIFY(ben->waitClosed());
    QVERIFY(t.token(1) != old);
    Phone again(t.webSocketUrl());
    QVERIFY(again.waitConnected());
    again.hello(old);
    QCOMPARE(again.waitFor(QStringLiteral("error")).value(QStringLiteral("code")).toString(), QStringLiteral("TOKEN_UNKNOWN"));
    QVERIFY(claimed(t, 1));
}

void TableServerTest::aReconnectWithTheTokenGetsTheCurrentPage()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0, QStringLiteral("adas-phone"));
    QVERIFY(ada);
    ada->act(0, commit("shield", 8));
    QVERIFY(!ada->waitFor(QStringLiteral("accepted")).isEmpty());
    const QJsonObject before = ada->waitFor(QStringLiteral("page"));
    // The phone sleeps with its connection still open on the server's side, then comes back.
    auto back = claimed(t, 0, QStringLiteral("adas-phone"));
    QVERIFY(back);
    QCOMPARE(ada->waitFor(QStringLiteral("error")).value(QStringLiteral("code")).toString(), QStringLiteral("RECONNECTED"));
    const QJsonObject now = back->waitFor(QStringLiteral("page"));
    QCOMPARE(now, before);
    QVERIFY(QJsonDocument(now.value(QStringLiteral("sheet")).toArray()).toJson().contains(ui::tech::spaceText(8).toUtf8()));
    // And with the old connection gone first.
    back->close();
    QVERIFY(back->waitClosed());
    QTRY_VERIFY(!t.server->connected(0));
    auto third = claimed(t, 0, QStringLiteral("adas-phone"));
    QVERIFY(third);
    QCOMPARE(third->waitFor(QStringLiteral("page")), before);
}

// Two evenings differing only in Ada's sealed choice: every byte Ben's phone receives, and
// the texts of the table's window, are the same.
void TableServerTest::theOtherSeatsMessagesDoNotDependOnASecret()
{
    QStringList received[2];
    QStringList windowTexts[2];
    const QJsonObject choices[2] = {commit("sword", 4), commit("archer", 0)};
    for (int run = 0; run < 2; ++run) {
        Table t;
        QVERIFY(t.open());
        auto ben = claimed(t, 1);
        QVERIFY(ben);
        auto ada = claimed(t, 0);
        QVERIFY(ada);
        QVERIFY(!ben->waitFor(QStringLiteral("page")).isEmpty());
        ada->act(0, choices[run]);
        QVERIFY(!ada->waitFor(QStringLiteral("accepted")).isEmpty());
        QVERIFY(!ben->waitFor(QStringLiteral("page")).isEmpty()); // "Ada has made a sealed choice"
        ben->send(QJsonObject{{QStringLiteral("type"), QStringLiteral("ping")}});
        QVERIFY(!ben->waitFor(QStringLiteral("pong")).isEmpty());
        received[run] = ben->received();
        const auto labels = t.window->findChildren<QLabel *>();
        for (const QLabel *l : labels) {
            if (l->window() == t.window.get()) // the table's window, not the referee's dialog
                windowTexts[run] << l->text() + l->toolTip();
        }
        QVERIFY(windowTexts[run].size() > 10);
    }
    QVERIFY(received[0].size() >= 3);
    QCOMPARE(received[0], received[1]);
    QCOMPARE(windowTexts[0], windowTexts[1]);
}

// The laptop in English; Ada's phone asks for French (no catalogue), then German: every
// sentence it is told is German, and the table's window reads the same as with an English phone.
void TableServerTest::aPhoneIsToldInItsOwnLanguage()
{
    QStringList windowTexts[2];
    for (int run = 0; run < 2; ++run) {
        const bool german = run == 1;
        Table t;
        QVERIFY(t.open());
        Phone ada(t.webSocketUrl());
        QVERIFY(ada.waitConnected());
        QJsonObject hello{{QStringLiteral("type"), QStringLiteral("hello")},
                          {QStringLiteral("token"), t.token(0)},
                          {QStringLiteral("device"), QStringLiteral("adas-phone")}};
        if (german)
            hello[QStringLiteral("languages")] = QJsonArray{QStringLiteral("fr-FR"), QStringLiteral("de-DE")};
        ada.send(hello);
        const QJsonObject texts = ada.waitFor(QStringLiteral("welcome")).value(QStringLiteral("texts")).toObject();
        const QJsonObject page = ada.waitFor(QStringLiteral("page"));
        if (german) {
            QCOMPARE(texts.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
            QCOMPARE(texts.value(QStringLiteral("waiting")).toString(), QStringLiteral("Warten auf den Tisch"));
            QCOMPARE(page.value(QStringLiteral("status")).toString(),
                     QStringLiteral("Deine verdeckte Aufstellung: Wähle eine Einheit und ein leeres Feld."));
        } else {
            QCOMPARE(texts.value(QStringLiteral("language")).toString(), QStringLiteral("en")); // the laptop's
            QCOMPARE(texts.value(QStringLiteral("waiting")).toString(), QStringLiteral("Waiting for the table"));
            QCOMPARE(page.value(QStringLiteral("status")).toString(),
                     QStringLiteral("Your sealed deployment: choose a unit and an empty space."));
        }
        // The page's language menu: each language the product has, by its own name.
        QStringList names;
        for (const QJsonValue &l : texts.value(QStringLiteral("languages")).toArray())
            names << l.toObject().value(QStringLiteral("name")).toString();
        QCOMPARE(names, (QStringList{QStringLiteral("Deutsch"), QStringLiteral("English"), QStringLiteral("Polski")}));

        ada.act(0, commit("sword", 4));
        QVERIFY(!ada.waitFor(QStringLiteral("accepted")).isEmpty());
        ada.act(0, commit("archer", 5));
        const QJsonObject refused = ada.waitFor(QStringLiteral("refused"));
        const QString code = refused.value(QStringLiteral("code")).toString();
        const QString rule = refused.value(QStringLiteral("rule")).toString();
        const QString english = ui::tech::refusalText(code, rule);
        QString inGerman;
        {
            const i18n::ScopedLanguage de(QStringLiteral("de"));
            inGerman = ui::tech::refusalText(code, rule);
        }
        QVERIFY(inGerman != english);
        QCOMPARE(refused.value(QStringLiteral("text")).toString(), german ? inGerman : english);

        const auto labels = t.window->findChildren<QLabel *>();
        for (const QLabel *l : labels) {
            if (l->window() == t.window.get())
                windowTexts[run] << l->text() + l->toolTip();
        }
        t.server->release(0);
        QCOMPARE(ada.waitFor(QStringLiteral("error")).value(QStringLiteral("text")).toString(),
                 german ? QStringLiteral("Der Laptop hat diesen Platz freigegeben.") : QStringLiteral("The laptop released this seat."));
    }
    QVERIFY(windowTexts[0].size() > 10);
    QCOMPARE(windowTexts[0], windowTexts[1]);
}

void TableServerTest::badMessagesCloseTheConnection_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("claimFirst");
    QTest::newRow("a message over the limit") << QString(5000, QLatin1Char('x')) << true;
    QTest::newRow("not JSON") << QStringLiteral("commit sword B2") << true;
    QTest::newRow("too deep") << QStringLiteral(R"({"type":"action","seat":0,"action":{"a":[[[[[[[1]]]]]]]}})") << true;
    QTest::newRow("an unknown type") << QStringLiteral(R"({"type":"state"})") << true;
    QTest::newRow("an action before hello")
        << QStringLiteral(R"({"type":"action","seat":0,"action":{"type":"commit","unit":"sword","cell":4}})") << false;
}

void TableServerTest::badMessagesCloseTheConnection()
{
    QFETCH(QString, message);
    QFETCH(bool, claimFirst);
    Table t;
    QVERIFY(t.open());
    std::unique_ptr<Phone> p;
    if (claimFirst) {
        p = claimed(t, 0);
    } else {
        p = std::make_unique<Phone>(t.webSocketUrl());
        QVERIFY(p->waitConnected());
    }
    QVERIFY(p);
    const auto before = t.window->session().state().hash();
    p->sendRaw(message);
    QVERIFY(p->waitClosed());
    QCOMPARE(historySize(t), 0);
    QCOMPARE(t.window->session().state().hash(), before);
    // The server goes on: the seat can be opened again.
    QTRY_VERIFY(!t.server->connected(0));
    QVERIFY(claimed(t, 0));
}

void TableServerTest::aFloodOfConnectionsIsCapped()
{
    Table t;
    QVERIFY(t.open());
    std::vector<std::unique_ptr<Phone>> flood;
    for (int i = 0; i < net::TableServer::kMaxConnections + 8; ++i)
        flood.push_back(std::make_unique<Phone>(t.webSocketUrl()));
    QTRY_COMPARE(t.server->connectionCount(), net::TableServer::kMaxConnections);
    QTest::qWait(200);
    int open = 0;
    for (const auto &p : flood)
        open += p->isOpen() ? 1 : 0;
    QCOMPARE(open, net::TableServer::kMaxConnections);
    flood.clear();
    QTRY_COMPARE(t.server->connectionCount(), 0);
    QVERIFY(claimed(t, 1));
}

void TableServerTest::nothingListensWhenTableModeIsOff()
{
    Table t;
    QVERIFY(t.open());
    auto ada = claimed(t, 0);
    QVERIFY(ada);
    const QUrl url = t.webSocketUrl();
    t.dialog->onOffButton()->click();
    QVERIFY(!t.server->isListening());
    QVERIFY(ada->waitClosed());
    Phone late(url);
    QVERIFY(!late.waitConnected());
}

void TableServerTest::theDialogShowsOneCodeAndHidesItOnConnect()
{
    Table t;
    QVERIFY(t.open());
    t.dialog->show();
    QVERIFY(t.dialog->troubleLabel()->isVisible()); // nothing connected yet
    t.dialog->showCodeButton(0)->click();
    QCOMPARE(t.dialog->shownSeat(), 0);
    QVERIFY(t.dialog->codeLabel(0)->isVisible());
    QVERIFY(!t.dialog->codeLabel(0)->pixmap().isNull());
    QCOMPARE(t.dialog->codeLabel(0)->toolTip(), t.server->seatUrl(0).toString(QUrl::FullyEncoded));
    t.dialog->showCodeButton(1)->click();
    QCOMPARE(t.dialog->shownSeat(), 1);
    QVERIFY(!t.dialog->codeLabel(0)->isVisible());
    auto ben = claimed(t, 1);
    QVERIFY(ben);
    QTRY_VERIFY(!t.dialog->codeLabel(1)->isVisible());
    QCOMPARE(t.dialog->shownSeat(), -1);
    QCOMPARE(t.dialog->seatStatus(1)->text(), tr("Phone connected"));
    QVERIFY(!t.dialog->troubleLabel()->isVisible());
    QVERIFY(t.dialog->addressLabel()->text().contains(QString::number(t.server->httpPort())));
    // README's picture ($XOBOS_TABLE_SHOTS): on the machine's first network address as a
    // table would pick it (the loopback when it has none), Ben's phone in, Ada's code shown.
    const QString shots = qEnvironmentVariable("XOBOS_TABLE_SHOTS");
    if (!shots.isEmpty()) {
        Table lan;
        QVERIFY(lan.open(Table::On::FirstAddress));
        auto bensPhone = claimed(lan, 1);
        QVERIFY(bensPhone);
        QTRY_COMPARE(lan.dialog->seatStatus(1)->text(), tr("Phone connected"));
        lan.dialog->show();
        lan.dialog->showCodeButton(0)->click();
        lan.dialog->adjustSize();
        QVERIFY(lan.dialog->grab().save(QDir(shots).filePath(QStringLiteral("tablemode.png"))));
    }
}

void TableServerTest::theDialogFitsInEveryLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("Polish") << QLocale(QLocale::Polish, QLocale::Poland);
}

// The referee's dialog with one code shown and one phone in: no text cut or overlapping, and
// it fits a 1366x768 screen ($XOBOS_TABLE_SHOTS: tablemode-<language>.png).
void TableServerTest::theDialogFitsInEveryLanguage()
{
    QFETCH(QLocale, locale);
    QLocale::setDefault(locale);
    QVERIFY(i18n::installTranslations(locale));
    {
        Table t;
        QVERIFY(t.open());
        auto ben = claimed(t, 1);
        QVERIFY(ben);
        t.dialog->show();
        t.dialog->showCodeButton(0)->click();
        QTRY_VERIFY(t.dialog->seatStatus(1)->text() != t.dialog->seatStatus(0)->text());
        t.dialog->adjustSize();
        QCoreApplication::processEvents();
        const QStringList problems = textFitProblems(t.dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY2(t.dialog->width() <= 1366 && t.dialog->height() <= 768 - 40,
                 qPrintable(QStringLiteral("%1x%2").arg(t.dialog->width()).arg(t.dialog->height())));
        const QString shots = qEnvironmentVariable("XOBOS_TABLE_SHOTS");
        if (!shots.isEmpty())
            QVERIFY(t.dialog->grab().save(QDir(shots).filePath(QStringLiteral("tablemode-%1.png").arg(locale.name().left(2)))));
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(i18n::installTranslations(QLocale()));
}

void TableServerTest::thePageIsServedWithItsMessagePort()
{
    Table t;
    QVERIFY(t.open());
    QNetworkAccessManager nam;
    QNetworkRequest french(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(t.server->httpPort())));
    french.setRawHeader("Accept-Language", "fr-FR,fr;q=0.9"); // no catalogue: English, the source
    QNetworkReply *reply = nam.get(french);
    QTRY_VERIFY(reply->isFinished());
    const QByteArray body = reply->readAll();
    QVERIFY(body.contains(QByteArray("content=\"") + QByteArray::number(t.server->webSocketPort()) + '"'));
    QCOMPARE(reply->rawHeader("Cache-Control"), QByteArrayLiteral("no-store"));
    reply->deleteLater();
    QVERIFY2(body.contains("<html lang=\"en\">") && body.contains("Connecting to the table…"), body.constData());
    // The page before its first message, in the browser's language.
    QNetworkRequest polish(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(t.server->httpPort())));
    polish.setRawHeader("Accept-Language", "fr-FR,pl;q=0.9,en;q=0.8");
    QNetworkReply *inPolish = nam.get(polish);
    QTRY_VERIFY(inPolish->isFinished());
    const QByteArray polishBody = inPolish->readAll();
    QVERIFY2(polishBody.contains("<html lang=\"pl\">") && polishBody.contains("Łączenie ze stołem…"), polishBody.constData());
    inPolish->deleteLater();
    QNetworkReply *js = nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/phone.js").arg(t.server->httpPort()))));
    QTRY_VERIFY(js->isFinished());
    QVERIFY(js->readAll().contains("WebSocket"));
    js->deleteLater();
}

QTEST_MAIN(TableServerTest)
#include "tst_tableserver.moc"
