// SPDX-License-Identifier: GPL-3.0-or-later
// New game: first the game (gamekinds.h, in the list's order), then that game's pages.
// Guardians of Xobos with the full referee: players (2–4, names and colours), board
// (bundled or a file), variant and ruleset, first player (seeded draw or decided at the
// table); the game is created in the library, then the laptop is passed to each player in
// turn to choose a Leader in secret. The sheet-only mode: the player's name and Leader
// (companion::SheetSetupPage); Finish creates the game and opens its own window. TECH: the
// players page for two (names, optional PINs, no referee PIN), then its rules page (ruleset
// and line scoring, tech::TechSetupPage, the last choice remembered in the settings given
// with setSettings()); Finish creates the game and opens TECH's window (ui/tech/techwindow.h).
// Espiral: the player's name, cards, lands and options (espiral::EspiralSetupPage); Finish
// creates the adventure and opens its window. Invaders: its setup page (the players, the
// zones' printed power, the decks, the Hero, the first turn); Finish creates the game and
// opens Invaders' window (ui/invaders/invaderswindow.h).
//
// PINs (issue #8): each seat and the referee may set an optional PIN on the players page.
// Leaving the page hashes them (store::hashPin) and clears the fields: no PIN string is
// kept. A seat with a PIN chooses its Leader behind the lock in the main window, not on a
// wizard page.
#pragma once

#include "xobos/rules/board.h"
#include "store/gamesession.h"
#include "store/pinhash.h"

#include <QWizard>

#include <memory>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSettings;
class QSpinBox;

namespace xobos::ui {

namespace companion {
class SheetSetupPage;
}

namespace espiral {
class EspiralSetupPage;
}

namespace invaders {
class InvadersSetupPage;
}

namespace tech {
class TechSetupPage;
}

class BoardChoicePage;
class GameChoicePage;
class GameController;
struct GameKind;

class NewGameWizard : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewGameWizard)

public:
    enum PageId { GamePage, PlayersPage, BoardPage, RulesPage, LeaderPage0, LeaderPage1, LeaderPage2, LeaderPage3, SheetPage, TechPage, EspiralPage, InvadersPage };

    // `module` empty: the wizard starts with the choice of the game; a module id of
    // gameKinds(): that game is chosen and the wizard starts with its first page.
    explicit NewGameWizard(GameController *controller, QWidget *parent = nullptr, const QString &module = {});
    ~NewGameWizard() override;

    // What the pages hold, as the store wants it.
    store::NewGame newGame() const;
    // One per seat (empty: no PIN) and the referee's; hashes only.
    QStringList pinHashes() const;
    QString refereePinHash() const { return m_refereePinHash; }

    int nextId() const override;
    bool validateCurrentPage() override;

    // The game chosen on the first page.
    const GameKind &chosenGame() const;
    // The first page of the chosen game's flow.
    int firstPageOf(const GameKind &kind) const;

    // Where choices kept between games are remembered (TECH's rules); none: nothing is.
    void setSettings(QSettings *settings);
    tech::TechSetupPage *techPage() const { return m_techPage; }

    // For tests and scripted use.
    void chooseGame(QStringView module);
    void setPlayers(const QStringList &names);
    // A bundled board's name ("standard") or a board file's path; chosen when it serves
    // the player count.
    void setBoardName(const QString &name);
    BoardChoicePage *boardPage() const { return m_boardPage; }
    // Shows or hides the ruling ids beside the rules page's options (its Details button).
    void setRulingDetailsShown(bool shown);
    QLineEdit *pinField(int seat) const { return m_pins.value(seat); }
    QLineEdit *pinConfirmField(int seat) const { return m_pinConfirms.value(seat); }
    QLineEdit *refereePinField() const { return m_refereePin; }
    QLineEdit *refereePinConfirmField() const { return m_refereePinConfirm; }
    // What a PIN problem on the players page says (empty: none).
    QLabel *pinErrorLabel() const { return m_pinError; }
    // What the PINs chosen mean for the table (the cover a courtesy, no referee view).
    QLabel *pinNoteLabel() const { return m_pinNote; }

    // The PBKDF2 rounds of the hashes made (store::kPinIterations; tests take fewer).
    void setPinIterations(int iterations) { m_pinIterations = iterations; }

    static constexpr int kMinPinLength = 4;
    static constexpr int kMaxPinLength = 64;

private:
    friend class LeaderWizardPage;
    friend class RulesWizardPage;
    QWizardPage *createPlayersPage();
    // The games with a window of their own (sheet-only, TECH, Espiral, Invaders): the library
    // opened and that window started, once; `page` is the game's last wizard page.
    bool startOwnWindow(int page);
    void adaptPlayersPage();
    bool loadBoard(QString *error);
    bool hashPins();
    void updatePinNote();
    bool hasLeaderPage(int seat) const;

    GameController *m_controller = nullptr;
    GameChoicePage *m_gamePage = nullptr;
    companion::SheetSetupPage *m_sheetPage = nullptr;
    espiral::EspiralSetupPage *m_espiralPage = nullptr;
    invaders::InvadersSetupPage *m_invadersPage = nullptr;
    tech::TechSetupPage *m_techPage = nullptr;
    QSpinBox *m_count = nullptr;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_colours;
    QList<QLineEdit *> m_pins;
    QList<QLineEdit *> m_pinConfirms;
    QLineEdit *m_refereePin = nullptr;
    QLineEdit *m_refereePinConfirm = nullptr;
    QLabel *m_pinError = nullptr;
    QLabel *m_pinNote = nullptr;
    int m_pinIterations = store::kPinIterations;
    QStringList m_pinHashes{QString(), QString(), QString(), QString()};
    QString m_refereePinHash;
    BoardChoicePage *m_boardPage = nullptr;
    std::shared_ptr<const rules::Board> m_loadedBoard;
    QComboBox *m_variant = nullptr;
    QLabel *m_variantInfo = nullptr;
    QSpinBox *m_watchtower = nullptr;
    QCheckBox *m_unmanned = nullptr;
    QCheckBox *m_enemyBase = nullptr;
    QCheckBox *m_quarksBuilding = nullptr;
    QCheckBox *m_selfHealConnection = nullptr;
    QCheckBox *m_limits = nullptr;
    QCheckBox *m_attackSources = nullptr;
    QRadioButton *m_drawFirst = nullptr;
    QSpinBox *m_seed = nullptr;
    QComboBox *m_tableFirst = nullptr;
    // An option's explanation and the ruling it follows, shown with Details.
    struct RulingNote {
        QLabel *label = nullptr;
        QString text;
        QString rule;
    };
    QList<RulingNote> m_rulingNotes;
    QPushButton *m_details = nullptr;
    bool m_created = false;
};

} // namespace xobos::ui
