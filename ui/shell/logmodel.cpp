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
    // for the table. Every refusal on its own line.
    const QStringList names = m_controller->playerNames();
    QStringList lines;
    Filing filing;
    for (const store::LogRecord &r : m_controller->log(store::Audience::everyone())) {
        int round = 0;
        rules::Phase phase = rules::Phase::Setup;
        file(r, filing, round, phase);
        lines << QStringLiteral("%1\t%2\t%3\t%4")
                     .arg(QString::number(round), phaseText(phase),
                          r.actor >= 0 ? playerText(names, r.actor) : QString(), textOf(r));
    }
    return lines;
}

namespace {

int storedKey(int round, rules::Phase phase)
{
    return round * 8 + static_cast<int>(phase);
}

qint64 turnKey(int round, rules::Phase phase, int actor)
{
    return (qint64(round) << 16) | (qint64(phase) << 8) | qint64(actor + 1);
}

} // namespace

int LogModel::file(const store::LogRecord &r, Filing &filing, int &round, rules::Phase &phase) const
{
    const int key = storedKey(r.round, r.phase);
    const auto moved = filing.moved.constFind(key);
    round = moved != filing.moved.cend() ? moved->first : r.round;
    phase = moved != filing.moved.cend() ? moved->second : r.phase;
    if (r.kind == store::LogRecord::Kind::Event) {
        // The events that open a round or a phase: they and the rest of their action's
        // rows belong to it.
        if (const std::optional<rules::Event> &e = r.details().event) {
            if (e->type == rules::EventType::RoundStarted) {
                round = e->amount;
                phase = rules::Phase::Movement; // a round begins with its Movement phase
            } else if (e->type == rules::EventType::PhaseStarted) {
                phase = static_cast<rules::Phase>(e->amount);
            } else if (e->type == rules::EventType::GameEnded) {
                phase = rules::Phase::GameOver;
            }
            if (round != r.round || phase != r.phase)
                filing.moved.insert(key, {round, phase});
        }
    }
    if (!m_fold || r.kind != store::LogRecord::Kind::Rejected)
        return -1;
    return filing.refusals.value(turnKey(round, phase, r.actor), -1);
}

const QString &LogModel::textOf(const Row &row) const
{
    if (row.text.isEmpty()) {
        const qsizetype n = row.records.size();
        // Two or more: the English source is plural as written; catalogues add their forms.
        row.text = n == 1 ? textOf(row.records.constFirst())
                          : tr("%n refused attempts this turn (hover to read them)", nullptr, static_cast<int>(n));
    }
    return row.text;
}

QStringList LogModel::refusalTexts(const Row &row) const
{
    QStringList out;
    if (row.records.constFirst().kind != store::LogRecord::Kind::Rejected)
        return out;
    for (const store::LogRecord &r : row.records)
        out << textOf(r);
    return out;
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

void LogModel::setFoldRefusals(bool fold)
{
    if (fold == m_fold)
        return;
    m_fold = fold;
    reload();
}

void LogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_filing = {};
    m_lastSeq = 0;
    for (store::LogRecord &r : m_controller->log(audience())) {
        m_lastSeq = std::max(m_lastSeq, r.seq);
        Row row;
        const int into = file(r, m_filing, row.round, row.phase);
        if (into >= 0) {
            m_rows[into].records.append(std::move(r));
            continue;
        }
        if (r.kind == store::LogRecord::Kind::Rejected && m_fold)
            m_filing.refusals.insert(turnKey(row.round, row.phase, r.actor), static_cast<int>(m_rows.size()));
        row.records.append(std::move(r));
        m_rows.append(std::move(row));
    }
    endResetModel();
}

void LogModel::appendLogged()
{
    if (!m_controller->hasGame())
        return;
    const store::Audience reader = audience();
    const int first = static_cast<int>(m_rows.size());
    QList<Row> added;
    QList<int> grown; // rows above `first` that took in another refusal
    for (const store::LogRecord &r : m_controller->lastLogged()) {
        if (r.seq <= m_lastSeq || !r.readableBy(reader))
            continue;
        m_lastSeq = r.seq;
        Row row;
        const int into = file(r, m_filing, row.round, row.phase);
        if (into >= first) {
            added[into - first].records.append(r);
        } else if (into >= 0) {
            m_rows[into].records.append(r);
            m_rows[into].text.clear();
            if (!grown.contains(into))
                grown.append(into);
        } else {
            if (r.kind == store::LogRecord::Kind::Rejected && m_fold)
                m_filing.refusals.insert(turnKey(row.round, row.phase, r.actor), first + static_cast<int>(added.size()));
            row.records.append(r);
            added.append(std::move(row));
        }
    }
    if (!added.isEmpty()) {
        beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
        m_rows << added;
        endInsertRows();
    }
    for (int row : std::as_const(grown))
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
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
    const store::LogRecord &record = row.records.constFirst();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RoundColumn: return row.round;
        case PhaseColumn: return phaseText(row.phase);
        case PlayerColumn:
            return record.actor >= 0 ? playerText(m_controller->playerNames(), record.actor) : QString();
        case TextColumn: return textOf(row);
        }
        return {};
    case Qt::ToolTipRole: {
        const QString text = row.records.size() > 1 ? refusalTexts(row).join(QLatin1Char('\n'))
                                                    : data(index, Qt::DisplayRole).toString();
        if (record.kind != store::LogRecord::Kind::Rejected)
            return text;
        return tr("%1\n(Double-click: rule %2 in the rules reference)").arg(text, data(index, RuleRole).toString());
    }
    case Qt::DecorationRole:
        if (index.column() == PlayerColumn && record.actor >= 0)
            return m_controller->playerColours().value(record.actor);
        return {};
    case Qt::ForegroundRole:
        if (record.kind == store::LogRecord::Kind::Rejected)
            return QColor(0xc0, 0x39, 0x2b);
        return {};
    case RoundRole: return row.round;
    case PlayerRole: return record.actor;
    case KindRole: return static_cast<int>(record.kind);
    case PhaseRole: return static_cast<int>(row.phase);
    case RefusalsRole: return refusalTexts(row);
    case RuleRole:
        if (record.kind != store::LogRecord::Kind::Rejected)
            return QString();
        return reasonRule(row.records.constLast().details().code);
    case SeqRole: return record.seq;
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
    for (const Row &row : m_rows) {
        out << textOf(row);
        if (row.records.size() > 1)
            out << refusalTexts(row);
    }
    return out;
}

} // namespace xobos::ui
