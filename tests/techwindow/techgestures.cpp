// SPDX-License-Identifier: GPL-3.0-or-later
#include "techgestures.h"

#include "ui/secrets/lockcover.h"
#include "ui/tech/techboard.h"
#include "ui/tech/techtext.h"
#include "ui/tech/techwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace xobos::ui;

namespace techtest {

void click(QWidget *widget)
{
    QVERIFY(widget);
    QVERIFY2(widget->isEnabled() && widget->isVisible(), qPrintable(widget->objectName()));
    QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
}

void drag(QWidget *from, QWidget *to)
{
    QVERIFY(from && to);
    QVERIFY2(from->isEnabled(), qPrintable(from->objectName()));
    const QPoint start = from->rect().center();
    const QPoint end = from->mapFromGlobal(to->mapToGlobal(to->rect().center()));
    QTest::mousePress(from, Qt::LeftButton, {}, start);
    QTest::mouseMove(from, end);
    QTest::mouseRelease(from, Qt::LeftButton, {}, end);
}

void unlock(tech::TechWindow &w, const QString &pin)
{
    secrets::LockCover *cover = w.cover();
    QVERIFY(cover->isLocked());
    if (pin.isEmpty()) {
        click(cover->unlockButton());
        return;
    }
    cover->pinField()->setFocus();
    QTest::keyClicks(cover->pinField(), pin);
    if (cover->isLocked())
        click(cover->unlockButton());
}

void play(tech::TechWindow &w, int seat, const QJsonObject &action, bool byDrag)
{
    const QString type = action.value(QStringLiteral("type")).toString();
    const int cell = action.value(QStringLiteral("cell")).toInt();
    if (type == QLatin1String("commit") || type == QLatin1String("deploy")) {
        QPushButton *supply = w.supplyButton(seat, tech::unitIndex(action.value(QStringLiteral("unit")).toString()));
        if (byDrag) {
            drag(supply, w.board()->cell(cell));
        } else {
            click(supply);
            click(w.board()->cell(cell));
        }
    } else if (type == QLatin1String("replace")) {
        click(w.board()->cell(cell));
    } else if (type == QLatin1String("move") || type == QLatin1String("kill")) {
        const int from = action.value(QStringLiteral("from")).toInt();
        const int to = action.value(type == QLatin1String("move") ? QStringLiteral("to") : QStringLiteral("target")).toInt();
        if (byDrag) {
            drag(w.board()->cell(from), w.board()->cell(to));
        } else {
            click(w.board()->cell(from));
            click(w.board()->cell(to));
        }
    } else if (type == QLatin1String("pass")) {
        click(w.nextButton());
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown action %1").arg(type)));
    }
}

QStringList visibleTexts(QWidget &w)
{
    QStringList out{w.windowTitle()};
    const QList<QWidget *> widgets = w.findChildren<QWidget *>();
    for (QWidget *c : widgets) {
        QString line = QLatin1String(c->metaObject()->className()) + QLatin1Char('|') + c->objectName() + QLatin1Char('|')
            + c->toolTip() + QLatin1Char('|') + c->whatsThis() + QLatin1Char('|') + c->styleSheet() + QLatin1Char('|')
            + QString::number(c->isVisibleTo(&w)) + QString::number(c->isEnabled());
        if (auto *l = qobject_cast<QLabel *>(c))
            line += QLatin1Char('|') + l->text();
        if (auto *b = qobject_cast<QAbstractButton *>(c))
            line += QLatin1Char('|') + b->text() + QString::number(b->isChecked());
        if (auto *g = qobject_cast<QGroupBox *>(c))
            line += QLatin1Char('|') + g->title();
        if (auto *e = qobject_cast<QLineEdit *>(c))
            line += QLatin1Char('|') + e->text() + QLatin1Char('|') + e->placeholderText();
        if (auto *list = qobject_cast<QListWidget *>(c)) {
            for (int i = 0; i < list->count(); ++i)
                line += QLatin1Char('|') + list->item(i)->text();
        }
        out << line;
    }
    for (QAction *a : w.findChildren<QAction *>())
        out << a->text() + QLatin1Char('|') + a->toolTip() + QString::number(a->isEnabled());
    return out;
}

} // namespace techtest
