#include "pinhash.h"

#include <QCryptographicHash>
#include <QList>
#include <QRandomGenerator>
#include <QStringList>

namespace xobos::store {

namespace {

const QString kScheme = QStringLiteral("pbkdf2-sha256");
constexpr int kBlock = 64; // SHA-256 block size in bytes
constexpr int kMaxIterations = 10'000'000; // refuse absurd stored counts (a denial of service)

// HMAC-SHA256 with the key pads prepared once: PBKDF2 calls it tens of thousands of times
// with the same key, so the pads are not rebuilt per call.
class HmacSha256
{
public:
    explicit HmacSha256(const QByteArray &key)
    {
        QByteArray k = key.size() > kBlock ? QCryptographicHash::hash(key, QCryptographicHash::Sha256) : key;
        k.resize(kBlock, '\0');
        m_inner = k;
        m_outer = k;
        for (int i = 0; i < kBlock; ++i) {
            m_inner[i] = static_cast<char>(m_inner[i] ^ 0x36);
            m_outer[i] = static_cast<char>(m_outer[i] ^ 0x5c);
        }
    }

    QByteArray mac(const QByteArray &message)
    {
        m_hash.reset();
        m_hash.addData(m_inner);
        m_hash.addData(message);
        const QByteArray inner = m_hash.result();
        m_hash.reset();
        m_hash.addData(m_outer);
        m_hash.addData(inner);
        return m_hash.result();
    }

private:
    QByteArray m_inner;
    QByteArray m_outer;
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
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
        QByteArray u = prf.mac(first);
        QByteArray t = u;
        for (int i = 1; i < iterations; ++i) {
            u = prf.mac(u);
            for (qsizetype j = 0; j < t.size(); ++j)
                t[j] = static_cast<char>(t[j] ^ u[j]);
        }
        out.append(t);
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
