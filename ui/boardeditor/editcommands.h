// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's undo commands. Each one acts on a BoardDocument through its
// mutators; undoing restores the board exactly as it was before the command (a snapshot
// taken in redo(), so renumbering after a deletion is undone byte for byte).
// Consecutive moves of one space within one drag (same gesture number) merge into one step.
#pragma once

#include "xobos/rules/board.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QUndoCommand>

#include <vector>

namespace xobos::ui {

class BoardDocument;

class BoardCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

protected:
    explicit BoardCommand(BoardDocument *document);
    virtual void apply() = 0;

    BoardDocument *m_document;

private:
    rules::Board m_before;
};

class AddSpaceCommand : public BoardCommand
{
public:
    AddSpaceCommand(BoardDocument *document, const rules::Space &space);

protected:
    void apply() override;

private:
    rules::Space m_space;
};

class MoveSpaceCommand : public BoardCommand
{
public:
    static constexpr int kId = 1;
    MoveSpaceCommand(BoardDocument *document, int space, QPointF pos, int gesture);
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void apply() override;

private:
    int m_space;
    QPointF m_pos;
    int m_gesture;
};

class DeleteSpacesCommand : public BoardCommand
{
public:
    DeleteSpacesCommand(BoardDocument *document, const QList<int> &spaces);

protected:
    void apply() override;

private:
    QList<int> m_spaces;
};

class SetSpaceKindCommand : public BoardCommand
{
public:
    SetSpaceKindCommand(BoardDocument *document, const QList<int> &spaces, rules::SpaceKind kind);

protected:
    void apply() override;

private:
    QList<int> m_spaces;
    rules::SpaceKind m_kind;
};

// The quarter a space lies in and, for a crossing, the second quarter.
class SetSpaceQuarterCommand : public BoardCommand
{
public:
    SetSpaceQuarterCommand(BoardDocument *document, const QList<int> &spaces, int quarter, int crossing);

protected:
    void apply() override;

private:
    QList<int> m_spaces;
    int m_quarter;
    int m_crossing;
};

class SetSpaceTextCommand : public BoardCommand
{
public:
    SetSpaceTextCommand(BoardDocument *document, int space, const QString &id, const QString &label);

protected:
    void apply() override;

private:
    int m_space;
    QString m_id;
    QString m_label;
};

class AddLaneCommand : public BoardCommand
{
public:
    AddLaneCommand(BoardDocument *document, int a, int b);

protected:
    void apply() override;

private:
    int m_a;
    int m_b;
};

class DeleteLaneCommand : public BoardCommand
{
public:
    DeleteLaneCommand(BoardDocument *document, int lane);

protected:
    void apply() override;

private:
    int m_lane;
};

class AddQuarterCommand : public BoardCommand
{
public:
    AddQuarterCommand(BoardDocument *document, const rules::Quarter &quarter);

protected:
    void apply() override;

private:
    rules::Quarter m_quarter;
};

class DeleteQuarterCommand : public BoardCommand
{
public:
    DeleteQuarterCommand(BoardDocument *document, int quarter);

protected:
    void apply() override;

private:
    int m_quarter;
};

// Id, name, base spaces, exit and starting spaces of one quarter.
class EditQuarterCommand : public BoardCommand
{
public:
    EditQuarterCommand(BoardDocument *document, int quarter, const rules::Quarter &value, const QString &text);

protected:
    void apply() override;

private:
    int m_quarter;
    rules::Quarter m_value;
};

class EditSeatsCommand : public BoardCommand
{
public:
    EditSeatsCommand(BoardDocument *document, int players, const std::vector<int> &quarters);

protected:
    void apply() override;

private:
    int m_players;
    std::vector<int> m_quarters;
};

class EditInfoCommand : public BoardCommand
{
public:
    EditInfoCommand(BoardDocument *document, const QString &name, const QString &version, const QString &description);

protected:
    void apply() override;

private:
    QString m_name;
    QString m_version;
    QString m_description;
};

} // namespace xobos::ui
