// SPDX-License-Identifier: GPL-3.0-or-later
// Guardians of Xobos in table mode (issue #29; ui/secrets/xobosphonehost.h): the real
// referee window with table mode on, phones as QWebSocket clients. A Leader choice and a
// Development phase (an entry and its end) made on a phone go the controller's path; the
// other seat's phone and the public view are the same whichever Leader was chosen; refused
// entries come back with the laptop's sentence and change nothing. A seat whose phone is
// connected is skipped by the laptop's hand-over, and handed the laptop again when its
// phone goes away.
#include "tablefixture.h"
#include "xobostable.h"

#include "../window/gamescript.h"
#include "i18n/translation.h"
#include "ui/phones/tablemodedialog.h"
#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/secrettext.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/statusstrip.h"
#include "ui/texts/reasontext.h"
#include "xobos/io/actioncodec.h"
#include "xobos/rules/violation.h"

#include <QComboBox>
#include <QSet>
#include <QJsonDocument>
#include <QJsonArray>
#include <QPushButton>
#include <QTest>

#include <memory>

using namespace xobos;
using namespace xobos::testing;

class XobosPhonesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aLeaderChosenOnAPhoneStaysItsSeatsSecret();
    void aPhoneInPolishGetsItsSheetInPolish();
    void aDevelopmentPhaseOnAPhone();
    void aSeatOnItsPhoneIsNotHandedTheLaptop();
};

namespace {

std::unique_ptr<Phone> phoneFor(net::TableServer &server, int seat, const QString &device)
{
    auto p = std::make_unique<Phone>(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server.webSocketPort())));
    if (!p->waitConnected())
        return nullptr;
    p->hello(server.tokens().token(seat), device);
    if (p->waitFor(QStringLiteral("welcome")).isEmpty())
        return nullptr;
    return p;
}

} // namespace

void XobosPhonesTest::initTestCase()
{
    QVERIFY(i18n::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)));
}

// The laptop in English, Blue's phone in Polish: its sheet, entries and refusals in Polish,
// the laptop's window unchanged.
void XobosPhonesTest::aPhoneInPolishGetsItsSheetInPolish()
{
    XobosTable table;
    QVERIFY(table.open(XobosTable::At::Setup)); // the Leader choice
    ui::GameController &c = table.controller();
    ui::MainWindow &window = *table.window;
    net::TableServer *server = table.server;
    const QString strip = window.statusStrip()->text();
    Phone blue(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server->webSocketPort())));
    QVERIFY(blue.waitConnected());
    blue.send(QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")},
                          {QStringLiteral("token"), server->tokens().token(0)},
                          {QStringLiteral("device"), QStringLiteral("blues-phone")},
                          {QStringLiteral("languages"), QJsonArray{QStringLiteral("pl-PL")}}});
    QCOMPARE(blue.waitFor(QStringLiteral("welcome")).value(QStringLiteral("texts")).toObject().value(QStringLiteral("language")).toString(),
             QStringLiteral("pl"));
    const QJsonObject page = blue.waitFor(QStringLiteral("page"));
    QVERIFY2(page.value(QStringLiteral("status")).toString().startsWith(QStringLiteral("Twoje tajne wpisy: ")),
             qPrintable(page.value(QStringLiteral("status")).toString()));
    const QJsonArray actions = page.value(QStringLiteral("actions")).toArray();
    QVERIFY(!actions.isEmpty());
    for (const QJsonValue &a : actions) {
        const auto action = io::actionFromJson(a.toObject().value(QStringLiteral("action")), *c.board(), QString(), nullptr);
        QVERIFY(action);
        const QColor colour = c.playerColours().value(0);
        const QString english = ui::secrets::sheetActionText(*action, *c.board(), colour);
        const i18n::ScopedLanguage polish(QStringLiteral("pl"));
        QCOMPARE(a.toObject().value(QStringLiteral("label")).toString(), ui::secrets::sheetActionText(*action, *c.board(), colour));
        QVERIFY(a.toObject().value(QStringLiteral("label")).toString() != english);
    }
    const QJsonObject choice = actions.at(0).toObject().value(QStringLiteral("action")).toObject();
    blue.act(0, choice);
    QVERIFY(!blue.waitFor(QStringLiteral("accepted")).isEmpty());
    blue.act(0, choice);
    const QJsonObject refused = blue.waitFor(QStringLiteral("refused"));
    QString polish;
    {
        const i18n::ScopedLanguage pl(QStringLiteral("pl"));
        polish = ui::reasonTextFor(rules::ViolationCode::LEADER_ALREADY_CHOSEN, rules::Viewer::seat(0));
    }
    QCOMPARE(refused.value(QStringLiteral("text")).toString(), polish);
    QVERIFY(polish != ui::reasonTextFor(rules::ViolationCode::LEADER_ALREADY_CHOSEN, rules::Viewer::seat(0)));
    // The laptop's strip moved on in English ("… still to choose a Leader …").
    QVERIFY2(window.statusStrip()->text() != strip && window.statusStrip()->text().contains(QStringLiteral("Leader")),
             qPrintable(window.statusStrip()->text()));
}

void XobosPhonesTest::aLeaderChosenOnAPhoneStaysItsSeatsSecret()
{
    QStringList redReceived[2];
    rules::GameView publicView[2];
    for (int run = 0; run < 2; ++run) {
        XobosTable table;
        QVERIFY(table.open(XobosTable::At::Setup)); // no Leader chosen yet
        ui::GameController &c = table.controller();
        net::TableServer *server = table.server;
        auto red = phoneFor(*server, 1, QStringLiteral("reds-phone"));
        auto blue = phoneFor(*server, 0, QStringLiteral("blues-phone"));
        QVERIFY(red && blue);
        const QJsonObject page = blue->waitFor(QStringLiteral("page"));
        const QJsonArray actions = page.value(QStringLiteral("actions")).toArray();
        QVERIFY2(actions.size() >= 2, qPrintable(QJsonDocument(page).toJson()));
        // Every entry offered is a Leader choice, labelled as on the sheet, under its Guardian's
        // name: four "Choose as Leader" the player can tell apart.
        QSet<QString> told;
        for (const QJsonValue &a : actions) {
            const auto action = io::actionFromJson(a.toObject().value(QStringLiteral("action")), *c.board(), QString(), nullptr);
            QVERIFY(action && std::holds_alternative<rules::ChooseLeader>(*action));
            QVERIFY(!a.toObject().value(QStringLiteral("label")).toString().isEmpty());
            QCOMPARE(a.toObject().value(QStringLiteral("group")).toString(),
                     ui::secrets::guardianName(c.playerColours().value(0), std::get<rules::ChooseLeader>(*action).guardian));
            told.insert(a.toObject().value(QStringLiteral("group")).toString() + a.toObject().value(QStringLiteral("label")).toString());
        }
        QCOMPARE(told.size(), actions.size());
        const QJsonObject choice = actions.at(run).toObject().value(QStringLiteral("action")).toObject();
        blue->act(0, choice);
        const QJsonObject reply = blue->waitFor(QStringLiteral("accepted"));
        QVERIFY2(!reply.isEmpty(), qPrintable(blue->received().join(QLatin1Char('\n'))));
        const auto chosen = io::actionFromJson(choice, *c.board(), QString(), nullptr);
        const int guardian = std::get<rules::ChooseLeader>(*chosen).guardian;
        const rules::GameView own = c.liveViewFor(rules::Viewer::seat(0));
        QVERIFY(own.players[0].guardians[static_cast<std::size_t>(guardian)].leader.value_or(false));
        // The same entry again is refused, with the laptop's sentence, and changes nothing.
        const int before = c.historySize();
        blue->act(0, choice);
        const QJsonObject refused = blue->waitFor(QStringLiteral("refused"));
        QVERIFY(!refused.value(QStringLiteral("code")).toString().isEmpty());
        rules::ViolationCode code = rules::ViolationCode::None;
        QVERIFY(rules::violationCodeFromName(refused.value(QStringLiteral("code")).toString().toStdString(), &code));
        QCOMPARE(code, rules::ViolationCode::LEADER_ALREADY_CHOSEN);
        QCOMPARE(refused.value(QStringLiteral("text")).toString(), ui::reasonTextFor(code, rules::Viewer::seat(0)));
        QVERIFY(!refused.value(QStringLiteral("text")).toString().isEmpty());
        QCOMPARE(c.historySize(), before);
        red->send(QJsonObject{{QStringLiteral("type"), QStringLiteral("ping")}});
        QVERIFY(!red->waitFor(QStringLiteral("pong")).isEmpty());
        redReceived[run] = red->received();
        publicView[run] = c.liveViewFor(rules::Viewer::everyone());
    }
    QCOMPARE(redReceived[0], redReceived[1]);
    QVERIFY(publicView[0] == publicView[1]);
}

void XobosPhonesTest::aDevelopmentPhaseOnAPhone()
{
    XobosTable table;
    QVERIFY(table.open(XobosTable::At::Development));
    ui::GameController &c = table.controller();
    ui::MainWindow &window = *table.window;
    net::TableServer *server = table.server;
    auto blue = phoneFor(*server, 0, QStringLiteral("blues-phone"));
    QVERIFY(blue);
    QJsonArray actions = blue->waitFor(QStringLiteral("page")).value(QStringLiteral("actions")).toArray();
    QVERIFY(!actions.isEmpty());
    QJsonObject entry;
    QJsonObject end;
    for (const QJsonValue &a : actions) {
        const QJsonObject json = a.toObject().value(QStringLiteral("action")).toObject();
        const auto action = io::actionFromJson(json, *c.board(), QString(), nullptr);
        QVERIFY(action);
        if (std::holds_alternative<rules::EndDevelopment>(*action))
            end = json;
        else if (entry.isEmpty())
            entry = json;
    }
    QVERIFY2(!end.isEmpty(), "End phase is offered on the phone");
    // Grouped as the sheet: every entry under a heading, each heading's entries together, no
    // two entries told alike; End phase asks first while Building Resources could be spent,
    // with the laptop sheet's question.
    {
        QStringList groups;
        QSet<QString> told;
        QJsonObject endQuestion;
        std::vector<rules::Action> offered;
        for (const QJsonValue &a : actions) {
            const QJsonObject o = a.toObject();
            const QString group = o.value(QStringLiteral("group")).toString();
            QVERIFY(!group.isEmpty());
            if (groups.isEmpty() || groups.back() != group) {
                QVERIFY2(!groups.contains(group), qPrintable(group));
                groups << group;
            }
            told.insert(group + QLatin1Char('|') + o.value(QStringLiteral("label")).toString());
            offered.push_back(*io::actionFromJson(o.value(QStringLiteral("action")), *c.board(), QString(), nullptr));
            if (o.value(QStringLiteral("action")).toObject() == end)
                endQuestion = o.value(QStringLiteral("confirm")).toObject();
        }
        QCOMPARE(told.size(), actions.size());
        const rules::GameView own = c.liveViewFor(rules::Viewer::seat(0));
        QVERIFY(own.players[0].resources.value_or(0) > 0);
        const ui::secrets::Confirmation asked = ui::secrets::confirmationFor(rules::EndDevelopment{}, own, 0, offered, *c.board());
        QVERIFY(!asked.question.isEmpty());
        QCOMPARE(endQuestion.value(QStringLiteral("title")).toString(), asked.title);
        QCOMPARE(endQuestion.value(QStringLiteral("question")).toString(), asked.question);
        QCOMPARE(endQuestion.value(QStringLiteral("unspent")).toString(), asked.unspent);
        QCOMPARE(endQuestion.value(QStringLiteral("yes")).toString(), asked.yes);
    }
    QVERIFY2(!entry.isEmpty(), "a Development entry is offered on the phone");
    qInfo("entries offered on the phone: %d, the first: %s", int(actions.size()), QJsonDocument(entry).toJson(QJsonDocument::Compact).constData());
    const int before = c.historySize();
    blue->act(0, entry);
    QVERIFY(!blue->waitFor(QStringLiteral("accepted")).isEmpty());
    QCOMPARE(c.historySize(), before + 1);
    // Undoable as on the laptop: not from the table's view, on the seat's own sheet.
    QCOMPARE(c.viewer().kind, rules::Viewer::Kind::Public);
    QVERIFY(!c.canUndo());
    window.handOver()->passTo(0);
    QVERIFY(window.handOver()->isCovered());
    QTest::mouseClick(window.handOver()->cover()->unlockButton(), Qt::LeftButton);
    QCOMPARE(c.viewer().kind, rules::Viewer::Kind::Player);
    QVERIFY(c.canUndo());
    QVERIFY(c.undo());
    QCOMPARE(c.historySize(), before);
    window.handOver()->coverSheets();
    blue->act(0, entry);
    QVERIFY(!blue->waitFor(QStringLiteral("accepted")).isEmpty());
    QCOMPARE(c.historySize(), before + 1);
    // The phone's sheet is the laptop sheet's: each Guardian's values and connection slot as
    // the sheet's model tells them (the entry just made shows), the Technology Tiles.
    {
        const rules::GameView own = c.liveViewFor(rules::Viewer::seat(0));
        ui::secrets::GuardianSheetModel model;
        model.setColour(c.playerColours().value(0));
        model.setView(own, *c.board(), 0);
        QTRY_VERIFY(blue->lastPage().value(QStringLiteral("actions")).toArray() != actions);
        QStringList sheet;
        for (const QJsonValue &line : blue->lastPage().value(QStringLiteral("sheet")).toArray())
            sheet << line.toString();
        using G = ui::secrets::GuardianSheetModel;
        for (int g = 0; g < model.rowCount(); ++g) {
            bool found = false;
            for (const QString &line : sheet) {
                found = found || (line.startsWith(model.index(g, G::GuardianColumn).data().toString() + QLatin1Char(':'))
                                  && line.contains(model.index(g, G::SlotColumn).data().toString())
                                  && line.contains(model.index(g, G::PowerColumn).data().toString()));
            }
            QVERIFY2(found, qPrintable(sheet.join(QLatin1Char('\n'))));
        }
        QVERIFY(sheet.contains(ui::secrets::techTilesText(own.players[0].tech)));
    }
    blue->act(0, end);
    QVERIFY(!blue->waitFor(QStringLiteral("accepted")).isEmpty());
    QVERIFY(c.liveViewFor(rules::Viewer::seat(0)).players[0].developmentDone);
    // Nothing more to enter: the page waits for the table.
    QTRY_VERIFY(blue->lastPage().value(QStringLiteral("waiting")).toBool());
    const int after = c.historySize();
    blue->act(0, end);
    QVERIFY(!blue->waitFor(QStringLiteral("refused")).isEmpty());
    QCOMPARE(c.historySize(), after);
}

// Issue #29: "a seat with no phone connected falls back to the hand-over on the laptop" —
// and a seat with one is not handed the laptop.
void XobosPhonesTest::aSeatOnItsPhoneIsNotHandedTheLaptop()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c, -1)); // Setup: both still to choose their Leader
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    ui::HandOver &handOver = *window.handOver();
    QTRY_VERIFY(handOver.isCovered());
    QCOMPARE(handOver.cover()->seat(), 0); // the laptop goes to the first seat
    net::TableServer *server = tableModeOn(window);
    QVERIFY(server);
    const int before = c.historySize();

    auto blue = phoneFor(*server, 0, QStringLiteral("blues-phone"));
    QVERIFY(blue);
    QTRY_VERIFY(handOver.onPhone(0));
    QVERIFY(handOver.isCovered());
    QCOMPARE(handOver.cover()->seat(), 1); // seat 0 chooses on its phone: the laptop goes to seat 1
    const QString seat1 = c.playerNames().value(1);
    QVERIFY2(window.statusStrip()->text().endsWith(QStringLiteral("Pass the laptop to %1").arg(seat1)),
             qPrintable(window.statusStrip()->text()));

    auto red = phoneFor(*server, 1, QStringLiteral("reds-phone"));
    QVERIFY(red);
    QTRY_VERIFY(handOver.onPhone(1));
    QVERIFY(!handOver.isCovered()); // both on their phones: the laptop shows the table
    QCOMPARE(c.viewer().kind, rules::Viewer::Kind::Public);
    QVERIFY2(window.statusStrip()->text().endsWith(QStringLiteral("still to choose a Leader on their phones")),
             qPrintable(window.statusStrip()->text()));

    blue->close();
    QTRY_VERIFY(!handOver.onPhone(0));
    QVERIFY(handOver.isCovered());
    QCOMPARE(handOver.cover()->seat(), 0); // its phone went away: the laptop's hand-over again
    QCOMPARE(c.historySize(), before); // the hand-over entered nothing for anybody
}

QTEST_MAIN(XobosPhonesTest)
#include "tst_xobosphones.moc"
