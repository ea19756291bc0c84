// SPDX-License-Identifier: GPL-3.0-or-later
#include "playersheetwidget.h"

#include "guardiansheetmodel.h"
#include "ownbuildingsmodel.h"
#include "productionmodel.h"
#include "secrettext.h"
#include "ui/texts/gametext.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace xobos::ui::secrets {

namespace {

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setFocusPolicy(Qt::NoFocus);
    table->setWordWrap(false);
    table->setAlternatingRowColors(true);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return table;
}

} // namespace

PlayerSheetWidget::PlayerSheetWidget(QWidget *parent)
    : QWidget(parent)
    , m_guardians(new GuardianSheetModel(this))
    , m_production(new ProductionModel(this))
    , m_buildings(new OwnBuildingsModel(this))
{
    buildUi();
    retranslateUi();
    refreshTexts();
    refreshActions();
}

PlayerSheetWidget::~PlayerSheetWidget() = default;

void PlayerSheetWidget::buildUi()
{
    auto *layout = new QVBoxLayout(this);

    auto *header = new QHBoxLayout;
    m_name = new QLabel(this);
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_name->setFont(big);
    m_phase = new QLabel(this);
    m_phase->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    header->addWidget(m_name, 1);
    header->addWidget(m_phase);
    layout->addLayout(header);

    auto *screen = new QHBoxLayout;
    m_crystals = new QLabel(this);
    m_resources = new QLabel(this);
    m_tech = new QLabel(this);
    m_tech->setWordWrap(true);
    screen->addWidget(m_crystals);
    screen->addSpacing(24);
    screen->addWidget(m_resources);
    screen->addSpacing(24);
    screen->addWidget(m_tech, 1);
    layout->addLayout(screen);

    m_sheetBox = new QGroupBox(this);
    auto *sheetLayout = new QVBoxLayout(m_sheetBox);
    m_guardianTable = makeTable(m_guardians, m_sheetBox);
    sheetLayout->addWidget(m_guardianTable);
    layout->addWidget(m_sheetBox);

    auto *lower = new QHBoxLayout;
    m_productionBox = new QGroupBox(this);
    auto *productionLayout = new QVBoxLayout(m_productionBox);
    m_productionTable = makeTable(m_production, m_productionBox);
    productionLayout->addWidget(m_productionTable);
    m_buildingsBox = new QGroupBox(this);
    auto *buildingsLayout = new QVBoxLayout(m_buildingsBox);
    m_buildingsTable = makeTable(m_buildings, m_buildingsBox);
    m_buildingsTable->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    buildingsLayout->addWidget(m_buildingsTable);
    lower->addWidget(m_productionBox, 1);
    lower->addWidget(m_buildingsBox, 1);
    layout->addLayout(lower);

    m_actionsBox = new QGroupBox(this);
    auto *grid = new QGridLayout(m_actionsBox);
    grid->setColumnStretch(1, 1);
    for (int g = 0; g < kGroupCount; ++g) {
        Group &group = m_groups[g];
        group.title = new QLabel(m_actionsBox);
        group.chooser = new QComboBox(m_actionsBox);
        group.chooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        group.chooser->setObjectName(QStringLiteral("actionChooser%1").arg(g));
        group.button = new QPushButton(m_actionsBox);
        group.button->setObjectName(QStringLiteral("actionButton%1").arg(g));
        group.title->setBuddy(group.chooser);
        grid->addWidget(group.title, g, 0);
        grid->addWidget(group.chooser, g, 1);
        grid->addWidget(group.button, g, 2);
        connect(group.button, &QPushButton::clicked, this, [this, g] { requestFromGroup(g); });
    }
    m_noActions = new QLabel(m_actionsBox);
    grid->addWidget(m_noActions, kGroupCount, 0, 1, 3);
    layout->addWidget(m_actionsBox);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("sheetMessage"));
    m_message->hide();
    layout->addWidget(m_message);
    layout->addStretch(1);
}

void PlayerSheetWidget::retranslateUi()
{
    m_sheetBox->setTitle(tr("Player Sheet"));
    m_productionBox->setTitle(tr("Production Sheet"));
    m_buildingsBox->setTitle(tr("Buildings and constructions"));
    m_actionsBox->setTitle(tr("Secret actions"));
    m_noActions->setText(tr("Nothing to enter right now."));
    for (int g = 0; g < kGroupCount; ++g) {
        m_groups[g].title->setText(sheetGroupTitle(g, m_colour));
        m_groups[g].button->setText(tr("Do it"));
    }
}

void PlayerSheetWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refreshTexts();
        refreshActions();
    }
    QWidget::changeEvent(event);
}

void PlayerSheetWidget::setPlayerColour(const QColor &colour)
{
    m_colour = colour;
    m_guardians->setColour(colour);
    retranslateUi();
    refreshTexts();
}

void PlayerSheetWidget::setView(const rules::GameView &view, const rules::Board &board, int seat)
{
    // A view built for someone else holds that player's secrets, not this seat's: refuse it
    // rather than show a mixture.
    const bool forSeat = view.viewer.kind != rules::Viewer::Kind::Player || view.viewer.player == seat;
    m_valid = forSeat && seat >= 0 && seat < static_cast<int>(view.players.size());
    m_seat = seat;
    m_view = m_valid ? view : rules::GameView{};
    m_board = board;
    if (m_valid) {
        m_guardians->setView(m_view, m_board, seat);
        m_production->setView(m_view, seat);
        m_buildings->setView(m_view, m_board, seat);
    } else {
        m_guardians->clear();
        m_production->setView(rules::GameView{}, seat);
        m_buildings->setView(rules::GameView{}, m_board, seat);
        m_offered.clear();
    }
    clearMessage();
    refreshTexts();
    refreshActions();
}

void PlayerSheetWidget::setLegalActions(std::vector<rules::Action> actions)
{
    m_offered.clear();
    if (m_valid) {
        for (rules::Action &a : actions) {
            if (isSheetAction(a))
                m_offered.push_back(std::move(a));
        }
    }
    refreshActions();
}

void PlayerSheetWidget::setMessage(const QString &text, bool isError)
{
    QString shown = text;
    if (!isError && !text.isEmpty() && m_requested) {
        const QString colour = colourText(m_colour);
        shown = tr("%1 %2.").arg(text, actionText(*m_requested, m_board, colour.isEmpty() ? tr("Your") : colour));
    }
    if (!text.isEmpty())
        m_requested.reset();
    m_message->setText(shown);
    m_message->setStyleSheet(isError ? QStringLiteral("color: #b3261e; font-weight: bold;")
                                     : QStringLiteral("color: #1a7f37;"));
    m_message->setVisible(!text.isEmpty());
}

void PlayerSheetWidget::clearMessage()
{
    setMessage(QString());
}

QComboBox *PlayerSheetWidget::actionChooser(int group) const
{
    return group >= 0 && group < kGroupCount ? m_groups[group].chooser : nullptr;
}

QPushButton *PlayerSheetWidget::actionButton(int group) const
{
    return group >= 0 && group < kGroupCount ? m_groups[group].button : nullptr;
}

void PlayerSheetWidget::refreshTexts()
{
    if (!m_valid) {
        m_name->setText(tr("No sheet"));
        m_name->setStyleSheet(QString());
        m_phase->clear();
        m_crystals->clear();
        m_resources->clear();
        m_tech->clear();
        return;
    }
    const rules::PlayerView &pv = m_view.players[static_cast<std::size_t>(m_seat)];
    m_name->setText(tr("%1's sheets").arg(QString::fromStdString(pv.name)));
    m_name->setStyleSheet(m_colour.isValid() ? QStringLiteral("color: %1;").arg(m_colour.name()) : QString());
    m_phase->setText(tr("Round %1 \u00b7 %2").arg(m_view.round).arg(phaseTitle(m_view.phase)));
    m_crystals->setText(pv.crystals ? tr("Energy Crystals: <b>%1</b>").arg(*pv.crystals) : tr("Energy Crystals: hidden"));
    m_resources->setText(pv.resources ? tr("Building Resources: <b>%1</b>").arg(*pv.resources)
                                      : tr("Building Resources: hidden"));
    QStringList tiles;
    for (rules::Tech t : pv.tech)
        tiles << tr("%1 (%2)").arg(techTitle(t), rankName(rules::techRank(t)));
    m_tech->setText(tiles.isEmpty() ? tr("Technology Tiles: none") : tr("Technology Tiles: %1").arg(tiles.join(QStringLiteral(", "))));
}

void PlayerSheetWidget::refreshActions()
{
    std::vector<int> perGroup[kGroupCount];
    for (int i = 0; i < static_cast<int>(m_offered.size()); ++i) {
        const int g = sheetGroup(m_offered[static_cast<std::size_t>(i)]);
        if (g >= 0 && g < kGroupCount)
            perGroup[g].push_back(i);
    }
    bool any = false;
    for (int g = 0; g < kGroupCount; ++g) {
        Group &group = m_groups[g];
        group.chooser->clear();
        for (int i : perGroup[g])
            group.chooser->addItem(sheetActionText(m_offered[static_cast<std::size_t>(i)], m_board, m_colour), i);
        const bool show = !perGroup[g].empty();
        group.title->setVisible(show);
        group.chooser->setVisible(show);
        group.button->setVisible(show);
        any = any || show;
    }
    m_noActions->setVisible(!any);
}

void PlayerSheetWidget::requestFromGroup(int group)
{
    QComboBox *chooser = actionChooser(group);
    if (!chooser || chooser->currentIndex() < 0)
        return;
    const int i = chooser->currentData().toInt();
    if (i < 0 || i >= static_cast<int>(m_offered.size()))
        return;
    clearMessage();
    m_requested = m_offered[static_cast<std::size_t>(i)];
    Q_EMIT actionRequested(m_seat, m_offered[static_cast<std::size_t>(i)]);
}

} // namespace xobos::ui::secrets
