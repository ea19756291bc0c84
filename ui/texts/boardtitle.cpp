// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/boardtitle.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace xobos::ui {

namespace {

struct BoardTitle
{
    Q_DECLARE_TR_FUNCTIONS(BoardTitle)
};

} // namespace

QString boardTitle(const QString &bundledName, const rules::Board &board, const QString &fallback)
{
    // The two sides of the printed board (rulebook: "two or four players, or three players
    // (the MUENARA side)").
    if (bundledName == QLatin1String("standard"))
        return BoardTitle::tr("Standard side");
    if (bundledName == QLatin1String("muenara"))
        return BoardTitle::tr("MUENARA side");
    const QString own = QString::fromStdString(board.name).trimmed();
    return own.isEmpty() ? fallback : own;
}

QString boardPlayersText(const rules::Board &board)
{
    QStringList counts;
    for (int n = 2; n <= 4; ++n) {
        if (board.servesPlayers(n))
            counts << QLocale().toString(n);
    }
    if (counts.isEmpty())
        return BoardTitle::tr("no player count");
    if (counts.size() == 1)
        return BoardTitle::tr("%1 players").arg(counts.first());
    const QString last = counts.takeLast();
    return BoardTitle::tr("%1 or %2 players").arg(counts.join(QStringLiteral(", ")), last);
}

bool isReconstruction(const rules::Board &board)
{
    return QString::fromStdString(board.version).contains(QLatin1String("reconstruction"), Qt::CaseInsensitive)
        || QString::fromStdString(board.description).contains(QLatin1String("reconstruction"), Qt::CaseInsensitive);
}

} // namespace xobos::ui
