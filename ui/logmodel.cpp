#include "ui/logmodel.h"

#include "io/actioncodec.h"
#include "io/eventcodec.h"
#include "ui/eventtext.h"
#include "ui/gamecontroller.h"
#include "ui/gametext.h"
#include "ui/reasontext.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace xobos::ui {

LogModel::LogModel(GameController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::gameChanged, this, &LogModel::reload);
    connect(controller, &GameController::viewerChanged, this, &LogModel::reload);
    connect(controller, &GameController::stateChanged, this, &LogModel::fetchNew);
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

bool LogModel::toRow(const store::LogEntry &entry, Row *row) const
{
    const rules::Board *board = m_controller->board();
    if (!board)
        return false;
    row->round = entry.round;
    row->phase = entry.phase;
    row->actor = entry.actor;
    row->kind = entry.kind;
    const QStringList names = m_controller->playerNames();
    const QJsonObject payload = QJsonDocument::fromJson(entry.payload).object();
    if (entry.kind == QLatin1String("event")) {
        const auto event = io::eventFromJson(payload, *board, QStringLiteral("event"), nullptr);
        if (!event)
            return false;
        row->text = eventText(*event, *board, names);
        return true;
    }
    if (entry.kind == QLatin1String("rejected")) {
        rules::ViolationCode code = rules::ViolationCode::None;
        const QByteArray codeName = payload.value(QStringLiteral("code")).toString().toLatin1();
        rules::violationCodeFromName(std::string_view(codeName.constData(), static_cast<std::size_t>(codeName.size())),
                                     &code);
        const auto action = io::actionFromJson(payload.value(QStringLiteral("action")), *board, QStringLiteral("action"),
                                               nullptr);
        int quarter = rules::kNoQuarter;
        const rules::GameView view = m_controller->view();
        if (entry.actor >= 0 && entry.actor < static_cast<int>(view.players.size()))
            quarter = view.players[static_cast<std::size_t>(entry.actor)].quarter;
        const QString what = action ? actionText(*action, *board, quarter) : tr("an action");
        row->text = tr("Refused for %1: %2 — %3").arg(playerText(names, entry.actor), what, reasonText(code));
        return true;
    }
    if (entry.kind == QLatin1String("undo")) {
        row->text = tr("%1 took back the last move.").arg(playerText(names, entry.actor));
        return true;
    }
    if (entry.kind == QLatin1String("redo")) {
        row->text = tr("%1 played the move again.").arg(playerText(names, entry.actor));
        return true;
    }
    return false; // "action" rows: their events tell the story; "note" rows are internal
}

void LogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_lastSeq = 0;
    const QList<store::LogEntry> entries = m_controller->log(audience());
    for (const store::LogEntry &e : entries) {
        Row row;
        if (toRow(e, &row))
            m_rows << row;
        m_lastSeq = std::max(m_lastSeq, e.seq);
    }
    endResetModel();
}

void LogModel::fetchNew()
{
    if (!m_controller->hasGame())
        return;
    const QList<store::LogEntry> entries = m_controller->log(audience(), m_lastSeq);
    QList<Row> rows;
    for (const store::LogEntry &e : entries) {
        Row row;
        if (toRow(e, &row))
            rows << row;
        m_lastSeq = std::max(m_lastSeq, e.seq);
    }
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
        case TextColumn: return row.text;
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

QStringList LogModel::texts() const
{
    QStringList out;
    for (const Row &row : m_rows)
        out << row.text;
    return out;
}

} // namespace xobos::ui
