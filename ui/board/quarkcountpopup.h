// SPDX-License-Identifier: GPL-3.0-or-later
// "How many Quarks?": a small popup by the pointer with a spin box (1..the stack that may
// go, all of them at first) and a Move button, asked when a stack of Quarks is dragged or
// clicked onto a space (BoardInteraction). Enter moves, Escape or a click elsewhere asks
// nothing more.
#pragma once

#include <QFrame>

class QPushButton;
class QSpinBox;

namespace xobos::ui {

class QuarkCountPopup : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuarkCountPopup)

public:
    // `parent` only places it on its screen; it deletes itself when closed.
    QuarkCountPopup(int most, const QString &where, QWidget *parent);
    ~QuarkCountPopup() override;

    QSpinBox *spinBox() const { return m_spin; }
    QPushButton *moveButton() const { return m_move; }

Q_SIGNALS:
    void chosen(int count);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void accept();

    QSpinBox *m_spin = nullptr;
    QPushButton *m_move = nullptr;
};

} // namespace xobos::ui
