// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/reportexport.h"

#include "ui/companion/scoretext.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUuid>

namespace xobos::ui::companion {

using rules::ScoreLine;

namespace {

QByteArray csvField(const QString &s)
{
    QString out = s;
    if (out.contains(QLatin1Char(',')) || out.contains(QLatin1Char('"')) || out.contains(QLatin1Char('\n'))) {
        out.replace(QLatin1String("\""), QLatin1String("\"\""));
        out = QLatin1Char('"') + out + QLatin1Char('"');
    }
    return out.toUtf8();
}

QString bgStatsDate(const QDateTime &t)
{
    // BG Stats writes local "yyyy-MM-dd HH:mm:ss" dates.
    return (t.isValid() ? t.toLocalTime() : QDateTime::currentDateTime()).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString stableUuid(const QString &what)
{
    // Name-based UUIDs: exporting the same game twice gives the same ids, so BG Stats
    // recognises the play instead of importing it twice.
    static const QUuid ns(QStringLiteral("{5b0e6a52-3c1e-4f0a-9a57-58f6f626f000}"));
    return QUuid::createUuidV5(ns, what).toString(QUuid::WithoutBraces);
}

QDateTime playDate(const GameReportData &d) { return d.finishedAt.isValid() ? d.finishedAt : d.created; }

} // namespace

QByteArray ReportExport::toCsv(const GameReportData &d)
{
    QByteArray out = "rank,seat,player,crystals,guardians,reactors,technology_tiles,score,formula,winner,start_player\n";
    for (const ScoreLine &l : d.score.lines) {
        QList<QByteArray> f;
        f << QByteArray::number(l.rank) << QByteArray::number(l.player + 1) << csvField(ScoreText::playerName(d.names, l.player))
          << QByteArray::number(l.crystals) << QByteArray::number(l.guardians) << QByteArray::number(l.reactors)
          << QByteArray::number(l.techTiles) << QByteArray::number(l.score) << csvField(ScoreText::formula(l))
          << (d.isWinner(l.player) ? "yes" : "no") << (l.player == d.startPlayer ? "yes" : "no");
        out += f.join(',') + '\n';
    }
    return out;
}

QByteArray ReportExport::toJson(const GameReportData &d)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("xobos-report");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("game")] = gameName();
    o[QStringLiteral("gameId")] = d.gameId;
    o[QStringLiteral("title")] = d.title;
    o[QStringLiteral("board")] = d.boardName;
    o[QStringLiteral("variant")] = d.variantName;
    o[QStringLiteral("created")] = d.created.toUTC().toString(Qt::ISODateWithMs);
    o[QStringLiteral("finished")] = d.finishedAt.isValid() ? QJsonValue(d.finishedAt.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
    o[QStringLiteral("rounds")] = d.round;
    o[QStringLiteral("startPlayer")] = d.startPlayer;
    QJsonArray players;
    for (const ScoreLine &l : d.score.lines) {
        QJsonObject p;
        p[QStringLiteral("seat")] = l.player;
        p[QStringLiteral("name")] = ScoreText::playerName(d.names, l.player);
        p[QStringLiteral("colour")] = l.player < d.colours.size() ? d.colours.at(l.player) : QString();
        p[QStringLiteral("crystals")] = l.crystals;
        p[QStringLiteral("guardians")] = l.guardians;
        p[QStringLiteral("reactors")] = l.reactors;
        p[QStringLiteral("techTiles")] = l.techTiles;
        p[QStringLiteral("score")] = l.score;
        p[QStringLiteral("rank")] = l.rank;
        p[QStringLiteral("eliminated")] = l.eliminated;
        p[QStringLiteral("winner")] = d.isWinner(l.player);
        p[QStringLiteral("formula")] = ScoreText::formula(l);
        players.append(p);
    }
    o[QStringLiteral("players")] = players;
    QJsonArray winners;
    for (int w : d.score.winners)
        winners.append(w);
    o[QStringLiteral("winners")] = winners;
    o[QStringLiteral("explanation")] = QJsonArray::fromStringList(d.explanation);
    QJsonArray history;
    for (const RoundPoint &p : d.rounds) {
        QJsonObject r;
        r[QStringLiteral("round")] = p.round;
        auto ints = [](const std::vector<int> &v) {
            QJsonArray a;
            for (int x : v)
                a.append(x);
            return a;
        };
        r[QStringLiteral("crystals")] = ints(p.crystals);
        r[QStringLiteral("buildings")] = ints(p.buildings);
        r[QStringLiteral("guardians")] = ints(p.guardians);
        r[QStringLiteral("reactors")] = ints(p.reactors);
        history.append(r);
    }
    o[QStringLiteral("history")] = history;
    QJsonArray combat;
    for (const CombatLine &c : d.combat) {
        QJsonObject e;
        e[QStringLiteral("round")] = c.round;
        e[QStringLiteral("type")] = QString::fromLatin1(rules::eventTypeName(c.event.type).data(),
                                                        static_cast<qsizetype>(rules::eventTypeName(c.event.type).size()));
        e[QStringLiteral("player")] = c.event.player;
        e[QStringLiteral("amount")] = c.event.amount;
        e[QStringLiteral("text")] = c.text;
        combat.append(e);
    }
    o[QStringLiteral("combat")] = combat;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray ReportExport::toBgStatsJson(const GameReportData &d)
{
    const QString modified = bgStatsDate(playDate(d));
    QJsonArray players;
    QJsonArray scores;
    for (int seat = 0; seat < d.names.size(); ++seat) {
        const QString name = ScoreText::playerName(d.names, seat);
        QJsonObject p;
        p[QStringLiteral("id")] = seat + 1;
        p[QStringLiteral("uuid")] = stableUuid(QStringLiteral("player:") + name);
        p[QStringLiteral("name")] = name;
        p[QStringLiteral("isAnonymous")] = false;
        p[QStringLiteral("modificationDate")] = modified;
        p[QStringLiteral("bggUsername")] = QString();
        players.append(p);
        const ScoreLine *l = d.lineOf(seat);
        QJsonObject s;
        s[QStringLiteral("score")] = QString::number(l ? l->score : 0);
        s[QStringLiteral("winner")] = d.isWinner(seat);
        s[QStringLiteral("newPlayer")] = false;
        s[QStringLiteral("startPlayer")] = seat == d.startPlayer;
        s[QStringLiteral("playerRefId")] = seat + 1;
        s[QStringLiteral("rank")] = l ? l->rank : 0;
        s[QStringLiteral("seatOrder")] = seat + 1;
        scores.append(s);
    }
    QJsonObject game;
    game[QStringLiteral("id")] = 1;
    game[QStringLiteral("uuid")] = stableUuid(QStringLiteral("game:") + gameName());
    game[QStringLiteral("name")] = gameName();
    game[QStringLiteral("modificationDate")] = modified;
    game[QStringLiteral("cooperative")] = false;
    game[QStringLiteral("highestWins")] = true;
    game[QStringLiteral("noPoints")] = false;
    game[QStringLiteral("usesTeams")] = false;
    game[QStringLiteral("minPlayerCount")] = rules::kMinPlayers;
    game[QStringLiteral("maxPlayerCount")] = rules::kMaxPlayers;
    QJsonObject play;
    play[QStringLiteral("uuid")] = stableUuid(QStringLiteral("play:%1:%2").arg(d.gameId).arg(d.created.toString(Qt::ISODateWithMs)));
    play[QStringLiteral("modificationDate")] = modified;
    play[QStringLiteral("entryDate")] = modified;
    play[QStringLiteral("playDate")] = bgStatsDate(d.created.isValid() ? d.created : playDate(d));
    play[QStringLiteral("usesTeams")] = false;
    play[QStringLiteral("durationMin")] = d.durationMinutes;
    play[QStringLiteral("ignored")] = false;
    play[QStringLiteral("manualWinner")] = false;
    play[QStringLiteral("rounds")] = d.round;
    play[QStringLiteral("gameRefId")] = 1;
    play[QStringLiteral("board")] = d.boardName;
    play[QStringLiteral("scoringSetting")] = 0;
    play[QStringLiteral("comments")] = tr("Refereed by Xobos Referee (%1).").arg(d.variant);
    play[QStringLiteral("playerScores")] = scores;
    QJsonObject root;
    root[QStringLiteral("about")] = QStringLiteral("This is a Play file that can be read by Board Game Stats. Exported by Xobos Referee.");
    root[QStringLiteral("players")] = players;
    root[QStringLiteral("locations")] = QJsonArray();
    root[QStringLiteral("games")] = QJsonArray{game};
    root[QStringLiteral("plays")] = QJsonArray{play};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString ReportExport::scoreSheetHtml(const GameReportData &d)
{
    QString h = QStringLiteral("<html><body style=\"font-family: sans-serif;\">");
    h += QStringLiteral("<h1 style=\"font-size: 20pt;\">%1</h1>").arg(tr("%1 — Score Sheet").arg(gameName()).toHtmlEscaped());
    QStringList facts;
    if (!d.title.isEmpty())
        facts.append(d.title.toHtmlEscaped());
    facts.append(tr("Played %1").arg(QLocale().toString(d.created.toLocalTime(), QLocale::LongFormat)).toHtmlEscaped());
    facts.append(tr("Board: %1").arg(d.boardName).toHtmlEscaped());
    facts.append(tr("Variant: %1").arg(d.variant).toHtmlEscaped());
    facts.append(tr("First player: %1").arg(ScoreText::playerName(d.names, d.startPlayer)).toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral("<br/>")));
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"5\" width=\"100%\" style=\"font-size: 10pt;\"><tr>");
    for (const QString &head : {tr("Rank"), tr("Player"), tr("Crystals"), tr("Guardians"), tr("Reactors"), tr("Technology Tiles"),
                                tr("Score"), tr("Formula")})
        h += QStringLiteral("<th style=\"white-space: nowrap;\">%1</th>").arg(head.toHtmlEscaped());
    h += QStringLiteral("</tr>");
    for (const ScoreLine &l : d.score.lines) {
        const QString name = ScoreText::playerName(d.names, l.player).toHtmlEscaped();
        h += QStringLiteral("<tr><td align=\"center\">%1</td><td>%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td>"
                            "<td align=\"right\">%5</td><td align=\"right\">%6</td><td align=\"right\"><b>%7</b></td><td>%8</td></tr>")
                 .arg(l.rank)
                 .arg(d.isWinner(l.player) ? QStringLiteral("<b>%1</b>").arg(name) : name)
                 .arg(l.crystals)
                 .arg(l.guardians)
                 .arg(l.reactors)
                 .arg(l.techTiles)
                 .arg(l.score)
                 .arg(ScoreText::formula(l).toHtmlEscaped());
    }
    h += QStringLiteral("</table>");
    h += QStringLiteral("<p>%1</p>").arg(tr("Score = (Energy Crystals + Guardians on the board) × Reactors. Ties: more Technology "
                                           "Tiles; then the players share the place.")
                                            .toHtmlEscaped());
    h += QStringLiteral("<ul>");
    for (const QString &line : d.explanation)
        h += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    h += QStringLiteral("</ul></body></html>");
    return h;
}

void ReportExport::layOutScoreSheet(const GameReportData &d, QPagedPaintDevice *device, QTextDocument *doc)
{
    // Laid out at the device's own resolution (not the screen's), so that the point sizes
    // below are the printed sizes and the page is filled, not a screen-sized corner of it.
    doc->documentLayout()->setPaintDevice(device);
    QFont font(QStringLiteral("sans-serif"));
    font.setPointSizeF(12);
    doc->setDefaultFont(font);
    doc->setHtml(scoreSheetHtml(d));
    doc->setPageSize(device->pageLayout().paintRectPixels(device->logicalDpiX()).size());
}

bool ReportExport::writePdf(const GameReportData &d, const QString &path, QString *error)
{
    {
    QPdfWriter writer(path);
    writer.setTitle(tr("%1 — Score Sheet").arg(gameName()));
    writer.setCreator(QStringLiteral("Xobos Referee"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    QTextDocument doc;
    layOutScoreSheet(d, &writer, &doc);
    doc.print(&writer);
    } // the writer closes the file here
    // QPdfWriter reports no errors; check that a file came out.
    QFile f(path);
    if (!f.exists() || f.size() == 0) {
        if (error)
            *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool ReportExport::writeFile(const QByteArray &bytes, const QString &path, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace xobos::ui::companion
