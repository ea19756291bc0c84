// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/userboards.h"

#include <QDir>
#include <QStandardPaths>

namespace xobos::ui {

QString userBoardsFolder(bool create)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/boards");
    if (create)
        QDir().mkpath(folder);
    return folder;
}

QStringList userBoardFiles()
{
    const QDir dir(userBoardsFolder());
    if (!dir.exists())
        return {};
    QStringList files;
    const auto entries = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo &info : entries)
        files << info.absoluteFilePath();
    return files;
}

} // namespace xobos::ui
