// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techwindow.h"

#include "game/actionjson.h"
#include "game/modules.h"
#include "game/session.h"
#include "store/pinbackoff.h"
#include "tech/rules.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/lockpolicy.h"
#include "net/tableserver.h"
#include "ui/phones/tablemodedialog.h"
#include "ui/secrets/pinreset.h"
#include "ui/tech/techboard.h"
#include "ui/tech/techboardinput.h"
#include "ui/tech/techphonehost.h"
#include "ui/tech/techresultdialog.h"
#include "ui/tech/techtext.h"

#include <QAction>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QToolBar>
#include <QVBoxLayout>

namespace xobos::ui::tech {

namespace {

const QColor kSeatColours[2] = {QColor(0x2e, 0x6b, 0xd6), QColor(0xc0, 0x39, 0x2b)};

QString unitKey(int unit)
{
    return QLatin1String(xobos::tech::unitName(static_cast<xobos::tech::Unit>(unit)));
}

QColor seatColour(int seat)
{
    return kSeatColours[seat == 1 ? 1 : 0];
}

// What the table was told, kept untranslated so that a language change says it again: an
// event's public JSON, an undo, or a seat's PIN reset.
QJsonObject told(const char *kind, const QJsonObject &event = {}, int seat = -1)
{
    return {{QStringLiteral("kind"), QLatin1String(kind)}, {QStringLiteral("event"), event}, {QStringLiteral("seat"), seat}};
}

} // namespace

TechWindow::TechWindow(std::unique_ptr<game::Session> session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(std::move(session))
{
    setObjectName(QStringLiteral("techWindow"));
    if (const auto record = m_session->store().game(m_session->gameId())) {
        for (const store::PlayerRecord &p : record->players) {
            while (m_names.size() <= p.seat) {
                m_names << QString();
                m_pinHashes << QString();
            }
            m_names[p.seat] = p.name;
            m_pinHashes[p.seat] = p.pinHash;
        }
    }
    while (m_names.size() < 2) {
        m_names << QString();
        m_pinHashes << QString();
    }
    m_policy = new secrets::LockPolicy(secrets::LockPolicy::kDefaultIdleTimeout, this);
    connect(m_policy, &secrets::LockPolicy::lockRequested, this, [this] { setViewer(game::Viewer::everyone()); });
    buildUi();
    // A resumed game: what the table has seen so far, from the public rows of its log.
    const QList<store::LogEntry> rows = m_session->store().log(m_session->gameId(), store::Audience::everyone(), 0,
                                                               {QStringLiteral("event"), QStringLiteral("undo"),
                                                                QStringLiteral("pin-reset")},
                                                               store::GameStore::LogFields::Shown);
    for (const store::LogEntry &row : rows) {
        const QJsonObject event = QJsonDocument::fromJson(row.payload).object();
        const QJsonObject t = row.kind == QLatin1String("undo") ? told("undo")
            : row.kind == QLatin1String("pin-reset")            ? told("pin-reset", {}, row.actor)
                                                                : told("event", event);
        if (!addToLog(t))
            continue;
        if (event.value(QStringLiteral("type")).toString() == QLatin1String("revealed"))
            m_revealTold = {t}; // the last reveal stays shown
    }
    m_log->scrollToBottom();
    retranslateUi();
    refresh();
}

TechWindow::~TechWindow()
{
    delete m_tableMode; // its server stops before the host it serves goes
}

TechWindow *TechWindow::start(store::GameStore &store, const QStringList &names, const QStringList &pinHashes,
                              int firstPlayer, QWidget *parent, const QJsonObject &options)
{
    const game::Module *module = game::findModule(game::kTechModuleId);
    store::GameRecord record;
    QStringList shown;
    for (int seat = 0; seat < 2; ++seat) {
        store::PlayerRecord p;
        p.seat = seat;
        p.name = seatText(names, seat);
        p.colour = seatColour(seat).name();
        p.pinHash = pinHashes.value(seat);
        record.players << p;
        shown << p.name;
    }
    record.title = tr("%1 against %2").arg(shown[0], shown[1]);
    QJsonObject setup = options;
    setup[QStringLiteral("firstPlayer")] = firstPlayer;
    QString error;
    auto session = module ? game::Session::create(store, *module, setup, record, &error) : nullptr;
    if (!session) {
        QMessageBox::warning(parent, tr("TECH"), tr("The game could not be created: %1").arg(error));
        return nullptr;
    }
    auto *w = new TechWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->show();
    return w;
}

TechWindow *TechWindow::resume(store::GameStore &store, qint64 gameId, QWidget *parent)
{
    QString error;
    auto session = game::Session::resume(store, gameId, &error);
    if (!session || session->module().id() != std::string_view(game::kTechModuleId)) {
        QMessageBox::warning(parent, tr("TECH"), tr("The game could not be opened: %1").arg(error));
        return nullptr;
    }
    auto *w = new TechWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->show();
    return w;
}

void TechWindow::buildUi()
{
    auto *toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("techToolBar"));
    toolbar->setMovable(false);
    m_undo = toolbar->addAction(QIcon::fromTheme(QStringLiteral("edit-undo")), QString());
    m_undo->setObjectName(QStringLiteral("techUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, this, &TechWindow::undo);
    m_tableModeAction = toolbar->addAction(QIcon::fromTheme(QStringLiteral("network-wireless")), QString());
    m_tableModeAction->setObjectName(QStringLiteral("techTableMode"));
    connect(m_tableModeAction, &QAction::triggered, this, &TechWindow::openTableMode);

    auto *central = new QWidget(this);
    auto *columns = new QHBoxLayout(central);
    m_board = new TechBoard(central);
    m_input = new TechBoardInput(*m_session, m_board, this);
    connect(m_input, &TechBoardInput::actionChosen, this, &TechWindow::submit);
    connect(m_input, &TechBoardInput::selectionChanged, this, &TechWindow::refresh);
    connect(m_input, &TechBoardInput::hinted, this, &TechWindow::showHint);
    for (int seat = 0; seat < 2; ++seat) {
        auto *box = new QGroupBox(central);
        box->setObjectName(QStringLiteral("seatBox%1").arg(seat));
        box->setStyleSheet(QStringLiteral("QGroupBox { font-weight: bold; color: %1; }").arg(seatColour(seat).name()));
        auto *layout = new QVBoxLayout(box);
        for (int unit = 0; unit < 3; ++unit) {
            auto *b = new QPushButton(box);
            b->setObjectName(QStringLiteral("supply%1_%2").arg(seat).arg(unit));
            b->setCheckable(true);
            m_input->addSupplyButton(b, seat, unit);
            layout->addWidget(b);
            m_supply[static_cast<std::size_t>(seat)][static_cast<std::size_t>(unit)] = b;
        }
        const auto label = [box, layout](const QString &name) {
            auto *l = new QLabel(box);
            l->setObjectName(name);
            l->setWordWrap(true);
            layout->addWidget(l);
            return l;
        };
        m_prison[static_cast<std::size_t>(seat)] = label(QStringLiteral("prison%1").arg(seat));
        m_points[static_cast<std::size_t>(seat)] = label(QStringLiteral("points%1").arg(seat));
        m_committed[static_cast<std::size_t>(seat)] = label(QStringLiteral("committed%1").arg(seat));
        layout->addStretch(1);
        box->setMinimumWidth(220);
        m_seatBox[static_cast<std::size_t>(seat)] = box;
    }

    auto *middle = new QVBoxLayout;
    auto *track = new QHBoxLayout;
    m_roundLabel = new QLabel(central);
    m_roundLabel->setObjectName(QStringLiteral("roundLabel"));
    QFont bold = m_roundLabel->font();
    bold.setBold(true);
    m_roundLabel->setFont(bold);
    track->addWidget(m_roundLabel);
    for (int r = 0; r < 10; ++r) {
        auto *l = new QLabel(QString::number(r + 1), central);
        l->setObjectName(QStringLiteral("roundTrack%1").arg(r + 1));
        l->setAlignment(Qt::AlignCenter);
        l->setMinimumWidth(22);
        track->addWidget(l);
        m_roundTrack[static_cast<std::size_t>(r)] = l;
    }
    track->addStretch(1);
    m_scoreTrack = new QLabel(central);
    m_scoreTrack->setObjectName(QStringLiteral("scoreTrack"));
    m_scoreTrack->setFont(bold);
    track->addWidget(m_scoreTrack);
    middle->addLayout(track);

    middle->addWidget(m_board, 1);

    auto *statusRow = new QHBoxLayout;
    m_status = new QLabel(central);
    m_status->setObjectName(QStringLiteral("techStatus"));
    m_status->setWordWrap(true);
    statusRow->addWidget(m_status, 1);
    m_next = new QPushButton(central);
    m_next->setObjectName(QStringLiteral("techNext"));
    m_next->setDefault(true);
    connect(m_next, &QPushButton::clicked, this, &TechWindow::onNext);
    statusRow->addWidget(m_next);
    middle->addLayout(statusRow);
    m_refusal = new QLabel(central);
    m_refusal->setObjectName(QStringLiteral("techRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #c0392b;"));
    middle->addWidget(m_refusal);
    m_reveal = new QLabel(central);
    m_reveal->setObjectName(QStringLiteral("techReveal"));
    m_reveal->setWordWrap(true);
    m_reveal->setFrameShape(QFrame::StyledPanel);
    m_reveal->setMargin(6);
    middle->addWidget(m_reveal);
    m_logTitle = new QLabel(central);
    middle->addWidget(m_logTitle);
    m_log = new QListWidget(central);
    m_log->setObjectName(QStringLiteral("techLog"));
    m_log->setMaximumHeight(120);
    m_log->setWordWrap(true);
    m_log->setResizeMode(QListView::Adjust);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    middle->addWidget(m_log);

    columns->addWidget(m_seatBox[0]);
    columns->addLayout(middle, 1);
    columns->addWidget(m_seatBox[1]);
    setCentralWidget(central);
    resize(1100, 700);
}

void TechWindow::retranslateUi()
{
    m_undo->setText(tr("Undo"));
    m_tableModeAction->setText(tr("Table mode (phones)…"));
    m_undo->setToolTip(tr("Take back the last action (never one a reveal has followed)"));
    m_logTitle->setText(tr("What the table has seen:"));
    for (int seat = 0; seat < 2; ++seat) {
        for (int unit = 0; unit < 3; ++unit)
            m_supply[static_cast<std::size_t>(seat)][static_cast<std::size_t>(unit)]->setToolTip(
                tr("Click, then an empty space, to deploy; or drag it onto the space"));
    }
    for (int c = 0; c < 9; ++c)
        m_board->cell(c)->setWhatsThis(tr("Click a unit, then its target; or drag it there."));
    // What the table was told, said again in the new language.
    for (int i = 0; i < m_log->count(); ++i)
        m_log->item(i)->setText(toldText(m_log->item(i)->data(Qt::UserRole).toJsonObject()));
    if (m_refusalText)
        m_refusal->setText(m_refusalText());
    refresh();
}

QJsonObject TechWindow::view() const
{
    return m_session->state().view(m_viewer);
}

int TechWindow::actingSeat() const
{
    const std::vector<int> acting = m_session->state().actingSeats();
    return acting.empty() ? -1 : acting.front();
}

int TechWindow::laptopSeat() const
{
    for (int s : m_session->state().actingSeats()) {
        if (!m_tableMode || !m_tableMode->server()->connected(s))
            return s;
    }
    return -1;
}

QPushButton *TechWindow::supplyButton(int seat, int unit) const
{
    return m_supply.at(static_cast<std::size_t>(seat)).at(static_cast<std::size_t>(unit));
}

secrets::LockCover *TechWindow::cover()
{
    if (!m_cover) {
        m_cover = new secrets::LockCover(this);
        m_cover->setObjectName(QStringLiteral("lockCover"));
        m_cover->hide();
        connect(m_cover, &secrets::LockCover::unlocked, this, &TechWindow::onUnlocked);
        connect(m_cover, &secrets::LockCover::passInstead, this, &TechWindow::passTo);
        connect(m_cover, &secrets::LockCover::resetRequested, this, &TechWindow::resetPin);
        connect(m_cover, &secrets::LockCover::attemptFailed, this, [this](int seat, int failures, qint64 until) {
            store::savePinBackoff(m_session->store(), m_session->gameId(), seat, {failures, until});
        });
    }
    return m_cover;
}

bool TechWindow::isCovered() const
{
    return m_cover && m_cover->isLocked();
}

void TechWindow::setViewer(const game::Viewer &viewer)
{
    if (viewer == m_viewer)
        return;
    // A seat's selection and messages stay with that seat's view.
    m_input->setViewer(viewer);
    setRefusal({});
    m_viewer = viewer;
    m_policy->setHolder(viewer.kind == game::Viewer::Kind::Seat ? viewer.seat : secrets::LockPolicy::kNoSeat);
    refresh();
}

void TechWindow::passTo(int seat)
{
    if (seat < 0 || seat > 1)
        return;
    setViewer(game::Viewer::everyone()); // nothing private stays behind the cover
    const store::PinBackoff backoff = store::loadPinBackoff(m_session->store(), m_session->gameId(), seat);
    cover()->setBackoff(seat, backoff.failures, backoff.blockedUntilMs);
    m_cover->lockFor(seat, seatText(m_names, seat), seatColour(seat), m_pinHashes.value(seat));
    QList<QPair<int, QString>> others;
    for (int s : m_session->state().actingSeats()) {
        if (s != seat)
            others.append({s, seatText(m_names, s)});
    }
    m_cover->setAlternatives(others);
}

void TechWindow::resetPin(int seat)
{
    // TECH has no referee: the other player agrees, with his PIN if he has one, as at a
    // Xobos table without a referee PIN (docs/security.md, "Resetting a PIN").
    QString why;
    if (!PinReset::tableAgrees(m_cover, m_session->store(), m_session->gameId(), m_names, m_pinHashes, seat, &why)) {
        m_cover->statusLabel()->setText(why);
        return;
    }
    QString error;
    if (!m_session->resetPin(seat, true, &error)) {
        QMessageBox::warning(m_cover, tr("TECH"), tr("The PIN could not be reset: %1").arg(error));
        return;
    }
    m_pinHashes[seat].clear();
    addToLog(told("pin-reset", {}, seat));
    m_log->scrollToBottom();
    passTo(seat); // the cover again, opened now with Unlock
}

QString TechWindow::toldText(const QJsonObject &t) const
{
    const QString kind = t.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("undo"))
        return tr("The last action was taken back.");
    if (kind == QLatin1String("pin-reset"))
        return tr("%1's PIN was reset with the other player's agreement.")
            .arg(seatText(m_names, t.value(QStringLiteral("seat")).toInt()));
    return eventText(t.value(QStringLiteral("event")).toObject(), m_names);
}

bool TechWindow::addToLog(const QJsonObject &t)
{
    const QString text = toldText(t);
    if (text.isEmpty())
        return false;
    auto *item = new QListWidgetItem(text, m_log);
    item->setData(Qt::UserRole, t);
    return true;
}

void TechWindow::showHint(TechBoardInput::Hint hint)
{
    switch (hint) {
    case TechBoardInput::Hint::None: setRefusal({}); return;
    case TechBoardInput::Hint::DeploymentSealed:
        setRefusal([] { return tr("The deployment is sealed: pass the laptop to the player first."); });
        return;
    case TechBoardInput::Hint::SupplyUnitFirst:
        setRefusal([] { return tr("First click a unit of your supply, then the empty space."); });
        return;
    case TechBoardInput::Hint::UnitFirst:
        setRefusal([] { return tr("Click a unit first: one on the board, or one of a supply."); });
        return;
    }
}

void TechWindow::setRefusal(std::function<QString()> text)
{
    m_refusalText = std::move(text);
    m_refusal->setText(m_refusalText ? m_refusalText() : QString());
}

void TechWindow::coverForTable()
{
    setViewer(game::Viewer::everyone());
    cover()->lockForTable(tr("Turn the laptop to the table"),
                          tr("Both sealed choices are in: the reveal is for both players."));
    m_cover->setAlternatives({});
}

void TechWindow::onUnlocked(int seat)
{
    setViewer(seat >= 0 ? game::Viewer::ofSeat(seat) : game::Viewer::everyone());
}

void TechWindow::onNext()
{
    const QString phase = view().value(QStringLiteral("phase")).toString();
    if (m_session->state().isOver()) {
        showResult();
    } else if (phase == QLatin1String("deployment")) {
        if (m_viewer.kind == game::Viewer::Kind::Seat)
            setViewer(game::Viewer::everyone());
        else
            passTo(laptopSeat());
    } else if (phase == QLatin1String("action") || phase == QLatin1String("bonus")) {
        submit(actingSeat(), game::actionJson("pass", {}));
    }
}

void TechWindow::showResult()
{
    if (!m_session->state().isOver())
        return;
    if (!m_result) {
        m_result = new TechResultDialog(m_session->state().score(), m_names, this);
        m_result->setModal(true);
    }
    m_resultShown = true;
    m_result->open();
}

bool TechWindow::submit(int seat, const QJsonObject &act)
{
    const bool secret = m_session->state().isSecret(act);
    const game::Session::Result r = m_session->submit(seat, act);
    return showSubmitted(seat, act, secret, false, r);
}

net::TableHost::Reply TechWindow::submitFromPhone(int seat, const QJsonObject &act)
{
    // A refusal goes back to the phone alone: the table's window shows nothing of it.
    const bool secret = m_session->state().isSecret(act);
    const game::Session::Result r = m_session->submit(seat, act);
    if (r.accepted)
        showSubmitted(seat, act, secret, true, r);
    return TechPhoneHost::replyFor(r.accepted, r.violation.code, r.violation.rule, r.storeError);
}

void TechWindow::openTableMode()
{
    if (!m_tableMode) {
        m_phoneHost = std::make_unique<TechPhoneHost>(*m_session, m_names, [this](int seat, const QJsonObject &a) {
            return submitFromPhone(seat, a);
        });
        m_tableMode = new phones::TableModeDialog(*m_phoneHost, this);
        connect(this, &TechWindow::changed, m_tableMode->server(), &net::TableServer::publish);
        connect(m_tableMode->server(), &net::TableServer::seatsChanged, this, &TechWindow::refresh);
    }
    m_tableMode->show();
    m_tableMode->raise();
}

bool TechWindow::showSubmitted(int seat, const QJsonObject &act, bool secret, bool fromPhone, const game::Session::Result &r)
{
    m_input->clearSelection();
    if (!r.accepted) {
        if (!r.storeError.isEmpty())
            QMessageBox::warning(this, tr("TECH"), tr("The action could not be recorded: %1").arg(r.storeError));
        else
            setRefusal([this, code = QString::fromStdString(r.violation.code),
                        rule = QString::fromStdString(r.violation.rule)] { return tr("Refused: %1").arg(refusalText(code, rule)); });
        refresh();
        return false;
    }
    setRefusal({});
    QList<QJsonObject> lines;
    bool revealed = false;
    for (const game::CodedEvent &e : r.events) {
        revealed = revealed || e.json.value(QStringLiteral("type")).toString() == QLatin1String("revealed");
        if (!game::Viewer::everyone().sees(e.visibility, e.audience))
            continue;
        if (addToLog(told("event", e.json)))
            lines << told("event", e.json);
    }
    m_log->scrollToBottom();
    // A re-placement ends the clash's story: the reveal stays above it.
    if (act.value(QStringLiteral("type")).toString() == QLatin1String("replace"))
        m_revealTold += lines;
    else if (!lines.isEmpty())
        m_revealTold = lines;
    if (secret && fromPhone) {
        // Chosen on a phone (table mode): the laptop goes on with what it shows, unless its
        // cover waited for that seat (then it waits for the next seat on the laptop, if any)
        // or the reveal is due (a seat's cover gives way to the table's).
        if (revealed && isCovered()) {
            coverForTable();
        } else if (!revealed && isCovered() && m_cover->seat() == seat) {
            if (laptopSeat() >= 0)
                passTo(laptopSeat());
            else
                m_cover->release();
        }
    } else if (secret) {
        // The cover goes straight back up: for the other seat still to choose on the laptop,
        // or for the table's reveal (a tie's too, before the deployment is repeated); with
        // every other seat choosing on its phone, the table's window at once.
        if (!revealed && laptopSeat() >= 0) {
            passTo(laptopSeat());
        } else if (!revealed && actingSeat() >= 0) {
            setViewer(game::Viewer::everyone());
            if (m_cover)
                m_cover->release();
        } else {
            coverForTable();
        }
    }
    refresh();
    if (m_session->state().isOver() && !m_resultShown)
        showResult();
    return true;
}

void TechWindow::undo()
{
    const auto &history = m_session->history();
    if (history.empty())
        return;
    const game::Session::Played &last = history.back();
    const bool own = m_viewer.kind == game::Viewer::Kind::Seat && m_viewer.seat == last.seat;
    if (!m_session->canUndo(last.seat) || (m_session->state().isSecret(last.action) && !own))
        return;
    const game::Session::Result r = m_session->undo(last.seat);
    if (r.accepted) {
        m_revealTold = {told("undo")};
        addToLog(told("undo"));
    }
    m_input->clearSelection();
    setRefusal({});
    refresh();
}

void TechWindow::refresh()
{
    if (!m_board)
        return;
    const QJsonObject v = view();
    const QString phase = v.value(QStringLiteral("phase")).toString();
    const int round = v.value(QStringLiteral("round")).toInt();
    const int toMove = v.value(QStringLiteral("toMove")).toInt();
    const int first = v.value(QStringLiteral("firstPlayer")).toInt();
    const bool over = phase == QLatin1String("over");
    const bool deploying = phase == QLatin1String("deployment");
    const bool acting = phase == QLatin1String("action") || phase == QLatin1String("bonus");
    const bool seatOpen = m_viewer.kind == game::Viewer::Kind::Seat;
    const QJsonArray points = v.value(QStringLiteral("points")).toArray();
    const QJsonArray committed = v.value(QStringLiteral("committed")).toArray();
    const QJsonArray bonus = v.value(QStringLiteral("bonus")).toArray();
    const std::vector<int> actingSeats = m_session->state().actingSeats();

    if (const auto record = m_session->store().game(m_session->gameId()))
        setWindowTitle(v.value(QStringLiteral("ruleset")).toString() == QLatin1String("v3")
                           ? tr("%1 — TECH (v3)").arg(record->title)
                           : tr("%1 — TECH").arg(record->title));
    m_roundLabel->setText(tr("Round %1 of %2").arg(round).arg(10));
    for (int r = 0; r < 10; ++r) {
        QLabel *l = m_roundTrack[static_cast<std::size_t>(r)];
        l->setStyleSheet(r + 1 == round ? QStringLiteral("background: palette(highlight); color: palette(highlighted-text); "
                                                         "font-weight: bold; border-radius: 3px;")
                                        : r + 1 < round ? QStringLiteral("color: palette(mid);")
                                                        : QString());
    }
    m_scoreTrack->setText(tr("%1 %2 : %3 %4")
                              .arg(seatText(m_names, 0))
                              .arg(points.at(0).toInt())
                              .arg(points.at(1).toInt())
                              .arg(seatText(m_names, 1)));

    for (int seat = 0; seat < 2; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        m_seatBox[s]->setTitle(seat == first ? tr("%1 — first this round").arg(seatText(m_names, seat))
                                             : seatText(m_names, seat));
        const QJsonObject supply = v.value(QStringLiteral("supply")).toArray().at(seat).toObject();
        const QJsonObject prison = v.value(QStringLiteral("prison")).toArray().at(seat).toObject();
        QStringList captured;
        for (int unit = 0; unit < 3; ++unit) {
            QPushButton *b = m_supply[s][static_cast<std::size_t>(unit)];
            const int n = supply.value(unitKey(unit)).toInt();
            b->setText(supplyText(unit, n));
            b->setChecked(m_input->selectedSeat() == seat && m_input->selectedUnit() == unit);
            b->setEnabled(!over && n > 0 && (acting || (deploying && seatOpen && m_viewer.seat == seat)));
            if (const int p = prison.value(unitKey(unit)).toInt(); p > 0)
                captured << tr("%1 ×%2").arg(unitText(unit)).arg(p);
        }
        m_prison[s]->setText(tr("Prison camp: %1").arg(captured.isEmpty() ? tr("empty") : captured.join(QStringLiteral(", "))));
        m_points[s]->setText(tr("Points: %1 (three in a row: %2)")
                                 .arg(points.at(seat).toInt())
                                 .arg(v.value(QStringLiteral("linePoints")).toArray().at(seat).toInt()));
        QString state;
        if (deploying)
            state = committed.at(seat).toBool() ? tr("Sealed choice: committed")
                : std::find(actingSeats.begin(), actingSeats.end(), seat) != actingSeats.end()
                ? tr("Sealed choice: still to choose")
                : tr("No legal deployment");
        else if (bonus.at(seat).toInt() > 0)
            state = tr("Bonus actions: %1").arg(bonus.at(seat).toInt());
        m_committed[s]->setText(state);
    }

    const QJsonArray board = v.value(QStringLiteral("board")).toArray();
    for (int c = 0; c < 9; ++c) {
        const QJsonObject cell = board.at(c).toObject();
        if (board.at(c).isNull()) {
            m_board->setCell(c, QString(), tr("%1: empty").arg(spaceText(c)), QColor(), false);
            continue;
        }
        const int owner = cell.value(QStringLiteral("owner")).toInt();
        const int unit = unitIndex(cell.value(QStringLiteral("unit")).toString());
        const int height = cell.value(QStringLiteral("height")).toInt();
        const QString text = height > 1 ? tr("%1 ×%2").arg(unitText(unit)).arg(height) : unitText(unit);
        m_board->setCell(c, text, tr("%1: %2 of %3").arg(spaceText(c), text, seatText(m_names, owner)), seatColour(owner),
                         c == m_input->selectedCell());
    }
    for (int c = 0; c < 9; ++c)
        m_board->cell(c)->setEnabled(!over);

    QString status;
    QString next;
    if (over) {
        status = tr("The game is over: %1.").arg(TechResultDialog::headlineFor(m_session->state().score(), m_names));
        next = tr("Show the Result");
    } else if (deploying && seatOpen) {
        status = tr("%1, your sealed choice: click a unit of your supply, then an empty space (or drag it there). "
                    "The other player looks away.")
                     .arg(seatText(m_names, m_viewer.seat));
        next = tr("Cover — Back to the Table");
    } else if (deploying) {
        QStringList who;
        for (int s : actingSeats)
            who << seatText(m_names, s);
        status = tr("Round %1, sealed deployment: %2 still to choose a unit and an empty space in secret.")
                     .arg(round)
                     .arg(who.join(tr(" and ")));
        // Table mode: a seat choosing on its phone is not handed the laptop.
        if (laptopSeat() >= 0)
            next = tr("Pass the Laptop to %1").arg(seatText(m_names, laptopSeat()));
    } else if (phase == QLatin1String("re-placement")) {
        const int loser = v.value(QStringLiteral("replacer")).toInt();
        status = tr("%1 lost the clash: click an empty space for his %2.")
                     .arg(seatText(m_names, loser), unitText(unitIndex(v.value(QStringLiteral("replaceUnit")).toString())));
    } else if (acting) {
        const std::vector<QJsonObject> legal = m_session->state().legalActions(toMove);
        const bool mustPass = legal.size() == 1 && legal.front().value(QStringLiteral("type")).toString() == QLatin1String("pass");
        if (mustPass) {
            status = tr("Round %1, %2: %3 has no legal action and passes.").arg(round).arg(phaseText(phase), seatText(m_names, toMove));
            next = tr("Pass");
        } else {
            status = tr("Round %1, %2: %3 to act — click a unit, then its target, or a unit of the supply, then an "
                        "empty space.")
                         .arg(round)
                         .arg(phaseText(phase), seatText(m_names, toMove));
        }
    }
    m_status->setText(status);
    m_next->setText(next);
    m_next->setVisible(!next.isEmpty());
    QStringList reveal;
    for (const QJsonObject &t : std::as_const(m_revealTold))
        reveal << toldText(t);
    m_reveal->setText(reveal.isEmpty() ? tr("No reveal yet.") : reveal.join(QLatin1Char('\n')));

    bool undoable = false;
    if (!m_session->history().empty()) {
        const game::Session::Played &last = m_session->history().back();
        const bool own = seatOpen && m_viewer.seat == last.seat;
        undoable = m_session->canUndo(last.seat) && (!m_session->state().isSecret(last.action) || own);
    }
    m_undo->setEnabled(undoable);
    Q_EMIT changed();
}

void TechWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace xobos::ui::tech
