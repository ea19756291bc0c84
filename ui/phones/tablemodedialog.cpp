// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/phones/tablemodedialog.h"

#include "net/tablehost.h"
#include "net/tableserver.h"
#include "ui/phones/qrimage.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QNetworkInterface>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace xobos::ui::phones {

TableModeDialog::TableModeDialog(net::TableHost &host, QWidget *parent)
    : QDialog(parent)
    , m_host(host)
    , m_server(new net::TableServer(host, this))
{
    setObjectName(QStringLiteral("tableModeDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_addresses = new QComboBox(this);
    // The laptop's addresses on its networks; the loopback last (a test on this computer).
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!i.flags().testFlag(QNetworkInterface::IsUp) || i.flags().testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries()) {
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                m_addresses->addItem(QStringLiteral("%1 (%2)").arg(e.ip().toString(), i.humanReadableName()), e.ip().toString());
        }
    }
    m_addresses->addItem(QString(), QHostAddress(QHostAddress::LocalHost).toString());
    top->addWidget(m_addresses, 1);
    m_onOff = new QPushButton(this);
    m_onOff->setObjectName(QStringLiteral("tableModeOnOff"));
    top->addWidget(m_onOff);
    layout->addLayout(top);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    layout->addWidget(m_error);
    m_address = new QLabel(this);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_address);

    auto *grid = new QGridLayout;
    for (int seat = 0; seat < host.seats(); ++seat) {
        SeatRow row;
        row.name = new QLabel(host.seatName(seat), this);
        row.name->setStyleSheet(QStringLiteral("font-weight: bold"));
        row.status = new QLabel(this);
        row.show = new QPushButton(this);
        row.release = new QPushButton(this);
        row.revoke = new QPushButton(this);
        row.code = new QLabel(this);
        row.code->setAlignment(Qt::AlignCenter);
        row.code->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.code->hide();
        grid->addWidget(row.name, 2 * seat, 0);
        grid->addWidget(row.status, 2 * seat, 1);
        grid->addWidget(row.show, 2 * seat, 2);
        grid->addWidget(row.release, 2 * seat, 3);
        grid->addWidget(row.revoke, 2 * seat, 4);
        grid->addWidget(row.code, 2 * seat + 1, 0, 1, 5);
        connect(row.show, &QPushButton::clicked, this, [this, seat]() { showCode(m_shown == seat ? -1 : seat); });
        connect(row.release, &QPushButton::clicked, this, [this, seat]() { m_server->release(seat); });
        connect(row.revoke, &QPushButton::clicked, this, [this, seat]() {
            m_server->revoke(seat);
            showCode(m_shown == seat ? seat : m_shown); // a new code drawn at once when shown
        });
        m_seats.push_back(row);
    }
    layout->addLayout(grid);
    m_trouble = new QLabel(this);
    m_trouble->setWordWrap(true);
    m_trouble->setObjectName(QStringLiteral("tableModeTrouble"));
    layout->addWidget(m_trouble);

    connect(m_onOff, &QPushButton::clicked, this, &TableModeDialog::toggle);
    connect(m_server, &net::TableServer::seatsChanged, this, &TableModeDialog::refresh);
    retranslateUi();
}

TableModeDialog::~TableModeDialog()
{
    m_server->disconnect(this);
    m_server->stop();
}

void TableModeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void TableModeDialog::retranslateUi()
{
    setWindowTitle(tr("Table mode: phones as private sheets"));
    m_addresses->setItemText(m_addresses->count() - 1, tr("This computer only (127.0.0.1)"));
    m_addresses->setToolTip(tr("The network the phones are on: the server listens on this address only."));
    for (SeatRow &row : m_seats) {
        row.release->setText(tr("Release"));
        row.release->setToolTip(tr("Let another phone take this seat (the same code)."));
        row.revoke->setText(tr("Revoke"));
        row.revoke->setToolTip(tr("Give this seat a new code: the old one no longer works."));
    }
    m_trouble->setText(tr("No phone connected yet? The phones must be on the same network as this laptop. "
                          "Guest Wi-Fi often keeps devices apart (client isolation), a VPN on the phone or the "
                          "laptop sends the page elsewhere, and a firewall may block the two ports shown. Try "
                          "another network (a phone's own hotspot works), turn the VPN off, or allow the ports. "
                          "Anyone on this network can read what is sent: see the manual's security notes."));
    refresh();
}

void TableModeDialog::toggle()
{
    m_error->clear();
    if (m_server->isListening()) {
        m_server->stop();
    } else {
        QString error;
        if (!m_server->start(QHostAddress(m_addresses->currentData().toString()), 0, &error))
            m_error->setText(error);
    }
    showCode(-1);
    refresh();
}

void TableModeDialog::showCode(int seat)
{
    m_shown = m_server->isListening() ? seat : -1;
    for (int s = 0; s < static_cast<int>(m_seats.size()); ++s) {
        QLabel *code = m_seats[static_cast<std::size_t>(s)].code;
        if (s != m_shown) {
            code->hide();
            code->clear();
            continue;
        }
        const QString url = m_server->seatUrl(s).toString(QUrl::FullyEncoded);
        const QImage image = qrImage(url);
        code->setPixmap(QPixmap::fromImage(image));
        code->setToolTip(url);
        code->show();
        code->setAccessibleName(url);
    }
    refresh();
}

void TableModeDialog::refresh()
{
    const bool on = m_server->isListening();
    m_onOff->setText(on ? tr("Turn table mode off") : tr("Turn table mode on"));
    m_addresses->setEnabled(!on);
    m_address->setText(on ? tr("Page: http://%1:%2/ (messages on port %3)")
                                .arg(m_server->address().toString())
                                .arg(m_server->httpPort())
                                .arg(m_server->webSocketPort())
                          : tr("Table mode is off: nothing listens on the network."));
    bool any = false;
    for (int s = 0; s < static_cast<int>(m_seats.size()); ++s) {
        SeatRow &row = m_seats[static_cast<std::size_t>(s)];
        const bool connected = on && m_server->connected(s);
        any = any || connected;
        // A seat's phone is in: its code leaves the screen.
        if (connected && m_shown == s) {
            m_shown = -1;
            row.code->hide();
            row.code->clear();
        }
        row.status->setText(!on ? QString()
                                : connected ? tr("Phone connected")
                                            : tr("No phone: the laptop's hand-over is used"));
        row.show->setText(m_shown == s ? tr("Hide code") : tr("Show code"));
        row.show->setEnabled(on);
        row.release->setEnabled(on && !m_server->tokens().holder(s).isEmpty());
        row.revoke->setEnabled(on);
    }
    m_trouble->setVisible(on && !any);
}

} // namespace xobos::ui::phones
