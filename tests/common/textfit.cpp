// SPDX-License-Identifier: GPL-3.0-or-later
#include "textfit.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>

namespace xobos::testing {

QStringList textFitProblems(QWidget *window, const std::function<bool(const QWidget *)> &alsoPlaced)
{
    QStringList problems;
    const auto name = [](const QWidget *w, const QString &text) { return w->objectName() + QLatin1Char(' ') + text; };
    QList<QWidget *> placed;
    for (QWidget *c : window->findChildren<QWidget *>()) {
        if (!c->isVisibleTo(window))
            continue;
        const QFontMetrics fm(c->font());
        if (auto *b = qobject_cast<QPushButton *>(c)) {
            for (const QString &line : b->text().split(QLatin1Char('\n'))) {
                if (fm.horizontalAdvance(line) + 8 > b->width())
                    problems << QStringLiteral("cut button: ") + name(b, line);
            }
        } else if (auto *box = qobject_cast<QComboBox *>(c)) {
            for (int i = 0; i < box->count(); ++i) {
                if (fm.horizontalAdvance(box->itemText(i)) + 24 > box->width())
                    problems << QStringLiteral("cut item: ") + name(box, box->itemText(i));
            }
        } else if (auto *l = qobject_cast<QLabel *>(c)) {
            if (l->wordWrap() ? l->heightForWidth(l->width()) > l->height() + 1 : l->sizeHint().width() > l->width())
                problems << QStringLiteral("cut label: ") + name(l, l->text());
        } else if (!alsoPlaced || !alsoPlaced(c)) {
            continue;
        }
        placed << c;
    }
    for (const QGroupBox *g : window->findChildren<QGroupBox *>()) {
        if (g->isVisibleTo(window) && QFontMetrics(g->font()).horizontalAdvance(g->title()) + 16 > g->width())
            problems << QStringLiteral("cut title: ") + g->title();
    }
    for (int i = 0; i < placed.size(); ++i) {
        for (int j = i + 1; j < placed.size(); ++j) {
            if (placed[i]->isAncestorOf(placed[j]) || placed[j]->isAncestorOf(placed[i]))
                continue;
            const QRect a(placed[i]->mapTo(window, QPoint()), placed[i]->size());
            const QRect b(placed[j]->mapTo(window, QPoint()), placed[j]->size());
            if (a.intersects(b))
                problems << QStringLiteral("overlap: ") + placed[i]->objectName() + QLatin1Char('/') + placed[j]->objectName();
        }
    }
    return problems;
}

} // namespace xobos::testing
