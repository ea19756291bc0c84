// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces on the board: the Guardians, Quarks, Buildings and attack tokens of one
// rules::GameView, as items of a scene (BoardScene owns one).
//
// Each unit's items are kept while the unit is unchanged, keyed by the unit (a Guardian by
// seat and number, Quarks by seat and space, a Building by space and owner, a token by its
// lane): a move makes the moved Guardian's items again and leaves the others alone. (Making
// every item again at each change was most of a click's cost on the board, issue #25.)
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/view.h"

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QRectF>
#include <QStringList>

class QGraphicsItem;
class QGraphicsScene;

namespace xobos::ui {

class BoardUnits
{
    Q_DECLARE_TR_FUNCTIONS(xobos::ui::BoardScene)
    Q_DISABLE_COPY_MOVE(BoardUnits)

public:
    explicit BoardUnits(QGraphicsScene *scene);
    ~BoardUnits();

    // Shows `view` (nullptr: no pieces) on `board`; names and colours per seat.
    void show(const rules::Board &board, const rules::GameView *view, const QStringList &names,
              const QList<QColor> &colours);
    void clear();
    // How many items were made by the last show(), for tests of "only what changed".
    int itemsMadeLastTime() const { return m_made; }
    // Where the pieces of a space centred at `centre` may be drawn, beyond its disc: a
    // Building's token at the upper left, the Quarks' disc at the lower right and a moved
    // Guardian's badge at the upper right (with their outlines). The spaces' names are laid
    // clear of them, wherever the pieces go.
    static QList<QRectF> pieceBoxes(QPointF centre);

private:
    struct Unit {
        QString signature;
        QList<QGraphicsItem *> items;
        int generation = 0;
    };
    // The list to fill when the unit `key` is new or its `signature` changed; nullptr when
    // its items stay as they are.
    QList<QGraphicsItem *> *place(const QString &key, const QString &signature);
    template <class Item> Item *keep(Item *item, QList<QGraphicsItem *> &list);
    void addBuilding(const rules::BuildingView &b);
    void addGuardian(int player, int guardian, const rules::GuardianView &g);
    void addQuarks(int player, int space, int count);
    void addArrow(const rules::AttackToken &token);
    QColor colour(int player) const;
    QPointF centre(int space) const;

    QGraphicsScene *m_scene = nullptr;
    const rules::Board *m_board = nullptr; // during show()
    QStringList m_names;
    QList<QColor> m_colours;
    QHash<QString, Unit> m_units;
    int m_generation = 0;
    int m_made = 0;
};

} // namespace xobos::ui
