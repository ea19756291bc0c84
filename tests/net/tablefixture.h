// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode's test fixture: a TECH game in a temporary library, its real window with the
// table-mode dialog turned on for the loopback address, and phones as QWebSocket clients.
#pragma once

#include "net/tableserver.h"
#include "store/gamestore.h"
#include "ui/phones/tablemodedialog.h"
#include "ui/tech/techwindow.h"

#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>
#include <QWebSocket>

#include <memory>

namespace xobos::ui {
class MainWindow;
}

namespace xobos::testing {

inline const QStringList kNames{QStringLiteral("Ada"), QStringLiteral("Ben")};

QJsonObject commit(const char *unit, int cell);

struct Table {
    QTemporaryDir dir;
    store::GameStore store;
    std::unique_ptr<ui::tech::TechWindow> window;
    ui::phones::TableModeDialog *dialog = nullptr;
    net::TableServer *server = nullptr;

    // False (with a QTest failure) when the game or the server cannot be set up.
    // On the loopback (the last address), or on the first address listed (a LAN's, when
    // the machine has one: the README's picture).
    enum class On { Loopback, FirstAddress };
    bool open(On on = On::Loopback);
    QUrl webSocketUrl() const;
    QString token(int seat) const { return server->tokens().token(seat); }
};

// Guardians of Xobos's table mode turned on in `window` for the loopback; null when it
// does not listen.
net::TableServer *tableModeOn(ui::MainWindow &window);

// A phone: every text message it received, in order, as the bytes came.
class Phone : public QObject
{
    Q_OBJECT

public:
    explicit Phone(const QUrl &url);
    bool waitConnected();
    void send(const QJsonObject &message);
    void sendRaw(const QString &text) { m_socket.sendTextMessage(text); }
    void hello(const QString &token, const QString &device = QStringLiteral("test-phone-1"));
    void act(int seat, const QJsonObject &action);
    // Waits for the next message of `type` after those already taken; empty on timeout.
    QJsonObject waitFor(const QString &type, int timeoutMs = 5000);
    bool waitClosed(int timeoutMs = 5000);
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    const QStringList &received() const { return m_received; }
    QJsonObject lastPage() const;
    void close() { m_socket.close(); }

private:
    QWebSocket m_socket;
    QStringList m_received;
    qsizetype m_taken = 0;
    bool m_closed = false;
};

} // namespace xobos::testing
