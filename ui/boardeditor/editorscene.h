// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's scene: the shared BoardScene (a board without a game) plus the
// editor's overlays: the selection (spaces or one lane), spaces named by the chosen
// problem, and the rubber band of a lane being drawn. It turns mouse gestures of the
// current tool into requests; the window turns requests into undo commands.
#pragma once

#include "ui/board/boardscene.h"

#include <QList>
#include <QPointF>

class QGraphicsItem;
class QGraphicsLineItem;

namespace xobos::ui {

enum class EditorTool { Select, AddSpace, Lane, Delete };

class EditorScene : public BoardScene
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EditorScene)

public:
    explicit EditorScene(QObject *parent = nullptr);
    ~EditorScene() override;

    EditorTool tool() const { return m_tool; }
    void setTool(EditorTool tool);

    // Redraws the board, keeping the selection where it still exists.
    void showBoard(const rules::Board &board);

    QList<int> selectedSpaces() const { return m_selectedSpaces; }
    int selectedLane() const { return m_selectedLane; }
    void setSelection(const QList<int> &spaces, int lane = -1);
    void setProblemSpaces(const QList<int> &spaces);

    // The lane under a scene position (within a few units of its line), or -1.
    int laneAt(const QPointF &scenePos) const;

Q_SIGNALS:
    void selectionChanged();
    void addSpaceRequested(QPointF pos);
    void moveSpaceRequested(int space, QPointF pos, int gesture);
    void laneDragged(int from, int to);
    void deleteRequested(const QList<int> &spaces, int lane);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void pressSelect(int space, QPointF pos, Qt::KeyboardModifiers modifiers);
    void rebuildOverlay();

    EditorTool m_tool = EditorTool::Select;
    QList<int> m_selectedSpaces;
    int m_selectedLane = -1;
    QList<int> m_problemSpaces;
    QList<QGraphicsItem *> m_overlay;
    QGraphicsLineItem *m_rubberBand = nullptr;
    int m_dragSpace = -1;
    QPointF m_dragOffset;
    QPointF m_pressPos;
    bool m_dragging = false;
    int m_laneFrom = -1;
    int m_gesture = 0;
};

} // namespace xobos::ui
