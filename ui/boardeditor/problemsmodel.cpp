// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/problemsmodel.h"

#include "ui/boardeditor/problemtext.h"

#include <QApplication>
#include <QList>
#include <QStringList>
#include <QStyle>

#include <cassert>

namespace xobos::ui {

namespace {
constexpr int kMaxIdsShown = 6;
} // namespace

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

ProblemsModel::~ProblemsModel() = default;

void ProblemsModel::setProblems(const std::vector<rules::BoardProblem> &problems)
{
    // A whole new list after every edit: problems have no identity to keep rows stable by.
    beginResetModel();
    m_problems = problems;
    endResetModel();
}

void ProblemsModel::retranslate()
{
    if (m_problems.empty())
        return;
    Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
}

const rules::BoardProblem &ProblemsModel::problem(int row) const
{
    assert(row >= 0 && row < rowCount());
    return m_problems[static_cast<std::size_t>(row)];
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_problems.size());
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const rules::BoardProblem &p = m_problems[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        QStringList ids;
        for (const std::string &id : p.spaceIds) {
            if (ids.size() == kMaxIdsShown) {
                ids << QStringLiteral("…");
                break;
            }
            ids << QString::fromStdString(id);
        }
        const QString text = problemText(p.code);
        return ids.isEmpty() ? text : tr("%1: %2").arg(text, ids.join(QStringLiteral(", ")));
    }
    case Qt::ToolTipRole:
        return QStringLiteral("%1\n%2").arg(QString::fromLatin1(rules::boardProblemCode(p.code)),
                                             QString::fromStdString(p.detail));
    case Qt::DecorationRole:
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case SpacesRole:
        return QVariant::fromValue(QList<int>(p.spaces.begin(), p.spaces.end()));
    case CodeRole:
        return QString::fromLatin1(rules::boardProblemCode(p.code));
    case QuarterRole:
        return p.quarter;
    default:
        return {};
    }
}

} // namespace xobos::ui
