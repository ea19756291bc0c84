// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/invaders/invaderszonebox.h"

#include "ui/invaders/invaderscardslot.h"
#include "ui/invaders/invaderswindowtext.h"
#include "ui/texts/invaderstext.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace xobos::ui::invaders {

namespace {

const QColor kSideColours[2] = {QColor(0x2e, 0x6b, 0xd6), QColor(0xc0, 0x39, 0x2b)};
const char *const kZoneIds[3] = {"pacific-rim", "eurasia", "africa"};
const char *const kSideIds[2] = {"mankind", "invader"};

} // namespace

ZoneBox::ZoneBox(int zone, QWidget *parent)
    : QGroupBox(parent)
    , m_zone(zone)
{
    setObjectName(QStringLiteral("zone%1").arg(zone));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(6, 6, 6, 6);
    grid->setVerticalSpacing(3);
    const auto row = [this](int side) {
        auto *r = new QHBoxLayout;
        r->setSpacing(2);
        for (int k = 0; k < 4; ++k) {
            auto *s = new CardSlot(kSideColours[side], this);
            s->setObjectName(QStringLiteral("slot%1_%2_%3").arg(m_zone).arg(side).arg(k));
            connect(s, &CardSlot::clicked, this, [this, side, k] { Q_EMIT slotClicked(side, k); });
            r->addWidget(s);
            m_slots[static_cast<std::size_t>(side)][static_cast<std::size_t>(k)] = s;
        }
        r->addStretch(1);
        return r;
    };
    const auto label = [this](const QString &name) {
        auto *l = new QLabel(this);
        l->setObjectName(name.arg(m_zone));
        l->setWordWrap(true);
        return l;
    };
    for (int side : {1, 0}) {
        m_sideLabels[static_cast<std::size_t>(side)] = label(side == 1 ? QStringLiteral("invaderLabel%1") : QStringLiteral("mankindLabel%1"));
        m_sideLabels[static_cast<std::size_t>(side)]->setStyleSheet(
            QStringLiteral("color: %1; font-weight: bold;").arg(kSideColours[side].name()));
    }
    grid->addWidget(m_sideLabels[1], 0, 0);
    grid->addLayout(row(1), 1, 0);
    m_totals = label(QStringLiteral("zoneTotals%1"));
    m_result = label(QStringLiteral("zoneResult%1"));
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    grid->addWidget(m_totals, 2, 0);
    grid->addWidget(m_result, 3, 0);
    grid->addLayout(row(0), 4, 0);
    grid->addWidget(m_sideLabels[0], 5, 0);
    m_power = label(QStringLiteral("zonePower%1"));
    grid->addWidget(m_power, 6, 0);
    auto *tokens = new QHBoxLayout;
    m_addToken = new QPushButton(this);
    m_addToken->setObjectName(QStringLiteral("addToken%1").arg(zone));
    m_removeToken = new QPushButton(this);
    m_removeToken->setObjectName(QStringLiteral("removeToken%1").arg(zone));
    tokens->addWidget(m_addToken);
    tokens->addWidget(m_removeToken);
    tokens->addStretch(1);
    grid->addLayout(tokens, 7, 0);
    auto *attack = new QHBoxLayout;
    m_preventedLabel = new QLabel(this);
    m_prevented = new QSpinBox(this);
    m_prevented->setObjectName(QStringLiteral("prevented%1").arg(zone));
    m_prevented->setRange(0, 99);
    m_resolve = new QPushButton(this);
    m_resolve->setObjectName(QStringLiteral("resolve%1").arg(zone));
    attack->addWidget(m_preventedLabel);
    attack->addWidget(m_prevented);
    attack->addWidget(m_resolve, 1);
    grid->addLayout(attack, 8, 0);
    grid->setRowStretch(9, 1);
    connect(m_addToken, &QPushButton::clicked, this, &ZoneBox::addTokenClicked);
    connect(m_removeToken, &QPushButton::clicked, this, &ZoneBox::removeTokenClicked);
    connect(m_resolve, &QPushButton::clicked, this, [this] { Q_EMIT resolveClicked(m_prevented->value()); });
    retranslateUi();
}

CardSlot *ZoneBox::slot(int side, int slot) const
{
    return m_slots.at(static_cast<std::size_t>(side)).at(static_cast<std::size_t>(slot));
}

void ZoneBox::retranslateUi()
{
    setTitle(invadersZoneName(QLatin1String(kZoneIds[m_zone])));
    m_sideLabels[0]->setText(tr("Mankind"));
    m_sideLabels[1]->setText(tr("The Invader"));
    m_addToken->setText(tr("Add −1 Token"));
    m_addToken->setToolTip(tr("A card put a −1 token on %1").arg(title()));
    m_removeToken->setText(tr("Remove −1 Token"));
    m_removeToken->setToolTip(tr("Mankind removes a −1 token from %1").arg(title()));
    m_preventedLabel->setText(tr("Prevented:"));
    m_prevented->setToolTip(tr("How much of this zone's drain Mankind prevented"));
    m_resolve->setText(tr("Resolve the Attack"));
    if (!m_view.isEmpty())
        showView(m_view, -1, -1, m_resolved);
}

void ZoneBox::showView(const QJsonObject &view, int selectedSide, int selectedSlot, const QString &resolved)
{
    m_view = view;
    m_resolved = resolved;
    const QJsonObject battle = view.value(QStringLiteral("battle")).toArray().at(m_zone).toObject();
    const QJsonObject zone = view.value(QStringLiteral("zones")).toArray().at(m_zone).toObject();
    const QJsonObject cards = view.value(QStringLiteral("cards")).toObject();
    const QString phase = view.value(QStringLiteral("phase")).toString();
    const bool over = phase == QLatin1String("over");
    const bool entries = !over && phase != QLatin1String("draw");
    const bool attackPhase = phase == QLatin1String("attack");
    const bool attacked = view.value(QStringLiteral("attacked")).toArray().at(m_zone).toBool();
    for (int side = 0; side < 2; ++side) {
        const QJsonArray row = cards.value(QLatin1String(kSideIds[side])).toArray().at(m_zone).toArray();
        for (int k = 0; k < 4; ++k) {
            CardSlot *s = slot(side, k);
            const QJsonValue c = row.at(k);
            const QJsonObject card = c.toObject();
            const QString where = tr("%1, %2's slot %3").arg(title(), invadersSideName(QLatin1String(kSideIds[side]))).arg(k + 1);
            s->setCard(c.isObject(), card.value(QStringLiteral("power")).toInt(), card.value(QStringLiteral("name")).toString(),
                       card.value(QStringLiteral("hero")).toBool(), card.value(QStringLiteral("turned")).toBool(),
                       c.isObject() ? tr("%1: %2").arg(where, InvadersWindowText::card(card)) : tr("%1: empty").arg(where));
            s->setChecked(side == selectedSide && k == selectedSlot);
            s->setEnabled(!over);
        }
    }
    const int power = battle.value(QStringLiteral("power")).toInt();
    const int printed = zone.value(QStringLiteral("printed")).toInt();
    const int tokens = zone.value(QStringLiteral("tokens")).toInt();
    const int attack = battle.value(QStringLiteral("attack")).toInt();
    const int defence = battle.value(QStringLiteral("defence")).toInt();
    const int drain = battle.value(QStringLiteral("drain")).toInt();
    m_power->setText(tokens == 0 ? tr("Zone power %1 (printed %2, no −1 token)").arg(power).arg(printed)
                                 : tr("Zone power %1 (printed %2, −1 tokens: %3)").arg(power).arg(printed).arg(tokens));
    m_totals->setText(tr("The Invader %1 against Mankind %2 (cards %3 + zone %4)")
                          .arg(attack)
                          .arg(defence)
                          .arg(defence - power)
                          .arg(power));
    if (attackPhase && attacked)
        m_result->setText(resolved.isEmpty() ? tr("Attack resolved.") : resolved);
    else if (drain > 0)
        m_result->setText(tr("Attack: Mankind drains %1").arg(drain));
    else
        m_result->setText(tr("Attack: no drain"));
    m_result->setStyleSheet(drain > 0 && !(attackPhase && attacked) ? QStringLiteral("color: #c0392b;") : QString());
    m_addToken->setEnabled(entries);
    m_removeToken->setEnabled(entries);
    m_resolve->setEnabled(attackPhase && !attacked);
    m_prevented->setEnabled(attackPhase && !attacked);
    m_prevented->setMaximum(std::max(0, drain));
    if (!attackPhase || attacked)
        m_prevented->setValue(0);
}

} // namespace xobos::ui::invaders
