// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/sheetonlywindow.h"

#include "sheet/sheetsession.h"
#include "ui/companion/sheettext.h"
#include "ui/texts/gametext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace xobos::ui::companion {

using namespace rules;
using namespace rules::sheet;

namespace {

constexpr BuildingType kByGuardian[] = {BuildingType::Mine, BuildingType::EnergyWell, BuildingType::TechnologyBuilding,
                                        BuildingType::Watchtower};
constexpr BuildingType kAllBuildings[] = {BuildingType::Mine, BuildingType::EnergyWell, BuildingType::TechnologyBuilding,
                                          BuildingType::Watchtower, BuildingType::Reactor};
constexpr CrystalReason kReasons[] = {CrystalReason::Destroy, CrystalReason::Source, CrystalReason::Breed,
                                      CrystalReason::Arm, CrystalReason::Other};

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(align);
    return item;
}

QTableWidget *table(QWidget *parent, int rows, int columns, const QString &name)
{
    auto *t = new QTableWidget(rows, columns, parent);
    t->setObjectName(name);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->setWordWrap(true);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setAlternatingRowColors(true);
    return t;
}

QPushButton *button(QWidget *parent, const QString &name)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    return b;
}

// The window's first size: room for both columns' tables and texts (Qt's own default, two
// thirds of the screen, squeezed the Production Sheet's texts over its table), within the
// screen.
QSize defaultSize(const QWidget *window)
{
    const QScreen *screen = window->screen();
    const QSize room = screen ? screen->availableGeometry().size() : QSize(1280, 860);
    return QSize(1280, 860).expandedTo(window->minimumSizeHint()).boundedTo(room);
}

} // namespace

SheetOnlyWindow::SheetOnlyWindow(std::unique_ptr<SheetSession> session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(std::move(session))
{
    setObjectName(QStringLiteral("sheetOnlyWindow"));
    buildUi();
    retranslateUi();
    m_guardians->selectRow(0);
    m_tech->selectRow(0);
}

SheetOnlyWindow::~SheetOnlyWindow() = default;

SheetOnlyWindow *SheetOnlyWindow::start(store::GameStore &store, const SheetSetup &setup, QWidget *parent)
{
    QString error;
    auto session = SheetSession::create(store, setup, &error);
    if (!session) {
        QMessageBox::warning(parent, tr("Sheet-Only Game"), tr("The game could not be created: %1").arg(error));
        return nullptr;
    }
    auto *w = new SheetOnlyWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->resize(defaultSize(w));
    w->show();
    return w;
}

SheetOnlyWindow *SheetOnlyWindow::resume(store::GameStore &store, qint64 gameId, QWidget *parent)
{
    QString error;
    auto session = SheetSession::resume(store, gameId, &error);
    if (!session) {
        QMessageBox::warning(parent, tr("Sheet-Only Game"), tr("The game could not be opened: %1").arg(error));
        return nullptr;
    }
    auto *w = new SheetOnlyWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->resize(defaultSize(w));
    w->show();
    return w;
}

void SheetOnlyWindow::buildUi()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);

    auto *header = new QHBoxLayout;
    auto *titles = new QVBoxLayout;
    m_title = new QLabel(central);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_roundLabel = new QLabel(central);
    m_roundLabel->setObjectName(QStringLiteral("roundLabel"));
    QFont mid = m_roundLabel->font();
    mid.setPointSizeF(mid.pointSizeF() * 1.15);
    m_roundLabel->setFont(mid);
    m_scoreLabel = new QLabel(central);
    titles->addWidget(m_title);
    titles->addWidget(m_roundLabel);
    titles->addWidget(m_scoreLabel);
    header->addLayout(titles, 1);
    m_nextPhase = button(central, QStringLiteral("nextPhaseButton"));
    m_nextPhase->setMinimumHeight(36);
    header->addWidget(m_nextPhase, 0, Qt::AlignTop);
    layout->addLayout(header);

    m_status = new QLabel(central);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2);
    layout->addWidget(m_status);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(buildPlayerSheet(), 3);
    left->addWidget(buildBoardRecords(), 0);
    auto *right = new QVBoxLayout;
    right->addWidget(buildProductionSheet(), 0); // all it needs: its table has a fixed height
    right->addWidget(buildTechnology(), 1);
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    layout->addLayout(columns, 1);
    setCentralWidget(central);

    connect(m_nextPhase, &QPushButton::clicked, this, [this] { submit(NextPhase{}); });
    connect(m_connect, &QPushButton::clicked, this, [this] {
        submit(SheetConnect{selectedGuardian(), m_target->currentIndex(),
                            m_connectionKind->currentIndex() == 0 ? ConnectionKind::Reinforcement : ConnectionKind::Healing});
    });
    connect(m_break, &QPushButton::clicked, this, [this] { submit(SheetBreak{selectedGuardian()}); });
    connect(m_start, &QPushButton::clicked, this, [this] {
        submit(SheetStartConstruction{selectedGuardian(), kByGuardian[std::max(0, m_building->currentIndex())]});
    });
    connect(m_pay, &QPushButton::clicked, this, [this] { submit(SheetPayConstruction{selectedGuardian()}); });
    connect(m_upgrade, &QPushButton::clicked, this, [this] {
        submit(SheetUpgrade{selectedGuardian(), m_upgradeKind->currentIndex() == 0 ? UpgradeKind::Power : UpgradeKind::Healing,
                            m_upgradeCount->value()});
    });
    connect(m_heal, &QPushButton::clicked, this, [this] { submit(SheetHeal{selectedGuardian()}); });
    connect(m_rebuild, &QPushButton::clicked, this, [this] { submit(SheetRebuild{selectedGuardian()}); });
    connect(m_recordDamage, &QPushButton::clicked, this, [this] { submit(SheetHealthChange{selectedGuardian(), m_damage->value()}); });
    connect(m_reactor, &QPushButton::clicked, this, [this] { submit(SheetBuildReactor{}); });
    connect(m_buyTech, &QPushButton::clicked, this, [this] {
        const int row = m_tech->currentRow();
        if (row >= 0)
            submit(SheetBuyTechnology{static_cast<Tech>(row)});
    });
    connect(m_tech, &QTableWidget::cellDoubleClicked, this, [this](int row) { submit(SheetBuyTechnology{static_cast<Tech>(row)}); });
    connect(m_gain, &QPushButton::clicked, this, [this] {
        submit(SheetGainCrystals{m_crystalAmount->value(), kReasons[std::max(0, m_crystalReason->currentIndex())]});
    });
    connect(m_spend, &QPushButton::clicked, this, [this] {
        submit(SheetSpendCrystals{m_crystalAmount->value(), kReasons[std::max(0, m_crystalReason->currentIndex())]});
    });
    connect(m_lost, &QPushButton::clicked, this, [this] {
        submit(SheetBuildingLost{kAllBuildings[std::max(0, m_lostType->currentIndex())], m_demolished->isChecked()});
    });
    connect(m_seized, &QPushButton::clicked, this, [this] {
        submit(SheetBuildingSeized{kAllBuildings[std::max(0, m_lostType->currentIndex())]});
    });
    connect(m_guardians, &QTableWidget::itemSelectionChanged, this, [this] {
        const int g = selectedGuardian();
        m_targetLabel->setText(tr("%1 connects to:").arg(SheetText::guardianName(g)));
    });
}

QWidget *SheetOnlyWindow::buildPlayerSheet()
{
    m_playerBox = new QGroupBox(this);
    auto *v = new QVBoxLayout(m_playerBox);
    m_guardians = table(m_playerBox, kGuardiansPerPlayer, 5, QStringLiteral("guardianTable"));
    QHeaderView *gh = m_guardians->horizontalHeader();
    gh->setStretchLastSection(false);
    for (int c : {0, 2, 4})
        gh->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    gh->setSectionResizeMode(1, QHeaderView::Stretch);
    gh->setSectionResizeMode(3, QHeaderView::Stretch);
    const int rowHeight = m_guardians->fontMetrics().height() + 12;
    m_guardians->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_guardians->verticalHeader()->setDefaultSectionSize(rowHeight);
    m_guardians->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_guardians->setFixedHeight(gh->sizeHint().height() + kGuardiansPerPlayer * rowHeight + 2 * m_guardians->frameWidth());
    v->addWidget(m_guardians);

    auto *grid = new QGridLayout;
    m_targetLabel = new QLabel(m_playerBox);
    m_target = new QComboBox(m_playerBox);
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_connectionKind = new QComboBox(m_playerBox);
    m_connectionKind->setObjectName(QStringLiteral("connectionKindCombo"));
    m_connect = button(m_playerBox, QStringLiteral("connectButton"));
    m_break = button(m_playerBox, QStringLiteral("breakButton"));
    grid->addWidget(m_targetLabel, 0, 0);
    grid->addWidget(m_target, 0, 1);
    grid->addWidget(m_connectionKind, 0, 2);
    grid->addWidget(m_connect, 0, 3);
    grid->addWidget(m_break, 0, 4);

    m_buildingLabel = new QLabel(m_playerBox);
    m_building = new QComboBox(m_playerBox);
    m_building->setObjectName(QStringLiteral("buildingCombo"));
    m_start = button(m_playerBox, QStringLiteral("startConstructionButton"));
    m_pay = button(m_playerBox, QStringLiteral("payConstructionButton"));
    grid->addWidget(m_buildingLabel, 1, 0);
    grid->addWidget(m_building, 1, 1, 1, 2);
    grid->addWidget(m_start, 1, 3);
    grid->addWidget(m_pay, 1, 4);

    m_upgradeLabel = new QLabel(m_playerBox);
    m_upgradeKind = new QComboBox(m_playerBox);
    m_upgradeKind->setObjectName(QStringLiteral("upgradeKindCombo"));
    m_upgradeCount = new QSpinBox(m_playerBox);
    m_upgradeCount->setRange(1, 2);
    m_upgrade = button(m_playerBox, QStringLiteral("upgradeButton"));
    grid->addWidget(m_upgradeLabel, 2, 0);
    grid->addWidget(m_upgradeKind, 2, 1);
    grid->addWidget(m_upgradeCount, 2, 2);
    grid->addWidget(m_upgrade, 2, 3, 1, 2);

    m_damageLabel = new QLabel(m_playerBox);
    m_damage = new QSpinBox(m_playerBox);
    m_damage->setObjectName(QStringLiteral("damageSpin"));
    m_damage->setRange(-kMaxHealth, kMaxHealth);
    m_damage->setValue(1);
    m_recordDamage = button(m_playerBox, QStringLiteral("recordDamageButton"));
    m_heal = button(m_playerBox, QStringLiteral("healButton"));
    m_rebuild = button(m_playerBox, QStringLiteral("rebuildButton"));
    grid->addWidget(m_damageLabel, 3, 0);
    grid->addWidget(m_damage, 3, 1);
    grid->addWidget(m_recordDamage, 3, 2);
    grid->addWidget(m_heal, 3, 3);
    grid->addWidget(m_rebuild, 3, 4);
    grid->setColumnStretch(1, 1);
    v->addLayout(grid);
    m_historyLabel = new QLabel(m_playerBox);
    v->addWidget(m_historyLabel);
    m_history = new QListWidget(m_playerBox);
    m_history->setObjectName(QStringLiteral("historyList"));
    v->addWidget(m_history, 1);
    return m_playerBox;
}

QWidget *SheetOnlyWindow::buildProductionSheet()
{
    m_productionBox = new QGroupBox(this);
    auto *v = new QVBoxLayout(m_productionBox);
    m_production = table(m_productionBox, kBuildingTypeCount, 4, QStringLiteral("productionTable"));
    m_production->setSelectionMode(QAbstractItemView::NoSelection);
    QHeaderView *ph = m_production->horizontalHeader();
    ph->setStretchLastSection(false);
    for (int c : {0, 1, 2})
        ph->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    ph->setSectionResizeMode(3, QHeaderView::Stretch);
    m_production->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_production->setFixedHeight(ph->sizeHint().height() + kBuildingTypeCount * m_production->verticalHeader()->defaultSectionSize() + 4);
    v->addWidget(m_production);
    m_supply = new QLabel(m_productionBox);
    m_supply->setObjectName(QStringLiteral("supplyLabel"));
    QFont bold = m_supply->font();
    bold.setBold(true);
    m_supply->setFont(bold);
    m_income = new QLabel(m_productionBox);
    m_income->setWordWrap(true);
    v->addWidget(m_supply);
    v->addWidget(m_income);
    m_constructionsLabel = new QLabel(m_productionBox);
    v->addWidget(m_constructionsLabel);
    m_constructions = new QListWidget(m_productionBox);
    m_constructions->setObjectName(QStringLiteral("constructionList"));
    m_constructions->setMaximumHeight(m_constructions->fontMetrics().height() * 5);
    m_constructions->setMinimumHeight(m_constructions->fontMetrics().height() * 2 + 2 * m_constructions->frameWidth());
    v->addWidget(m_constructions);
    m_reactor = button(m_productionBox, QStringLiteral("buildReactorButton"));
    v->addWidget(m_reactor, 0, Qt::AlignLeft);
    return m_productionBox;
}

QWidget *SheetOnlyWindow::buildTechnology()
{
    m_techBox = new QGroupBox(this);
    auto *v = new QVBoxLayout(m_techBox);
    m_techRank = new QLabel(m_techBox);
    m_techRank->setWordWrap(true);
    v->addWidget(m_techRank);
    m_tech = table(m_techBox, kTechCount, 3, QStringLiteral("techTable"));
    m_tech->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tech->horizontalHeader()->setStretchLastSection(false);
    m_tech->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tech->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    // The rows follow the columns: sized once while the window was not laid out yet, the
    // first row kept the height of "Allows" wrapped word by word in a narrow column.
    m_tech->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // It takes the room left over (its list scrolls): a scroll area's fixed 192 px hint made
    // the column taller than a 768 px screen, and the Production Sheet was drawn over it.
    m_tech->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_tech->setMinimumHeight(m_tech->fontMetrics().height() * 6);
    v->addWidget(m_tech, 1);
    m_buyTech = button(m_techBox, QStringLiteral("buyTechButton"));
    v->addWidget(m_buyTech, 0, Qt::AlignLeft);
    return m_techBox;
}

QWidget *SheetOnlyWindow::buildBoardRecords()
{
    m_boardBox = new QGroupBox(this);
    auto *grid = new QGridLayout(m_boardBox);
    m_crystalAmount = new QSpinBox(m_boardBox);
    m_crystalAmount->setObjectName(QStringLiteral("crystalAmount"));
    m_crystalAmount->setRange(1, 99);
    m_crystalReason = new QComboBox(m_boardBox);
    m_crystalReason->setObjectName(QStringLiteral("crystalReasonCombo"));
    m_gain = button(m_boardBox, QStringLiteral("gainCrystalsButton"));
    m_spend = button(m_boardBox, QStringLiteral("spendCrystalsButton"));
    grid->addWidget(m_crystalAmount, 0, 0);
    grid->addWidget(m_crystalReason, 0, 1);
    grid->addWidget(m_gain, 0, 2);
    grid->addWidget(m_spend, 0, 3);
    m_lostType = new QComboBox(m_boardBox);
    m_lostType->setObjectName(QStringLiteral("buildingRecordCombo"));
    m_demolished = new QCheckBox(m_boardBox);
    m_lost = button(m_boardBox, QStringLiteral("buildingLostButton"));
    m_seized = button(m_boardBox, QStringLiteral("buildingSeizedButton"));
    grid->addWidget(m_lostType, 1, 0);
    grid->addWidget(m_demolished, 1, 1);
    grid->addWidget(m_lost, 1, 2);
    grid->addWidget(m_seized, 1, 3);
    grid->setColumnStretch(1, 1);
    return m_boardBox;
}

void SheetOnlyWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void SheetOnlyWindow::retranslateUi()
{
    auto refill = [](QComboBox *box, const QStringList &items) {
        const int keep = std::max(0, box->currentIndex());
        box->clear();
        box->addItems(items);
        box->setCurrentIndex(std::min(keep, static_cast<int>(items.size()) - 1));
    };
    QStringList guardians;
    for (int g = 0; g < kGuardiansPerPlayer; ++g)
        guardians.append(SheetText::guardianName(g));
    refill(m_target, guardians);
    refill(m_connectionKind, {connectionText(ConnectionKind::Reinforcement), connectionText(ConnectionKind::Healing)});
    QStringList byGuardian;
    for (BuildingType t : kByGuardian)
        byGuardian.append(tr("%1 (%2 resources)").arg(buildingText(t)).arg(buildingCost(t)));
    refill(m_building, byGuardian);
    refill(m_upgradeKind, {upgradeText(UpgradeKind::Power), upgradeText(UpgradeKind::Healing)});
    QStringList reasons;
    for (CrystalReason r : kReasons)
        reasons.append(SheetText::crystalReason(r));
    refill(m_crystalReason, reasons);
    QStringList all;
    for (BuildingType t : kAllBuildings)
        all.append(buildingText(t));
    refill(m_lostType, all);

    m_playerBox->setTitle(tr("Player Sheet"));
    m_guardians->setHorizontalHeaderLabels({tr("Guardian"), tr("Power"), tr("Health"), tr("Connection Slot"), tr("Upgrades")});
    m_targetLabel->setText(tr("%1 connects to:").arg(SheetText::guardianName(selectedGuardian())));
    m_connect->setText(tr("Connect"));
    m_break->setText(tr("Break"));
    m_buildingLabel->setText(tr("Construct:"));
    m_start->setText(tr("Start (1 resource)"));
    m_pay->setText(tr("Pay 1 resource"));
    m_upgradeLabel->setText(tr("Upgrade:"));
    m_upgrade->setText(tr("Buy Upgrade (1 crystal each)"));
    m_damageLabel->setText(tr("Combat damage:"));
    m_damage->setToolTip(tr("Damage the Guardian suffered; a negative number is a Healing surplus that restores Health."));
    m_recordDamage->setText(tr("Record"));
    m_heal->setText(tr("Heal (2 resources)"));
    m_rebuild->setText(tr("Rebuild"));

    m_productionBox->setTitle(tr("Production Sheet"));
    m_production->setHorizontalHeaderLabels({tr("Building"), tr("Built"), tr("Under construction"), tr("Produces")});
    m_constructionsLabel->setText(tr("Constructions in progress (1 resource per round):"));
    m_reactor->setText(tr("Build Reactor (5 resources, at once)"));
    m_historyLabel->setText(tr("Your record (saved in the game library):"));

    m_techBox->setTitle(tr("Technology"));
    m_tech->setHorizontalHeaderLabels({tr("Tile"), tr("Allows"), tr("Status")});
    m_buyTech->setText(tr("Buy Selected Tile (2 resources)"));

    m_boardBox->setTitle(tr("From the Board"));
    m_gain->setText(tr("Gain Crystals"));
    m_spend->setText(tr("Spend Crystals"));
    m_demolished->setText(tr("demolished myself (2 crystals)"));
    m_lost->setText(tr("Building Lost"));
    m_seized->setText(tr("Building Seized"));
    refresh();
    // The Production Sheet is never squeezed below its texts (its word-wrapped lines made
    // its minimum too small, and a short window drew them over its table): the Technology
    // table below gives the room up instead.
    m_productionBox->setMinimumHeight(0);
    m_productionBox->setMinimumHeight(m_productionBox->sizeHint().height());
}

int SheetOnlyWindow::selectedGuardian() const
{
    const int row = m_guardians->currentRow();
    return row < 0 ? 0 : row;
}

bool SheetOnlyWindow::submit(const SheetAction &action)
{
    const SheetSession::Result r = m_session->submit(action);
    if (!r.storeError.isEmpty()) {
        m_status->setStyleSheet(QStringLiteral("color: #b00020;"));
        m_status->setText(tr("Not saved: %1").arg(r.storeError));
    } else if (!r.outcome.accepted()) {
        m_status->setStyleSheet(QStringLiteral("color: #b00020;"));
        m_status->setText(tr("Refused: %1").arg(SheetText::reason(r.outcome.violation)));
    } else {
        m_status->setStyleSheet(QString());
        m_status->setText(SheetText::outcome(m_session->state(), action, r.outcome));
    }
    refresh();
    return r.accepted();
}

void SheetOnlyWindow::refresh()
{
    const SheetState &s = m_session->state();
    const QString name = s.name.empty() ? tr("Your") : QString::fromStdString(s.name);
    setWindowTitle(tr("%1 — Sheet-Only Game").arg(name));
    m_title->setText(tr("Secret sheets of %1").arg(name));
    m_roundLabel->setText(s.phase == SheetPhase::Over ? tr("Game over after round %1").arg(s.round)
                                                      : tr("Round %1 of %2 — %3").arg(s.round).arg(kLastRound).arg(SheetText::phaseName(s.phase)));
    m_scoreLabel->setText(tr("Score if the game ended now: (%1 + %2) × %3 = %4")
                              .arg(s.crystals)
                              .arg(s.guardiansAlive())
                              .arg(s.buildingCount(BuildingType::Reactor))
                              .arg(s.score()));
    switch (s.phase) {
    case SheetPhase::Movement: m_nextPhase->setText(tr("Start Development Phase (collect production)")); break;
    case SheetPhase::Development:
        m_nextPhase->setText(isLastRound(s) ? tr("End the Game") : tr("End Round %1").arg(s.round));
        break;
    case SheetPhase::Over: m_nextPhase->setText(tr("Game Over")); break;
    }
    m_nextPhase->setEnabled(s.phase != SheetPhase::Over);

    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const SheetGuardian &gd = s.guardians[static_cast<std::size_t>(g)];
        QString who = SheetText::guardianName(g);
        if (gd.leader)
            who = tr("%1 ★ Leader").arg(who);
        m_guardians->setItem(g, 0, cell(who));
        if (!gd.alive) {
            m_guardians->setItem(g, 1, cell(tr("destroyed")));
            m_guardians->setItem(g, 2, cell(QStringLiteral("—"), Qt::AlignCenter));
            m_guardians->setItem(g, 3, cell(QString()));
            m_guardians->setItem(g, 4, cell(QString()));
            continue;
        }
        const int own = s.ownPower(g);
        const int reinforcement = s.uncappedPower(g) - own;
        QString power = QString::number(s.effectivePower(g));
        if (reinforcement > 0)
            power = tr("%1 (own %2 + reinforcement %3)").arg(s.effectivePower(g)).arg(own).arg(reinforcement);
        if (s.uncappedPower(g) > kMaxPower)
            power += tr(", capped at %1").arg(kMaxPower);
        m_guardians->setItem(g, 1, cell(power));
        m_guardians->setItem(g, 2, cell(tr("%1 / %2").arg(gd.health).arg(kMaxHealth), Qt::AlignCenter));
        QString slot;
        if (gd.slot == ConnectionKind::Reinforcement)
            slot = tr("reinforces %1").arg(SheetText::guardianName(gd.slotTarget, true));
        else if (gd.slot == ConnectionKind::Healing)
            slot = gd.slotTarget == g ? tr("heals himself (%1)").arg(s.healingValue(g))
                                      : tr("heals %1 (%2)").arg(SheetText::guardianName(gd.slotTarget, true)).arg(s.healingValue(g));
        else if (gd.slot == ConnectionKind::Construction && gd.construction >= 0)
            slot = tr("constructing: %1").arg(buildingText(s.constructions[static_cast<std::size_t>(gd.construction)].type));
        else
            slot = tr("free");
        m_guardians->setItem(g, 3, cell(slot));
        QString upgrades = gd.upgrades == 0 ? tr("none") : tr("%1 × %2").arg(gd.upgrades).arg(upgradeText(gd.upgradeKind));
        m_guardians->setItem(g, 4, cell(upgrades));
    }

    for (int i = 0; i < kBuildingTypeCount; ++i) {
        const BuildingType t = kAllBuildings[i];
        int building = 0;
        for (const SheetConstruction &c : s.constructions)
            building += c.type == t ? 1 : 0;
        QString produces;
        switch (t) {
        case BuildingType::Mine: produces = tr("+2 resources each"); break;
        case BuildingType::EnergyWell: produces = tr("+1 crystal each"); break;
        case BuildingType::TechnologyBuilding: produces = tr("Technology rank %1").arg(s.techRankAllowed()); break;
        case BuildingType::Watchtower: produces = tr("shoots, blocks damage"); break;
        case BuildingType::Reactor: produces = tr("× score"); break;
        }
        m_production->setItem(i, 0, cell(buildingText(t)));
        m_production->setItem(i, 1, cell(QString::number(s.buildingCount(t)), Qt::AlignCenter));
        m_production->setItem(i, 2, cell(building ? QString::number(building) : QString(), Qt::AlignCenter));
        m_production->setItem(i, 3, cell(produces));
    }
    m_supply->setText(tr("Building Resources: %1    Energy Crystals: %2").arg(s.resources).arg(s.crystals));
    m_income->setText(tr("Production at the start of each Development phase: %1 Building Resources (Base 1 + 2 per Mine) and "
                         "%2 Energy Crystals (1 per Energy Well).")
                          .arg(s.incomeResources())
                          .arg(s.incomeCrystals()));
    m_constructions->clear();
    for (const SheetConstruction &c : s.constructions) {
        QString line = tr("%1 by %2: %3 of %4 resources paid")
                           .arg(buildingText(c.type), SheetText::guardianName(c.guardian))
                           .arg(c.paid)
                           .arg(buildingCost(c.type));
        line += paidThisRound(s, c) ? tr(" — paid this round") : tr(" — next payment due");
        m_constructions->addItem(line);
    }
    if (s.constructions.empty())
        m_constructions->addItem(tr("none"));

    m_techRank->setText(tr("Technology Buildings: %1 — rank %2 tiles available; one tile per round.")
                            .arg(s.buildingCount(BuildingType::TechnologyBuilding))
                            .arg(s.techRankAllowed()));
    for (int t = 0; t < kTechCount; ++t) {
        const Tech tech = static_cast<Tech>(t);
        m_tech->setItem(t, 0, cell(techText(tech)));
        m_tech->setItem(t, 1, cell(SheetText::techAllows(tech)));
        QString status;
        switch (techStatus(s, tech)) {
        case TechStatus::Owned: status = tr("owned"); break;
        case TechStatus::RankTooHigh: status = tr("needs %n Technology Building(s)", nullptr, techRank(tech)); break;
        case TechStatus::NextRound: status = tr("next round"); break;
        case TechStatus::Available: status = tr("available"); break;
        }
        m_tech->setItem(t, 2, cell(status));
    }
    m_history->clear();
    for (const SheetAction &a : m_session->history())
        m_history->addItem(SheetText::actionText(a));
    m_history->scrollToBottom();
    const bool over = s.phase == SheetPhase::Over;
    for (QWidget *w : std::initializer_list<QWidget *>{m_connect, m_break, m_start, m_pay, m_upgrade, m_heal, m_rebuild,
                                                      m_recordDamage, m_reactor, m_buyTech, m_gain, m_spend, m_lost, m_seized})
        w->setEnabled(!over);
}

} // namespace xobos::ui::companion
