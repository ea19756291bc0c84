// SPDX-License-Identifier: GPL-3.0-or-later
// Exports of a finished game's report (docs/report-exports.md): a printable PDF score
// sheet, CSV (one row per player), JSON (everything the report shows) and a play file
// for the BG Stats app.
#pragma once

#include "ui/companion/reportdata.h"

#include <QByteArray>
#include <QObject>
#include <QString>
class QPagedPaintDevice;
class QTextDocument;

namespace xobos::ui::companion {

class ReportExport : public QObject
{
    Q_OBJECT

public:
    static QByteArray toCsv(const GameReportData &data);
    static QByteArray toJson(const GameReportData &data);
    static QByteArray toBgStatsJson(const GameReportData &data);
    // The score sheet as HTML (what the PDF prints).
    static QString scoreSheetHtml(const GameReportData &data);
    // Lays the score sheet out on one page of the device (A4 at 300 dpi in writePdf).
    static void layOutScoreSheet(const GameReportData &data, QPagedPaintDevice *device, QTextDocument *doc);
    static bool writePdf(const GameReportData &data, const QString &path, QString *error = nullptr);
    // Writes `bytes` to `path`; false with a message on failure.
    static bool writeFile(const QByteArray &bytes, const QString &path, QString *error = nullptr);
    static QString gameName() { return QStringLiteral("Guardians of Xobos"); }
};

} // namespace xobos::ui::companion
