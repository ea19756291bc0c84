// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/helpdialog.h"

#include "ui/shell/rulesreference.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

namespace {

constexpr int kRuleIdRole = Qt::UserRole + 1;

// "&Open Game…" as the sheet writes it: "Open Game".
QString plainText(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.trimmed();
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

bool hasShortcut(const QAction *a)
{
    return !a->isSeparator() && a->isVisible() && !a->shortcuts().isEmpty() && !a->text().isEmpty();
}

// The actions with a shortcut of `menu` and its submenus, visible ones only.
void addShortcuts(const QMenu *menu, QTreeWidgetItem *group, QSet<const QAction *> &listed)
{
    for (QAction *a : menu->actions()) {
        if (a->menu()) {
            addShortcuts(a->menu(), group, listed);
            continue;
        }
        if (!hasShortcut(a) || listed.contains(a))
            continue;
        listed.insert(a);
        auto *item = new QTreeWidgetItem(group, {plainText(a->text()), keysOf(a)});
        item->setToolTip(0, a->statusTip());
    }
}

} // namespace

HelpDialog::HelpDialog(QMainWindow *window)
    : QDialog(window)
    , m_window(window)
    , m_tabs(new QTabWidget(this))
    , m_shortcuts(new QTreeWidget(this))
    , m_filter(new QLineEdit(this))
    , m_rules(new QTreeWidget(this))
    , m_ruleText(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("helpDialog"));
    m_shortcuts->setObjectName(QStringLiteral("shortcutsSheet"));
    m_shortcuts->setColumnCount(2);
    m_shortcuts->setRootIsDecorated(false);
    m_shortcuts->setUniformRowHeights(true);
    m_shortcuts->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_shortcuts->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_shortcuts->header()->setStretchLastSection(false);

    m_filter->setObjectName(QStringLiteral("rulesFilter"));
    m_filter->setClearButtonEnabled(true);
    m_rules->setObjectName(QStringLiteral("rulesList"));
    m_rules->setHeaderHidden(true);
    m_ruleText->setObjectName(QStringLiteral("ruleText"));
    m_ruleText->setOpenLinks(false);
    auto *rulesPage = new QWidget(this);
    auto *left = new QWidget(rulesPage);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_rules);
    auto *splitter = new QSplitter(rulesPage);
    splitter->addWidget(left);
    splitter->addWidget(m_ruleText);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({260, 480});
    auto *rulesLayout = new QHBoxLayout(rulesPage);
    rulesLayout->addWidget(splitter);

    m_tabs->addTab(m_shortcuts, QString());
    m_tabs->addTab(rulesPage, QString());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_filter, &QLineEdit::textChanged, this, &HelpDialog::filterRules);
    connect(m_rules, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) { showItem(item); });
    // A ruling that names another ("see R-MOVE-ONCE") opens it.
    connect(m_ruleText, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) { showRule(url.fragment()); });
    fillRules();
    retranslateUi();
    resize(760, 540);
}

HelpDialog::~HelpDialog() = default;

HelpDialog *HelpDialog::of(QWidget *widget)
{
    // A floating dock is a window of its own: its main window is further up.
    QWidget *w = widget ? widget->window() : nullptr;
    while (w && !qobject_cast<QMainWindow *>(w))
        w = w->parentWidget() ? w->parentWidget()->window() : nullptr;
    auto *window = qobject_cast<QMainWindow *>(w);
    if (!window)
        return nullptr;
    if (auto *help = window->findChild<HelpDialog *>(QString(), Qt::FindDirectChildrenOnly))
        return help;
    return new HelpDialog(window);
}

void HelpDialog::showShortcuts()
{
    fillShortcuts();
    m_tabs->setCurrentIndex(0);
    show();
    raise();
    activateWindow();
}

bool HelpDialog::showRule(const QString &id)
{
    m_filter->clear();
    m_tabs->setCurrentIndex(1);
    show();
    raise();
    activateWindow();
    for (int c = 0; c < m_rules->topLevelItemCount(); ++c) {
        QTreeWidgetItem *chapter = m_rules->topLevelItem(c);
        for (int r = 0; r < chapter->childCount(); ++r) {
            if (chapter->child(r)->data(0, kRuleIdRole).toString().compare(id, Qt::CaseInsensitive) == 0) {
                chapter->setExpanded(true);
                m_rules->setCurrentItem(chapter->child(r));
                m_rules->scrollToItem(chapter->child(r));
                return true;
            }
        }
    }
    m_rules->setCurrentItem(m_rules->topLevelItem(0));
    return false;
}

QString HelpDialog::currentRule() const
{
    const QTreeWidgetItem *item = m_rules->currentItem();
    return item ? item->data(0, kRuleIdRole).toString() : QString();
}

void HelpDialog::fillShortcuts()
{
    m_shortcuts->clear();
    const QFont bold = [this] {
        QFont f = m_shortcuts->font();
        f.setBold(true);
        return f;
    }();
    const auto group = [this, &bold](const QString &title) {
        auto *item = new QTreeWidgetItem(m_shortcuts, {title});
        item->setFont(0, bold);
        item->setFirstColumnSpanned(true);
        item->setFlags(Qt::ItemIsEnabled);
        return item;
    };
    // The board's gestures (ui/board/boardinteraction.cpp, boardscene.cpp, boardview.cpp).
    QTreeWidgetItem *board = group(tr("On the board"));
    const QList<std::pair<QString, QString>> gestures{
        {tr("Move a unit"), tr("Drag it onto a space, or click it, then the space")},
        {tr("Move the Quarks instead of the Guardian"), tr("Shift+click the destination")},
        {tr("Move and seize the enemy Building"), tr("Alt+click the destination")},
        {tr("Declare an attack"), tr("Right-drag from your space to the enemy's")},
        {tr("Start an attack, then pick its target"), tr("Right-click your space, then click the target")},
        {tr("Zoom the board"), tr("Ctrl+mouse wheel")},
    };
    for (const auto &[what, how] : gestures)
        new QTreeWidgetItem(board, {what, how});
    QSet<const QAction *> listed;
    for (QAction *menuAction : m_window->menuBar()->actions()) {
        if (!menuAction->menu())
            continue;
        QTreeWidgetItem *title = group(plainText(menuAction->text()));
        addShortcuts(menuAction->menu(), title, listed);
        if (title->childCount() == 0)
            delete title;
    }
    // Actions of the window that are in no menu (a panel's, a tool bar's).
    QTreeWidgetItem *other = group(tr("Elsewhere in the window"));
    for (const QAction *a : m_window->findChildren<QAction *>()) {
        if (!hasShortcut(a) || listed.contains(a))
            continue;
        listed.insert(a);
        new QTreeWidgetItem(other, {plainText(a->text()), keysOf(a)});
    }
    if (other->childCount() == 0)
        delete other;
    m_shortcuts->expandAll();
}

void HelpDialog::fillRules()
{
    m_rules->clear();
    for (const RulesChapter &chapter : bundledRules()) {
        auto *top = new QTreeWidgetItem(m_rules, {chapter.title});
        for (const RulesChapter::Ruling &r : chapter.rulings) {
            auto *item = new QTreeWidgetItem(top, {r.id});
            item->setData(0, kRuleIdRole, r.id);
        }
    }
}

void HelpDialog::filterRules(const QString &text)
{
    // A ruling shows when its id or its text has every word typed.
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int c = 0; c < m_rules->topLevelItemCount(); ++c) {
        QTreeWidgetItem *chapter = m_rules->topLevelItem(c);
        int shown = 0;
        for (int r = 0; r < chapter->childCount(); ++r) {
            QTreeWidgetItem *item = chapter->child(r);
            const RulesChapter::Ruling *ruling = findRuling(item->data(0, kRuleIdRole).toString());
            const QString haystack = item->text(0) + QLatin1Char(' ') + (ruling ? ruling->markdown : QString());
            const bool match = std::all_of(words.cbegin(), words.cend(), [&haystack](const QString &w) {
                return haystack.contains(w, Qt::CaseInsensitive);
            });
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        chapter->setHidden(shown == 0);
        chapter->setExpanded(!words.isEmpty() && shown > 0);
    }
}

void HelpDialog::showItem(QTreeWidgetItem *item)
{
    if (!item) {
        m_ruleText->clear();
        return;
    }
    const QString id = item->data(0, kRuleIdRole).toString();
    if (id.isEmpty()) { // a chapter: the ids of its rulings
        QStringList ids;
        for (int r = 0; r < item->childCount(); ++r)
            ids << QStringLiteral("- [%1](#%1)").arg(item->child(r)->text(0));
        m_ruleText->setMarkdown(QStringLiteral("## %1\n\n%2").arg(item->text(0), ids.join(QLatin1Char('\n'))));
        return;
    }
    const RulesChapter::Ruling *ruling = findRuling(id);
    // Other rule ids in the text become links.
    QString body = ruling ? ruling->markdown : QString();
    static const QRegularExpression ids(QStringLiteral("(?<![\\w#\\[-])(R(?:-[A-Z0-9]+)+)\\b"));
    body.replace(ids, QStringLiteral("[\\1](#\\1)"));
    m_ruleText->setMarkdown(QStringLiteral("## %1\n\n%2").arg(id, body));
}

void HelpDialog::retranslateUi()
{
    setWindowTitle(tr("Help"));
    m_tabs->setTabText(0, tr("Shortcuts and gestures"));
    m_tabs->setTabText(1, tr("Rules reference"));
    m_shortcuts->setHeaderLabels({tr("What"), tr("Keys or gesture")});
    m_filter->setPlaceholderText(tr("Find a rule or a word"));
    if (isVisible() && m_tabs->currentIndex() == 0)
        fillShortcuts();
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace xobos::ui
