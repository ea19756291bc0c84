// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techsetuppage.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>

namespace xobos::ui::tech {

namespace {

const QString kRulesetKey = QStringLiteral("tech/ruleset");
const QString kLinesKey = QStringLiteral("tech/lines");

QLabel *explanation(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    label->setStyleSheet(QStringLiteral("color: palette(dark);"));
    return label;
}

// Chooses the item whose data is `value`; an unknown value (an older or edited settings
// file) leaves the default, the first item.
void select(QComboBox *box, const QString &value)
{
    const int i = box->findData(value);
    box->setCurrentIndex(i >= 0 ? i : 0);
}

} // namespace

TechSetupPage::TechSetupPage(QWidget *parent)
    : QWizardPage(parent)
    , m_ruleset(new QComboBox(this))
    , m_lines(new QComboBox(this))
{
    setObjectName(QStringLiteral("techSetupPage"));
    m_ruleset->setObjectName(QStringLiteral("techRuleset"));
    m_lines->setObjectName(QStringLiteral("techLines"));
    // The module's own names are the items' data, the default first.
    m_ruleset->addItem(QString(), QStringLiteral("standard"));
    m_ruleset->addItem(QString(), QStringLiteral("v3"));
    m_lines->addItem(QString(), QStringLiteral("when-formed"));
    m_lines->addItem(QString(), QStringLiteral("each-round"));
    m_rulesetInfo = explanation(this);
    m_rulesetInfo->setObjectName(QStringLiteral("techRulesetInfo"));
    m_linesInfo = explanation(this);
    m_linesInfo->setObjectName(QStringLiteral("techLinesInfo"));
    m_rulesetLabel = new QLabel(this);
    m_rulesetLabel->setBuddy(m_ruleset);
    m_linesLabel = new QLabel(this);
    m_linesLabel->setBuddy(m_lines);
    auto *form = new QFormLayout(this);
    form->addRow(m_rulesetLabel, m_ruleset);
    form->addRow(QString(), m_rulesetInfo);
    form->addRow(m_linesLabel, m_lines);
    form->addRow(QString(), m_linesInfo);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &TechSetupPage::explain);
    connect(m_lines, &QComboBox::currentIndexChanged, this, &TechSetupPage::explain);
    retranslateUi();
}

TechSetupPage::~TechSetupPage() = default;

void TechSetupPage::setSettings(QSettings *settings)
{
    m_settings = settings;
}

void TechSetupPage::initializePage()
{
    if (!m_settings)
        return;
    select(m_ruleset, m_settings->value(kRulesetKey).toString());
    select(m_lines, m_settings->value(kLinesKey).toString());
}

QJsonObject TechSetupPage::setup() const
{
    return {{QStringLiteral("ruleset"), m_ruleset->currentData().toString()},
            {QStringLiteral("lines"), m_lines->currentData().toString()}};
}

void TechSetupPage::remember() const
{
    if (!m_settings)
        return;
    m_settings->setValue(kRulesetKey, m_ruleset->currentData().toString());
    m_settings->setValue(kLinesKey, m_lines->currentData().toString());
}

void TechSetupPage::retranslateUi()
{
    setTitle(tr("TECH's rules"));
    setSubTitle(tr("The game is created in the library when you press Finish."));
    m_rulesetLabel->setText(tr("&Rules:"));
    m_ruleset->setItemText(0, tr("As printed (21 units each)"));
    m_ruleset->setItemText(1, tr("The designer's v3 (30 units each)"));
    m_linesLabel->setText(tr("&Three in a row:"));
    m_lines->setItemText(0, tr("Scores 3 when formed"));
    m_lines->setItemText(1, tr("Scores 3 when formed and at the end of every round it stands"));
    explain();
}

void TechSetupPage::explain()
{
    m_rulesetInfo->setText(m_ruleset->currentIndex() == 1
                               ? tr("Swords beat Archers, Archers beat Shields, Shields beat Swords; a Sword is worth 3, "
                                    "an Archer 2, a Shield 1 (a full stack of three 3); 10 units of each type.")
                               : tr("Swords beat Shields, Shields beat Archers, Archers beat Swords; a Sword is worth 2, "
                                    "an Archer 3, a Shield 1 (a full stack of three 4); 7 units of each type."));
    m_linesInfo->setText(m_lines->currentIndex() == 1
                             ? tr("A line also scores 3 at the end of every later round in which it still stands.")
                             : tr("A line scores 3 once; broken and formed again, it scores again."));
}

void TechSetupPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizardPage::changeEvent(event);
}

} // namespace xobos::ui::tech
