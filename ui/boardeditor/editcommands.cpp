// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/editcommands.h"

#include "ui/boardeditor/boarddocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace xobos::ui {

namespace {
// lupdate files the undo texts of every command under the context "BoardCommandText".
struct BoardCommandText
{
    Q_DECLARE_TR_FUNCTIONS(BoardCommandText)
};
} // namespace

BoardCommand::BoardCommand(BoardDocument *document)
    : m_document(document)
{
}

void BoardCommand::redo()
{
    m_before = m_document->board();
    apply();
}

void BoardCommand::undo()
{
    m_document->setBoard(m_before);
}

AddSpaceCommand::AddSpaceCommand(BoardDocument *document, const rules::Space &space)
    : BoardCommand(document)
    , m_space(space)
{
    setText(BoardCommandText::tr("Add space %1").arg(QString::fromStdString(space.id)));
}

void AddSpaceCommand::apply()
{
    m_document->addSpace(m_space);
}

MoveSpaceCommand::MoveSpaceCommand(BoardDocument *document, int space, QPointF pos, int gesture)
    : BoardCommand(document)
    , m_space(space)
    , m_pos(pos)
    , m_gesture(gesture)
{
    setText(BoardCommandText::tr("Move space %1").arg(QString::fromStdString(document->board().spaces[static_cast<std::size_t>(space)].id)));
}

bool MoveSpaceCommand::mergeWith(const QUndoCommand *other)
{
    // Only the steps of one drag merge: two separate drags stay two undo steps.
    const auto *move = static_cast<const MoveSpaceCommand *>(other);
    if (move->m_space != m_space || move->m_gesture != m_gesture)
        return false;
    m_pos = move->m_pos;
    return true;
}

void MoveSpaceCommand::apply()
{
    m_document->moveSpace(m_space, m_pos);
}

DeleteSpacesCommand::DeleteSpacesCommand(BoardDocument *document, const QList<int> &spaces)
    : BoardCommand(document)
    , m_spaces(spaces)
{
    std::sort(m_spaces.begin(), m_spaces.end(), std::greater<>());
    m_spaces.erase(std::unique(m_spaces.begin(), m_spaces.end()), m_spaces.end());
    if (m_spaces.size() == 1)
        setText(BoardCommandText::tr("Delete space %1").arg(QString::fromStdString(document->board().spaces[static_cast<std::size_t>(m_spaces.first())].id)));
    else
        setText(BoardCommandText::tr("Delete spaces"));
}

void DeleteSpacesCommand::apply()
{
    // Highest index first, so the indices still to delete are not renumbered.
    for (int space : std::as_const(m_spaces))
        m_document->removeSpace(space);
}

SetSpaceKindCommand::SetSpaceKindCommand(BoardDocument *document, const QList<int> &spaces, rules::SpaceKind kind)
    : BoardCommand(document)
    , m_spaces(spaces)
    , m_kind(kind)
{
    setText(BoardCommandText::tr("Change space kind"));
}

void SetSpaceKindCommand::apply()
{
    for (int space : std::as_const(m_spaces)) {
        rules::Space s = m_document->board().spaces[static_cast<std::size_t>(space)];
        s.kind = m_kind;
        m_document->setSpace(space, s);
    }
}

SetSpaceQuarterCommand::SetSpaceQuarterCommand(BoardDocument *document, const QList<int> &spaces, int quarter,
                                               int crossing)
    : BoardCommand(document)
    , m_spaces(spaces)
    , m_quarter(quarter)
    , m_crossing(crossing)
{
    setText(BoardCommandText::tr("Change space quarter"));
}

void SetSpaceQuarterCommand::apply()
{
    for (int space : std::as_const(m_spaces)) {
        rules::Space s = m_document->board().spaces[static_cast<std::size_t>(space)];
        s.quarter = m_quarter;
        s.crossingQuarter = m_crossing;
        m_document->setSpace(space, s);
    }
}

SetSpaceTextCommand::SetSpaceTextCommand(BoardDocument *document, int space, const QString &id, const QString &label)
    : BoardCommand(document)
    , m_space(space)
    , m_id(id)
    , m_label(label)
{
    setText(BoardCommandText::tr("Rename space %1").arg(id));
}

void SetSpaceTextCommand::apply()
{
    rules::Space s = m_document->board().spaces[static_cast<std::size_t>(m_space)];
    s.id = m_id.toStdString();
    s.label = m_label.toStdString();
    m_document->setSpace(m_space, s);
}

AddLaneCommand::AddLaneCommand(BoardDocument *document, int a, int b)
    : BoardCommand(document)
    , m_a(a)
    , m_b(b)
{
    const auto &spaces = document->board().spaces;
    setText(BoardCommandText::tr("Add lane %1–%2")
                .arg(QString::fromStdString(spaces[static_cast<std::size_t>(a)].id),
                     QString::fromStdString(spaces[static_cast<std::size_t>(b)].id)));
}

void AddLaneCommand::apply()
{
    m_document->addLane(m_a, m_b);
}

DeleteLaneCommand::DeleteLaneCommand(BoardDocument *document, int lane)
    : BoardCommand(document)
    , m_lane(lane)
{
    const auto &board = document->board();
    const auto &[a, b] = board.lanes[static_cast<std::size_t>(lane)];
    setText(BoardCommandText::tr("Delete lane %1–%2")
                .arg(QString::fromStdString(board.spaces[static_cast<std::size_t>(a)].id),
                     QString::fromStdString(board.spaces[static_cast<std::size_t>(b)].id)));
}

void DeleteLaneCommand::apply()
{
    m_document->removeLane(m_lane);
}

AddQuarterCommand::AddQuarterCommand(BoardDocument *document, const rules::Quarter &quarter)
    : BoardCommand(document)
    , m_quarter(quarter)
{
    setText(BoardCommandText::tr("Add quarter %1").arg(QString::fromStdString(quarter.id)));
}

void AddQuarterCommand::apply()
{
    m_document->addQuarter(m_quarter);
}

DeleteQuarterCommand::DeleteQuarterCommand(BoardDocument *document, int quarter)
    : BoardCommand(document)
    , m_quarter(quarter)
{
    setText(BoardCommandText::tr("Delete quarter %1")
                .arg(QString::fromStdString(document->board().quarters[static_cast<std::size_t>(quarter)].id)));
}

void DeleteQuarterCommand::apply()
{
    m_document->removeQuarter(m_quarter);
}

EditQuarterCommand::EditQuarterCommand(BoardDocument *document, int quarter, const rules::Quarter &value,
                                       const QString &text)
    : BoardCommand(document)
    , m_quarter(quarter)
    , m_value(value)
{
    setText(text);
}

void EditQuarterCommand::apply()
{
    m_document->setQuarter(m_quarter, m_value);
}

EditSeatsCommand::EditSeatsCommand(BoardDocument *document, int players, const std::vector<int> &quarters)
    : BoardCommand(document)
    , m_players(players)
    , m_quarters(quarters)
{
    setText(BoardCommandText::tr("Change seats for %1 players").arg(players));
}

void EditSeatsCommand::apply()
{
    m_document->setSeats(m_players, m_quarters);
}

EditInfoCommand::EditInfoCommand(BoardDocument *document, const QString &name, const QString &version,
                                 const QString &description)
    : BoardCommand(document)
    , m_name(name)
    , m_version(version)
    , m_description(description)
{
    setText(BoardCommandText::tr("Change board name and description"));
}

void EditInfoCommand::apply()
{
    m_document->setInfo(m_name, m_version, m_description);
}

} // namespace xobos::ui
