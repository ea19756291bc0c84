// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/strictinput.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <vector>

namespace xobos::io {

BoundedRead readBounded(const QString &path, qint64 maxBytes, const QString &what)
{
    BoundedRead r;
    if (QFileInfo(path).isDir()) {
        r.error = QStringLiteral("%1: is a folder, not %2. Give the path of a file.").arg(path, what);
        return r;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = QStringLiteral("%1: cannot be read: %2").arg(path, file.errorString());
        return r;
    }
    const auto tooLarge = [&] {
        r.data.clear();
        r.error = QStringLiteral("%1: too large for %2 (more than %3 MiB). Check that it is the right file.")
                      .arg(path, what)
                      .arg(maxBytes / (1024 * 1024));
    };
    // size() is 0 for a pipe or a device: it says nothing about how much will come.
    if (!file.isSequential() && file.size() > maxBytes) {
        tooLarge();
        return r;
    }
    while (r.data.size() <= maxBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(1 << 20, maxBytes + 1 - r.data.size()));
        if (chunk.isEmpty())
            break;
        r.data += chunk;
    }
    if (r.data.size() > maxBytes) {
        tooLarge();
    } else if (file.error() != QFileDevice::NoError) {
        r.data.clear();
        r.error = QStringLiteral("%1: cannot be read: %2").arg(path, file.errorString());
    }
    return r;
}

namespace {

struct Frame
{
    bool object = false;
    bool expectKey = false;
    QSet<QString> keys;
    QString name; // the key or [index] that leads to this frame
    int index = 0; // arrays: the element being read
    QString lastKey; // objects: the key whose value is being read
};

QString decodeKey(const QByteArray &quoted)
{
    if (!quoted.contains('\\'))
        return QString::fromUtf8(quoted.mid(1, quoted.size() - 2));
    const QJsonDocument doc = QJsonDocument::fromJson('[' + quoted + ']');
    return doc.array().at(0).toString();
}

} // namespace

QString duplicateKey(const QByteArray &json)
{
    std::vector<Frame> stack;
    const auto childName = [&stack]() -> QString {
        if (stack.empty())
            return {};
        const Frame &top = stack.back();
        return top.object ? top.lastKey : QStringLiteral("[%1]").arg(top.index);
    };
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            const qsizetype start = i;
            for (++i; i < json.size() && json[i] != '"'; ++i) {
                if (json[i] == '\\')
                    ++i;
            }
            if (stack.empty() || !stack.back().object || !stack.back().expectKey)
                continue;
            Frame &top = stack.back();
            const QString key = decodeKey(json.mid(start, i - start + 1));
            if (top.keys.contains(key)) {
                int line = 1;
                qsizetype lineStart = 0;
                for (qsizetype k = 0; k < start; ++k) {
                    if (json[k] == '\n') {
                        ++line;
                        lineStart = k + 1;
                    }
                }
                QString path;
                for (const Frame &f : stack) {
                    if (!f.name.isEmpty())
                        path +=
                            (f.name.startsWith(QLatin1Char('[')) || path.isEmpty() ? QString() : QStringLiteral("."))
                            + f.name;
                }
                const int column =
                    static_cast<int>(QString::fromUtf8(json.mid(lineStart, start - lineStart)).size()) + 1;
                return QStringLiteral("line %1, column %2: the key \"%3\" appears twice in one object (%4); keep one")
                    .arg(line)
                    .arg(column)
                    .arg(key, path.isEmpty() ? QStringLiteral("at the top level") : QStringLiteral("at ") + path);
            }
            top.keys.insert(key);
            top.lastKey = key;
            top.expectKey = false;
        } else if (c == '{' || c == '[') {
            Frame f;
            f.object = c == '{';
            f.expectKey = f.object;
            f.name = childName();
            stack.push_back(std::move(f));
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',' && !stack.empty()) {
            Frame &top = stack.back();
            if (top.object)
                top.expectKey = true;
            else
                ++top.index;
        }
    }
    return {};
}

} // namespace xobos::io
