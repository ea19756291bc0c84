// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode on the laptop (issue #29): the referee picks the network and turns the phones'
// server on (net/tableserver.h; off until then, off again with the button or when the
// game's window closes). Per seat: its name, whether a phone holds it, a button that shows
// that seat's QR code and full address (one seat at a time, hidden again once its phone is
// connected: the code is the seat's key and the laptop's screen faces the table), Release
// (another phone may take the seat) and Revoke (a new code; the old one is refused). A seat
// with no phone keeps the laptop's hand-over. When no phone has connected, a message says
// why that may be (guest Wi-Fi isolation, VPN, firewall).
#pragma once

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

namespace xobos::net {
class TableHost;
class TableServer;
}

namespace xobos::ui::phones {

class TableModeDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableModeDialog)

public:
    TableModeDialog(net::TableHost &host, QWidget *parent = nullptr);
    ~TableModeDialog() override;

    net::TableServer *server() const { return m_server; }
    // For the tests that click.
    QComboBox *addressBox() const { return m_addresses; }
    QPushButton *onOffButton() const { return m_onOff; }
    QPushButton *showCodeButton(int seat) const { return m_seats.at(static_cast<std::size_t>(seat)).show; }
    QPushButton *releaseButton(int seat) const { return m_seats.at(static_cast<std::size_t>(seat)).release; }
    QPushButton *revokeButton(int seat) const { return m_seats.at(static_cast<std::size_t>(seat)).revoke; }
    QLabel *codeLabel(int seat) const { return m_seats.at(static_cast<std::size_t>(seat)).code; }
    QLabel *seatStatus(int seat) const { return m_seats.at(static_cast<std::size_t>(seat)).status; }
    QLabel *troubleLabel() const { return m_trouble; }
    QLabel *addressLabel() const { return m_address; }
    int shownSeat() const { return m_shown; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct SeatRow {
        QLabel *name = nullptr;
        QLabel *status = nullptr;
        QPushButton *show = nullptr;
        QPushButton *release = nullptr;
        QPushButton *revoke = nullptr;
        QLabel *code = nullptr; // the QR code and the seat's full address, while shown
    };
    void retranslateUi();
    void toggle();
    void showCode(int seat);
    void refresh();

    net::TableHost &m_host;
    net::TableServer *m_server = nullptr;
    QComboBox *m_addresses = nullptr;
    QPushButton *m_onOff = nullptr;
    QLabel *m_address = nullptr;
    QLabel *m_trouble = nullptr;
    QLabel *m_error = nullptr;
    std::vector<SeatRow> m_seats;
    int m_shown = -1;
};

} // namespace xobos::ui::phones
