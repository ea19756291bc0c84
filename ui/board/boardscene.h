// SPDX-License-Identifier: GPL-3.0-or-later
// The table as a QGraphicsScene: a rules::Board drawn at its own coordinates (0..1000),
// and on top of it, optionally, what one viewer sees of a game (a rules::GameView).
//
// Contract: the scene shows only what it is given. It never sees a GameState, so it
// cannot show a hidden value; it knows no rule either: highlights and the selection are
// set from outside (BoardInteraction asks the engine). It is reusable without a game
// (a board editor sets a board and no view). Clicks on spaces come out as signals.
#pragma once

#include "ui/board/boardunits.h"
#include "ui/board/labelplacement.h"
#include "xobos/rules/board.h"
#include "xobos/rules/state.h"
#include "xobos/rules/view.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QHash>
#include <QPair>
#include <QStaticText>
#include <QList>
#include <QPoint>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace xobos::ui {

// A text on the board (a space's id, a Guardian's name, a number of Quarks, a Building's
// letter): one line laid out once, when it is made, and drawn from that layout. (A
// QGraphicsSimpleTextItem laid its text out again for its font and for every paint: most
// of the cost of drawing a board, issue #11.)
class BoardLabelItem : public QGraphicsItem
{
public:
    // `pixels`: the text's height in scene units; `centre`: where the middle of the text
    // goes, in scene coordinates. `plate`: a fill behind the text (none when invalid), so
    // that a name stays readable over a lane or an attack token.
    BoardLabelItem(const QString &text, double pixels, bool bold, const QColor &colour, QPointF centre,
                   const QColor &plate = QColor());
    QString text() const { return m_text.text(); }
    double pixelSize() const { return m_pixels; }
    bool isBold() const { return m_bold; }
    QColor colour() const { return m_colour; }
    // Moves the middle of the text to `centre` (scene coordinates).
    void setCentre(QPointF centre);
    // The text's size in scene units.
    QSizeF sceneSize() const { return m_size * scale(); }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QStaticText m_text;
    double m_pixels;
    bool m_bold;
    QFont m_font;
    QColor m_colour;
    QColor m_plate;
    QRectF m_rect;
    QSizeF m_size;
};

class BoardScene : public QGraphicsScene
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardScene)

public:
    static constexpr double kSpaceRadius = 25.0;

    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // A bare board: no units, no player colours.
    void setBoard(const rules::Board &board);
    // A board with a game on it, drawn once (setBoard() then setGame() would draw the
    // board twice: bare, then in the players' colours).
    void setBoard(const rules::Board &board, const std::optional<rules::GameView> &view, const QStringList &names,
                  const QList<QColor> &colours);
    const rules::Board &board() const { return m_board; }
    // Draws the units, buildings and attack tokens of `view`; std::nullopt shows the
    // bare board. Colours and names are per seat.
    void setGame(const std::optional<rules::GameView> &view, const QStringList &names, const QList<QColor> &colours);

    void setSelectedSpace(int space);
    int selectedSpace() const { return m_selected; }
    void setHighlightedSpaces(const QList<int> &spaces);
    QList<int> highlightedSpaces() const { return m_highlighted; }

    // The space under a scene position (within its circle), or -1.
    int spaceAt(const QPointF &scenePos) const;
    QPointF spaceCentre(int space) const;

    static QList<QColor> defaultColours();

    // The spaces' printed names, `pixels` high in scene units (BoardView keeps them readable
    // at every zoom and window size), or hidden. A name that finds no place clear of the
    // others and of the pieces at that size is laid smaller, down to `leastPixels` (0: not
    // smaller).
    void setSpaceLabels(bool shown, double pixels, double leastPixels = 0);
    bool spaceLabelsShown() const { return m_labelsShown; }
    double spaceLabelPixels() const { return m_labelPixels; }
    static constexpr double kLabelPixels = 13;
    const QList<BoardLabelItem *> &spaceLabels() const { return m_labelItems; }

    // A step of a combat on the board (CombatView): `spaces` ringed and `tokens` drawn as
    // attack arrows over a shade that dims the rest of the board; empty lists: no shade.
    // The tokens are drawn here because the resolution has taken them off the game's view.
    void setCombatFocus(const QList<int> &spaces, const std::vector<rules::AttackToken> &tokens);
    QList<int> combatFocusSpaces() const { return m_focusSpaces; }
    const std::vector<rules::AttackToken> &combatFocusTokens() const { return m_focusTokens; }
    // The colour of an attack's arrow while it is right-dragged: the attacker's (the
    // token it becomes). Invalid: the default red.
    void setAttackDragColour(const QColor &colour) { m_attackDragColour = colour; }
    // Attack arrows' sizes in scene units (the tokens and the drag): a shaft twice a
    // lane's width, a head as wide as a space.
    static constexpr double kArrowShaft = 12;
    static constexpr double kArrowHeadLength = 28;
    static constexpr double kArrowHeadWidth = 34;
    static constexpr double kLaneWidth = 5;

    // For a board without a game (the board editor): quarter q is drawn in colours[q],
    // and spaces of a quarter get a ring of its colour (crossings a second one), so the
    // quarters read at a glance. Empty (the default): the referee's look.
    void setQuarterColours(const QList<QColor> &colours);

Q_SIGNALS:
    void spaceClicked(int space, Qt::KeyboardModifiers modifiers, const QPoint &screenPos);
    void attackDragged(int from, int to, const QPoint &screenPos);
    // A left-drag from one space onto another: a move in one gesture.
    void unitDragged(int from, int to, Qt::KeyboardModifiers modifiers, const QPoint &screenPos);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuildBoard();
    void rebuildUnits();
    void rebuildLabels();
    static BoardLabelItem *labelItem(const QString &text, double pixels, bool bold);
    void addLabel(BoardLabelItem *label, QPointF centre, int space);
    void rebuildMarks();
    void rebuildFocus();
    QColor quarterColour(int quarter) const;
    QString spaceToolTip(int space) const;
    void showDragArrow(QPointF to, bool attack);
    void hideDragArrow();
    template <class Item> Item *keep(Item *item, QList<QGraphicsItem *> &list);

    rules::Board m_board;
    std::optional<rules::GameView> m_view;
    QStringList m_names;
    QList<QColor> m_colours;
    QList<QColor> m_quarterColours;
    QList<QGraphicsItem *> m_boardItems;
    QList<BoardLabelItem *> m_labelItems;
    QList<int> m_labelSpaces; // the space of each label
    QHash<QPair<int, int>, QList<PlacedLabel>> m_labelLayouts; // by size and least size, in quarter pixels (LabelPlacement)
    bool m_labelsShown = true;
    double m_labelPixels = kLabelPixels;
    double m_leastLabelPixels = kLabelPixels;
    BoardUnits m_units;
    QList<QGraphicsItem *> m_markItems;
    int m_selected = -1;
    QList<int> m_highlighted;
    int m_pressSpace = -1;
    QGraphicsPathItem *m_dragArrow = nullptr; // while a drag from a space goes on
    QColor m_attackDragColour;
    QList<int> m_focusSpaces;
    std::vector<rules::AttackToken> m_focusTokens;
    QList<QGraphicsItem *> m_focusItems;
};

} // namespace xobos::ui
