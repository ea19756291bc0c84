// New game: players (2–4, names and colours), board (bundled or a file), variant and
// ruleset, first player (seeded draw or decided at the table); the game is created in the
// library, then the laptop is passed to each player in turn to choose a Leader in secret.
//
// PIN hook (issue #8): pinHashes() is handed to store::NewGame::pinHashes; it is empty
// until the PIN page exists.
#pragma once

#include "rules/board.h"
#include "store/gamesession.h"

#include <QWizard>

#include <memory>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace xobos::ui {

class GameController;

class NewGameWizard : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewGameWizard)

public:
    enum PageId { PlayersPage, BoardPage, RulesPage, LeaderPage0, LeaderPage1, LeaderPage2, LeaderPage3 };

    explicit NewGameWizard(GameController *controller, QWidget *parent = nullptr);
    ~NewGameWizard() override;

    // What the pages hold, as the store wants it.
    store::NewGame newGame() const;
    QStringList pinHashes() const { return {}; }

    int nextId() const override;

    // For tests and scripted use.
    void setPlayers(const QStringList &names);
    void setBoardName(const QString &name);

private:
    friend class LeaderWizardPage;
    friend class RulesWizardPage;
    QWizardPage *createPlayersPage();
    QWizardPage *createBoardPage();
    bool loadBoard(QString *error);

    GameController *m_controller = nullptr;
    QSpinBox *m_count = nullptr;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_colours;
    QComboBox *m_board = nullptr;
    QString m_boardFile;
    QLabel *m_boardInfo = nullptr;
    std::shared_ptr<const rules::Board> m_loadedBoard;
    QComboBox *m_variant = nullptr;
    QLabel *m_variantInfo = nullptr;
    QSpinBox *m_watchtower = nullptr;
    QCheckBox *m_unmanned = nullptr;
    QCheckBox *m_enemyBase = nullptr;
    QCheckBox *m_quarksBuilding = nullptr;
    QCheckBox *m_selfHealConnection = nullptr;
    QCheckBox *m_limits = nullptr;
    QRadioButton *m_drawFirst = nullptr;
    QSpinBox *m_seed = nullptr;
    QComboBox *m_tableFirst = nullptr;
    bool m_created = false;
};

} // namespace xobos::ui
