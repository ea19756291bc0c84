// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard's first page: which game the table plays, one choice per entry of
// gameKinds() (gamekinds.h), each with what it is. The first is chosen to begin with.
#pragma once

#include <QWizardPage>

class QButtonGroup;

namespace xobos::ui {

struct GameKind;

class GameChoicePage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameChoicePage)

public:
    explicit GameChoicePage(QWidget *parent = nullptr);
    ~GameChoicePage() override;

    const GameKind &chosen() const;
    // Chooses the game of that module id; false (nothing changed) when the list has none.
    bool choose(QStringView module);

private:
    QButtonGroup *m_games = nullptr; // ids: indexes into gameKinds()
};

} // namespace xobos::ui
