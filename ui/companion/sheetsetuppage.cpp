// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/sheetsetuppage.h"

#include "ui/companion/sheettext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace xobos::ui::companion {

SheetSetupPage::SheetSetupPage(QWidget *parent)
    : QWizardPage(parent)
    , m_name(new QLineEdit(this))
    , m_leader(new QComboBox(this))
{
    setObjectName(QStringLiteral("sheetSetupPage"));
    setTitle(tr("Your own sheets"));
    setSubTitle(tr("The game is created in the library when you press Finish."));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(tr("Keep your own secret sheets on this laptop. Nobody else's values are needed."), this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_name->setObjectName(QStringLiteral("sheetPlayerName"));
    m_name->setText(tr("Me"));
    form->addRow(tr("Your &name:"), m_name);
    m_leader->setObjectName(QStringLiteral("sheetLeader"));
    for (int g = 0; g < rules::kGuardiansPerPlayer; ++g)
        m_leader->addItem(SheetText::guardianName(g));
    form->addRow(tr("Your &Leader:"), m_leader);
}

SheetSetupPage::~SheetSetupPage() = default;

rules::sheet::SheetSetup SheetSetupPage::setup() const
{
    return {m_name->text().trimmed().toStdString(), m_leader->currentIndex()};
}

} // namespace xobos::ui::companion
