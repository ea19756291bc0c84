// SPDX-License-Identifier: GPL-3.0-or-later
// Espiral's window (issue #27): the spiral of lands with the hero on it, his level, the
// party (each creature's vitality now and printed, its bonuses), the three decks' counts,
// the battlefield, the dice tray, the odds before a trial, the adventure log, undo and the
// end. Played through game::Session (core/game/session.h), which validates, stores and
// applies; the texts are built from the player's view (the decks' order and the seed are
// the referee's alone, docs/espiral-format.md).
//
// Dice: every roll is typed from physical dice (one field per die, the focus moving on as
// each face is typed; an attack roll also as its count of strikes) or rolled by the app
// from the game's seed (the legal action the module offers). Hits are assigned by clicking
// a creature (one hit a click; a right-click takes one back) or by dragging the hit token
// of the tray onto it; each hit is checked by the module as it is given, and a refused one
// says why ("Kobold has 2 vitality left: it can take at most 2 hits"). Undo takes back the
// last action while no roll or draw followed it (the session's rule).
#pragma once

#include "game/module.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMainWindow>

#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace xobos::espiral {
struct State;
}

namespace xobos::game {
class Session;
}

namespace xobos::store {
class GameStore;
}

namespace xobos::ui::espiral {

class EspiralMap;
class EspiralResultsDialog;

class EspiralWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EspiralWindow)

public:
    explicit EspiralWindow(std::unique_ptr<game::Session> session, QWidget *parent = nullptr);
    ~EspiralWindow() override;

    // Creates an adventure in `store` for the player `name` with the module's setup JSON
    // (EspiralSetupPage::setup()) and shows its window (deleted on close); a message and
    // nullptr when it cannot.
    static EspiralWindow *start(store::GameStore &store, const QString &name, const QJsonObject &setup, QWidget *parent);
    // Reopens a stored adventure (the store replays it); a message and nullptr when it cannot.
    static EspiralWindow *resume(store::GameStore &store, qint64 gameId, QWidget *parent);

    const game::Session &session() const { return *m_session; }
    QJsonObject view() const;

    // The widgets, for the tests that click.
    EspiralMap *map() const { return m_map; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *oddsLabel() const { return m_odds; }
    QLabel *refusalLabel() const { return m_refusal; }
    QLabel *heroLabel() const { return m_heroLabel; }
    QLabel *decksLabel() const { return m_decks; }
    QLabel *hitToken() const { return m_hitToken; }
    QPushButton *advanceButton() const { return m_advance; }
    QPushButton *rollButton() const { return m_roll; }
    QPushButton *enterDiceButton() const { return m_enterDice; }
    QPushButton *enterStrikesButton() const { return m_enterStrikes; }
    QPushButton *recruitButton() const { return m_recruit; }
    QPushButton *healButton() const { return m_heal; }
    QPushButton *skipButton() const { return m_skip; }
    QPushButton *drawButton() const { return m_draw; }
    QPushButton *dealButton() const { return m_deal; }
    QPushButton *resultsButton() const { return m_showResults; }
    QSpinBox *healLevels() const { return m_healLevels; }
    QSpinBox *strikesField() const { return m_strikes; }
    QLineEdit *faceField(int die) const;
    // The creature buttons: the party's (index -1: the hero) and the battlefield's.
    QPushButton *allyButton(int index) const;
    QPushButton *enemyButton(int index) const;
    // The cards drawn at the table, one box per card the recruit or the encounter draws
    // (first item: as the app draws, from its own decks).
    QComboBox *drawnField(int i) const;
    QListWidget *log() const { return m_log; }
    QAction *undoAction() const { return m_undo; }
    EspiralResultsDialog *resultsDialog() const { return m_results; }
    // The hits given so far in the assignment under way (one per creature; the hero's).
    const std::vector<int> &pendingHits() const { return m_pending; }
    int pendingHero() const { return m_pendingHero; }

public Q_SLOTS:
    void showResults();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void refresh();
    void rebuildCreatures(const QJsonObject &v);
    bool submit(const QJsonObject &action);
    void submitLegal(const QString &type);
    void recruit();
    void draw();
    void fillDrawn(const QString &phase);
    void enterFaces();
    void enterStrikes();
    void heal();
    void deal();
    void undo();
    void giveHit(int index);
    void takeHit(int index);
    void clearHits();
    int indexOfCreature(QWidget *w) const;
    const xobos::espiral::State *typed() const;
    QString creatureText(const QJsonArray &cards, const QJsonObject &creature, int pending) const;

    std::unique_ptr<game::Session> m_session;
    QString m_name;

    EspiralMap *m_map = nullptr;
    QGroupBox *m_spiralBox = nullptr;
    QGroupBox *m_partyBox = nullptr;
    QGroupBox *m_enemyBox = nullptr;
    QGroupBox *m_trayBox = nullptr;
    QVBoxLayout *m_partyLayout = nullptr;
    QVBoxLayout *m_enemyLayout = nullptr;
    QLabel *m_heroLabel = nullptr;
    QLabel *m_decks = nullptr;
    QLabel *m_noEnemy = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_odds = nullptr;
    QLabel *m_facesLabel = nullptr;
    std::vector<QLineEdit *> m_faces;
    QPushButton *m_enterDice = nullptr;
    QLabel *m_strikesLabel = nullptr;
    QSpinBox *m_strikes = nullptr;
    QPushButton *m_enterStrikes = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_advance = nullptr;
    QPushButton *m_recruit = nullptr;
    QSpinBox *m_healLevels = nullptr;
    QPushButton *m_heal = nullptr;
    QPushButton *m_skip = nullptr;
    QPushButton *m_draw = nullptr;
    QLabel *m_drawnLabel = nullptr;
    std::vector<QComboBox *> m_drawn;
    QLabel *m_hitToken = nullptr;
    QLabel *m_hitsLabel = nullptr;
    QPushButton *m_deal = nullptr;
    QPushButton *m_clear = nullptr;
    QPushButton *m_showResults = nullptr;
    QLabel *m_refusal = nullptr;
    QLabel *m_logTitle = nullptr;
    QListWidget *m_log = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_resultsAction = nullptr;
    EspiralResultsDialog *m_results = nullptr;
    std::vector<QPushButton *> m_allies; // [0]: the hero, then the allies
    std::vector<QPushButton *> m_enemies;

    std::vector<int> m_pending;
    int m_pendingHero = 0;
    QString m_assigning; // the phase the pending hits are for
    QWidget *m_pressed = nullptr;
    bool m_resultShown = false;
};

} // namespace xobos::ui::espiral
