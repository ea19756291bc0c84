// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiralsetuppage.h"

#include "espiral/cardimport.h"
#include "ui/espiral/cardeditdialog.h"
#include "ui/espiral/cardlistmodel.h"
#include "ui/espiral/landlistmodel.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace xobos::ui::espiral {

namespace {

QTableView *tableView(QAbstractItemModel *model, const char *name, QWidget *parent)
{
    auto *v = new QTableView(parent);
    v->setObjectName(QLatin1String(name));
    v->setModel(model);
    v->setSelectionBehavior(QAbstractItemView::SelectRows);
    v->setSelectionMode(QAbstractItemView::SingleSelection);
    v->setEditTriggers(QAbstractItemView::NoEditTriggers);
    v->verticalHeader()->setDefaultSectionSize(v->fontMetrics().height() + 6);
    v->horizontalHeader()->setStretchLastSection(true);
    v->setMinimumHeight(110);
    return v;
}

} // namespace

EspiralSetupPage::EspiralSetupPage(QWidget *parent)
    : QWizardPage(parent)
    , m_cards(new CardListModel(this))
    , m_lands(new LandListModel(this))
    , m_seed(QRandomGenerator::global()->generate64() >> 11) // a whole number JSON keeps exactly
{
    setObjectName(QStringLiteral("espiralSetupPage"));
    setTitle(tr("Espiral — your cards and the spiral"));
    setSubTitle(tr("Type your own creatures and lands, or import them from a CSV or JSON file "
                   "(docs/espiral-format.md). No card data comes with the program."));
    auto *layout = new QVBoxLayout(this);
    auto *nameRow = new QFormLayout;
    m_name = new QLineEdit(tr("Hero"), this);
    m_name->setObjectName(QStringLiteral("espiralName"));
    nameRow->addRow(tr("Your &name:"), m_name);
    layout->addLayout(nameRow);

    auto *grid = new QGridLayout;
    m_cardView = tableView(m_cards, "espiralCards", this);
    m_cardView->setColumnWidth(CardListModel::Name, 110);
    for (int c : {int(CardListModel::Vitality), int(CardListModel::Deck), int(CardListModel::OffColor), int(CardListModel::Ranged)})
        m_cardView->setColumnWidth(c, 56);
    grid->addWidget(new QLabel(tr("Creatures:"), this), 0, 0);
    grid->addWidget(m_cardView, 1, 0);
    auto *cardButtons = new QHBoxLayout;
    m_addCard = new QPushButton(tr("&Add a Card…"), this);
    m_addCard->setObjectName(QStringLiteral("espiralAddCard"));
    auto *edit = new QPushButton(tr("&Edit…"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    auto *import = new QPushButton(tr("&Import a File…"), this);
    import->setObjectName(QStringLiteral("espiralImport"));
    cardButtons->addWidget(m_addCard);
    cardButtons->addWidget(edit);
    cardButtons->addWidget(remove);
    cardButtons->addStretch(1);
    cardButtons->addWidget(import);
    grid->addLayout(cardButtons, 2, 0);
    connect(m_addCard, &QPushButton::clicked, this, &EspiralSetupPage::addCard);
    connect(edit, &QPushButton::clicked, this, &EspiralSetupPage::editCard);
    connect(m_cardView, &QTableView::doubleClicked, this, &EspiralSetupPage::editCard);
    connect(remove, &QPushButton::clicked, this, &EspiralSetupPage::removeCard);
    connect(import, &QPushButton::clicked, this, &EspiralSetupPage::chooseFile);

    m_landView = tableView(m_lands, "espiralLands", this);
    grid->addWidget(new QLabel(tr("Lands, in the order laid:"), this), 3, 0);
    grid->addWidget(m_landView, 4, 0);
    auto *landRow = new QHBoxLayout;
    m_landName = new QLineEdit(this);
    m_landName->setObjectName(QStringLiteral("espiralLandName"));
    m_landName->setPlaceholderText(tr("Land"));
    m_landNumber = new QSpinBox(this);
    m_landNumber->setObjectName(QStringLiteral("espiralLandNumber"));
    m_landNumber->setRange(1, 30);
    m_landNumber->setValue(6);
    m_landNoRanged = new QCheckBox(tr("no ranged attacks"), this);
    m_addLand = new QPushButton(tr("Add the &Land"), this);
    m_addLand->setObjectName(QStringLiteral("espiralAddLand"));
    auto *removeLand = new QPushButton(tr("Remo&ve"), this);
    landRow->addWidget(m_landName, 1);
    landRow->addWidget(m_landNumber);
    landRow->addWidget(m_landNoRanged);
    landRow->addWidget(m_addLand);
    landRow->addWidget(removeLand);
    grid->addLayout(landRow, 5, 0);
    connect(m_addLand, &QPushButton::clicked, this, &EspiralSetupPage::addLand);
    connect(m_landName, &QLineEdit::returnPressed, this, &EspiralSetupPage::addLand);
    connect(removeLand, &QPushButton::clicked, this, &EspiralSetupPage::removeLand);
    layout->addLayout(grid, 1);

    m_importLabel = new QLabel(this);
    m_importLabel->setObjectName(QStringLiteral("espiralImportResult"));
    m_importLabel->setWordWrap(true);
    m_importLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_importLabel);

    auto *options = new QGridLayout;
    const auto box = [this](const QString &text, const QString &tip) {
        auto *c = new QCheckBox(text, this);
        c->setToolTip(tip);
        return c;
    };
    m_typedSpiral = box(tr("Lay the spiral in the order above"), tr("Otherwise the app shuffles it from the game's seed (E-SPIRAL)."));
    m_tie = box(tr("A tie in the trial is an encounter"), tr("The text says \"bigger\"; some tables count a tie (E-TRIAL-TIE)."));
    m_byDeck = box(tr("Draw 1, 2 and 3 cards from the decks"), tr("Otherwise one card from each deck in use (E-ENCOUNTER-DRAW)."));
    m_enemiesOnly = box(tr("Only enemies go berserk"), tr("Otherwise allies at vitality 1 go berserk too (E-BERSERK)."));
    m_noOffColorDice = box(tr("Off-color adds no dice"), tr("Otherwise the off-color bonus adds dice as well as vitality (E-OFF-COLOR-DICE)."));
    options->addWidget(m_typedSpiral, 0, 0);
    options->addWidget(m_tie, 0, 1);
    options->addWidget(m_byDeck, 1, 0);
    options->addWidget(m_enemiesOnly, 1, 1);
    options->addWidget(m_noOffColorDice, 2, 0);
    layout->addLayout(options);

    connect(m_name, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
    for (QAbstractItemModel *m : {static_cast<QAbstractItemModel *>(m_cards), static_cast<QAbstractItemModel *>(m_lands)}) {
        connect(m, &QAbstractItemModel::rowsInserted, this, &QWizardPage::completeChanged);
        connect(m, &QAbstractItemModel::rowsRemoved, this, &QWizardPage::completeChanged);
        connect(m, &QAbstractItemModel::modelReset, this, &QWizardPage::completeChanged);
    }
}

QString EspiralSetupPage::playerName() const
{
    const QString name = m_name->text().trimmed();
    return name.isEmpty() ? tr("Hero") : name;
}

bool EspiralSetupPage::isComplete() const
{
    // The rest (two allies in the first deck, …) the module's setup checks and says.
    return !m_name->text().trimmed().isEmpty() && m_cards->rowCount() >= 2 && m_lands->rowCount() >= 1;
}

QJsonObject EspiralSetupPage::setup() const
{
    QJsonArray cards;
    for (const auto &c : m_cards->cards())
        cards.append(xobos::espiral::cardToJson(c));
    QJsonArray lands;
    for (const auto &l : m_lands->lands())
        lands.append(xobos::espiral::landToJson(l));
    return QJsonObject{{QStringLiteral("cards"), cards},
                       {QStringLiteral("lands"), lands},
                       {QStringLiteral("spiral"), m_typedSpiral->isChecked() ? QStringLiteral("typed") : QStringLiteral("shuffled")},
                       {QStringLiteral("decks"), QStringLiteral("shuffled")},
                       {QStringLiteral("seed"), static_cast<double>(m_seed)},
                       {QStringLiteral("tie"), m_tie->isChecked() ? QStringLiteral("encounter") : QStringLiteral("no-encounter")},
                       {QStringLiteral("draws"), m_byDeck->isChecked() ? QStringLiteral("by-deck") : QStringLiteral("one-each")},
                       {QStringLiteral("berserk"), m_enemiesOnly->isChecked() ? QStringLiteral("enemies") : QStringLiteral("both")},
                       {QStringLiteral("offColorDice"), !m_noOffColorDice->isChecked()}};
}

bool EspiralSetupPage::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_importLabel->setText(tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    const xobos::espiral::CardImport imported = xobos::espiral::importCards(file.readAll());
    if (!imported.ok()) {
        QStringList lines{tr("Nothing was imported from %1:").arg(path)};
        for (const xobos::espiral::ImportProblem &p : imported.problems)
            lines << tr("line %1: %2").arg(p.line).arg(p.reason);
        m_importLabel->setText(lines.join(QLatin1Char('\n')));
        return false;
    }
    // A file of cards only keeps the lands typed so far, and the other way round.
    if (!imported.cards.empty())
        m_cards->setCards(imported.cards);
    if (!imported.lands.empty())
        m_lands->setLands(imported.lands);
    m_importLabel->setText(tr("Imported from %1: %2 cards, %3 lands.")
                               .arg(path)
                               .arg(imported.cards.size())
                               .arg(imported.lands.size()));
    return true;
}

void EspiralSetupPage::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Cards and Lands"), QString(),
                                                      tr("Card lists (*.csv *.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void EspiralSetupPage::addCard()
{
    CardEditDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        m_cards->addCard(*dialog.card());
}

void EspiralSetupPage::editCard()
{
    const int row = m_cardView->currentIndex().row();
    if (row < 0)
        return;
    CardEditDialog dialog(this);
    dialog.setCard(m_cards->cards()[static_cast<std::size_t>(row)]);
    if (dialog.exec() == QDialog::Accepted)
        m_cards->replaceCard(row, *dialog.card());
}

void EspiralSetupPage::removeCard()
{
    if (const int row = m_cardView->currentIndex().row(); row >= 0)
        m_cards->removeRows(row, 1);
}

void EspiralSetupPage::addLand()
{
    xobos::espiral::Land land;
    land.name = m_landName->text().trimmed().toStdString();
    land.number = m_landNumber->value();
    land.ranged = !m_landNoRanged->isChecked();
    if (const std::string why = xobos::espiral::landProblem(land); !why.empty()) {
        m_importLabel->setText(tr("This land cannot be added: %1").arg(QString::fromStdString(why)));
        return;
    }
    m_lands->addLand(land);
    m_landName->clear();
    m_landNoRanged->setChecked(false);
    m_landName->setFocus();
}

void EspiralSetupPage::removeLand()
{
    if (const int row = m_landView->currentIndex().row(); row >= 0)
        m_lands->removeRows(row, 1);
}

} // namespace xobos::ui::espiral
