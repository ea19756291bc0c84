// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretsfixture.h"

#include "xobos/io/boardio.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QWidget>

#include <random>

namespace xobos::secretstest {

std::shared_ptr<const rules::Board> standardBoard()
{
    static const std::shared_ptr<const rules::Board> board = [] {
        const io::BoardLoadResult r = io::loadBundledBoard(QStringLiteral("standard"));
        Q_ASSERT(r.ok());
        return std::make_shared<const rules::Board>(*r.board);
    }();
    return board;
}

rules::GameState randomPosition(std::uint64_t seed, int steps, rules::Variant variant, int players)
{
    rules::SetupOptions options;
    options.players = players;
    options.names = {"Blue", "Red", "Green", "Yellow"};
    options.names.resize(static_cast<std::size_t>(players));
    options.variant = variant;
    options.seed = seed;
    rules::GameState state = rules::standardSetup(standardBoard(), options).state;
    std::mt19937_64 rng(seed * 7919 + 17);
    for (int i = 0; i < steps && state.phase != rules::Phase::GameOver; ++i) {
        const std::vector<int> who = rules::actingPlayers(state);
        if (who.empty())
            break;
        const int p = who[rng() % who.size()];
        const std::vector<rules::Action> legal = rules::legalActions(state, p);
        if (legal.empty())
            break;
        rules::apply(state, p, legal[rng() % legal.size()]);
    }
    return state;
}

namespace {

QString widgetKey(const QWidget *w, const QWidget *root)
{
    QStringList path;
    for (const QWidget *x = w; x && x != root; x = x->parentWidget())
        path.prepend(QString::fromLatin1(x->metaObject()->className()) + QLatin1Char('#') + x->objectName());
    return path.join(QLatin1Char('/'));
}

void modelTexts(const QAbstractItemModel *model, const QModelIndex &parent, const QString &key, QStringList &out)
{
    for (int c = 0; c < model->columnCount(parent); ++c) {
        out << key + QStringLiteral(" header %1: %2 | %3")
                         .arg(c)
                         .arg(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(),
                              model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
    }
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            out << key + QStringLiteral(" cell %1,%2: %3 | %4")
                             .arg(r)
                             .arg(c)
                             .arg(i.data(Qt::DisplayRole).toString(), i.data(Qt::ToolTipRole).toString());
            if (model->hasChildren(i))
                modelTexts(model, i, key + QStringLiteral("/%1,%2").arg(r).arg(c), out);
        }
    }
}

} // namespace

QStringList visibleTexts(const QWidget *root)
{
    QStringList out;
    QList<const QWidget *> widgets{root};
    for (const QWidget *w : root->findChildren<QWidget *>())
        widgets << w;
    for (const QWidget *w : widgets) {
        const QString key = widgetKey(w, root);
        out << key + QStringLiteral(" visible=%1 tip=%2 status=%3 title=%4 accessible=%5")
                         .arg(w == root || w->isVisibleTo(root))
                         .arg(w->toolTip(), w->statusTip(), w->windowTitle(), w->accessibleName());
        if (auto *l = qobject_cast<const QLabel *>(w))
            out << key + QStringLiteral(" label: ") + l->text();
        if (auto *b = qobject_cast<const QAbstractButton *>(w))
            out << key + QStringLiteral(" button: ") + b->text();
        if (auto *e = qobject_cast<const QLineEdit *>(w))
            out << key + QStringLiteral(" edit: ") + e->text() + QLatin1Char('|') + e->placeholderText();
        if (auto *g = qobject_cast<const QGroupBox *>(w))
            out << key + QStringLiteral(" group: ") + g->title();
        if (auto *c = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i)
                out << key + QStringLiteral(" item %1: %2").arg(i).arg(c->itemText(i));
        }
        if (auto *v = qobject_cast<const QAbstractItemView *>(w); v && v->model())
            modelTexts(v->model(), QModelIndex(), key, out);
    }
    return out;
}

} // namespace xobos::secretstest
