// SPDX-License-Identifier: GPL-3.0-or-later
// TECH's winner screen: who won, each seat's points (board, prison camp, lines, total) and
// pieces on the board, and the tie-break in one sentence (docs/rules.md T-END, T-END-TIE).
// Built from the module's score JSON (TechRules::scoreToJson), which holds nothing hidden;
// said again in the new language on a language change while it is open.
#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QStringList>

#include <array>

class QLabel;

namespace xobos::ui::tech {

class TechResultDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TechResultDialog)

public:
    TechResultDialog(const QJsonObject &score, const QStringList &names, QWidget *parent = nullptr);
    ~TechResultDialog() override;

    QString headline() const;
    QString tieBreak() const;
    // The headline for that score ("Blue wins", "A shared win").
    static QString headlineFor(const QJsonObject &score, const QStringList &names);
    // Why that seat won, in one sentence.
    static QString tieBreakFor(const QJsonObject &score, const QStringList &names);

protected:
    void changeEvent(QEvent *event) override;

private:
    static constexpr int kRows = 5;
    void retranslateUi();

    QJsonObject m_score;
    QStringList m_names;
    QLabel *m_headline = nullptr;
    std::array<QLabel *, kRows> m_rowLabels{};
    QLabel *m_tieBreak = nullptr;
};

} // namespace xobos::ui::tech
