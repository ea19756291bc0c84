// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/dicecodec.h"

#include <QJsonArray>

namespace xobos::game {

QJsonObject rollToJson(const Roll &roll)
{
    QJsonObject o;
    o[QStringLiteral("source")] = roll.source == Roll::Source::Rolled ? QStringLiteral("rolled") : QStringLiteral("typed");
    o[QStringLiteral("sides")] = roll.sides;
    QJsonArray faces;
    for (int f : roll.faces)
        faces.append(f);
    o[QStringLiteral("faces")] = faces;
    return o;
}

std::optional<Roll> rollFromJson(const QJsonValue &value, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!value.isObject())
        return fail(QStringLiteral("a roll is an object {\"source\", \"sides\", \"faces\"}"));
    const QJsonObject o = value.toObject();
    Roll r;
    const QString source = o.value(QStringLiteral("source")).toString();
    if (source == QLatin1String("rolled"))
        r.source = Roll::Source::Rolled;
    else if (source != QLatin1String("typed"))
        return fail(QStringLiteral("roll.source must be \"typed\" or \"rolled\""));
    const QJsonValue sides = o.value(QStringLiteral("sides"));
    if (!sides.isDouble() || sides.toDouble() != sides.toInt() || sides.toInt() < 1 || sides.toInt() > 1000)
        return fail(QStringLiteral("roll.sides must be a whole number from 1 to 1000"));
    r.sides = sides.toInt();
    if (!o.value(QStringLiteral("faces")).isArray())
        return fail(QStringLiteral("roll.faces must be an array of faces"));
    for (const QJsonValue &f : o.value(QStringLiteral("faces")).toArray()) {
        if (!f.isDouble() || f.toDouble() != f.toInt() || f.toInt() < 1 || f.toInt() > r.sides)
            return fail(QStringLiteral("roll.faces: every face is a whole number from 1 to %1").arg(r.sides));
        r.faces.push_back(f.toInt());
    }
    return r;
}

} // namespace xobos::game
