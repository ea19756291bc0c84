// SPDX-License-Identifier: GPL-3.0-or-later
#include "pinhash.h"

#include <QList>
#include <QRandomGenerator>
#include <QStringList>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <cstddef>

namespace xobos::store {

namespace {

const QString kScheme = QStringLiteral("pbkdf2-sha256");
constexpr int kMaxIterations = 10'000'000; // refuse absurd stored counts (a denial of service)
constexpr int kMaxLength = 1024;           // a stored length above this is malformed

// Equal-length byte strings compared without an early exit (OpenSSL's CRYPTO_memcmp), so
// the time taken does not tell how many leading bytes of a guess were right.
bool constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    return a.size() == b.size()
        && CRYPTO_memcmp(a.constData(), b.constData(), static_cast<std::size_t>(a.size())) == 0;
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
    // OpenSSL's PBKDF2 is as fast as an attacker's, so the round count buys real cost.
    QByteArray out(length, '\0');
    const int ok = PKCS5_PBKDF2_HMAC(password.constData(), static_cast<int>(password.size()),
                                     reinterpret_cast<const unsigned char *>(salt.constData()),
                                     static_cast<int>(salt.size()), iterations, EVP_sha256(), length,
                                     reinterpret_cast<unsigned char *>(out.data()));
    return ok == 1 ? out : QByteArray();
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
                       QString::fromLatin1(hash.toBase64()), QString::number(pinLength(pin))}
        .join(QLatin1Char('$'));
}

QString hashPin(const QString &pin)
{
    return hashPin(pin, kPinIterations);
}

bool verifyPin(const QString &pin, const QString &stored)
{
    const QStringList parts = stored.split(QLatin1Char('$'));
    if ((parts.size() != 4 && parts.size() != 5) || parts[0] != kScheme)
        return false;
    if (parts.size() == 5 && storedPinLength(stored) == 0)
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

int pinLength(const QString &pin)
{
    return static_cast<int>(pin.normalized(QString::NormalizationForm_C).size());
}

int storedPinLength(const QString &stored)
{
    const QStringList parts = stored.split(QLatin1Char('$'));
    if (parts.size() != 5 || parts[0] != kScheme)
        return 0;
    bool ok = false;
    const int length = parts[4].toInt(&ok);
    return ok && length >= 1 && length <= kMaxLength ? length : 0;
}

} // namespace xobos::store
