// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/logmodel.h"

#include "xobos/io/actioncodec.h"
#include "xobos/io/eventcodec.h"
#include "ui/texts/eventtext.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "ui/texts/reasontext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>


namespace xobos::ui {

LogModel::LogModel(GameController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::gameChanged, this, &LogModel::reload);
    connect(controller, &GameController::viewerChanged, this, &LogModel::reload);
    connect(controller, &GameController::stateAdvanced, this, &LogModel::fetchNew);
    connect(controller, &GameController::actionRejected, this, &LogModel::fetchNew);
    reload();
}

LogModel::~LogModel() = default;

store::Audience LogModel::audience() const
{
    const rules::Viewer viewer = m_controller->viewer();
    switch (viewer.kind) {
    case rules::Viewer::Kind::Public: return store::Audience::everyone();
    case rules::Viewer::Kind::Player: return store::Audience::seat(viewer.player);
    case rules::Viewer::Kind::Referee: return store::Audience::referee();
    }
    return store::Audience::everyone();
}

namespace {
// The rows the log shows; "action" rows are left out (their events say what happened) and
// "note" rows are internal. Chosen in SQL.
const QStringList &shownKinds()
{
    static const QStringList kinds{QStringLiteral("event"), QStringLiteral("rejected"), QStringLiteral("undo"),
                                   QStringLiteral("redo"), QStringLiteral("pin-reset")};
    return kinds;
}
} // namespace

QList<store::LogEntry> LogModel::readLog(qint64 afterSeq) const
{
    return m_controller->log(audience(), afterSeq, shownKinds(), store::GameStore::LogFields::Shown);
}

QStringList LogModel::tableLines() const
{
    // Always the table's audience, whoever's sheet is open (issue #20): the export is meant
    // for the table.
    const QStringList names = m_controller->playerNames();
    QStringList lines;
    for (const store::LogEntry &e :
         m_controller->log(store::Audience::everyone(), 0, shownKinds(), store::GameStore::LogFields::Shown)) {
        const Row row = rowOf(e);
        QString phase = row.phase;
        for (auto p : {rules::Phase::Setup, rules::Phase::Movement, rules::Phase::Development, rules::Phase::GameOver}) {
            if (row.phase == QLatin1String(rules::phaseName(p)))
                phase = phaseText(p);
        }
        lines << QStringLiteral("%1\t%2\t%3\t%4")
                     .arg(QString::number(row.round), phase,
                          row.actor >= 0 ? playerText(names, row.actor) : QString(), textOf(row));
    }
    return lines;
}

LogModel::Row LogModel::rowOf(const store::LogEntry &entry)
{
    Row row;
    row.round = entry.round;
    row.phase = entry.phase;
    row.actor = entry.actor;
    row.kind = entry.kind;
    row.payload = entry.payload;
    return row;
}

QList<LogModel::Row> LogModel::rowsOf(const QList<store::LogEntry> &entries)
{
    QList<Row> rows;
    rows.reserve(entries.size());
    for (const store::LogEntry &e : entries) {
        m_lastSeq = std::max(m_lastSeq, e.seq);
        rows << rowOf(e);
    }
    return rows;
}

const QString &LogModel::textOf(const Row &row) const
{
    if (!row.text.isEmpty())
        return row.text;
    const rules::Board *board = m_controller->board();
    const QStringList names = m_controller->playerNames();
    const QJsonObject payload = QJsonDocument::fromJson(row.payload).object();
    if (row.kind == QLatin1String("event")) {
        const auto event = board ? io::eventFromJson(payload, *board, QStringLiteral("event"), nullptr) : std::nullopt;
        // A row the store holds but this version cannot read is shown as such, not hidden.
        row.text = event ? eventText(*event, *board, names, m_controller->playerColours()) : tr("(an entry this version cannot read)");
    } else if (row.kind == QLatin1String("rejected")) {
        rules::ViolationCode code = rules::ViolationCode::None;
        const QByteArray codeName = payload.value(QStringLiteral("code")).toString().toLatin1();
        rules::violationCodeFromName(std::string_view(codeName.constData(), static_cast<std::size_t>(codeName.size())),
                                     &code);
        const auto action = board ? io::actionFromJson(payload.value(QStringLiteral("action")), *board,
                                                       QStringLiteral("action"), nullptr)
                                  : std::nullopt;
        const QString owner = ownerText(names, m_controller->playerColours(), row.actor);
        const QString what = action ? actionText(*action, *board, owner) : tr("an action");
        row.text = tr("Refused for %1: %2 — %3").arg(playerText(names, row.actor), what, reasonText(code));
    } else if (row.kind == QLatin1String("undo")) {
        row.text = tr("%1 took back the last move.").arg(playerText(names, row.actor));
    } else if (row.kind == QLatin1String("redo")) {
        row.text = tr("%1 played the move again.").arg(playerText(names, row.actor));
    } else if (row.kind == QLatin1String("pin-reset")) {
        row.text = payload.value(QStringLiteral("by")).toString() == QLatin1String("table")
            ? tr("%1's PIN was reset with the agreement of every other player.").arg(playerText(names, row.actor))
            : tr("%1's PIN was reset by the referee.").arg(playerText(names, row.actor));
    }
    return row.text;
}

void LogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_lastSeq = 0;
    if (m_controller->board())
        m_rows = rowsOf(readLog(0));
    endResetModel();
}

void LogModel::fetchNew()
{
    if (!m_controller->hasGame())
        return;
    const QList<Row> rows = rowsOf(readLog(m_lastSeq));
    if (rows.isEmpty())
        return;
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(rows.size()) - 1);
    m_rows << rows;
    endInsertRows();
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case RoundColumn: return row.round;
        case PhaseColumn: {
            for (auto phase : {rules::Phase::Setup, rules::Phase::Movement, rules::Phase::Development, rules::Phase::GameOver}) {
                if (row.phase == QLatin1String(rules::phaseName(phase)))
                    return phaseText(phase);
            }
            return row.phase;
        }
        case PlayerColumn: return row.actor >= 0 ? playerText(m_controller->playerNames(), row.actor) : QString();
        case TextColumn: return textOf(row);
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == PlayerColumn && row.actor >= 0)
            return m_controller->playerColours().value(row.actor);
        return {};
    case Qt::ForegroundRole:
        if (row.kind == QLatin1String("rejected"))
            return QColor(0xc0, 0x39, 0x2b);
        return {};
    case RoundRole: return row.round;
    case PlayerRole: return row.actor;
    case KindRole: return row.kind;
    }
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RoundColumn: return tr("Round");
    case PhaseColumn: return tr("Phase");
    case PlayerColumn: return tr("Player");
    case TextColumn: return tr("What happened");
    }
    return {};
}

QStringList LogModel::columnTexts(int column) const
{
    QStringList out;
    switch (column) {
    case RoundColumn:
        for (int round = 0; round <= rules::kLastRound; ++round)
            out << QLocale().toString(round);
        break;
    case PhaseColumn:
        for (auto phase : {rules::Phase::Setup, rules::Phase::Movement, rules::Phase::Development, rules::Phase::GameOver})
            out << phaseText(phase);
        break;
    case PlayerColumn:
        for (int p = 0; p < m_controller->playerCount(); ++p)
            out << playerText(m_controller->playerNames(), p);
        break;
    default: break;
    }
    return out;
}

QStringList LogModel::texts() const
{
    QStringList out;
    for (const Row &row : m_rows)
        out << textOf(row);
    return out;
}

} // namespace xobos::ui
