// SPDX-License-Identifier: GPL-3.0-or-later
// One zone of Invaders' window (Pacific Rim, Eurasia or Africa): the Invader's four slots
// above, Mankind's four below, the zone's power and −1 tokens, both totals and what the
// Attack phase does there, with the buttons for the zone's entries (a token added or
// removed, the zone's attack resolved with what Mankind prevented). It shows the view it is
// given and says what was clicked; the window submits, the rules judge.
#pragma once

#include <QGroupBox>
#include <QJsonObject>

#include <array>

class QLabel;
class QPushButton;
class QSpinBox;

namespace xobos::ui::invaders {

class CardSlot;

class ZoneBox : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ZoneBox)

public:
    ZoneBox(int zone, QWidget *parent = nullptr);

    // The module's view (docs/invaders-format.md); the selected slot (side -1: none); the
    // zone's resolved attack as the log said it (empty: not resolved this turn).
    void showView(const QJsonObject &view, int selectedSide, int selectedSlot, const QString &resolved);

    CardSlot *slot(int side, int slot) const;
    QPushButton *addTokenButton() const { return m_addToken; }
    QPushButton *removeTokenButton() const { return m_removeToken; }
    QPushButton *resolveButton() const { return m_resolve; }
    QSpinBox *preventedField() const { return m_prevented; }
    QLabel *totalsLabel() const { return m_totals; }
    QLabel *resultLabel() const { return m_result; }
    QLabel *powerLabel() const { return m_power; }
    void retranslateUi();

Q_SIGNALS:
    void slotClicked(int side, int slot);
    void addTokenClicked();
    void removeTokenClicked();
    void resolveClicked(int prevented);

private:
    int m_zone;
    std::array<std::array<CardSlot *, 4>, 2> m_slots{};
    std::array<QLabel *, 2> m_sideLabels{};
    QLabel *m_totals = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_power = nullptr;
    QPushButton *m_addToken = nullptr;
    QPushButton *m_removeToken = nullptr;
    QLabel *m_preventedLabel = nullptr;
    QSpinBox *m_prevented = nullptr;
    QPushButton *m_resolve = nullptr;
    QJsonObject m_view;
    QString m_resolved;
};

} // namespace xobos::ui::invaders
