// SPDX-License-Identifier: GPL-3.0-or-later
// The rules reference of the Help window: docs/rules.md (bundled as :/help/rules.md), cut
// into its chapters ("## Movement") and rulings ("### R-MOVE-ONCE"), each ruling with its
// id and its text in Markdown. The ids are those rules::violationRule() names, so a
// refusal's rule opens its ruling.
#pragma once

#include <QList>
#include <QString>

namespace xobos::ui {

struct RulesChapter {
    QString title;
    struct Ruling {
        QString id;       // "R-MOVE-ONCE"
        QString markdown; // the ruling's text, without its heading
    };
    QList<Ruling> rulings;
};

// The chapters of `markdown` (a rules.md text), in their order; the introduction before
// the first chapter is left out.
QList<RulesChapter> parseRules(const QString &markdown);
// The bundled docs/rules.md, parsed; empty when the resource is missing.
const QList<RulesChapter> &bundledRules();
// The ruling `id` of the bundled rules; nullptr when there is none.
const RulesChapter::Ruling *findRuling(const QString &id);
// The first rule id ("R-…") `text` names, empty when none ("Rule R-MOVE-ONCE" → R-MOVE-ONCE).
QString ruleIdIn(const QString &text);

} // namespace xobos::ui
