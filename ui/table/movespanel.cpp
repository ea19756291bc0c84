// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/movespanel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "ui/table/legalactionsmodel.h"
#include "ui/secrets/revealpolicy.h"

#include <QApplication>
#include <QComboBox>
#include <QHash>
#include <QPainter>
#include <QStaticText>
#include <QStyledItemDelegate>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

namespace {

struct DevKind {
    const char *kind;
    const char *label;
};

// The Development phase's public actions, each a button with a menu of its legal choices.
constexpr DevKind kDevKinds[] = {
    {"breed-quark", QT_TRANSLATE_NOOP("xobos::ui::MovesPanel", "Breed")},
    {"rebuild-guardian", QT_TRANSLATE_NOOP("xobos::ui::MovesPanel", "Rebuild")},
    {"buy-technology", QT_TRANSLATE_NOOP("xobos::ui::MovesPanel", "Buy technology")},
    {"build-reactor", QT_TRANSLATE_NOOP("xobos::ui::MovesPanel", "Build reactor")},
    {"demolish-building", QT_TRANSLATE_NOOP("xobos::ui::MovesPanel", "Demolish")},
};

// The moves list's rows drawn from texts laid out once: a move changes a part of the list
// and the rows below it shift, so every visible row is painted again, and the standard
// delegate elides and shapes each text at each paint (most of a click's cost, issue #25).
class MoveDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QWidget *widget = opt.widget;
        const QStyle *style = widget ? widget->style() : QApplication::style();
        const QString text = opt.text;
        // The rows have no icon nor check box: the text's rect asked without the text
        // (with it, the style lays the text out to measure it).
        opt.text.clear();
        const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background, selection, focus
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const int width = std::max(0, textRect.width() - 2 * margin);
        Laid &laid = m_laid[text];
        if (laid.width != width || laid.font != opt.font) {
            laid.width = width;
            laid.font = opt.font;
            laid.text.setText(QFontMetrics(opt.font).elidedText(text, Qt::ElideRight, width));
            laid.text.setTextFormat(Qt::PlainText);
            laid.text.prepare(QTransform(), opt.font);
        }
        const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        painter->save();
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                    : QPalette::Text));
        const double y = textRect.top() + (textRect.height() - laid.text.size().height()) / 2;
        painter->drawStaticText(QPointF(textRect.left() + margin, y), laid.text);
        painter->restore();
        if (m_laid.size() > 4000) // a long evening's texts: start again
            m_laid.clear();
    }

private:
    struct Laid {
        int width = -1;
        QFont font;
        QStaticText text;
    };
    mutable QHash<QString, Laid> m_laid;
};

} // namespace

MovesPanel::MovesPanel(GameController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_model(new LegalActionsModel(controller, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_seat(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_play(new QPushButton(tr("&Play"), this))
    , m_endTurn(new QPushButton(this))
{
    setObjectName(QStringLiteral("movesPanel"));
    m_seat->setObjectName(QStringLiteral("movesSeat"));
    m_filter->setObjectName(QStringLiteral("movesFilter"));
    m_filter->setPlaceholderText(tr("Filter moves (e.g. a space or a Guardian)…"));
    // The clear button shows only over a text: it is made with the first text, because
    // making it looks up the icon theme (~1 ms of the start-up, issue #11).
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty() && !m_filter->isClearButtonEnabled())
            m_filter->setClearButtonEnabled(true);
    });
    m_list->setObjectName(QStringLiteral("movesList"));
    m_list->setUniformItemSizes(true);
    m_list->setAlternatingRowColors(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setItemDelegate(new MoveDelegate(m_list));
    m_play->setObjectName(QStringLiteral("movesPlay"));
    m_endTurn->setObjectName(QStringLiteral("endTurnButton"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list->setModel(m_proxy);

    auto *dev = new QGridLayout;
    int i = 0;
    for (const DevKind &k : kDevKinds) {
        auto *b = new QToolButton(this);
        b->setText(tr(k.label));
        b->setObjectName(QStringLiteral("dev-%1").arg(QLatin1String(k.kind)));
        b->setPopupMode(QToolButton::InstantPopup);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setMenu(new QMenu(b));
        b->setProperty("kind", QLatin1String(k.kind));
        m_devButtons << b;
        dev->addWidget(b, i / 3, i % 3);
        ++i;
    }

    auto *seatRow = new QHBoxLayout;
    seatRow->addWidget(new QLabel(tr("Moves of:"), this));
    seatRow->addWidget(m_seat, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_play);
    buttons->addWidget(m_endTurn);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(seatRow);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addLayout(dev);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_filter, &QLineEdit::returnPressed, this, [this] { playRow(std::max(0, m_list->currentIndex().row())); });
    connect(m_list, &QListView::activated, this, [this](const QModelIndex &index) { playRow(index.row()); });
    connect(m_play, &QPushButton::clicked, this, [this] { playRow(m_list->currentIndex().row()); });
    connect(m_endTurn, &QPushButton::clicked, this, [this] { endTurnOrPhase(true); });
    connect(m_seat, &QComboBox::currentIndexChanged, this, [this] { m_model->setSeat(m_seat->currentData().toInt()); });
    connect(m_model, &LegalActionsModel::actionsChanged, this, &MovesPanel::refreshButtons);
    connect(controller, &GameController::gameChanged, this, &MovesPanel::refreshSeats);
    connect(controller, &GameController::gameChanged, this, &MovesPanel::clearFilterAtNewTurn);
    controller->connectPositionChanges(this, &MovesPanel::clearFilterAtNewTurn);
    refreshSeats();
    clearFilterAtNewTurn();
}

void MovesPanel::clearFilterAtNewTurn()
{
    QString turn;
    if (m_controller->hasGame()) {
        const rules::GameView &view = m_controller->view();
        turn = QStringLiteral("%1:%2:%3:%4")
                   .arg(m_controller->gameId())
                   .arg(view.round)
                   .arg(int(view.phase))
                   .arg(view.currentPlayer);
    }
    if (turn == m_turn)
        return;
    m_turn = turn;
    m_filter->clear();
}

MovesPanel::~MovesPanel() = default;

void MovesPanel::refreshSeats()
{
    const QSignalBlocker blocker(m_seat);
    m_seat->clear();
    m_seat->addItem(tr("the player to act"), -1);
    for (int p = 0; p < m_controller->playerCount(); ++p) {
        QPixmap dot(12, 12);
        dot.fill(m_controller->playerColours().value(p));
        m_seat->addItem(QIcon(dot), playerText(m_controller->playerNames(), p), p);
    }
    m_model->setSeat(-1);
    refreshButtons();
}

void MovesPanel::refreshButtons()
{
    const int seat = m_model->effectiveSeat();
    const rules::GameView &view = m_controller->view();
    const bool development = view.phase == rules::Phase::Development;
    // Behind the screens the public view offers no Development action of anybody (their
    // legality rests on hidden crystals): the players act on their private sheets.
    const bool publicScreened = m_controller->viewer().kind == rules::Viewer::Kind::Public
        && secrets::RevealPolicy::privateEntryNeedsLock(view);
    m_endTurn->setText(development ? tr("&End phase") : tr("&End turn"));
    // Only what the window's access policy lets this viewer enter (issue #20); its answer
    // is the same for every move of a phase, so it is asked once for the list.
    const auto &actions = m_model->actions();
    const auto end = std::find_if(actions.begin(), actions.end(), [](const rules::Action &a) {
        return std::holds_alternative<rules::EndTurn>(a) || std::holds_alternative<rules::EndDevelopment>(a);
    });
    m_endTurn->setEnabled(end != actions.end() && m_controller->mayEnter(seat, *end));
    m_play->setEnabled(!actions.empty() && m_controller->mayEnter(seat, actions.front()));
    const bool devShown = development && !publicScreened;
    for (QToolButton *b : std::as_const(m_devButtons)) {
        QMenu *menu = b->menu();
        if (!menu->isEmpty())
            menu->clear();
        b->setVisible(devShown);
        // Hidden buttons need no menu: outside the Development phase a move costs no
        // walk over the list for each of them.
        if (!devShown) {
            b->setEnabled(false);
            continue;
        }
        const QString kind = b->property("kind").toString();
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QModelIndex index = m_model->index(row);
            if (index.data(LegalActionsModel::KindRole).toString() != kind)
                continue;
            const rules::Action action = m_model->actionAt(row);
            menu->addAction(index.data().toString(), this, [this, seat, action] { m_controller->submit(seat, action); });
        }
        b->setEnabled(!menu->isEmpty());
    }
}

bool MovesPanel::playRow(int row)
{
    const QModelIndex proxyIndex = m_proxy->index(row, 0);
    if (!proxyIndex.isValid())
        return false;
    const int sourceRow = m_proxy->mapToSource(proxyIndex).row();
    const rules::Action action = m_model->actionAt(sourceRow);
    return m_controller->submit(m_model->effectiveSeat(), action);
}

bool MovesPanel::playKind(const QString &kind, const QString &textPart)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row);
        if (index.data(LegalActionsModel::KindRole).toString() == kind && index.data().toString().contains(textPart))
            return m_controller->submit(m_model->effectiveSeat(), m_model->actionAt(row));
    }
    return false;
}

void MovesPanel::endTurnOrPhase(bool confirm)
{
    const int seat = m_model->effectiveSeat();
    if (seat < 0)
        return;
    const rules::GameView view = m_controller->view();
    const QString name = playerText(m_controller->playerNames(), seat);
    const rules::Action end = view.phase == rules::Phase::Development ? rules::Action(rules::EndDevelopment{})
                                                                      : rules::Action(rules::EndTurn{});
    if (!m_controller->mayEnter(seat, end))
        return; // the access policy: e.g. another seat's Development phase from the table's view
    if (view.phase == rules::Phase::Development) {
        if (confirm
            && QMessageBox::question(this, tr("End the Development phase"),
                                     tr("%1 finishes the Development phase and cannot build, buy or connect any more "
                                        "this round. Continue?")
                                         .arg(name))
                != QMessageBox::Yes)
            return;
        m_controller->submit(seat, rules::EndDevelopment{});
        return;
    }
    // What is still open this turn: public facts only (moved Guardians, declared attacks).
    const rules::PlayerView &pv = view.players[static_cast<std::size_t>(seat)];
    const bool moved = std::any_of(pv.guardians.begin(), pv.guardians.end(),
                                   [](const rules::GuardianView &g) { return g.alive && g.moved; });
    const bool attacked = std::any_of(view.attacks.begin(), view.attacks.end(),
                                      [seat](const rules::AttackToken &t) { return t.owner == seat; });
    if (confirm && !moved && !attacked
        && QMessageBox::question(this, tr("End the turn"),
                                 tr("%1 has not moved a Guardian nor declared an attack this turn. End the turn anyway?")
                                     .arg(name))
            != QMessageBox::Yes)
        return;
    m_controller->submit(seat, rules::EndTurn{});
}

} // namespace xobos::ui
