// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/invaders/invaderswindow.h"

#include "game/actionjson.h"
#include "game/modules.h"
#include "game/session.h"
#include "ui/invaders/invaderscardslot.h"
#include "ui/invaders/invaderstrack.h"
#include "ui/invaders/invaderswindowtext.h"
#include "ui/invaders/invaderszonebox.h"
#include "ui/texts/invaderstext.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QToolBar>
#include <QVBoxLayout>

namespace xobos::ui::invaders {

namespace {

const char *const kZoneIds[3] = {"pacific-rim", "eurasia", "africa"};
const char *const kSideIds[2] = {"mankind", "invader"};


QString sideName(int side)
{
    return invadersSideName(QLatin1String(kSideIds[side == 1 ? 1 : 0]));
}

QString capital(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QLabel *wrapped(const QString &name, QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    l->setWordWrap(true);
    return l;
}

QPushButton *button(const QString &name, QWidget *parent)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    return b;
}

QSpinBox *spin(const QString &name, int low, int high, int value, QWidget *parent)
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(low, high);
    s->setValue(value);
    return s;
}

} // namespace

InvadersWindow::InvadersWindow(std::unique_ptr<game::Session> session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(std::move(session))
{
    setObjectName(QStringLiteral("invadersWindow"));
    m_names = {QString(), QString()};
    if (const auto record = m_session->store().game(m_session->gameId())) {
        for (const store::PlayerRecord &p : record->players) {
            if (p.seat == 0 || p.seat == 1)
                m_names[p.seat] = p.name;
        }
    }
    buildUi();
    // A resumed game: what the table has seen so far, from the public rows of its log.
    const QList<store::LogEntry> rows = m_session->store().log(m_session->gameId(), store::Audience::everyone(), 0,
                                                               {QStringLiteral("event"), QStringLiteral("undo")},
                                                               store::GameStore::LogFields::Shown);
    for (const store::LogEntry &row : rows) {
        const QJsonObject event = QJsonDocument::fromJson(row.payload).object();
        const QString text = row.kind == QLatin1String("undo") ? tr("The last entry was taken back.") : InvadersWindowText::event(event);
        if (event.value(QStringLiteral("type")).toString() == QLatin1String("check"))
            m_checkText = text;
        if (!text.isEmpty())
            m_log->addItem(text);
    }
    m_log->scrollToBottom();
    retranslateUi();
    refresh();
}

InvadersWindow::~InvadersWindow() = default;

InvadersWindow *InvadersWindow::start(store::GameStore &store, const QStringList &names, const QJsonObject &setup,
                                      QWidget *parent)
{
    const game::Module *module = game::findModule(game::kInvadersModuleId);
    store::GameRecord record;
    QStringList shown;
    for (int seat = 0; seat < 2; ++seat) {
        store::PlayerRecord p;
        p.seat = seat;
        p.name = names.value(seat).trimmed().isEmpty() ? capital(sideName(seat)) : names.value(seat).trimmed();
        p.colour = seat == 0 ? QStringLiteral("#2e6bd6") : QStringLiteral("#c0392b");
        record.players << p;
        shown << p.name;
    }
    record.title = tr("%1 (Mankind) against %2 (the Invader)").arg(shown[0], shown[1]);
    QString error;
    auto session = module ? game::Session::create(store, *module, setup, record, &error) : nullptr;
    if (!session) {
        QMessageBox::warning(parent, tr("Invaders"), tr("The game could not be created: %1").arg(error));
        return nullptr;
    }
    auto *w = new InvadersWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->show();
    return w;
}

InvadersWindow *InvadersWindow::resume(store::GameStore &store, qint64 gameId, QWidget *parent)
{
    QString error;
    auto session = game::Session::resume(store, gameId, &error);
    if (!session || session->module().id() != std::string_view(game::kInvadersModuleId)) {
        QMessageBox::warning(parent, tr("Invaders"), tr("The game could not be opened: %1").arg(error));
        return nullptr;
    }
    auto *w = new InvadersWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->show();
    return w;
}

QJsonObject InvadersWindow::view() const
{
    return m_session->state().view(game::Viewer::everyone());
}

int InvadersWindow::actingSeat() const
{
    const std::vector<int> seats = m_session->state().actingSeats();
    return seats.empty() ? -1 : seats.front();
}

QPushButton *InvadersWindow::dormantButton(int side, int strategy) const
{
    return m_dormant.at(static_cast<std::size_t>(side)).at(static_cast<std::size_t>(strategy - 1));
}

void InvadersWindow::buildUi()
{
    auto *toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("invadersToolBar"));
    toolbar->setMovable(false);
    m_undo = toolbar->addAction(QIcon::fromTheme(QStringLiteral("edit-undo")), QString());
    m_undo->setObjectName(QStringLiteral("invadersUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, this, &InvadersWindow::undo);

    auto *central = new QWidget(this);
    auto *page = new QVBoxLayout(central);
    page->setContentsMargins(6, 4, 6, 4);
    page->setSpacing(4);
    m_track = new PlotTrack(central);
    page->addWidget(m_track);

    auto *middle = new QHBoxLayout;
    for (int z = 0; z < 3; ++z) {
        auto *box = new ZoneBox(z, central);
        connect(box, &ZoneBox::slotClicked, this, [this, z](int side, int slot) { selectSlot(z, side, slot); });
        connect(box, &ZoneBox::addTokenClicked, this, [this, z] { submit(game::actionJson("add-token", {{"zone", QLatin1String(kZoneIds[z])}})); });
        connect(box, &ZoneBox::removeTokenClicked, this,
                [this, z] { submit(game::actionJson("remove-token", {{"zone", QLatin1String(kZoneIds[z])}})); });
        connect(box, &ZoneBox::resolveClicked, this, [this, z](int prevented) {
            submit(game::actionJson("attack", {{"zone", QLatin1String(kZoneIds[z])}, {"prevented", prevented}}));
        });
        middle->addWidget(box, 1);
        m_zones[static_cast<std::size_t>(z)] = box;
    }
    auto *side = new QVBoxLayout;
    m_status = wrapped(QStringLiteral("invadersStatus"), central);
    QFont bold = m_status->font();
    bold.setBold(true);
    m_status->setFont(bold);
    side->addWidget(m_status);
    m_next = button(QStringLiteral("invadersNext"), central);
    m_next->setDefault(true);
    connect(m_next, &QPushButton::clicked, this, &InvadersWindow::onNext);
    side->addWidget(m_next);
    m_refusal = wrapped(QStringLiteral("invadersRefusal"), central);
    m_refusal->setStyleSheet(QStringLiteral("color: #c0392b;"));
    side->addWidget(m_refusal);
    m_check = wrapped(QStringLiteral("drainCheck"), central);
    m_check->setFrameShape(QFrame::StyledPanel);
    m_check->setMargin(4);
    side->addWidget(m_check);
    m_counts = wrapped(QStringLiteral("deckCounts"), central);
    side->addWidget(m_counts);
    m_once = wrapped(QStringLiteral("onceMarkers"), central);
    side->addWidget(m_once);
    m_rulesCard = wrapped(QStringLiteral("generalRules"), central);
    m_rulesCard->setFrameShape(QFrame::Box);
    m_rulesCard->setMargin(4);
    m_rulesCard->setStyleSheet(QStringLiteral("QLabel { background: #fdf6e3; color: black; }"));
    side->addWidget(m_rulesCard);
    m_logTitle = new QLabel(central);
    side->addWidget(m_logTitle);
    m_log = new QListWidget(central);
    m_log->setObjectName(QStringLiteral("invadersLog"));
    m_log->setWordWrap(true);
    m_log->setResizeMode(QListView::Adjust);
    side->addWidget(m_log, 1);
    auto *sideWidget = new QWidget(central);
    sideWidget->setLayout(side);
    side->setContentsMargins(0, 0, 0, 0);
    sideWidget->setFixedWidth(320);
    middle->addWidget(sideWidget);
    page->addLayout(middle, 1);
    page->addWidget(buildEntries(), 0);
    setCentralWidget(central);
}

QWidget *InvadersWindow::buildEntries()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);

    // The selected card: play one there, change its power, remove it; the Hero turned.
    auto *card = new QGroupBox(row);
    card->setObjectName(QStringLiteral("cardBox"));
    auto *cg = new QGridLayout(card);
    m_selection = wrapped(QStringLiteral("selection"), card);
    cg->addWidget(m_selection, 0, 0, 1, 4);
    m_powerLabel = new QLabel(card);
    m_power = spin(QStringLiteral("cardPower"), 0, 20, 1, card);
    m_nameLabel = new QLabel(card);
    m_name = new QLineEdit(card);
    m_name->setObjectName(QStringLiteral("cardName"));
    m_name->setMaxLength(60);
    cg->addWidget(m_powerLabel, 1, 0);
    cg->addWidget(m_power, 1, 1);
    cg->addWidget(m_nameLabel, 1, 2);
    cg->addWidget(m_name, 1, 3);
    m_play = button(QStringLiteral("playCard"), card);
    m_setPower = button(QStringLiteral("setPower"), card);
    m_remove = button(QStringLiteral("removeCard"), card);
    m_turnHero = button(QStringLiteral("turnHero"), card);
    cg->addWidget(m_play, 2, 0, 1, 2);
    cg->addWidget(m_setPower, 2, 2, 1, 2);
    cg->addWidget(m_remove, 3, 0, 1, 2);
    cg->addWidget(m_turnHero, 3, 2, 1, 2);
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (m_selZone < 0) {
            m_refusal->setText(tr("First click a slot of the zone the card is played in."));
            return;
        }
        const int seat = actingSeat();
        QJsonObject a = game::actionJson("play", {{"zone", QLatin1String(kZoneIds[m_selZone])}, {"power", m_power->value()}});
        if (!m_name->text().trimmed().isEmpty())
            a[QStringLiteral("name")] = m_name->text().trimmed();
        // A fifth card: the selected card of the player's own full row is the one sacrificed.
        const QJsonArray row = view().value(QStringLiteral("cards")).toObject().value(QLatin1String(kSideIds[seat == 1 ? 1 : 0]))
                                   .toArray().at(m_selZone).toArray();
        const bool full = std::all_of(row.begin(), row.end(), [](const QJsonValue &v) { return v.isObject(); });
        if (full && m_selSide == seat)
            a[QStringLiteral("sacrifice")] = m_selSlot;
        if (submit(a))
            m_name->clear();
    });
    const auto onCard = [this](const char *type, bool withPower) {
        if (m_selSide < 0) {
            m_refusal->setText(tr("First click the card's slot."));
            return;
        }
        QJsonObject a = game::actionJson(type, {{"side", QLatin1String(kSideIds[m_selSide])},
                                      {"zone", QLatin1String(kZoneIds[m_selZone])},
                                      {"slot", m_selSlot}});
        if (withPower)
            a[QStringLiteral("power")] = m_power->value();
        submit(a);
    };
    connect(m_setPower, &QPushButton::clicked, this, [onCard] { onCard("set-power", true); });
    connect(m_remove, &QPushButton::clicked, this, [onCard] { onCard("remove", false); });
    connect(m_turnHero, &QPushButton::clicked, this, [this] { submit(game::actionJson("turn-hero")); });
    layout->addWidget(card, 3);

    // What a card's text did that the program cannot know: the players' entries.
    auto *effects = new QGroupBox(row);
    effects->setObjectName(QStringLiteral("effectsBox"));
    auto *eg = new QGridLayout(effects);
    m_markerLabel = new QLabel(effects);
    m_markerBy = spin(QStringLiteral("markerBy"), 1, 12, 1, effects);
    m_markerUp = button(QStringLiteral("markerUp"), effects);
    m_markerDown = button(QStringLiteral("markerDown"), effects);
    eg->addWidget(m_markerLabel, 0, 0);
    eg->addWidget(m_markerBy, 0, 1);
    eg->addWidget(m_markerUp, 0, 2);
    eg->addWidget(m_markerDown, 0, 3);
    connect(m_markerUp, &QPushButton::clicked, this, [this] { submit(game::actionJson("marker", {{"by", m_markerBy->value()}})); });
    connect(m_markerDown, &QPushButton::clicked, this, [this] { submit(game::actionJson("marker", {{"by", -m_markerBy->value()}})); });
    m_drainLabel = new QLabel(effects);
    m_drainCount = spin(QStringLiteral("drainCount"), 1, 10, 1, effects);
    m_drainPreventedLabel = new QLabel(effects);
    m_drainPrevented = spin(QStringLiteral("drainPrevented"), 0, 10, 0, effects);
    m_drain = button(QStringLiteral("cardDrain"), effects);
    eg->addWidget(m_drainLabel, 1, 0);
    eg->addWidget(m_drainCount, 1, 1);
    eg->addWidget(m_drainPreventedLabel, 1, 2);
    eg->addWidget(m_drainPrevented, 1, 3);
    eg->addWidget(m_drain, 1, 4);
    connect(m_drain, &QPushButton::clicked, this, [this] {
        submit(game::actionJson("card-drain", {{"count", m_drainCount->value()}, {"prevented", m_drainPrevented->value()}}));
    });
    m_drawSide = new QComboBox(effects);
    m_drawSide->setObjectName(QStringLiteral("drawSide"));
    m_drawCount = spin(QStringLiteral("drawCount"), 1, 10, 1, effects);
    m_draw = button(QStringLiteral("cardDraw"), effects);
    eg->addWidget(m_drawSide, 2, 0);
    eg->addWidget(m_drawCount, 2, 1);
    eg->addWidget(m_draw, 2, 2, 1, 3);
    connect(m_draw, &QPushButton::clicked, this, [this] {
        submit(game::actionJson("card-draw", {{"side", m_drawSide->currentData().toString()}, {"count", m_drawCount->value()}}));
    });
    m_costSide = new QComboBox(effects);
    m_costSide->setObjectName(QStringLiteral("costSide"));
    m_costKind = new QComboBox(effects);
    m_costKind->setObjectName(QStringLiteral("costKind"));
    m_costCount = spin(QStringLiteral("costCount"), 1, 10, 1, effects);
    m_cost = button(QStringLiteral("payCost"), effects);
    eg->addWidget(m_costSide, 3, 0);
    eg->addWidget(m_costCount, 3, 1);
    eg->addWidget(m_costKind, 3, 2, 1, 2);
    eg->addWidget(m_cost, 3, 4);
    connect(m_cost, &QPushButton::clicked, this, [this] {
        submit(game::actionJson("pay", {{"side", m_costSide->currentData().toString()},
                              {"cost", m_costKind->currentData().toString()},
                              {"count", m_costCount->value()}}));
    });
    layout->addWidget(effects, 4);

    // Once a turn, once a game.
    auto *once = new QGroupBox(row);
    once->setObjectName(QStringLiteral("onceBox"));
    auto *og = new QGridLayout(once);
    m_plotDraw = button(QStringLiteral("plotDraw"), once);
    m_plotReduce = button(QStringLiteral("plotReduce"), once);
    og->addWidget(m_plotDraw, 0, 0, 1, 3);
    og->addWidget(m_plotReduce, 0, 3, 1, 3);
    connect(m_plotDraw, &QPushButton::clicked, this, [this] { submit(game::actionJson("plot", {{"use", QStringLiteral("draw")}})); });
    connect(m_plotReduce, &QPushButton::clicked, this, [this] { submit(game::actionJson("plot", {{"use", QStringLiteral("reduce")}})); });
    for (int s = 0; s < 2; ++s) {
        m_dormantLabel[static_cast<std::size_t>(s)] = new QLabel(once);
        og->addWidget(m_dormantLabel[static_cast<std::size_t>(s)], s + 1, 0);
        for (int n = 1; n <= 5; ++n) {
            QPushButton *b = button(QStringLiteral("dormant%1_%2").arg(s).arg(n), once);
            b->setCheckable(true);
            connect(b, &QPushButton::clicked, this, [this, n] { submit(game::actionJson("dormant", {{"strategy", n}})); });
            og->addWidget(b, s + 1, n);
            m_dormant[static_cast<std::size_t>(s)][static_cast<std::size_t>(n - 1)] = b;
        }
    }
    layout->addWidget(once, 3);

    m_boxes = {card, effects, once, nullptr};
    return row;
}

void InvadersWindow::retranslateUi()
{
    m_undo->setText(tr("Undo"));
    m_undo->setToolTip(tr("Take back the last entry (never a draw, an attack, the drain check or a phase's end)"));
    m_track->retranslateUi();
    for (ZoneBox *z : m_zones)
        z->retranslateUi();
    m_rulesCard->setText(tr("General rules (p. 10): “Can't” trumps “can”. Do as much as you can."));
    static_cast<QGroupBox *>(m_boxes[0])->setTitle(tr("Card"));
    static_cast<QGroupBox *>(m_boxes[1])->setTitle(tr("Card effects"));
    static_cast<QGroupBox *>(m_boxes[2])->setTitle(tr("Once a turn, once a game"));
    m_powerLabel->setText(tr("Power:"));
    m_nameLabel->setText(tr("Name:"));
    m_name->setPlaceholderText(tr("optional"));
    m_play->setText(tr("Play Card Here"));
    m_setPower->setText(tr("Change Its Power"));
    m_setPower->setToolTip(tr("A card's text changed the selected card's power to the power entered"));
    m_remove->setText(tr("Remove Card"));
    m_turnHero->setText(tr("Turn the Hero 90°"));
    m_markerLabel->setText(tr("Marker:"));
    m_markerUp->setText(tr("Up"));
    m_markerUp->setToolTip(tr("A card effect moves the plot marker up by this many spaces"));
    m_markerDown->setText(tr("Down"));
    m_markerDown->setToolTip(tr("A card effect moves the plot marker down by this many spaces"));
    m_drainLabel->setText(tr("Drain:"));
    m_drainPreventedLabel->setText(tr("prevented:"));
    m_drain->setText(tr("Forced by a Card"));
    m_drain->setToolTip(tr("A card of the player whose turn it is forces the other player to drain"));
    const auto fill = [](QComboBox *box, const QList<std::pair<QString, QString>> &items) {
        const int at = std::max(0, box->currentIndex());
        box->clear();
        for (const auto &[text, data] : items)
            box->addItem(text, data);
        box->setCurrentIndex(std::min(at, box->count() - 1));
    };
    const QString mankind = capital(sideName(0));
    const QString invader = capital(sideName(1));
    fill(m_drawSide, {{mankind, QStringLiteral("mankind")}, {invader, QStringLiteral("invader")}, {tr("Both"), QStringLiteral("both")}});
    fill(m_costSide, {{mankind, QStringLiteral("mankind")}, {invader, QStringLiteral("invader")}});
    fill(m_costKind, {{tr("discarded"), QStringLiteral("discard")}, {tr("drained"), QStringLiteral("drain")}});
    m_draw->setText(tr("Cards Drawn by a Card"));
    m_cost->setText(tr("Cost Paid"));
    m_cost->setToolTip(tr("A cost paid by discarding or draining cards: never a drain for the check"));
    m_plotDraw->setText(tr("Plot: Draw a Card"));
    m_plotReduce->setText(tr("Plot: Cost −1"));
    m_plotDraw->setToolTip(tr("The Invader's plot action, once a turn: the marker moves down one"));
    m_plotReduce->setToolTip(m_plotDraw->toolTip());
    m_dormantLabel[0]->setText(mankind);
    m_dormantLabel[1]->setText(invader);
    for (int s = 0; s < 2; ++s) {
        for (int n = 1; n <= 5; ++n) {
            QPushButton *b = dormantButton(s, n);
            const bool ops = s == 0 && n == 5;
            b->setText(ops ? tr("Ops") : QString::number(n));
            b->setToolTip(ops ? tr("Mankind's Ops Centre, once a game") : tr("%1's dormant strategy %2, once a game").arg(capital(sideName(s))).arg(n));
        }
    }
    m_logTitle->setText(tr("What happened"));
    refresh();
}

void InvadersWindow::selectSlot(int zone, int side, int slot)
{
    // A click always selects (a second click on the same slot keeps it selected: the table
    // clicks a card before each entry about it).
    m_selZone = zone;
    m_selSide = side;
    m_selSlot = slot;
    const QJsonValue card = view().value(QStringLiteral("cards")).toObject().value(QLatin1String(kSideIds[side]))
                                .toArray().at(zone).toArray().at(slot);
    if (card.isObject())
        m_power->setValue(card.toObject().value(QStringLiteral("power")).toInt());
    m_refusal->clear();
    refresh();
}

void InvadersWindow::onNext()
{
    const QJsonObject v = view();
    const QString phase = v.value(QStringLiteral("phase")).toString();
    if (phase == QLatin1String("draw")) {
        submit(game::actionJson("draw"));
    } else if (phase == QLatin1String("main")) {
        submit(game::actionJson("end-phase"));
    } else if (phase == QLatin1String("attack")) {
        const QJsonArray attacked = v.value(QStringLiteral("attacked")).toArray();
        for (int z = 0; z < 3; ++z) {
            if (!attacked.at(z).toBool()) {
                zone(z)->resolveButton()->click();
                return;
            }
        }
        submit(game::actionJson("end-phase"));
    }
}

bool InvadersWindow::submit(const QJsonObject &act)
{
    const int seat = actingSeat();
    const game::Session::Result r = m_session->submit(seat < 0 ? 0 : seat, act);
    if (!r.accepted) {
        if (!r.storeError.isEmpty())
            QMessageBox::warning(this, tr("Invaders"), tr("The entry could not be recorded: %1").arg(r.storeError));
        else
            m_refusal->setText(InvadersWindowText::refusal(QString::fromStdString(r.violation.code),
                                                           QString::fromStdString(r.violation.rule), act));
        refresh();
        return false;
    }
    m_refusal->clear();
    for (const game::CodedEvent &e : r.events) {
        const QString type = e.json.value(QStringLiteral("type")).toString();
        const QString text = InvadersWindowText::event(e.json);
        if (type == QLatin1String("check"))
            m_checkText = text;
        if (type == QLatin1String("attack")) {
            for (int z = 0; z < 3; ++z) {
                if (e.json.value(QStringLiteral("zone")).toString() == QLatin1String(kZoneIds[z]))
                    m_resolved[static_cast<std::size_t>(z)] = text;
            }
        }
        if (!text.isEmpty())
            m_log->addItem(text);
    }
    m_log->scrollToBottom();
    refresh();
    return true;
}

void InvadersWindow::undo()
{
    const auto &history = m_session->history();
    if (history.empty() || !m_session->canUndo(history.back().seat))
        return;
    if (m_session->undo(history.back().seat).accepted)
        m_log->addItem(tr("The last entry was taken back."));
    m_log->scrollToBottom();
    m_refusal->clear();
    refresh();
}

void InvadersWindow::refresh()
{
    if (!m_next)
        return;
    const QJsonObject v = view();
    const QString phase = v.value(QStringLiteral("phase")).toString();
    const bool over = phase == QLatin1String("over");
    const int side = v.value(QStringLiteral("side")).toString() == QLatin1String("invader") ? 1 : 0;
    const int turn = v.value(QStringLiteral("turn")).toInt();
    const QString who = capital(sideName(side));
    const QString player = m_names.value(side);

    if (const auto record = m_session->store().game(m_session->gameId()))
        setWindowTitle(tr("%1 — Invaders").arg(record->title));
    m_track->setMarker(v.value(QStringLiteral("marker")).toInt());
    for (int z = 0; z < 3; ++z) {
        if (phase != QLatin1String("attack"))
            m_resolved[static_cast<std::size_t>(z)].clear();
        zone(z)->showView(v, m_selZone == z ? m_selSide : -1, m_selZone == z ? m_selSlot : -1, m_resolved[static_cast<std::size_t>(z)]);
    }

    QString next;
    if (over) {
        m_status->setText(tr("The game is over. %1").arg(InvadersWindowText::end(v)));
    } else {
        m_status->setText(player.isEmpty() || player == who
                              ? tr("Turn %1: %2, %3.").arg(turn).arg(who, InvadersWindowText::phase(phase))
                              : tr("Turn %1: %2 (%3), %4.").arg(turn).arg(who, player, InvadersWindowText::phase(phase)));
        if (phase == QLatin1String("draw")) {
            next = tr("Draw 2 Cards");
        } else if (phase == QLatin1String("main")) {
            next = side == 1 ? tr("End the Main Phase: to the Attack") : tr("End Mankind's Turn");
        } else {
            const QJsonArray attacked = v.value(QStringLiteral("attacked")).toArray();
            int z = 0;
            while (z < 3 && attacked.at(z).toBool())
                ++z;
            next = z < 3 ? tr("Resolve the Attack in %1").arg(invadersZoneName(QLatin1String(kZoneIds[z])))
                         : tr("End the Turn: Drain Check");
        }
    }
    m_next->setText(next);
    m_next->setVisible(!next.isEmpty());

    if (!over && side == 1)
        m_check->setText(InvadersWindowText::checkForecast(v.value(QStringLiteral("drained")).toBool()));
    else
        m_check->setText(m_checkText.isEmpty() ? tr("No drain check yet: it comes at the end of the Invader's turn.") : m_checkText);

    const QJsonObject deck = v.value(QStringLiteral("deck")).toObject();
    const QJsonObject discard = v.value(QStringLiteral("discard")).toObject();
    m_counts->setText(tr("Draw decks: Mankind %1, the Invader %2.\nDiscard piles: Mankind %3, the Invader %4.")
                          .arg(deck.value(QStringLiteral("mankind")).toInt())
                          .arg(deck.value(QStringLiteral("invader")).toInt())
                          .arg(discard.value(QStringLiteral("mankind")).toInt())
                          .arg(discard.value(QStringLiteral("invader")).toInt()));
    const bool plotUsed = v.value(QStringLiteral("plotUsed")).toBool();
    const QJsonObject dormant = v.value(QStringLiteral("dormantUsed")).toObject();
    QStringList used;
    for (int s = 0; s < 2; ++s) {
        const QJsonArray list = dormant.value(QLatin1String(kSideIds[s])).toArray();
        QStringList numbers;
        for (const QJsonValue &n : list)
            numbers << (s == 0 && n.toInt() == 5 ? tr("the Ops Centre") : QString::number(n.toInt()));
        used << tr("%1: %2").arg(capital(sideName(s)), numbers.isEmpty() ? tr("none") : numbers.join(QStringLiteral(", ")));
    }
    m_once->setText(tr("Plot action this turn: %1.\nDormant strategies used — %2.")
                        .arg(side == 1 && plotUsed ? tr("used") : side == 1 ? tr("not used yet") : tr("the Invader's only"),
                             used.join(QStringLiteral("; "))));

    const bool entries = !over && phase != QLatin1String("draw");
    const bool main = phase == QLatin1String("main");
    if (m_selSide >= 0)
        m_selection->setText(tr("Selected: %1, %2's slot %3.")
                                 .arg(invadersZoneName(QLatin1String(kZoneIds[m_selZone])), sideName(m_selSide))
                                 .arg(m_selSlot + 1));
    else
        m_selection->setText(tr("Click a slot to select its zone and card."));
    for (QPushButton *b : {m_play, m_setPower, m_remove, m_turnHero, m_markerUp, m_markerDown, m_drain, m_draw, m_cost})
        b->setEnabled(entries);
    m_play->setEnabled(main);
    m_plotDraw->setEnabled(main && side == 1);
    m_plotReduce->setEnabled(main && side == 1);
    for (int s = 0; s < 2; ++s) {
        const QJsonArray list = dormant.value(QLatin1String(kSideIds[s])).toArray();
        for (int n = 1; n <= 5; ++n) {
            QPushButton *b = dormantButton(s, n);
            b->setChecked(list.contains(n));
            b->setEnabled(main && side == s);
        }
    }
    bool undoable = false;
    if (!m_session->history().empty())
        undoable = m_session->canUndo(m_session->history().back().seat);
    m_undo->setEnabled(undoable);
}

void InvadersWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace xobos::ui::invaders
