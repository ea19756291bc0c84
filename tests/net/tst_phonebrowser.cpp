// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode end to end in a real browser (issue #29): Debian's headless Chromium, driven
// by chromedriver over WebDriver (HTTP, QNetworkAccessManager), at a phone's viewport
// (390x844), against the TECH window started offscreen with table mode on. Two seat pages
// open in two tabs; Ada taps a sealed choice on hers; the engine applied it; Ben's page and
// the table's window read the same as in an evening where Ada chose otherwise; a reload
// reconnects Ada's page to her seat; a wrong token and an action for Ben from Ada's page
// are refused; Ada picks German on her page: it speaks German from then on, a reload too,
// while the table's window stays in the laptop's English. Skips (saying so) only when chromium or chromedriver is not installed.
// Then Guardians of Xobos: a Development page's entries under each Guardian, and finishing
// with something unspent asks first (Cancel sends nothing, OK finishes).
// $XOBOS_PHONE_SHOTS: a folder for PNGs of the pages (phone-choose.png is
// docs/screenshot-phone.png, phone-xobos.png docs/screenshot-phone-xobos.png).
#include "tablefixture.h"

#include "xobostable.h"

#include "game/session.h"
#include "i18n/translation.h"
#include "ui/secrets/secrettext.h"
#include "ui/shell/gamecontroller.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

#include <memory>

using namespace xobos;
using namespace xobos::testing;

namespace {

const QString kElement = QStringLiteral("element-6066-11e4-a52e-4f735466cecf");

// One WebDriver session of chromedriver.
class Driver
{
public:
    bool start(const QString &chromedriver, const QString &chromium)
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        m_port = probe.serverPort();
        probe.close();
        m_process.start(chromedriver, {QStringLiteral("--port=%1").arg(m_port)});
        if (!m_process.waitForStarted())
            return false;
        if (!QTest::qWaitFor([&]() { return call("GET", QStringLiteral("/status")).value(QStringLiteral("value")).toObject().value(QStringLiteral("ready")).toBool(); }, 10000))
            return false;
        const QJsonObject options{
            {QStringLiteral("binary"), chromium},
            {QStringLiteral("args"), QJsonArray{QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                                                QStringLiteral("--disable-dev-shm-usage"), QStringLiteral("--no-first-run")}},
            {QStringLiteral("mobileEmulation"),
             QJsonObject{{QStringLiteral("deviceMetrics"), QJsonObject{{QStringLiteral("width"), 390}, {QStringLiteral("height"), 844},
                                                                        {QStringLiteral("pixelRatio"), 2.0}, {QStringLiteral("touch"), true}}}}}};
        const QJsonObject caps{{QStringLiteral("capabilities"),
                                QJsonObject{{QStringLiteral("alwaysMatch"), QJsonObject{{QStringLiteral("browserName"), QStringLiteral("chrome")},
                                                                                       {QStringLiteral("goog:chromeOptions"), options}}}}}};
        const QJsonObject r = call("POST", QStringLiteral("/session"), caps, 60000);
        m_session = r.value(QStringLiteral("value")).toObject().value(QStringLiteral("sessionId")).toString();
        if (m_session.isEmpty())
            qWarning("chromedriver: %s", QJsonDocument(r).toJson().constData());
        return !m_session.isEmpty();
    }
    ~Driver()
    {
        if (!m_session.isEmpty())
            call("DELETE", QStringLiteral("/session/") + m_session);
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(2000);
    }
    QJsonValue command(const char *verb, const QString &path, const QJsonObject &body = {})
    {
        return call(verb, QStringLiteral("/session/%1%2").arg(m_session, path), body).value(QStringLiteral("value"));
    }
    void go(const QUrl &url) { command("POST", QStringLiteral("/url"), {{QStringLiteral("url"), url.toString(QUrl::FullyEncoded)}}); }
    QJsonValue script(const QString &js)
    {
        return command("POST", QStringLiteral("/execute/sync"), {{QStringLiteral("script"), js}, {QStringLiteral("args"), QJsonArray{}}});
    }
    QString text(const char *id) { return script(QStringLiteral("return document.getElementById('%1').innerText").arg(QLatin1String(id))).toString(); }
    // Waits until the element's text contains `part`.
    bool waitText(const char *id, const QString &part, int timeoutMs = 10000)
    {
        return QTest::qWaitFor([&]() { return text(id).contains(part); }, timeoutMs);
    }
    bool clickButton(const QString &label)
    {
        const QJsonArray buttons = command("POST", QStringLiteral("/elements"),
                                           {{QStringLiteral("using"), QStringLiteral("css selector")}, {QStringLiteral("value"), QStringLiteral("#actions button")}})
                                       .toArray();
        for (const QJsonValue &b : buttons) {
            const QString id = b.toObject().value(kElement).toString();
            if (command("GET", QStringLiteral("/element/%1/text").arg(id)).toString() == label) {
                command("POST", QStringLiteral("/element/%1/click").arg(id));
                return true;
            }
        }
        return false;
    }
    bool clickElement(const QString &css)
    {
        const QString id = command("POST", QStringLiteral("/element"),
                                   {{QStringLiteral("using"), QStringLiteral("css selector")}, {QStringLiteral("value"), css}})
                               .toObject().value(kElement).toString();
        if (id.isEmpty())
            return false;
        command("POST", QStringLiteral("/element/%1/click").arg(id));
        return true;
    }
    // The page's open question (its dialog's text, "" when none), and its answer by a tap.
    QString questionText()
    {
        return script(QStringLiteral("const d = document.getElementById('confirm'); return d.open ? d.innerText : ''")).toString();
    }
    bool answerQuestion(bool yes) { return clickElement(yes ? QStringLiteral("#confirm-yes") : QStringLiteral("#confirm-cancel")); }
    QString newTab()
    {
        const QString h = command("POST", QStringLiteral("/window/new"), {{QStringLiteral("type"), QStringLiteral("tab")}})
                              .toObject().value(QStringLiteral("handle")).toString();
        return h;
    }
    QString currentTab() { return command("GET", QStringLiteral("/window")).toString(); }
    void switchTo(const QString &handle) { command("POST", QStringLiteral("/window"), {{QStringLiteral("handle"), handle}}); }
    void screenshot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("XOBOS_PHONE_SHOTS");
        if (dir.isEmpty())
            return;
        QFile f(QDir(dir).filePath(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(QByteArray::fromBase64(command("GET", QStringLiteral("/screenshot")).toString().toLatin1()));
    }

private:
    QJsonObject call(const char *verb, const QString &path, const QJsonObject &body = {}, int timeoutMs = 20000)
    {
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        const QByteArray bytes = QByteArray(verb) == "GET" || QByteArray(verb) == "DELETE" ? QByteArray() : QJsonDocument(body).toJson();
        QNetworkReply *reply = m_nam.sendCustomRequest(request, verb, bytes);
        // The table's server is in this process: the event loop runs while the browser works.
        const bool done = QTest::qWaitFor([reply]() { return reply->isFinished(); }, timeoutMs);
        const QJsonObject out = done ? QJsonDocument::fromJson(reply->readAll()).object() : QJsonObject();
        reply->deleteLater();
        return out;
    }

    QProcess m_process;
    QNetworkAccessManager m_nam;
    quint16 m_port = 0;
    QString m_session;
};

} // namespace

class PhoneBrowserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aSealedChoiceOnAPhonePageInARealBrowser();
    void aXobosDevelopmentPageInARealBrowser();
    void cleanupTestCase() { m_driver.reset(); }

private:
    std::unique_ptr<Driver> m_driver; // one headless Chromium for the whole test
};

void PhoneBrowserTest::initTestCase()
{
    QVERIFY(i18n::installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)));
    const QString chromedriver = QStandardPaths::findExecutable(QStringLiteral("chromedriver"));
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromedriver.isEmpty() || chromium.isEmpty())
        QSKIP("chromium or chromedriver is not installed (Debian: apt-get install chromium chromium-driver; scripts/setup-deps.sh)");
    m_driver = std::make_unique<Driver>();
    QVERIFY2(m_driver->start(chromedriver, chromium), "chromedriver did not start a headless Chromium session");
}

void PhoneBrowserTest::aSealedChoiceOnAPhonePageInARealBrowser()
{
    Driver &driver = *m_driver;

    const QString choices[2] = {QStringLiteral("Sword on B2"), QStringLiteral("Archer on A1")};
    QString benPage[2];
    QStringList windowTexts[2];
    for (int run = 0; run < 2; ++run) {
        Table t;
        QVERIFY(t.open());
        // Ben's page in one tab, Ada's in another.
        const QString benTab = driver.currentTab();
        driver.go(t.server->seatUrl(1));
        QVERIFY(driver.waitText("seat", QStringLiteral("Ben")));
        QVERIFY(driver.waitText("status", QStringLiteral("sealed deployment")));
        const QString adaTab = driver.newTab();
        driver.switchTo(adaTab);
        driver.go(t.server->seatUrl(0));
        QVERIFY(driver.waitText("seat", QStringLiteral("Ada")));
        QVERIFY(driver.waitText("status", QStringLiteral("sealed deployment")));
        if (run == 0)
            driver.screenshot(QStringLiteral("phone-choose.png"));
        QVERIFY(driver.clickButton(choices[run]));
        QVERIFY(driver.waitText("receipt", QStringLiteral("the table has it")));
        // Applied by the engine, through the window's path.
        QCOMPARE(t.window->session().history().size(), std::size_t(1));
        QCOMPARE(t.window->session().history().back().seat, 0);
        QCOMPARE(t.window->session().history().back().action.value(QStringLiteral("cell")).toInt(), run == 0 ? 4 : 0);
        QVERIFY(driver.waitText("sheet", QStringLiteral("Your sealed choice: ") + choices[run]));
        if (run == 0) {
            driver.screenshot(QStringLiteral("phone-sealed.png"));
            // An action for Ben from Ada's page.
            driver.script(QStringLiteral(
                "socket.send(JSON.stringify({type: 'action', seat: 1, action: {type: 'commit', unit: 'sword', cell: 0}}))"));
            QVERIFY(driver.waitText("receipt", QStringLiteral("only for its own seat")));
            QCOMPARE(t.window->session().history().size(), std::size_t(1));
            // A reload reconnects to the seat, with its current page.
            driver.command("POST", QStringLiteral("/refresh"));
            QVERIFY(driver.waitText("seat", QStringLiteral("Ada")));
            QVERIFY(driver.waitText("sheet", QStringLiteral("Your sealed choice: ") + choices[run]));
            QVERIFY(t.server->connected(0));
            // Ada picks German on her page: the same seat again, told in German; a reload too.
            QVERIFY(driver.clickElement(QStringLiteral("#language")));
            QVERIFY(driver.clickElement(QStringLiteral("#language option[value=\"de\"]")));
            QVERIFY(driver.waitText("status", QStringLiteral("Deine Wahl ist verdeckt. Warte auf den Tisch.")));
            QVERIFY(driver.waitText("sheet", QStringLiteral("Deine verdeckte Wahl: Schwert auf B2")));
            QCOMPARE(driver.script(QStringLiteral("return document.documentElement.lang")).toString(), QStringLiteral("de"));
            driver.command("POST", QStringLiteral("/refresh"));
            QVERIFY(driver.waitText("sheet", QStringLiteral("Deine verdeckte Wahl: Schwert auf B2")));
            QVERIFY(t.server->connected(0));
            driver.screenshot(QStringLiteral("phone-german.png"));
            // A wrong token.
            QUrl wrong = t.server->seatUrl(0);
            wrong.setFragment(QString(32, QLatin1Char('0')));
            driver.go(wrong); // only the fragment changed: the same document, so reload it
            driver.command("POST", QStringLiteral("/refresh"));
            QVERIFY(driver.waitText("status", QStringLiteral("Dieser QR-Code ist nicht (mehr) gültig.")));
            QVERIFY(driver.text("actions").isEmpty());
            driver.script(QStringLiteral("localStorage.removeItem('xobos-language')"));
        }
        driver.command("DELETE", QStringLiteral("/window")); // Ada's tab
        driver.switchTo(benTab);
        QVERIFY(driver.waitText("sheet", QStringLiteral("Ada has made a sealed choice")));
        benPage[run] = driver.script(QStringLiteral("return document.body.innerHTML")).toString();
        for (const QLabel *l : t.window->findChildren<QLabel *>()) {
            if (l->window() == t.window.get())
                windowTexts[run] << l->text();
        }
        driver.go(QUrl(QStringLiteral("about:blank")));
    }
    QVERIFY(!benPage[0].isEmpty());
    QCOMPARE(benPage[0], benPage[1]);
    QCOMPARE(windowTexts[0], windowTexts[1]);
}

// Guardians of Xobos's Development phase on Blue's page: the entries under each Guardian's
// heading; finishing with Building Resources left asks first in the page's own dialog (the
// laptop sheet's question, unspent line and buttons): Cancel sends nothing, its yes finishes.
void PhoneBrowserTest::aXobosDevelopmentPageInARealBrowser()
{
    Driver &driver = *m_driver;

    XobosTable table;
    QVERIFY(table.open(XobosTable::At::Development));
    ui::GameController &c = table.controller();
    driver.go(table.server->seatUrl(0));
    QVERIFY(driver.waitText("status", QStringLiteral("Your secret entries")));
    driver.screenshot(QStringLiteral("phone-xobos.png"));
    const QColor colour = c.playerColours().value(0);
    const QString headings =
        driver.script(QStringLiteral("return Array.from(document.querySelectorAll('#actions h2'), (h) => h.textContent).join('|')")).toString();
    QVERIFY2(headings.contains(ui::secrets::guardianName(colour, 1)), qPrintable(headings));
    const QString finish = ui::secrets::sheetActionText(rules::EndDevelopment{}, *c.board(), colour) + QStringLiteral("…");
    const int before = c.historySize();
    // The laptop sheet's question, its unspent line and its buttons, on the page.
    const ui::secrets::Confirmation asked = ui::secrets::confirmationFor(
        rules::EndDevelopment{}, c.liveViewFor(rules::Viewer::seat(0)), 0, c.legalActions(0), *c.board());
    QVERIFY(!asked.question.isEmpty() && !asked.title.isEmpty() && !asked.yes.isEmpty());
    QVERIFY(driver.clickButton(finish));
    const QString question = driver.questionText();
    for (const QString &part : {asked.title, asked.question, asked.unspent, asked.yes, QStringLiteral("Cancel")})
        QVERIFY2(question.contains(part), qPrintable(question + QStringLiteral(" lacks ") + part));
    QVERIFY2(asked.unspent.contains(QStringLiteral("You still have")), qPrintable(asked.unspent));
    driver.screenshot(QStringLiteral("phone-xobos-question.png"));
    // Cancel is where the focus starts (as on the laptop): Enter does not finish.
    QCOMPARE(driver.script(QStringLiteral("return document.activeElement.id")).toString(), QStringLiteral("confirm-cancel"));
    QVERIFY(driver.answerQuestion(false));
    QVERIFY(driver.questionText().isEmpty());
    QVERIFY(driver.text("receipt").isEmpty()); // nothing sent
    QTest::qWait(200);
    QCOMPARE(c.historySize(), before);
    QVERIFY(driver.clickButton(finish));
    QVERIFY(!driver.questionText().isEmpty());
    QVERIFY(driver.answerQuestion(true));
    QVERIFY(driver.waitText("receipt", QStringLiteral("the table has it")));
    QVERIFY(c.liveViewFor(rules::Viewer::seat(0)).players[0].developmentDone);
}

QTEST_MAIN(PhoneBrowserTest)
#include "tst_phonebrowser.moc"
