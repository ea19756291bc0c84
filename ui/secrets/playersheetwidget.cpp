// SPDX-License-Identifier: GPL-3.0-or-later
#include "playersheetwidget.h"

#include "guardiansheetmodel.h"
#include "ownbuildingsmodel.h"
#include "productionmodel.h"
#include "secrettext.h"
#include "wrapbutton.h"
#include "ui/texts/gametext.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace xobos::ui::secrets {

namespace {

constexpr int kQuarterColumns = 2; // buttons per row in a Guardian's quarter
constexpr int kRowColumns = 2;     // buttons per row of Buildings, Technology, Base, Phase

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->verticalHeader()->hide();
    // Every column as wide as its header and cells: a stretched last section clipped the
    // headers when the dock was narrow ("oduction per roun").
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(false);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setFocusPolicy(Qt::NoFocus);
    table->setWordWrap(false);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Minimum);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return table;
}

QString cell(const GuardianSheetModel *model, int row, int column)
{
    return model->index(row, column).data().toString().toHtmlEscaped();
}

} // namespace

PlayerSheetWidget::PlayerSheetWidget(QWidget *parent)
    : QWidget(parent)
    , m_guardians(new GuardianSheetModel(this))
    , m_production(new ProductionModel(this))
    , m_buildings(new OwnBuildingsModel(this))
{
    setFocusPolicy(Qt::ClickFocus);
    buildUi();
    retranslateUi();
    refreshTexts();
    refreshActions();
}

PlayerSheetWidget::~PlayerSheetWidget() = default;

void PlayerSheetWidget::buildUi()
{
    // Compact: at 1366×768 a late Development phase is to fit without scrolling (issue #25).
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);

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

    // The printed sheet: Guardian 1 and 2 above, 3 and 4 below.
    m_sheetBox = new QGroupBox(this);
    m_sheetBox->setFlat(true);
    auto *quarters = new QGridLayout(m_sheetBox);
    quarters->setContentsMargins(0, quarters->contentsMargins().top(), 0, 0);
    for (int g = 0; g < 4; ++g) {
        Group &group = m_groups[g];
        group.box = new QGroupBox(m_sheetBox);
        group.box->setObjectName(QStringLiteral("quarter%1").arg(g));
        auto *quarter = new QVBoxLayout(group.box);
        quarter->setContentsMargins(6, quarter->contentsMargins().top(), 6, 4);
        quarter->setSpacing(3);
        group.values = new QLabel(group.box);
        group.values->setObjectName(QStringLiteral("quarterValues%1").arg(g));
        group.values->setTextFormat(Qt::RichText);
        quarter->addWidget(group.values);
        group.actions = new QWidget(group.box);
        group.grid = new QGridLayout(group.actions);
        group.grid->setContentsMargins(0, 0, 0, 0);
        group.grid->setVerticalSpacing(2);
        quarter->addWidget(group.actions);
        quarter->addStretch(1);
        quarters->addWidget(group.box, g / 2, g % 2);
    }
    quarters->setSpacing(4);
    quarters->setColumnStretch(0, 1);
    quarters->setColumnStretch(1, 1);
    layout->addWidget(m_sheetBox);

    auto *lower = new QHBoxLayout;
    m_productionBox = new QGroupBox(this);
    auto *productionLayout = new QVBoxLayout(m_productionBox);
    m_productionTable = makeTable(m_production, m_productionBox);
    productionLayout->addWidget(m_productionTable);
    m_buildingsBox = new QGroupBox(this);
    auto *buildingsLayout = new QVBoxLayout(m_buildingsBox);
    m_buildingsTable = makeTable(m_buildings, m_buildingsBox);
    // A late game has many Buildings: their list scrolls within the room left over, so
    // that the actions below stay in sight. Their actions are buttons, not rows.
    m_buildingsTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    // As wide as its columns (fitBuildingsTable()); the actions beside it take the rest.
    m_buildingsTable->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Ignored);
    m_buildingsTable->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_buildingsTable->setMinimumHeight(m_buildingsTable->verticalHeader()->defaultSectionSize() * 4);
    buildingsLayout->addWidget(m_buildingsTable);
    lower->addWidget(m_productionBox, 0, Qt::AlignTop);
    lower->addWidget(m_buildingsBox);
    layout->addLayout(lower, 1);

    // The actions of the Buildings, Technology, Base and Phase beside the Buildings, not
    // below them: the quarters above need the height. One row of buttons per group, without
    // a title column (the room of the Buildings table's columns): each button says what it
    // does, and its group is its tooltip.
    m_actionsBox = new QGroupBox(this);
    auto *rows = new QGridLayout(m_actionsBox);
    rows->setVerticalSpacing(4);
    for (int g = 4; g < kGroupCount; ++g) {
        Group &group = m_groups[g];
        group.actions = new QWidget(m_actionsBox);
        group.grid = new QGridLayout(group.actions);
        group.grid->setContentsMargins(0, 0, 0, 0);
        group.grid->setVerticalSpacing(2);
        // The phase's button (Finish my Development phase) beside the round and phase, at
        // the top: the height of a row of buttons for the Polish sheet at 1366×768.
        if (g == GroupPhase)
            header->addWidget(group.actions);
        else
            rows->addWidget(group.actions, g, 0);
    }
    m_noActions = new QLabel(m_actionsBox);
    rows->addWidget(m_noActions, kGroupCount, 0);
    rows->setRowStretch(kGroupCount + 1, 1);
    lower->addWidget(m_actionsBox, 1);

    // The receipt of the last entry, or the engine's refusal.
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("sheetMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->hide();
    layout->addWidget(m_message);
}

void PlayerSheetWidget::retranslateUi()
{
    m_sheetBox->setTitle(tr("Player Sheet"));
    m_productionBox->setTitle(tr("Production Sheet"));
    m_buildingsBox->setTitle(tr("Buildings and constructions"));
    m_actionsBox->setTitle(tr("Buildings, Technology and Base"));
    m_noActions->setText(tr("Nothing to enter right now."));
}

void PlayerSheetWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_valid) {
            m_guardians->setView(m_view, m_board, m_seat);
            m_production->setView(m_view, m_seat);
            m_buildings->setView(m_view, m_board, m_seat);
        }
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
    const bool valid = forSeat && seat >= 0 && seat < static_cast<int>(view.players.size());
    // An open question about another position (or behind the cover) is no longer true.
    if (!valid || seat != m_seat || !(view == m_view))
        closeConfirmation();
    m_valid = valid;
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
    if (!isError && !text.isEmpty() && m_requested)
        shown = receiptText(*m_requested, m_board, m_colour);
    if (!text.isEmpty())
        m_requested.reset();
    m_message->setText(shown);
    m_message->setStyleSheet(isError ? QStringLiteral("color: #b3261e; font-weight: bold;")
                                     : QStringLiteral("color: #1a7f37; font-weight: bold;"));
    m_message->setVisible(!text.isEmpty());
}

void PlayerSheetWidget::clearMessage()
{
    setMessage(QString());
}

QPushButton *PlayerSheetWidget::buttonFor(const rules::Action &action) const
{
    for (std::size_t i = 0; i < m_offered.size() && i < m_buttons.size(); ++i) {
        if (m_offered[i] == action)
            return m_buttons[i];
    }
    return nullptr;
}

QList<QPushButton *> PlayerSheetWidget::groupButtons(int group) const
{
    QList<QPushButton *> out;
    for (std::size_t i = 0; i < m_offered.size() && i < m_buttons.size(); ++i) {
        if (sheetGroup(m_offered[i]) == group)
            out << m_buttons[i];
    }
    return out;
}

void PlayerSheetWidget::refreshTexts()
{
    refreshQuarters();
    fitBuildingsTable();
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
    m_tech->setText(techTilesText(pv.tech));
}

void PlayerSheetWidget::fitBuildingsTable()
{
    // The Buildings share their row with the actions: the table keeps the width of all its
    // columns (a narrower one cut the last column, "Zustand"), the actions take the rest.
    QHeaderView *header = m_buildingsTable->horizontalHeader();
    int width = 2 * m_buildingsTable->frameWidth() + m_buildingsTable->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    for (int c = 0; c < m_buildings->columnCount(); ++c)
        width += std::max(static_cast<QAbstractItemView *>(m_buildingsTable)->sizeHintForColumn(c), header->sectionSizeHint(c));
    m_buildingsTable->setMinimumWidth(width);
}

void PlayerSheetWidget::refreshQuarters()
{
    using C = GuardianSheetModel;
    for (int g = 0; g < 4; ++g) {
        Group &group = m_groups[g];
        const bool known = g < m_guardians->rowCount();
        group.box->setTitle(known ? m_guardians->index(g, C::GuardianColumn).data().toString() : guardianName(m_colour, g));
        if (!known) {
            group.values->clear();
            continue;
        }
        group.values->setText(tr("%1: <b>%2</b> \u00b7 %3: <b>%4</b> \u00b7 %5: %6<br>%7: %8 \u00b7 %9: %10")
                                  .arg(m_guardians->headerData(C::PowerColumn, Qt::Horizontal).toString(), cell(m_guardians, g, C::PowerColumn),
                                       m_guardians->headerData(C::HealthColumn, Qt::Horizontal).toString(), cell(m_guardians, g, C::HealthColumn),
                                       m_guardians->headerData(C::SpaceColumn, Qt::Horizontal).toString(), cell(m_guardians, g, C::SpaceColumn),
                                       m_guardians->headerData(C::SlotColumn, Qt::Horizontal).toString(), cell(m_guardians, g, C::SlotColumn),
                                       m_guardians->headerData(C::UpgradesColumn, Qt::Horizontal).toString())
                                  .arg(cell(m_guardians, g, C::UpgradesColumn)));
    }
}

void PlayerSheetWidget::refreshActions()
{
    // An action's button disappears with the position it belonged to; if it had the focus,
    // the focus goes back to the sheet, not to the next button (a demolish used to leave
    // the next Building chosen).
    const bool hadFocus = isAncestorOf(QApplication::focusWidget());
    // Out of the sheet at once (nothing of an old position may linger in its tree), deleted
    // later: the clicked button may still be on the call stack.
    for (QPushButton *button : m_buttons) {
        button->hide();
        button->setParent(nullptr);
        button->deleteLater();
    }
    m_buttons.clear();
    int count[kGroupCount] = {};
    for (int i = 0; i < static_cast<int>(m_offered.size()); ++i) {
        const rules::Action &action = m_offered[static_cast<std::size_t>(i)];
        const int g = sheetGroup(action);
        Group &group = m_groups[std::clamp(g, 0, kGroupCount - 1)];
        auto *button = new WrapButton(sheetActionText(action, m_board, m_colour), group.actions);
        button->setObjectName(QStringLiteral("sheetAction%1").arg(i));
        button->setAutoDefault(false);
        if (asksFirst(action))
            button->setText(button->text() + QStringLiteral("\u2026"));
        if (g >= 4)
            button->setToolTip(sheetGroupTitle(g, m_colour));
        const int columns = g < 4 ? kQuarterColumns : kRowColumns;
        const int n = count[std::clamp(g, 0, kGroupCount - 1)]++;
        group.grid->addWidget(button, n / columns, n % columns);
        connect(button, &QPushButton::clicked, this, [this, i] { request(i); });
        m_buttons.push_back(button);
    }
    bool any = false;
    for (int g = 4; g < kGroupCount; ++g) {
        m_groups[g].actions->setVisible(count[g] > 0);
        any = any || count[g] > 0;
    }
    for (int g = 0; g < 4; ++g) {
        m_groups[g].actions->setVisible(count[g] > 0);
        any = any || count[g] > 0;
    }
    m_noActions->setVisible(!any);
    // The box of the Buildings', Technology's and Base's actions only when it holds some
    // (or says that there is nothing to enter).
    m_actionsBox->setVisible(!any || count[GroupBuildings] + count[GroupTechnology] + count[GroupBase] > 0);
    if (hadFocus)
        setFocus(Qt::OtherFocusReason);
}

void PlayerSheetWidget::request(int index)
{
    if (index < 0 || index >= static_cast<int>(m_offered.size()))
        return;
    if (asksFirst(m_offered[static_cast<std::size_t>(index)])) {
        confirm(index);
        return;
    }
    clearMessage();
    m_requested = m_offered[static_cast<std::size_t>(index)];
    Q_EMIT actionRequested(m_seat, m_offered[static_cast<std::size_t>(index)]);
}

bool PlayerSheetWidget::asksFirst(const rules::Action &action) const
{
    return !confirmationFor(action, m_view, m_seat, m_offered, m_board).question.isEmpty();
}

void PlayerSheetWidget::confirm(int index)
{
    closeConfirmation();
    const rules::Action action = m_offered[static_cast<std::size_t>(index)];
    const Confirmation c = confirmationFor(action, m_view, m_seat, m_offered, m_board);
    // The question and what is unspent are this player's secrets: the box belongs to the
    // sheet, is shown behind the lock only, and closes when the sheet is covered.
    auto *box = new QMessageBox(QMessageBox::Question, c.title, c.question, QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("sheetConfirmation"));
    box->setInformativeText(c.unspent);
    box->button(QMessageBox::Yes)->setText(c.yes);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, action](int result) {
        const bool yes = box->clickedButton() == box->button(QMessageBox::Yes) || result == QMessageBox::Yes;
        if (!yes || std::find(m_offered.begin(), m_offered.end(), action) == m_offered.end())
            return;
        clearMessage();
        m_requested = action;
        Q_EMIT actionRequested(m_seat, action);
    });
    m_confirm = box;
    box->open();
}

void PlayerSheetWidget::closeConfirmation()
{
    if (!m_confirm)
        return;
    QMessageBox *box = m_confirm;
    m_confirm.clear();
    box->disconnect(this);
    box->close();
}

} // namespace xobos::ui::secrets
