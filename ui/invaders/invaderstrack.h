// SPDX-License-Identifier: GPL-3.0-or-later
// The invasion plot track of Invaders' window: spaces 12 down to the skull (0), the marker's
// space highlighted. It only shows the marker it is given.
#pragma once

#include <QWidget>

#include <array>

class QLabel;

namespace xobos::ui::invaders {

class PlotTrack : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlotTrack)

public:
    explicit PlotTrack(QWidget *parent = nullptr);

    void setMarker(int marker);
    int marker() const { return m_marker; }
    // Space n (0 the skull … 12).
    QLabel *space(int n) const { return m_spaces.at(static_cast<std::size_t>(n)); }
    void retranslateUi();

private:
    QLabel *m_title = nullptr;
    std::array<QLabel *, 13> m_spaces{};
    int m_marker = -1;
};

} // namespace xobos::ui::invaders
