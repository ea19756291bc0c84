// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/rulesreference.h"

#include <QFile>
#include <QRegularExpression>

namespace xobos::ui {

QList<RulesChapter> parseRules(const QString &markdown)
{
    QList<RulesChapter> chapters;
    RulesChapter::Ruling *ruling = nullptr;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("## "))) {
            chapters.append({line.mid(3).trimmed(), {}});
            ruling = nullptr;
        } else if (line.startsWith(QLatin1String("### ")) && !chapters.isEmpty()) {
            chapters.last().rulings.append({line.mid(4).trimmed(), {}});
            ruling = &chapters.last().rulings.last();
        } else if (ruling) {
            ruling->markdown += line + QLatin1Char('\n');
        }
    }
    for (RulesChapter &chapter : chapters) {
        for (RulesChapter::Ruling &r : chapter.rulings)
            r.markdown = r.markdown.trimmed();
    }
    return chapters;
}

const QList<RulesChapter> &bundledRules()
{
    static const QList<RulesChapter> rules = [] {
        QFile file(QStringLiteral(":/help/rules.md"));
        if (!file.open(QIODevice::ReadOnly))
            return QList<RulesChapter>();
        return parseRules(QString::fromUtf8(file.readAll()));
    }();
    return rules;
}

const RulesChapter::Ruling *findRuling(const QString &id)
{
    for (const RulesChapter &chapter : bundledRules()) {
        for (const RulesChapter::Ruling &r : chapter.rulings) {
            if (r.id.compare(id, Qt::CaseInsensitive) == 0)
                return &r;
        }
    }
    return nullptr;
}

QString ruleIdIn(const QString &text)
{
    static const QRegularExpression id(QStringLiteral("\\bR(-[A-Z0-9]+)+\\b"));
    return id.match(text).captured(0);
}

} // namespace xobos::ui
