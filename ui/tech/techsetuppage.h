// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard's page of TECH's rules: the ruleset (our text, the default, or the
// designer's published v3, docs/rules.md T-VERSION) and how three in a row scores (when
// formed, the default, or also at the end of every later round it stands, T-LINE). What it
// holds is the module's setup JSON (core/tech/techmodule.h). The table's last choice is
// remembered in the settings handed in (keys "tech/ruleset", "tech/lines").
#pragma once

#include <QJsonObject>
#include <QWizardPage>

class QComboBox;
class QLabel;
class QSettings;

namespace xobos::ui::tech {

class TechSetupPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TechSetupPage)

public:
    explicit TechSetupPage(QWidget *parent = nullptr);
    ~TechSetupPage() override;

    // Where the last choice is kept (none: nothing is remembered); read when the page opens.
    void setSettings(QSettings *settings);
    // {"ruleset": "standard" | "v3", "lines": "when-formed" | "each-round"}.
    QJsonObject setup() const;
    // Keeps the choice for the next new TECH game.
    void remember() const;

    QComboBox *rulesetBox() const { return m_ruleset; }
    QComboBox *linesBox() const { return m_lines; }

    void initializePage() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void explain();

    QSettings *m_settings = nullptr;
    QLabel *m_rulesetLabel = nullptr;
    QComboBox *m_ruleset = nullptr;
    QLabel *m_rulesetInfo = nullptr;
    QLabel *m_linesLabel = nullptr;
    QComboBox *m_lines = nullptr;
    QLabel *m_linesInfo = nullptr;
};

} // namespace xobos::ui::tech
