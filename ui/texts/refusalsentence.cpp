// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/refusalsentence.h"

#include "game/modules.h"
#include "ui/texts/invaderstext.h"

namespace xobos::ui {

std::optional<QString> refusalSentence(QStringView moduleId, const QString &code, const QJsonObject &action, bool english)
{
    if (moduleId == QLatin1String(game::kInvadersModuleId))
        return invadersReasonText(code, action, english);
    return std::nullopt;
}

} // namespace xobos::ui
