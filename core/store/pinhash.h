// SPDX-License-Identifier: GPL-3.0-or-later
// PIN hashing for the shared laptop (docs/security.md).
//
// Contract:
// - hashPin() returns a self-describing string
//   "pbkdf2-sha256$<iterations>$<salt>$<hash>$<length>" (salt and hash in standard base64,
//   length: the PIN's characters): PBKDF2-HMAC-SHA256 with a fresh random 16-byte salt from
//   the system generator and kPinIterations rounds, so the same PIN hashes differently
//   every time and each guess costs a noticeable fraction of a second. The length is what
//   the PIN field's dots show anyone looking; the lock checks a PIN once it is complete
//   (storedPinLength), without Enter. Strings without it (before issue #25) still verify.
// - verifyPin() recomputes with the stored salt and iteration count and compares in
//   constant time. A malformed or unknown stored string never verifies.
// - Only the returned string is ever stored; the PIN itself never leaves memory.
// Qt Core and OpenSSL's libcrypto: usable from the store, the UI and the command line alike.
#pragma once

#include <QByteArray>
#include <QString>

namespace xobos::store {

// Chosen so that one hash costs about 0.3 s of CPU on the project's 2-core machine (OpenSSL's
// PBKDF2; docs/security.md; tests/secrets/tst_pinhash.cpp prints the figure). Hashes stored with an older count (25,000 before issue #20) still verify: the
// count is part of the stored string.
inline constexpr int kPinIterations = 1000000;
inline constexpr int kPinSaltBytes = 16;
inline constexpr int kPinHashBytes = 32;

QString hashPin(const QString &pin);
QString hashPin(const QString &pin, int iterations); // for tests and future tuning
bool verifyPin(const QString &pin, const QString &stored);
// The number of characters of a PIN as hashPin() counts them (after NFC normalization).
int pinLength(const QString &pin);
// The length kept in a stored string; 0 when it has none (an older string) or is malformed.
int storedPinLength(const QString &stored);

// PBKDF2-HMAC-SHA256 (RFC 8018), exposed for its known-answer test (RFC 7914 vectors).
QByteArray pbkdf2Sha256(const QByteArray &password, const QByteArray &salt, int iterations, int length);

} // namespace xobos::store
