// SPDX-License-Identifier: GPL-3.0-or-later
// The strip across the top of the window that says what the table does now, with the one
// button for it ("Carla: move your units, then End turn" [End turn]). It is the shell's,
// for every game: it shows what it is given (TableStep for the Xobos table) and reports
// the button's click; it reads no game itself, so it cannot show a hidden value.
#pragma once

#include <QColor>
#include <QFrame>

class QLabel;
class QPushButton;

namespace xobos::ui {

class StatusStrip : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusStrip)

public:
    explicit StatusStrip(QWidget *parent = nullptr);
    ~StatusStrip() override;

    // `buttonText` empty: no button (nothing for the table to press now).
    void setStatus(const QString &text, const QString &buttonText, bool buttonEnabled = true);
    // `tint` valid: the strip takes that colour (a replay); invalid: the window's own.
    void setTint(const QColor &tint);
    QColor tint() const { return m_tint; }
    QString text() const;
    QLabel *label() const { return m_label; }
    QPushButton *button() const { return m_button; }

Q_SIGNALS:
    void stepRequested();

private:
    QLabel *m_label = nullptr;
    QPushButton *m_button = nullptr;
    QColor m_tint;
};

} // namespace xobos::ui
