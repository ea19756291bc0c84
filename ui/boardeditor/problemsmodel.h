// SPDX-License-Identifier: GPL-3.0-or-later
// The validator's problems of the edited board as a list: one row per problem, a short
// translated sentence and the ids of the spaces involved; the English detail as tooltip.
// SpacesRole gives the space indices (QList<int>) so a click can show the place.
#pragma once

#include "xobos/rules/boardcheck.h"

#include <QAbstractListModel>

#include <vector>

namespace xobos::ui {

class ProblemsModel : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProblemsModel)

public:
    enum Role { SpacesRole = Qt::UserRole + 1, CodeRole, QuarterRole };

    explicit ProblemsModel(QObject *parent = nullptr);
    ~ProblemsModel() override;

    void setProblems(const std::vector<rules::BoardProblem> &problems);
    // The language changed: the sentences of every row are reported changed.
    void retranslate();
    const rules::BoardProblem &problem(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::vector<rules::BoardProblem> m_problems;
};

} // namespace xobos::ui
