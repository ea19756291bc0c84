// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/seattokens.h"

#include "net/tablemessage.h"

#include <QRandomGenerator>

namespace xobos::net {

namespace {

// Equal strings of the same length, without stopping at the first difference: the time a
// refusal takes says nothing about how much of a guess was right.
bool sameInConstantTime(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return false;
    char16_t diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<char16_t>(a.at(i).unicode() ^ b.at(i).unicode());
    return diff == 0;
}

} // namespace

SeatTokens::SeatTokens(int seats)
    : m_seats(static_cast<std::size_t>(seats < 0 ? 0 : seats))
{
    for (Seat &s : m_seats)
        s.token = newToken();
}

QString SeatTokens::newToken()
{
    quint32 words[kTokenHexDigits / 8];
    QRandomGenerator::system()->fillRange(words);
    QString out;
    for (const quint32 w : words)
        out += QStringLiteral("%1").arg(w, 8, 16, QLatin1Char('0'));
    return out;
}

QString SeatTokens::token(int seat) const
{
    return valid(seat) ? m_seats[static_cast<std::size_t>(seat)].token : QString();
}

QString SeatTokens::holder(int seat) const
{
    return valid(seat) ? m_seats[static_cast<std::size_t>(seat)].holder : QString();
}

SeatTokens::ClaimResult SeatTokens::claim(const QString &token, const QString &device)
{
    ClaimResult r;
    if (!isTokenShaped(token) || device.isEmpty())
        return r;
    for (int s = 0; s < seats(); ++s) {
        if (sameInConstantTime(m_seats[static_cast<std::size_t>(s)].token, token))
            r.seat = s;
    }
    if (r.seat < 0)
        return r;
    Seat &seat = m_seats[static_cast<std::size_t>(r.seat)];
    if (seat.holder.isEmpty()) {
        seat.holder = device;
        r.claim = Claim::Claimed;
    } else if (seat.holder == device) {
        r.claim = Claim::Reconnected;
    } else {
        r.claim = Claim::Taken;
    }
    return r;
}

void SeatTokens::release(int seat)
{
    if (valid(seat))
        m_seats[static_cast<std::size_t>(seat)].holder.clear();
}

void SeatTokens::revoke(int seat)
{
    if (!valid(seat))
        return;
    m_seats[static_cast<std::size_t>(seat)].token = newToken();
    m_seats[static_cast<std::size_t>(seat)].holder.clear();
}

} // namespace xobos::net
