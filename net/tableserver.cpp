// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/tableserver.h"

#include "i18n/translation.h"
#include "net/tablemessage.h"

#include <QFile>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace xobos::net {

namespace {

QHttpServerResponse fileResponse(const QByteArray &mime, const QByteArray &body)
{
    QHttpServerResponse r(mime, body);
    // Nothing of the page is secret, but no copy should outlive the evening in a cache, and
    // the address (with the token in its fragment) is never handed on as a referrer.
    r.setHeader(QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store"));
    r.setHeader(QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("no-referrer"));
    r.setHeader(QByteArrayLiteral("X-Content-Type-Options"), QByteArrayLiteral("nosniff"));
    r.setHeader(QByteArrayLiteral("Content-Security-Policy"),
                QByteArrayLiteral("default-src 'self'; connect-src 'self' ws:; frame-ancestors 'none'"));
    return r;
}

// The languages of an Accept-Language header ("de-DE,de;q=0.9,en;q=0.8"), in its order.
QStringList acceptedLanguages(const QByteArray &header)
{
    QStringList out;
    for (const QByteArray &part : header.split(',')) {
        const QString tag = QString::fromLatin1(part.split(';').value(0).trimmed());
        if (!tag.isEmpty() && out.size() < kMaxLanguages)
            out << tag;
    }
    return out;
}

// The language a connection is told in: its phone's, else the laptop's (as
// i18n::installTranslations picked it from the locale), else English, the source.
QString toldIn(const QString &language)
{
    if (!language.isEmpty())
        return language;
    const QString laptop = i18n::pickLanguage(QLocale().uiLanguages());
    return laptop.isEmpty() ? QStringLiteral("en") : laptop;
}

} // namespace

TableServer::TableServer(TableHost &host, QObject *parent)
    : QObject(parent)
    , m_host(host)
    , m_tokens(host.seats())
{
}

TableServer::~TableServer()
{
    stop();
}

QByteArray TableServer::pageFile(const QString &name) const
{
    QFile f(QStringLiteral(":/phone/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool TableServer::start(const QHostAddress &address, quint16 httpPort, QString *error)
{
    stop();
    m_ws = new QWebSocketServer(QStringLiteral("xobos-referee"), QWebSocketServer::NonSecureMode, this);
    m_ws->setHandshakeTimeout(kHelloTimeoutMs);
    m_ws->setMaxPendingConnections(kMaxConnections);
    if (!m_ws->listen(address, 0)) {
        if (error)
            *error = tr("Cannot listen on %1: %2").arg(address.toString(), m_ws->errorString());
        stop();
        return false;
    }
    connect(m_ws, &QWebSocketServer::newConnection, this, &TableServer::onNewConnection);

    m_http = new QHttpServer(this);
    // The page before its first message: in the browser's language when the product has it.
    const QByteArray page = pageFile(QStringLiteral("index.html"))
                                .replace(QByteArrayLiteral("@WSPORT@"), QByteArray::number(m_ws->serverPort()));
    const auto pageIn = [page](const QHttpServerRequest &request) {
        const QString language = i18n::pickLanguage(acceptedLanguages(request.value(QByteArrayLiteral("Accept-Language"))));
        const i18n::ScopedLanguage scope(language);
        QByteArray body = page;
        body.replace(QByteArrayLiteral("@LANG@"), toldIn(language).toLatin1())
            .replace(QByteArrayLiteral("@CONNECTING@"), tr("Connecting to the table…").toHtmlEscaped().toUtf8());
        return fileResponse(QByteArrayLiteral("text/html; charset=utf-8"), body);
    };
    const QByteArray css = pageFile(QStringLiteral("phone.css"));
    const QByteArray js = pageFile(QStringLiteral("phone.js"));
    m_http->route(QStringLiteral("/"), pageIn);
    m_http->route(QStringLiteral("/phone.css"), [css]() { return fileResponse(QByteArrayLiteral("text/css; charset=utf-8"), css); });
    m_http->route(QStringLiteral("/phone.js"),
                  [js]() { return fileResponse(QByteArrayLiteral("text/javascript; charset=utf-8"), js); });
    m_httpPort = m_http->listen(address, httpPort);
    if (m_httpPort == 0) {
        if (error)
            *error = tr("Cannot listen on %1, port %2: is another program using it?").arg(address.toString()).arg(httpPort);
        stop();
        return false;
    }
    m_address = address;
    Q_EMIT seatsChanged();
    return true;
}

void TableServer::stop()
{
    const bool was = isListening();
    const auto sockets = m_connections.keys();
    m_connections.clear();
    for (QWebSocket *s : sockets) {
        s->disconnect(this);
        s->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("table mode ended"));
        s->deleteLater();
    }
    // Deleting the servers closes their listening sockets.
    delete m_http;
    m_http = nullptr;
    delete m_ws;
    m_ws = nullptr;
    m_httpPort = 0;
    if (was)
        Q_EMIT seatsChanged();
}

bool TableServer::isListening() const
{
    return m_ws && m_ws->isListening() && m_http && m_httpPort != 0;
}

quint16 TableServer::webSocketPort() const
{
    return m_ws ? m_ws->serverPort() : 0;
}

QUrl TableServer::seatUrl(int seat) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_address.toString());
    url.setPort(m_httpPort);
    url.setPath(QStringLiteral("/"));
    url.setFragment(m_tokens.token(seat));
    return url;
}

bool TableServer::connected(int seat) const
{
    for (const Connection &c : m_connections) {
        if (c.seat == seat)
            return true;
    }
    return false;
}

void TableServer::onNewConnection()
{
    while (QWebSocket *socket = m_ws->nextPendingConnection()) {
        socket->setParent(this);
        if (m_connections.size() >= kMaxConnections) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many connections"));
            socket->deleteLater();
            continue;
        }
        // Qt closes a connection whose message or frame is larger (CloseCodeTooMuchData).
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        m_connections.insert(socket, Connection{});
        connect(socket, &QWebSocket::textMessageReceived, this, [this, socket](const QString &text) { onMessage(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket]() {
            refuseAndClose(socket, QString::fromLatin1(kBadJson), QT_TR_NOOP("This message cannot be read."));
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket]() {
            const bool had = m_connections.value(socket).seat >= 0;
            m_connections.remove(socket);
            socket->deleteLater();
            if (had)
                Q_EMIT seatsChanged();
        });
        QTimer::singleShot(kHelloTimeoutMs, socket, [this, socket]() {
            if (m_connections.contains(socket) && m_connections.value(socket).seat < 0)
                refuseAndClose(socket, QStringLiteral("HELLO_TIMEOUT"), QT_TR_NOOP("Open the page again from the QR code."));
        });
    }
}

void TableServer::send(QWebSocket *socket, const QJsonObject &message)
{
    socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void TableServer::refuseAndClose(QWebSocket *socket, const QString &code, const char *text)
{
    {
        const i18n::ScopedLanguage scope(m_connections.value(socket).language);
        send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("error")}, {QStringLiteral("code"), code},
                                 {QStringLiteral("text"), tr(text)}});
    }
    const bool had = m_connections.value(socket).seat >= 0;
    m_connections.remove(socket);
    socket->disconnect(this);
    socket->close(QWebSocketProtocol::CloseCodePolicyViolated, code);
    socket->deleteLater();
    if (had)
        Q_EMIT seatsChanged();
}

QJsonObject TableServer::pageTexts(const QString &language) const
{
    const i18n::ScopedLanguage scope(language);
    QJsonArray languages;
    for (const QString &l : i18n::languages()) {
        // Each language by its own name, as a phone's language menu lists them.
        const QString name = l == QLatin1String("en") ? QStringLiteral("English") : QLocale(l).nativeLanguageName();
        languages.append(QJsonObject{{QStringLiteral("code"), l}, {QStringLiteral("name"), name.left(1).toUpper() + name.mid(1)}});
    }
    return QJsonObject{
        {QStringLiteral("connecting"), tr("Connecting to the table…")},
        {QStringLiteral("waiting"), tr("Waiting for the table")},
        {QStringLiteral("nothing"), tr("Nothing to choose now. Keep this page open.")},
        {QStringLiteral("sending"), tr("Sending…")},
        {QStringLiteral("accepted"), tr("Done: the table has it.")},
        {QStringLiteral("refused"), tr("Refused: %1")},
        {QStringLiteral("lost"), tr("Connection lost. Reconnecting…")},
        {QStringLiteral("languageLabel"), tr("Language")},
        {QStringLiteral("cancel"), tr("Cancel")},
        {QStringLiteral("language"), toldIn(language)},
        {QStringLiteral("languages"), languages},
    };
}

void TableServer::sendPage(QWebSocket *socket, Connection &c, bool always)
{
    const i18n::ScopedLanguage scope(c.language);
    QJsonObject message = m_host.seatPage(c.seat);
    message[QStringLiteral("type")] = QStringLiteral("page");
    message[QStringLiteral("seat")] = c.seat;
    const QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
    if (!always && bytes == c.lastPage)
        return;
    c.lastPage = bytes;
    socket->sendTextMessage(QString::fromUtf8(bytes));
}

void TableServer::publish()
{
    if (m_submitting)
        return;
    for (auto it = m_connections.begin(); it != m_connections.end(); ++it) {
        if (it->seat >= 0)
            sendPage(it.key(), *it, false);
    }
}

void TableServer::onMessage(QWebSocket *socket, const QString &text)
{
    if (!m_connections.contains(socket))
        return;
    const ClientMessage m = decodeClientMessage(text.toUtf8());
    switch (m.type) {
    case ClientMessage::Type::Invalid:
        refuseAndClose(socket, m.error, QT_TR_NOOP("This message cannot be read."));
        return;
    case ClientMessage::Type::Ping:
        send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("pong")}});
        return;
    case ClientMessage::Type::Hello: {
        if (m_connections.value(socket).seat >= 0) {
            refuseAndClose(socket, QString::fromLatin1(kBadType), QT_TR_NOOP("This message cannot be read."));
            return;
        }
        // Whatever it is told from now on is in the phone's language, when the product has it.
        m_connections[socket].language = i18n::pickLanguage(m.languages);
        const SeatTokens::ClaimResult claim = m_tokens.claim(m.token, m.device);
        if (claim.claim == SeatTokens::Claim::UnknownToken) {
            refuseAndClose(socket, QStringLiteral("TOKEN_UNKNOWN"),
                           QT_TR_NOOP("This QR code is not valid (any more). Scan the one the laptop shows for your seat."));
            return;
        }
        if (claim.claim == SeatTokens::Claim::Taken) {
            refuseAndClose(socket, QStringLiteral("SEAT_TAKEN"),
                           QT_TR_NOOP("Another phone holds this seat. Release it on the laptop first."));
            return;
        }
        // The same phone again (back from sleep, a reload): its older connection goes.
        const auto sockets = m_connections.keys();
        for (QWebSocket *other : sockets) {
            if (other != socket && m_connections.value(other).seat == claim.seat)
                refuseAndClose(other, QStringLiteral("RECONNECTED"), QT_TR_NOOP("This seat was opened again on this phone."));
        }
        Connection &c = m_connections[socket];
        c.seat = claim.seat;
        {
            const i18n::ScopedLanguage scope(c.language); // not over seatsChanged(): the laptop's
            send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("welcome")},
                                     {QStringLiteral("seat"), claim.seat},
                                     {QStringLiteral("name"), m_host.seatName(claim.seat)},
                                     {QStringLiteral("texts"), pageTexts(c.language)}});
        }
        sendPage(socket, c, true);
        Q_EMIT seatsChanged();
        return;
    }
    case ClientMessage::Type::Action: {
        const int seat = m_connections.value(socket).seat;
        const QString language = m_connections.value(socket).language;
        if (seat < 0) {
            refuseAndClose(socket, QStringLiteral("NOT_CLAIMED"), QT_TR_NOOP("Open the page again from the QR code."));
            return;
        }
        if (m.seat != seat) {
            const i18n::ScopedLanguage scope(language);
            send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("refused")},
                                     {QStringLiteral("code"), QStringLiteral("TABLE_OTHER_SEAT")},
                                     {QStringLiteral("rule"), QStringLiteral("P-TABLE-SEAT")},
                                     {QStringLiteral("text"), tr("This phone acts only for its own seat.")}});
            return;
        }
        // The acknowledgement first, then the pages the action changed (the host's window may
        // publish() on its own while it shows the action: those wait until the reply is sent).
        m_submitting = true;
        const TableHost::Reply reply = m_host.submit(seat, m.action);
        m_submitting = false;
        if (!m_connections.contains(socket))
            return;
        if (reply.accepted) {
            send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("accepted")}});
            publish();
        } else {
            const i18n::ScopedLanguage scope(language);
            send(socket, QJsonObject{{QStringLiteral("type"), QStringLiteral("refused")},
                                     {QStringLiteral("code"), reply.code},
                                     {QStringLiteral("rule"), reply.rule},
                                     {QStringLiteral("text"), reply.text ? reply.text() : QString()}});
        }
        return;
    }
    }
}

void TableServer::closeSeat(int seat, const QString &code, const char *text)
{
    const auto sockets = m_connections.keys();
    for (QWebSocket *s : sockets) {
        if (m_connections.value(s).seat == seat)
            refuseAndClose(s, code, text);
    }
}

void TableServer::release(int seat)
{
    m_tokens.release(seat);
    closeSeat(seat, QStringLiteral("RELEASED"), QT_TR_NOOP("The laptop released this seat."));
    Q_EMIT seatsChanged();
}

void TableServer::revoke(int seat)
{
    m_tokens.revoke(seat);
    closeSeat(seat, QStringLiteral("TOKEN_REVOKED"), QT_TR_NOOP("The laptop revoked this seat's QR code."));
    Q_EMIT seatsChanged();
}

} // namespace xobos::net
