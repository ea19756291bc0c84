// SPDX-License-Identifier: GPL-3.0-or-later
// Help > About: the product's name, version, purpose and the Qt version it runs on.
#pragma once

#include <QDialog>

class QLabel;
class QDialogButtonBox;

namespace xobos::ui {

class AboutDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    explicit AboutDialog(QWidget *parent = nullptr);
    ~AboutDialog() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_text = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace xobos::ui
