// SPDX-License-Identifier: GPL-3.0-or-later
// The sentence a game module's refusal is explained with, found by the module's id, for
// those that have their sentences in Qt Core (Invaders: invaderstext.h). xobos-cli adds it
// to its `run` report in English, so that it names no game itself; nullopt for a module
// without such sentences (the report then shows the code and rule id alone).
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringView>

#include <optional>

namespace xobos::ui {

std::optional<QString> refusalSentence(QStringView moduleId, const QString &code, const QJsonObject &action,
                                       bool english);

} // namespace xobos::ui
