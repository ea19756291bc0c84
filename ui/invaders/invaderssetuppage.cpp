// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/invaders/invaderssetuppage.h"

#include "ui/texts/invaderstext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace xobos::ui::invaders {

namespace {

const char *const kZoneIds[3] = {"pacific-rim", "eurasia", "africa"};
const char *const kSideIds[2] = {"mankind", "invader"};

// A number the table must enter: it starts blank ("—"), below its range.
QSpinBox *entered(const QString &name, int high, QWidget *parent)
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(-1, high);
    s->setValue(-1);
    s->setSpecialValueText(QStringLiteral("—"));
    return s;
}

QString capital(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

InvadersSetupPage::InvadersSetupPage(QWidget *parent)
    : QWizardPage(parent)
{
    setObjectName(QStringLiteral("invadersSetupPage"));
    setTitle(tr("Invaders: the battle board"));
    setSubTitle(tr("Enter what is printed on your board and what lies on the table. Finish creates the game and "
                   "opens its window."));
    auto *form = new QFormLayout(this);
    for (int s = 0; s < 2; ++s) {
        auto *name = new QLineEdit(this);
        name->setObjectName(QStringLiteral("invadersName%1").arg(s));
        name->setPlaceholderText(tr("Name (optional)"));
        form->addRow(tr("%1 is played by:").arg(capital(invadersSideName(QLatin1String(kSideIds[s])))), name);
        m_names[static_cast<std::size_t>(s)] = name;
    }
    auto *zones = new QHBoxLayout;
    for (int z = 0; z < 3; ++z) {
        QSpinBox *p = entered(QStringLiteral("printedPower%1").arg(z), 20, this);
        zones->addWidget(new QLabel(invadersZoneName(QLatin1String(kZoneIds[z])), this));
        zones->addWidget(p);
        m_printed[static_cast<std::size_t>(z)] = p;
        connect(p, &QSpinBox::valueChanged, this, &QWizardPage::completeChanged);
    }
    zones->addStretch(1);
    form->addRow(tr("Zones' printed power:"), zones);
    auto *decks = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        QSpinBox *d = entered(QStringLiteral("deck%1").arg(s), 200, this);
        decks->addWidget(new QLabel(capital(invadersSideName(QLatin1String(kSideIds[s]))), this));
        decks->addWidget(d);
        m_decks[static_cast<std::size_t>(s)] = d;
        connect(d, &QSpinBox::valueChanged, this, &QWizardPage::completeChanged);
    }
    decks->addStretch(1);
    form->addRow(tr("Draw decks (after the starting hands):"), decks);
    auto *hero = new QHBoxLayout;
    m_heroZone = new QComboBox(this);
    m_heroZone->setObjectName(QStringLiteral("heroZone"));
    for (const char *z : kZoneIds)
        m_heroZone->addItem(invadersZoneName(QLatin1String(z)), QLatin1String(z));
    m_heroPower = entered(QStringLiteral("heroPower"), 20, this);
    connect(m_heroPower, &QSpinBox::valueChanged, this, &QWizardPage::completeChanged);
    hero->addWidget(m_heroZone);
    hero->addWidget(new QLabel(tr("power"), this));
    hero->addWidget(m_heroPower);
    hero->addStretch(1);
    form->addRow(tr("Heroes of the Resistance in:"), hero);
    m_first = new QComboBox(this);
    m_first->setObjectName(QStringLiteral("invadersFirst"));
    for (const char *s : kSideIds)
        m_first->addItem(capital(invadersSideName(QLatin1String(s))), QLatin1String(s));
    form->addRow(tr("First turn:"), m_first);
    auto *note = new QLabel(tr("No card list is public: the players enter the power of each card they play, and what a "
                               "card's text does (the marker moved, a drain or a draw forced, a power changed)."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
}

bool InvadersSetupPage::isComplete() const
{
    for (const QSpinBox *s : m_printed) {
        if (s->value() < 0)
            return false;
    }
    for (const QSpinBox *s : m_decks) {
        if (s->value() < 0)
            return false;
    }
    return m_heroPower->value() >= 0;
}

QStringList InvadersSetupPage::names() const
{
    return {m_names[0]->text().trimmed(), m_names[1]->text().trimmed()};
}

QJsonObject InvadersSetupPage::setup() const
{
    QJsonObject zones;
    for (int z = 0; z < 3; ++z)
        zones[QLatin1String(kZoneIds[z])] = m_printed[static_cast<std::size_t>(z)]->value();
    return QJsonObject{{QStringLiteral("zones"), zones},
                       {QStringLiteral("decks"), QJsonObject{{QStringLiteral("mankind"), m_decks[0]->value()},
                                                             {QStringLiteral("invader"), m_decks[1]->value()}}},
                       {QStringLiteral("hero"), QJsonObject{{QStringLiteral("zone"), m_heroZone->currentData().toString()},
                                                            {QStringLiteral("power"), m_heroPower->value()}}},
                       {QStringLiteral("first"), m_first->currentData().toString()}};
}

} // namespace xobos::ui::invaders
