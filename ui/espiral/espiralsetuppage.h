// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard's page for Espiral (issue #27): the player's name, their own cards
// and lands (typed in the app with CardEditDialog and the land row, or imported from a
// CSV or JSON file with core/espiral's importer: a file with a bad row imports nothing and
// lists each bad row's line and reason), the spiral as laid or shuffled, and the options
// where tables differ (docs/rules.md E-TRIAL-TIE, E-ENCOUNTER-DRAW, E-BERSERK,
// E-OFF-COLOR-DICE). setup() is the module's setup JSON (docs/espiral-format.md).
#pragma once

#include <QJsonObject>
#include <QWizardPage>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace xobos::ui::espiral {

class CardListModel;
class LandListModel;

class EspiralSetupPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EspiralSetupPage)

public:
    explicit EspiralSetupPage(QWidget *parent = nullptr);

    QString playerName() const;
    QJsonObject setup() const;
    bool isComplete() const override;

    // Reads a card (and land) file: true when imported; else the problems are listed.
    bool importFile(const QString &path);
    void setSeed(quint64 seed) { m_seed = seed; }

    CardListModel *cards() const { return m_cards; }
    LandListModel *lands() const { return m_lands; }
    QLineEdit *nameField() const { return m_name; }
    QLabel *importLabel() const { return m_importLabel; }
    QPushButton *addCardButton() const { return m_addCard; }
    QLineEdit *landNameField() const { return m_landName; }
    QSpinBox *landNumberField() const { return m_landNumber; }
    QCheckBox *landNoRangedField() const { return m_landNoRanged; }
    QPushButton *addLandButton() const { return m_addLand; }

private:
    void addCard();
    void editCard();
    void removeCard();
    void addLand();
    void removeLand();
    void chooseFile();

    QLineEdit *m_name = nullptr;
    CardListModel *m_cards = nullptr;
    LandListModel *m_lands = nullptr;
    QTableView *m_cardView = nullptr;
    QTableView *m_landView = nullptr;
    QPushButton *m_addCard = nullptr;
    QLineEdit *m_landName = nullptr;
    QSpinBox *m_landNumber = nullptr;
    QCheckBox *m_landNoRanged = nullptr;
    QPushButton *m_addLand = nullptr;
    QLabel *m_importLabel = nullptr;
    QCheckBox *m_typedSpiral = nullptr;
    QCheckBox *m_tie = nullptr;
    QCheckBox *m_byDeck = nullptr;
    QCheckBox *m_enemiesOnly = nullptr;
    QCheckBox *m_noOffColorDice = nullptr;
    quint64 m_seed = 0;
};

} // namespace xobos::ui::espiral
