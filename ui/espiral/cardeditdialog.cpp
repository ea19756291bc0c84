// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/cardeditdialog.h"

#include "espiral/cardimport.h"
#include "ui/espiral/cardlistmodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace xobos::ui::espiral {

namespace {

QString quoted(const QString &field)
{
    QString q = field;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

} // namespace

CardEditDialog::CardEditDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("cardEditDialog"));
    setWindowTitle(tr("A Card of Your Own"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("cardName"));
    form->addRow(tr("&Name:"), m_name);
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("cardType"));
    m_type->addItem(tr("Mortal (white border)"), QStringLiteral("mortal"));
    m_type->addItem(tr("Elemental (grey border)"), QStringLiteral("elemental"));
    m_type->addItem(tr("External (black border)"), QStringLiteral("external"));
    form->addRow(tr("&Type:"), m_type);
    const auto spin = [this](const char *name, int min, int max) {
        auto *s = new QSpinBox(this);
        s->setObjectName(QLatin1String(name));
        s->setRange(min, max);
        return s;
    };
    m_vitality = spin("cardVitality", 1, xobos::espiral::kMaxVitality);
    form->addRow(tr("&Vitality:"), m_vitality);
    m_offColor = spin("cardOffColor", 0, 30);
    m_offColor->setSpecialValueText(tr("none"));
    form->addRow(tr("&Off-color patch:"), m_offColor);
    m_ranged = spin("cardRanged", 0, 30);
    m_ranged->setSpecialValueText(tr("none"));
    form->addRow(tr("&Ranged attack:"), m_ranged);
    const auto line = [this](const char *name, const QString &placeholder) {
        auto *l = new QLineEdit(this);
        l->setObjectName(QLatin1String(name));
        l->setPlaceholderText(placeholder);
        return l;
    };
    m_lands = line("cardLands", tr("Woods +2; Mountains +4"));
    form->addRow(tr("&Land bonuses:"), m_lands);
    m_versus = line("cardVersus", tr("mortal +2; Dragon +10"));
    form->addRow(tr("V&ersus bonuses:"), m_versus);
    m_immune = line("cardImmune", tr("Imp; external"));
    form->addRow(tr("&Immune to:"), m_immune);
    m_text = line("cardText", QString());
    form->addRow(tr("Te&xt:"), m_text);
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("cardProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b;"));
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CardEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CardEditDialog::reject);
    layout->addWidget(buttons);
}

void CardEditDialog::setCard(const xobos::espiral::Card &c)
{
    m_name->setText(QString::fromStdString(c.name));
    m_type->setCurrentIndex(m_type->findData(QLatin1String(xobos::espiral::kindName(c.kind))));
    m_vitality->setValue(c.vitality);
    m_offColor->setValue(c.offColor);
    m_ranged->setValue(c.ranged);
    m_lands->setText(CardListModel::bonusesText(c.lands));
    m_versus->setText(CardListModel::bonusesText(c.versus));
    QStringList immune;
    for (const std::string &s : c.immunities)
        immune << QString::fromStdString(s);
    m_immune->setText(immune.join(QStringLiteral("; ")));
    m_text->setText(QString::fromStdString(c.text));
}

std::optional<xobos::espiral::Card> CardEditDialog::card(QString *problem) const
{
    // One row of the CSV format (docs/espiral-format.md): the importer's checks and reasons.
    const QStringList fields{m_name->text().trimmed(),
                             m_type->currentData().toString(),
                             QString::number(m_vitality->value()),
                             m_offColor->value() > 0 ? QString::number(m_offColor->value()) : QString(),
                             m_ranged->value() > 0 ? QString::number(m_ranged->value()) : QString(),
                             m_lands->text().trimmed(),
                             m_versus->text().trimmed(),
                             m_immune->text().trimmed(),
                             m_text->text().trimmed()};
    QStringList row;
    for (const QString &f : fields)
        row << quoted(f);
    const QByteArray csv = "name,type,vitality,offcolor,ranged,lands,versus,immune,text\n" + row.join(QLatin1Char(',')).toUtf8() + '\n';
    const xobos::espiral::CardImport imported = xobos::espiral::importCsv(csv);
    if (!imported.ok() || imported.cards.size() != 1) {
        if (problem)
            *problem = imported.problems.isEmpty() ? tr("This is not one card.") : imported.problems.front().reason;
        return std::nullopt;
    }
    return imported.cards.front();
}

void CardEditDialog::accept()
{
    QString problem;
    if (!card(&problem)) {
        m_problem->setText(problem);
        return;
    }
    QDialog::accept();
}

} // namespace xobos::ui::espiral
