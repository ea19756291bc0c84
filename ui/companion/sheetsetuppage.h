// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard's page of the sheet-only mode: the player's name and, in secret on
// his own laptop, his Leader. What it holds is the sheet module's setup; the wizard creates
// the game from it (SheetOnlyWindow::start()).
#pragma once

#include "sheet/sheet.h"

#include <QWizardPage>

class QComboBox;
class QLineEdit;

namespace xobos::ui::companion {

class SheetSetupPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SheetSetupPage)

public:
    explicit SheetSetupPage(QWidget *parent = nullptr);
    ~SheetSetupPage() override;

    rules::sheet::SheetSetup setup() const;
    QLineEdit *nameField() const { return m_name; }
    QComboBox *leaderBox() const { return m_leader; }

private:
    QLineEdit *m_name = nullptr;
    QComboBox *m_leader = nullptr;
};

} // namespace xobos::ui::companion
