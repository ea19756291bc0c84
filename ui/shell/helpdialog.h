// SPDX-License-Identifier: GPL-3.0-or-later
// Help: the shortcuts sheet and the rules reference, one window per main window.
//
// The sheet reads every shortcut from the window's own menus (what the actions say now,
// translated), then the board's gestures (Shift+click for Quarks, Alt+click to seize,
// right-drag to attack, …). The reference shows docs/rules.md (rulesreference.h) by
// chapter and ruling; showRule() opens a refusal's ruling (the log's RuleRole).
#pragma once

#include <QDialog>

class QLineEdit;
class QMainWindow;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace xobos::ui {

class HelpDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HelpDialog)

public:
    explicit HelpDialog(QMainWindow *window);
    ~HelpDialog() override;

    // The Help window of `widget`'s main window, made the first time it is asked for.
    static HelpDialog *of(QWidget *widget);

    // Shows the window at the shortcuts sheet, read afresh from the window's menus.
    void showShortcuts();
    // Shows the window at the ruling `id` ("R-MOVE-ONCE"); false (the reference shown at
    // its start) when the rules have no such ruling.
    bool showRule(const QString &id);

    QTreeWidget *shortcutsTree() const { return m_shortcuts; }
    QTreeWidget *rulesTree() const { return m_rules; }
    QTextBrowser *ruleText() const { return m_ruleText; }
    QLineEdit *rulesFilter() const { return m_filter; }
    // The ruling shown, empty when none.
    QString currentRule() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillShortcuts();
    void fillRules();
    void filterRules(const QString &text);
    void showItem(QTreeWidgetItem *item);

    QMainWindow *m_window = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeWidget *m_shortcuts = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeWidget *m_rules = nullptr;
    QTextBrowser *m_ruleText = nullptr;
};

} // namespace xobos::ui
