// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/logmodel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/eventtext.h"
#include "ui/texts/gametext.h"
#include "ui/texts/reasontext.h"

#include <QLocale>


namespace xobos::ui {

LogModel::LogModel(GameController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::gameChanged, this, &LogModel::reload);
    connect(controller, &GameController::viewerChanged, this, &LogModel::reload);
    connect(controller, &GameController::stateAdvanced, this, &LogModel::appendLogged);
    connect(controller, &GameController::actionRejected, this, &LogModel::appendLogged);
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

QStringList LogModel::tableLines() const
{
    // Always the table's audience, whoever's sheet is open (issue #20): the export is meant
    // for the table.
    const QStringList names = m_controller->playerNames();
    QStringList lines;
    for (const store::LogRecord &r : m_controller->log(store::Audience::everyone())) {
        lines << QStringLiteral("%1\t%2\t%3\t%4")
                     .arg(QString::number(r.round), phaseText(r.phase),
                          r.actor >= 0 ? playerText(names, r.actor) : QString(), textOf(r));
    }
    return lines;
}

const QString &LogModel::textOf(const Row &row) const
{
    if (row.text.isEmpty())
        row.text = textOf(row.record);
    return row.text;
}

QString LogModel::textOf(const store::LogRecord &r) const
{
    const rules::Board *board = m_controller->board();
    const QStringList names = m_controller->playerNames();
    const store::LogRecord::Details &d = r.details();
    switch (r.kind) {
    case store::LogRecord::Kind::Event:
        // A row the store holds but this version cannot read is shown as such, not hidden.
        return d.event && board ? eventText(*d.event, *board, names, m_controller->playerColours())
                                : tr("(an entry this version cannot read)");
    case store::LogRecord::Kind::Rejected: {
        const QString owner = ownerText(names, m_controller->playerColours(), r.actor);
        const QString what = d.action && board ? actionText(*d.action, *board, owner) : tr("an action");
        return tr("Refused for %1: %2 — %3").arg(playerText(names, r.actor), what, reasonText(d.code));
    }
    case store::LogRecord::Kind::Undo: return tr("%1 took back the last move.").arg(playerText(names, r.actor));
    case store::LogRecord::Kind::Redo: return tr("%1 played the move again.").arg(playerText(names, r.actor));
    case store::LogRecord::Kind::PinReset:
        return d.resetByTable
            ? tr("%1's PIN was reset with the agreement of every other player.").arg(playerText(names, r.actor))
            : tr("%1's PIN was reset by the referee.").arg(playerText(names, r.actor));
    }
    return {};
}

void LogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_lastSeq = 0;
    for (store::LogRecord &r : m_controller->log(audience())) {
        m_lastSeq = std::max(m_lastSeq, r.seq);
        m_rows.append(Row{std::move(r), {}});
    }
    endResetModel();
}

void LogModel::appendLogged()
{
    if (!m_controller->hasGame())
        return;
    const store::Audience reader = audience();
    QList<Row> rows;
    for (const store::LogRecord &r : m_controller->lastLogged()) {
        if (r.seq > m_lastSeq && r.readableBy(reader))
            rows.append(Row{r, {}});
    }
    if (rows.isEmpty())
        return;
    m_lastSeq = rows.constLast().record.seq;
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
        case RoundColumn: return row.record.round;
        case PhaseColumn: return phaseText(row.record.phase);
        case PlayerColumn:
            return row.record.actor >= 0 ? playerText(m_controller->playerNames(), row.record.actor) : QString();
        case TextColumn: return textOf(row);
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == PlayerColumn && row.record.actor >= 0)
            return m_controller->playerColours().value(row.record.actor);
        return {};
    case Qt::ForegroundRole:
        if (row.record.kind == store::LogRecord::Kind::Rejected)
            return QColor(0xc0, 0x39, 0x2b);
        return {};
    case RoundRole: return row.record.round;
    case PlayerRole: return row.record.actor;
    case KindRole: return static_cast<int>(row.record.kind);
    case SeqRole: return row.record.seq;
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
