// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablefixture.h"

#include "game/modules.h"
#include "game/session.h"
#include "ui/shell/mainwindow.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QPushButton>
#include <QTest>

namespace xobos::testing {

QJsonObject commit(const char *unit, int cell)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("commit")}, {QStringLiteral("unit"), QLatin1String(unit)},
                       {QStringLiteral("cell"), cell}};
}

net::TableServer *tableModeOn(ui::MainWindow &window)
{
    window.openTableMode();
    ui::phones::TableModeDialog *dialog = window.tableModeDialog();
    if (!dialog)
        return nullptr;
    dialog->addressBox()->setCurrentIndex(dialog->addressBox()->count() - 1);
    dialog->onOffButton()->click();
    return dialog->server()->isListening() ? dialog->server() : nullptr;
}

bool Table::open(On on)
{
    if (!store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok())
        return false;
    store::GameRecord record;
    record.title = QStringLiteral("table mode");
    for (int seat = 0; seat < 2; ++seat)
        record.players << store::PlayerRecord{seat, kNames[seat], QString(), QString()};
    QString error;
    auto session = game::Session::create(store, *game::findModule(game::kTechModuleId), {}, record, &error);
    if (!session) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    window = std::make_unique<ui::tech::TechWindow>(std::move(session));
    window->show();
    window->openTableMode();
    dialog = window->tableModeDialog();
    server = dialog->server();
    // The loopback entry is the last; the referee's pick, then the button.
    dialog->addressBox()->setCurrentIndex(on == On::Loopback ? dialog->addressBox()->count() - 1 : 0);
    dialog->onOffButton()->click();
    return server->isListening();
}

QUrl Table::webSocketUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(dialog->addressBox()->currentData().toString());
    url.setPort(server->webSocketPort());
    url.setPath(QStringLiteral("/"));
    return url;
}

Phone::Phone(const QUrl &url)
{
    connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &m) { m_received << m; });
    connect(&m_socket, &QWebSocket::disconnected, this, [this]() { m_closed = true; });
    m_socket.open(url);
}

bool Phone::waitConnected()
{
    return QTest::qWaitFor([this]() { return m_socket.state() == QAbstractSocket::ConnectedState || m_closed; }, 5000)
        && m_socket.state() == QAbstractSocket::ConnectedState;
}

void Phone::send(const QJsonObject &message)
{
    m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void Phone::hello(const QString &token, const QString &device)
{
    send(QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("token"), token},
                     {QStringLiteral("device"), device}});
}

void Phone::act(int seat, const QJsonObject &action)
{
    send(QJsonObject{{QStringLiteral("type"), QStringLiteral("action")}, {QStringLiteral("seat"), seat},
                     {QStringLiteral("action"), action}});
}

QJsonObject Phone::waitFor(const QString &type, int timeoutMs)
{
    QJsonObject found;
    (void)QTest::qWaitFor(
        [&]() {
            while (m_taken < m_received.size()) {
                const QJsonObject o = QJsonDocument::fromJson(m_received.at(m_taken++).toUtf8()).object();
                if (o.value(QStringLiteral("type")).toString() == type) {
                    found = o;
                    return true;
                }
            }
            return false;
        },
        timeoutMs);
    return found;
}

bool Phone::waitClosed(int timeoutMs)
{
    return QTest::qWaitFor([this]() { return m_closed; }, timeoutMs);
}

QJsonObject Phone::lastPage() const
{
    for (qsizetype i = m_received.size() - 1; i >= 0; --i) {
        const QJsonObject o = QJsonDocument::fromJson(m_received.at(i).toUtf8()).object();
        if (o.value(QStringLiteral("type")).toString() == QLatin1String("page"))
            return o;
    }
    return {};
}

} // namespace xobos::testing
