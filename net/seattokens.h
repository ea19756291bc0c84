// SPDX-License-Identifier: GPL-3.0-or-later
// The seats of table mode and who holds them (issue #29; docs/security.md).
//
// Each seat has a token of 128 random bits from the system's generator
// (QRandomGenerator::system()), written as 32 lowercase hex digits; the laptop shows it in
// the seat's QR code. The first device that presents it claims the seat: its device id (a
// random id the phone's browser keeps) is bound to the seat. The same device presenting the
// token again (a phone back from sleep, a reload) reconnects; another device is refused
// until the seat is released on the laptop. Revoking gives the seat a new token: the old one
// is refused from then on. Tokens are compared in constant time. QtCore only.
#pragma once

#include <QString>

#include <vector>

namespace xobos::net {

class SeatTokens
{
public:
    explicit SeatTokens(int seats);

    int seats() const { return static_cast<int>(m_seats.size()); }
    QString token(int seat) const;
    // The device that holds the seat (empty: nobody has claimed it).
    QString holder(int seat) const;

    enum class Claim { Claimed, Reconnected, UnknownToken, Taken };
    struct ClaimResult {
        Claim claim = Claim::UnknownToken;
        int seat = -1; // the token's seat (also when Taken)
        bool ok() const { return claim == Claim::Claimed || claim == Claim::Reconnected; }
    };
    ClaimResult claim(const QString &token, const QString &device);
    // The seat is free for the next device that presents its token.
    void release(int seat);
    // A new token for the seat; the old one is refused; nobody holds it.
    void revoke(int seat);

    // 32 lowercase hex digits of QRandomGenerator::system().
    static QString newToken();

private:
    struct Seat {
        QString token;
        QString holder;
    };
    bool valid(int seat) const { return seat >= 0 && seat < seats(); }
    std::vector<Seat> m_seats;
};

} // namespace xobos::net
