// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/combatdialog.h"

#include "ui/texts/eventtext.h"
#include "ui/texts/gametext.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace xobos::ui {

namespace {

bool isCombatEvent(rules::EventType t)
{
    using T = rules::EventType;
    switch (t) {
    case T::BattleStarted:
    case T::QuarksClashed:
    case T::PowerDeclared:
    case T::QuarksLost:
    case T::AmmoSpent:
    case T::DamageDeclared:
    case T::GuardianDestroyed:
    case T::ConstructionLost:
    case T::SourceTapped:
    case T::AttackWithdrawn:
    case T::PursuitOffered:
    case T::BuildingDestroyed:
    case T::PlayerEliminated:
        return true;
    default:
        return false;
    }
}

} // namespace

bool CombatDialog::hasCombat(const rules::Events &events)
{
    for (const rules::Event &e : events) {
        using T = rules::EventType;
        if (e.visibility == rules::Visibility::Public
            && (e.type == T::BattleStarted || e.type == T::PowerDeclared || e.type == T::SourceTapped
                || e.type == T::AttackWithdrawn))
            return true;
    }
    return false;
}

QList<CombatDialog::Step> CombatDialog::steps(const rules::Events &events, const rules::Board &board,
                                              const QStringList &names, const QList<QColor> &colours)
{
    using T = rules::EventType;
    // Only the resolution's public events, in the order the engine produced them (which
    // is the rule order, R-COMBAT-ORDER).
    std::vector<rules::Event> combat;
    for (const rules::Event &e : events) {
        if (e.visibility == rules::Visibility::Public && isCombatEvent(e.type))
            combat.push_back(e);
    }
    // Where each step starts: a battle at BattleStarted; an attack at the Power its
    // attacker declares on a new target (with the Quarks he spent just before it).
    std::vector<int> starts;
    int battleA = -1, battleB = -1, attackTarget = -1;
    bool inBattle = false;
    for (int i = 0; i < static_cast<int>(combat.size()); ++i) {
        const rules::Event &e = combat[static_cast<std::size_t>(i)];
        if (e.type == T::BattleStarted) {
            starts.push_back(i);
            inBattle = true;
            battleA = e.space;
            battleB = e.space2;
        } else if (e.type == T::PowerDeclared || e.type == T::SourceTapped || e.type == T::AttackWithdrawn) {
            const bool sameBattle = inBattle && (e.space2 == battleA || e.space2 == battleB);
            const bool sameAttack = !inBattle && e.space2 == attackTarget;
            if (!sameBattle && !sameAttack) {
                int start = i;
                while (start > 0 && !starts.empty() && start - 1 > starts.back()
                       && (combat[static_cast<std::size_t>(start - 1)].type == T::QuarksLost
                           || combat[static_cast<std::size_t>(start - 1)].type == T::AmmoSpent)
                       && combat[static_cast<std::size_t>(start - 1)].player == e.player)
                    --start;
                starts.push_back(start);
                inBattle = false;
                attackTarget = e.space2;
            }
        }
    }
    if (starts.empty() || starts.front() != 0)
        starts.insert(starts.begin(), 0);
    QList<Step> out;
    for (std::size_t s = 0; s < starts.size(); ++s) {
        const int begin = starts[s];
        const int end = s + 1 < starts.size() ? starts[s + 1] : static_cast<int>(combat.size());
        if (begin >= end)
            continue;
        Step step;
        const rules::Event &first = combat[static_cast<std::size_t>(begin)];
        bool damage = false;
        for (int i = begin; i < end; ++i) {
            const rules::Event &e = combat[static_cast<std::size_t>(i)];
            step.lines << eventText(e, board, names, colours);
            damage = damage || e.type == T::DamageDeclared;
        }
        if (first.type == T::BattleStarted) {
            step.title = tr("Battle: %1 against %2").arg(playerText(names, first.player), playerText(names, first.target));
            step.how = tr("Show how: battles come first, in play order (R-COMBAT-ORDER); Quarks clash 1:1, then the side "
                          "with fewer units left strikes first (R-BATTLE).");
        } else if (first.type == T::SourceTapped) {
            step.title = tr("%1 taps the Energy Source").arg(playerText(names, first.player));
            step.how = tr("Show how: a Guardian on an irradiated space next to the Source gains a crystal (R-TECH-SOURCE).");
        } else {
            const rules::Event *power = nullptr;
            for (int i = begin; i < end && !power; ++i) {
                if (combat[static_cast<std::size_t>(i)].type == T::PowerDeclared
                    || combat[static_cast<std::size_t>(i)].type == T::AttackWithdrawn)
                    power = &combat[static_cast<std::size_t>(i)];
            }
            step.title = power ? tr("Attack of %1 on %2").arg(playerText(names, power->player), spaceText(board, power->space2))
                               : tr("Attack");
            step.how = tr("Show how: attacks follow the battles in play order (R-COMBAT-ORDER); the attacker's Power "
                          "from every direction is added, Quarks and Watchtower crystals absorb first (R-ATTACK-RESOLVE).");
        }
        if (damage)
            step.how += QLatin1Char(' ')
                + tr("Damage is counted after the defender's healing, which stays secret (R-HEAL).");
        out << step;
    }
    return out;
}

CombatDialog::CombatDialog(const rules::Events &events, const rules::Board &board, const QStringList &names,
                           const QList<QColor> &colours, QWidget *parent)
    : QDialog(parent)
    , m_steps(steps(events, board, names, colours))
    , m_title(new QLabel(this))
    , m_body(new QLabel(this))
    , m_how(new QLabel(this))
{
    setObjectName(QStringLiteral("combatDialog"));
    setWindowTitle(tr("Combat resolution"));
    m_title->setObjectName(QStringLiteral("combatStepTitle"));
    QFont font = m_title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    m_title->setFont(font);
    m_body->setObjectName(QStringLiteral("combatStepBody"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::PlainText);
    m_how->setObjectName(QStringLiteral("combatStepHow"));
    m_how->setWordWrap(true);
    m_how->setStyleSheet(QStringLiteral("color: palette(mid);"));

    m_previous = new QPushButton(tr("&Previous"), this);
    m_next = new QPushButton(tr("&Next"), this);
    m_next->setObjectName(QStringLiteral("combatNext"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_previous, QDialogButtonBox::ActionRole);
    buttons->addButton(m_next, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(m_previous, &QPushButton::clicked, this, [this] { showStep(m_current - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showStep(m_current + 1); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_how);
    layout->addWidget(buttons);
    setMinimumWidth(480);
    showStep(0);
}

CombatDialog::~CombatDialog() = default;

void CombatDialog::showStep(int index)
{
    if (m_steps.isEmpty()) {
        m_title->setText(tr("No combat this round"));
        m_body->clear();
        m_how->clear();
        m_previous->setEnabled(false);
        m_next->setEnabled(false);
        return;
    }
    m_current = std::clamp(index, 0, static_cast<int>(m_steps.size()) - 1);
    const Step &step = m_steps.at(m_current);
    m_title->setText(tr("Step %1 of %2 — %3").arg(m_current + 1).arg(m_steps.size()).arg(step.title));
    m_body->setText(QStringLiteral("• ") + step.lines.join(QStringLiteral("\n• ")));
    m_how->setText(step.how);
    m_previous->setEnabled(m_current > 0);
    m_next->setEnabled(m_current + 1 < m_steps.size());
}

} // namespace xobos::ui
