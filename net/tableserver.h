// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode's server (issue #29; docs/security.md): while it runs, every player's phone is
// their private sheet. A QHttpServer serves the phone page (resources/phone/, plain
// HTML/CSS/JS) and a QWebSocketServer carries the messages (net/tablemessage.h), both on
// the one address the referee picked; stop() (or the server's end) closes both.
//
// - A connection first says hello with its seat's token (net/seattokens.h); until then it
//   receives nothing of the game, and it is closed after kHelloTimeoutMs without one.
// - A claimed connection receives only its own seat's page (TableHost::seatPage), again
//   whenever it changes (publish()); an action it sends is for its own seat or refused, and
//   goes through TableHost::submit: "accepted" after the durable commit, else "refused" with
//   the laptop's code, rule id and sentence.
// - Everything a connection is told is in its phone's language: the first of the hello's
//   languages the product has a catalogue for (i18n::ScopedLanguage), else the laptop's;
//   the page itself in the first of the browser's Accept-Language the product has.
// - A malformed or oversized message, an unknown or revoked token, a seat another device
//   holds, or an action before hello: an "error" message and the connection closed; the game
//   is not touched. More than kMaxConnections at once: the newest is closed at once.
#pragma once

#include "net/seattokens.h"
#include "net/tablehost.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QUrl>

class QHttpServer;
class QWebSocket;
class QWebSocketServer;

namespace xobos::net {

class TableServer : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableServer)

public:
    static constexpr int kMaxConnections = 16;
    static constexpr int kHelloTimeoutMs = 10000;

    explicit TableServer(TableHost &host, QObject *parent = nullptr);
    ~TableServer() override;

    // Listens on `address` (the page on `httpPort`, 0: any free port; the messages on a free
    // port beside it). False with a sentence when it cannot.
    bool start(const QHostAddress &address, quint16 httpPort, QString *error);
    void stop();
    bool isListening() const;
    QHostAddress address() const { return m_address; }
    quint16 httpPort() const { return m_httpPort; }
    quint16 webSocketPort() const;

    // The address of the seat's page, its token in the fragment (never sent over HTTP).
    QUrl seatUrl(int seat) const;
    const SeatTokens &tokens() const { return m_tokens; }
    bool connected(int seat) const;
    int connectionCount() const { return static_cast<int>(m_connections.size()); }

    // The seat's phone is let go: the next device with its token may claim it.
    void release(int seat);
    // The seat gets a new token (a new QR code); the old one is refused from now on.
    void revoke(int seat);

public Q_SLOTS:
    // Sends each claimed connection its seat's page when it differs from the last one sent.
    void publish();

Q_SIGNALS:
    void seatsChanged(); // a seat connected, went away, was released or revoked

private:
    struct Connection {
        int seat = -1;
        QString language; // the phone's (i18n::pickLanguage), empty: the laptop's
        QByteArray lastPage;
    };
    void onNewConnection();
    void onMessage(QWebSocket *socket, const QString &text);
    // `text`: a QT_TR_NOOP source, told in the connection's language.
    void refuseAndClose(QWebSocket *socket, const QString &code, const char *text);
    void send(QWebSocket *socket, const QJsonObject &message);
    void sendPage(QWebSocket *socket, Connection &c, bool always);
    void closeSeat(int seat, const QString &code, const char *text);
    QJsonObject pageTexts(const QString &language) const;
    QByteArray pageFile(const QString &name) const;

    TableHost &m_host;
    SeatTokens m_tokens;
    QHttpServer *m_http = nullptr;
    QWebSocketServer *m_ws = nullptr;
    QHostAddress m_address;
    quint16 m_httpPort = 0;
    QHash<QWebSocket *, Connection> m_connections;
    bool m_submitting = false;
};

} // namespace xobos::net
