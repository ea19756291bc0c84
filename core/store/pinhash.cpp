#include "pinhash.h"

#include <QCryptographicHash>

#include <QList>
#include <QRandomGenerator>
#include <QStringList>
#include <algorithm>
#include <array>
#include <cstddef>

namespace xobos::store {

namespace {

const QString kScheme = QStringLiteral("pbkdf2-sha256");
constexpr int kBlock = 64; // SHA-256 block size in bytes
constexpr int kMaxIterations = 10'000'000; // refuse absurd stored counts (a denial of service)

// SHA-256 (FIPS 180-4) on fixed arrays, and HMAC-SHA256 with the states after the key
// pads computed once: PBKDF2's rounds are two compressions each, with no allocation. It
// makes one round about as cheap here as in an attacker's optimised library, so the round
// count buys real cost (docs/security.md); the known-answer tests hold it to RFC 7914.
using State = std::array<quint32, 8>;

constexpr State kInitial{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                         0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
constexpr std::array<quint32, 64> kRound{
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr quint32 rotr(quint32 x, int n)
{
    return (x >> n) | (x << (32 - n));
}

void compress(State &h, const unsigned char *block)
{
    std::array<quint32, 64> w{};
    for (int i = 0; i < 16; ++i)
        w[i] = (quint32(block[4 * i]) << 24) | (quint32(block[4 * i + 1]) << 16) | (quint32(block[4 * i + 2]) << 8)
            | quint32(block[4 * i + 3]);
    for (int i = 16; i < 64; ++i) {
        const quint32 s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        const quint32 s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    quint32 a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (int i = 0; i < 64; ++i) {
        const quint32 t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kRound[i] + w[i];
        const quint32 t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        k = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += k;
}

using Digest = std::array<unsigned char, 32>;

// SHA-256 of (the 64 bytes already in `state`) + `data`.
Digest finishAfterOneBlock(State state, const unsigned char *data, std::size_t size)
{
    std::array<unsigned char, 64> block{};
    std::size_t done = 0;
    while (size - done >= 64) {
        compress(state, data + done);
        done += 64;
    }
    const std::size_t rest = size - done;
    std::copy(data + done, data + size, block.begin());
    block[rest] = 0x80;
    if (rest >= 56) {
        compress(state, block.data());
        block.fill(0);
    }
    const quint64 bits = (quint64(size) + 64) * 8;
    for (int i = 0; i < 8; ++i)
        block[63 - i] = static_cast<unsigned char>(bits >> (8 * i));
    compress(state, block.data());
    Digest out{};
    for (int i = 0; i < 8; ++i) {
        out[4 * i] = static_cast<unsigned char>(state[i] >> 24);
        out[4 * i + 1] = static_cast<unsigned char>(state[i] >> 16);
        out[4 * i + 2] = static_cast<unsigned char>(state[i] >> 8);
        out[4 * i + 3] = static_cast<unsigned char>(state[i]);
    }
    return out;
}

class HmacSha256
{
public:
    explicit HmacSha256(const QByteArray &key)
    {
        QByteArray k = key.size() > kBlock ? QCryptographicHash::hash(key, QCryptographicHash::Sha256) : key;
        k.resize(kBlock, '\0');
        std::array<unsigned char, kBlock> inner{};
        std::array<unsigned char, kBlock> outer{};
        for (int i = 0; i < kBlock; ++i) {
            inner[i] = static_cast<unsigned char>(k[i] ^ 0x36);
            outer[i] = static_cast<unsigned char>(k[i] ^ 0x5c);
        }
        m_inner = kInitial;
        compress(m_inner, inner.data());
        m_outer = kInitial;
        compress(m_outer, outer.data());
    }

    Digest mac(const unsigned char *message, std::size_t size) const
    {
        const Digest inner = finishAfterOneBlock(m_inner, message, size);
        return finishAfterOneBlock(m_outer, inner.data(), inner.size());
    }

private:
    State m_inner{};
    State m_outer{};
};

// Equal-length byte strings compared without an early exit, so the time taken does not
// tell how many leading bytes of a guess were right.
bool constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

QByteArray pinBytes(const QString &pin)
{
    return pin.normalized(QString::NormalizationForm_C).toUtf8();
}

} // namespace

QByteArray pbkdf2Sha256(const QByteArray &password, const QByteArray &salt, int iterations, int length)
{
    if (iterations < 1 || length < 1)
        return {};
    HmacSha256 prf(password);
    QByteArray out;
    out.reserve(length);
    for (quint32 block = 1; out.size() < length; ++block) {
        QByteArray first = salt;
        first.append(static_cast<char>((block >> 24) & 0xff));
        first.append(static_cast<char>((block >> 16) & 0xff));
        first.append(static_cast<char>((block >> 8) & 0xff));
        first.append(static_cast<char>(block & 0xff));
        Digest u =
            prf.mac(reinterpret_cast<const unsigned char *>(first.constData()), static_cast<std::size_t>(first.size()));
        Digest t = u;
        for (int i = 1; i < iterations; ++i) {
            u = prf.mac(u.data(), u.size());
            for (std::size_t j = 0; j < t.size(); ++j)
                t[j] ^= u[j];
        }
        out.append(reinterpret_cast<const char *>(t.data()), static_cast<qsizetype>(t.size()));
    }
    out.truncate(length);
    return out;
}

QString hashPin(const QString &pin, int iterations)
{
    QByteArray salt(kPinSaltBytes, '\0');
    QList<quint32> words(kPinSaltBytes / 4);
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    for (int i = 0; i < kPinSaltBytes; ++i)
        salt[i] = static_cast<char>((words[i / 4] >> (8 * (i % 4))) & 0xff);
    const QByteArray hash = pbkdf2Sha256(pinBytes(pin), salt, iterations, kPinHashBytes);
    return QStringList{kScheme, QString::number(iterations), QString::fromLatin1(salt.toBase64()),
                       QString::fromLatin1(hash.toBase64())}
        .join(QLatin1Char('$'));
}

QString hashPin(const QString &pin)
{
    return hashPin(pin, kPinIterations);
}

bool verifyPin(const QString &pin, const QString &stored)
{
    const QStringList parts = stored.split(QLatin1Char('$'));
    if (parts.size() != 4 || parts[0] != kScheme)
        return false;
    bool ok = false;
    const int iterations = parts[1].toInt(&ok);
    if (!ok || iterations < 1 || iterations > kMaxIterations)
        return false;
    const auto salt = QByteArray::fromBase64Encoding(parts[2].toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    const auto expected = QByteArray::fromBase64Encoding(parts[3].toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!salt || !expected || salt.decoded.isEmpty() || expected.decoded.size() != kPinHashBytes)
        return false;
    const QByteArray actual = pbkdf2Sha256(pinBytes(pin), salt.decoded, iterations, kPinHashBytes);
    return constantTimeEquals(actual, expected.decoded);
}

} // namespace xobos::store
