// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioshapes.h"

#include "statecodec.h"
#include "viewcodec.h"

#include "xobos/rules/scoring.h"
#include "xobos/rules/view.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace xobos::io {

using namespace rules;

// The shape of a JSON document: every key an instance may hold, an array by the union of its
// elements' shapes, a Quark table (keyed by space id) as {"*": ...}. A check's path must fit
// it, so that a typo is an error instead of a check that passes (an absent key is "hidden").
namespace {

QJsonValue mergeShapes(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isObject() && b.isObject()) {
        QJsonObject out = a.toObject();
        const QJsonObject other = b.toObject();
        for (auto it = other.begin(); it != other.end(); ++it)
            out[it.key()] = mergeShapes(out.value(it.key()), it.value());
        return out;
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        if (x.isEmpty() || y.isEmpty())
            return x.isEmpty() ? y : x;
        return QJsonArray{mergeShapes(x.first(), y.first())};
    }
    return a.isUndefined() || a.isNull() ? b : a;
}

QJsonValue shapeOf(const QJsonValue &v)
{
    if (v.isArray()) {
        QJsonValue element;
        for (const QJsonValue &e : v.toArray())
            element = mergeShapes(element, shapeOf(e));
        return element.isUndefined() ? QJsonArray() : QJsonArray{element};
    }
    if (!v.isObject())
        return QJsonValue(QJsonValue::Null);
    QJsonObject out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const bool table =
            it.value().isObject() && (it.key() == QLatin1String("quarks") || it.key() == QLatin1String("quarksMoved"));
        out[it.key()] = table ? QJsonObject{{QStringLiteral("*"), QJsonValue(QJsonValue::Null)}} : shapeOf(it.value());
    }
    return out;
}

} // namespace

bool pathFits(const QJsonValue &shape, const QString &path)
{
    static const QRegularExpression token(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    QJsonValue at = shape;
    qsizetype pos = 0;
    while (pos < path.size()) {
        if (path[pos] == QLatin1Char('.')) {
            ++pos;
            continue;
        }
        const auto m =
            token.match(path, pos, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch())
            return false;
        if (m.capturedLength(1) > 0) {
            const QJsonObject o = at.toObject();
            if (!at.isObject() || (!o.contains(m.captured(1)) && !o.contains(QStringLiteral("*"))))
                return false;
            at = o.contains(m.captured(1)) ? o.value(m.captured(1)) : o.value(QStringLiteral("*"));
        } else {
            if (!at.isArray())
                return false;
            if (at.toArray().isEmpty())
                return true; // never seen filled: nothing to hold a path against
            at = at.toArray().first();
        }
        pos += m.capturedLength(0);
    }
    return true;
}

Shapes shapesOf(const GameState &start)
{
    GameState s = start;
    if (s.spaceCount() >= 2) {
        s.buildings.push_back(
            Building{0, BuildingType::Watchtower, 0, true, buildingCost(BuildingType::Watchtower), 0, -1, 1, false});
        s.attacks.push_back(AttackToken{0, 0, 1, true, 1});
        s.pending.push_back(Pending{PendingKind::PursuitChoice, 0, static_cast<int>(s.attacks.size()) - 1, true});
        s.combatPlan.push_back(CombatStep{true, 0, 1, {static_cast<int>(s.attacks.size()) - 1}});
        s.refreshOccupancy();
    }
    Shapes out;
    out.state = shapeOf(stateToJson(s));
    out.view = mergeShapes(shapeOf(viewToJson(view(s, Viewer::referee()), s.map())),
                           shapeOf(viewToJson(view(s, Viewer::everyone()), s.map())));
    out.score = shapeOf(scoreReportToJson(computeScores(s)));
    return out;
}

} // namespace xobos::io
