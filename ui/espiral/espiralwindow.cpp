// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiralwindow.h"

#include "espiral/espiralmodule.h"
#include "game/actionjson.h"
#include "game/erased.h"
#include "game/modules.h"
#include "game/session.h"
#include "ui/espiral/espiralmap.h"
#include "ui/espiral/espiralresultsdialog.h"
#include "ui/espiral/espiraltext.h"

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
#include <QMouseEvent>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolBar>
#include <QVBoxLayout>

#include <numeric>

namespace xobos::ui::espiral {

namespace es = xobos::espiral;

namespace {


int num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toInt();
}

QString phaseOf(const QJsonObject &v)
{
    return v.value(QStringLiteral("phase")).toString();
}

} // namespace

EspiralWindow::EspiralWindow(std::unique_ptr<game::Session> session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(std::move(session))
{
    setObjectName(QStringLiteral("espiralWindow"));
    if (const auto record = m_session->store().game(m_session->gameId()); record && !record->players.isEmpty())
        m_name = record->players.front().name;
    buildUi();
    // A resumed adventure: its log as it was told (the public rows; nothing hidden is in them).
    const QJsonObject v = view();
    const QList<store::LogEntry> rows = m_session->store().log(m_session->gameId(), store::Audience::everyone(), 0,
                                                               {QStringLiteral("event"), QStringLiteral("undo")},
                                                               store::GameStore::LogFields::Shown);
    for (const store::LogEntry &row : rows) {
        const QString text = row.kind == QLatin1String("undo")
            ? tr("The last action was taken back.")
            : eventText(QJsonDocument::fromJson(row.payload).object(), v.value(QStringLiteral("cards")).toArray(),
                        v.value(QStringLiteral("lands")).toArray());
        if (!text.isEmpty())
            m_log->addItem(text);
    }
    m_log->scrollToBottom();
    m_resultShown = m_session->state().isOver(); // a finished adventure reopened: no pop-up
    retranslateUi();
}

EspiralWindow::~EspiralWindow() = default;

EspiralWindow *EspiralWindow::start(store::GameStore &store, const QString &name, const QJsonObject &setup, QWidget *parent)
{
    const game::Module *module = game::findModule(game::kEspiralModuleId);
    store::GameRecord record;
    store::PlayerRecord p;
    p.seat = 0;
    p.name = name.trimmed().isEmpty() ? tr("Hero") : name.trimmed();
    p.colour = QStringLiteral("#c0392b");
    record.players << p;
    record.title = tr("%1's adventure").arg(p.name);
    QString error;
    auto session = module ? game::Session::create(store, *module, setup, record, &error) : nullptr;
    if (!session) {
        QMessageBox::warning(parent, tr("Espiral"), tr("The adventure could not be created: %1").arg(error));
        return nullptr;
    }
    auto *w = new EspiralWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->show();
    return w;
}

EspiralWindow *EspiralWindow::resume(store::GameStore &store, qint64 gameId, QWidget *parent)
{
    QString error;
    auto session = game::Session::resume(store, gameId, &error);
    if (!session || session->module().id() != std::string_view(game::kEspiralModuleId)) {
        QMessageBox::warning(parent, tr("Espiral"), tr("The adventure could not be opened: %1").arg(error));
        return nullptr;
    }
    auto *w = new EspiralWindow(std::move(session), parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    w->show();
    return w;
}

const es::State *EspiralWindow::typed() const
{
    const auto *instance = dynamic_cast<const game::InstanceOf<es::EspiralRules> *>(&m_session->state());
    return instance ? &instance->state() : nullptr;
}

QJsonObject EspiralWindow::view() const
{
    return m_session->state().view(game::Viewer::ofSeat(0));
}

void EspiralWindow::buildUi()
{
    auto *toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("espiralToolBar"));
    toolbar->setMovable(false);
    m_undo = toolbar->addAction(QIcon::fromTheme(QStringLiteral("edit-undo")), QString());
    m_undo->setObjectName(QStringLiteral("espiralUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, this, &EspiralWindow::undo);
    m_resultsAction = toolbar->addAction(QString());
    m_resultsAction->setObjectName(QStringLiteral("espiralResultsAction"));
    connect(m_resultsAction, &QAction::triggered, this, &EspiralWindow::showResults);

    auto *central = new QWidget(this);
    auto *columns = new QHBoxLayout(central);

    // The spiral, the hero, the decks.
    m_spiralBox = new QGroupBox(central);
    auto *spiral = new QVBoxLayout(m_spiralBox);
    m_map = new EspiralMap(m_spiralBox);
    spiral->addWidget(m_map, 1);
    m_heroLabel = new QLabel(m_spiralBox);
    m_heroLabel->setObjectName(QStringLiteral("espiralHero"));
    m_heroLabel->setWordWrap(true);
    QFont bold = m_heroLabel->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_heroLabel->setFont(bold);
    spiral->addWidget(m_heroLabel);
    m_decks = new QLabel(m_spiralBox);
    m_decks->setObjectName(QStringLiteral("espiralDecks"));
    m_decks->setWordWrap(true);
    spiral->addWidget(m_decks);
    columns->addWidget(m_spiralBox, 5);

    // The party and the battlefield.
    auto *creatures = new QWidget;
    auto *creaturesLayout = new QVBoxLayout(creatures);
    creaturesLayout->setContentsMargins(0, 0, 0, 0);
    m_partyBox = new QGroupBox(creatures);
    m_partyBox->setObjectName(QStringLiteral("espiralParty"));
    m_partyLayout = new QVBoxLayout(m_partyBox);
    creaturesLayout->addWidget(m_partyBox);
    m_enemyBox = new QGroupBox(creatures);
    m_enemyBox->setObjectName(QStringLiteral("espiralBattlefield"));
    m_enemyLayout = new QVBoxLayout(m_enemyBox);
    m_noEnemy = new QLabel(m_enemyBox);
    m_noEnemy->setObjectName(QStringLiteral("espiralNoEnemy"));
    m_noEnemy->setWordWrap(true);
    m_enemyLayout->addWidget(m_noEnemy);
    creaturesLayout->addWidget(m_enemyBox);
    creaturesLayout->addStretch(1);
    auto *scroll = new QScrollArea(central);
    scroll->setObjectName(QStringLiteral("espiralCreatures"));
    scroll->setWidget(creatures);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(300);
    columns->addWidget(scroll, 4);

    // The dice tray, the table's one step, the log.
    auto *right = new QVBoxLayout;
    m_trayBox = new QGroupBox(central);
    m_trayBox->setObjectName(QStringLiteral("espiralTray"));
    auto *tray = new QVBoxLayout(m_trayBox);
    const auto label = [this](const char *name, QWidget *parent) {
        auto *l = new QLabel(parent);
        l->setObjectName(QLatin1String(name));
        l->setWordWrap(true);
        return l;
    };
    const auto button = [this](const char *name, QWidget *parent) {
        auto *b = new QPushButton(parent);
        b->setObjectName(QLatin1String(name));
        return b;
    };
    m_status = label("espiralStatus", m_trayBox);
    tray->addWidget(m_status);
    m_odds = label("espiralOdds", m_trayBox);
    m_odds->setStyleSheet(QStringLiteral("color: palette(dark);"));
    tray->addWidget(m_odds);

    auto *dice = new QHBoxLayout;
    m_facesLabel = new QLabel(m_trayBox);
    m_facesLabel->setObjectName(QStringLiteral("espiralFacesLabel"));
    dice->addWidget(m_facesLabel);
    auto *validator = new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[1-6]")), this);
    for (int d = 0; d < es::kEnemyDice; ++d) {
        auto *f = new QLineEdit(m_trayBox);
        f->setObjectName(QStringLiteral("espiralFace%1").arg(d));
        f->setMaxLength(1);
        f->setValidator(validator);
        f->setAlignment(Qt::AlignCenter);
        f->setFixedWidth(f->fontMetrics().horizontalAdvance(QStringLiteral("66")) + 14);
        connect(f, &QLineEdit::textEdited, this, [this, d](const QString &text) {
            if (text.size() != 1)
                return;
            // The focus moves on to the next die, then to the button that enters them.
            for (int next = d + 1; next < static_cast<int>(m_faces.size()); ++next) {
                if (m_faces[static_cast<std::size_t>(next)]->isVisible()) {
                    m_faces[static_cast<std::size_t>(next)]->setFocus();
                    m_faces[static_cast<std::size_t>(next)]->selectAll();
                    return;
                }
            }
            m_enterDice->setFocus();
        });
        connect(f, &QLineEdit::returnPressed, this, &EspiralWindow::enterFaces);
        dice->addWidget(f);
        m_faces.push_back(f);
    }
    dice->addStretch(1);
    m_enterDice = button("espiralEnterDice", m_trayBox);
    connect(m_enterDice, &QPushButton::clicked, this, &EspiralWindow::enterFaces);
    dice->addWidget(m_enterDice);
    tray->addLayout(dice);

    auto *strikes = new QHBoxLayout;
    m_strikesLabel = new QLabel(m_trayBox);
    m_strikesLabel->setObjectName(QStringLiteral("espiralStrikesLabel"));
    strikes->addWidget(m_strikesLabel);
    m_strikes = new QSpinBox(m_trayBox);
    m_strikes->setObjectName(QStringLiteral("espiralStrikes"));
    strikes->addWidget(m_strikes);
    strikes->addStretch(1);
    m_enterStrikes = button("espiralEnterStrikes", m_trayBox);
    connect(m_enterStrikes, &QPushButton::clicked, this, &EspiralWindow::enterStrikes);
    strikes->addWidget(m_enterStrikes);
    tray->addLayout(strikes);

    m_roll = button("espiralRoll", m_trayBox);
    connect(m_roll, &QPushButton::clicked, this, [this] { submitLegal(QStringLiteral("roll")); });
    tray->addWidget(m_roll);

    m_advance = button("espiralAdvance", m_trayBox);
    m_advance->setDefault(true);
    connect(m_advance, &QPushButton::clicked, this, [this] { submit(game::actionJson("advance")); });
    tray->addWidget(m_advance);
    auto *drawn = new QGridLayout;
    m_drawnLabel = new QLabel(m_trayBox);
    m_drawnLabel->setObjectName(QStringLiteral("espiralDrawnLabel"));
    drawn->addWidget(m_drawnLabel, 0, 0, 1, 2);
    for (int i = 0; i < 6; ++i) { // by-deck draws take at most 1 + 2 + 3 cards
        auto *box = new QComboBox(m_trayBox);
        box->setObjectName(QStringLiteral("espiralDrawn%1").arg(i));
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        drawn->addWidget(box, 1 + i / 2, i % 2);
        m_drawn.push_back(box);
    }
    tray->addLayout(drawn);
    m_draw = button("espiralDraw", m_trayBox);
    connect(m_draw, &QPushButton::clicked, this, &EspiralWindow::draw);
    tray->addWidget(m_draw);

    auto *reward = new QGridLayout;
    m_recruit = button("espiralRecruit", m_trayBox);
    connect(m_recruit, &QPushButton::clicked, this, &EspiralWindow::recruit);
    reward->addWidget(m_recruit, 0, 0, 1, 2);
    m_healLevels = new QSpinBox(m_trayBox);
    m_healLevels->setObjectName(QStringLiteral("espiralHealLevels"));
    reward->addWidget(m_healLevels, 1, 0);
    m_heal = button("espiralHeal", m_trayBox);
    connect(m_heal, &QPushButton::clicked, this, &EspiralWindow::heal);
    reward->addWidget(m_heal, 1, 1);
    m_skip = button("espiralSkip", m_trayBox);
    connect(m_skip, &QPushButton::clicked, this, [this] { submit(game::actionJson("skip")); });
    reward->addWidget(m_skip, 2, 0, 1, 2);
    reward->setColumnStretch(1, 1);
    tray->addLayout(reward);

    auto *hits = new QHBoxLayout;
    m_hitToken = new QLabel(m_trayBox);
    m_hitToken->setObjectName(QStringLiteral("espiralHitToken"));
    m_hitToken->setAlignment(Qt::AlignCenter);
    m_hitToken->setStyleSheet(QStringLiteral("QLabel { background: #c0392b; color: white; border-radius: 6px; "
                                             "padding: 4px 8px; font-weight: bold; }"));
    m_hitToken->setCursor(Qt::OpenHandCursor);
    m_hitToken->installEventFilter(this);
    hits->addWidget(m_hitToken);
    m_hitsLabel = label("espiralHits", m_trayBox);
    hits->addWidget(m_hitsLabel, 1);
    tray->addLayout(hits);
    auto *deal = new QHBoxLayout;
    m_clear = button("espiralClearHits", m_trayBox);
    connect(m_clear, &QPushButton::clicked, this, &EspiralWindow::clearHits);
    deal->addWidget(m_clear);
    m_deal = button("espiralDeal", m_trayBox);
    connect(m_deal, &QPushButton::clicked, this, &EspiralWindow::deal);
    deal->addWidget(m_deal);
    tray->addLayout(deal);
    m_showResults = button("espiralShowResults", m_trayBox);
    connect(m_showResults, &QPushButton::clicked, this, &EspiralWindow::showResults);
    tray->addWidget(m_showResults);

    m_refusal = label("espiralRefusal", m_trayBox);
    m_refusal->setStyleSheet(QStringLiteral("color: #c0392b;"));
    tray->addWidget(m_refusal);
    right->addWidget(m_trayBox);

    m_logTitle = new QLabel(central);
    m_logTitle->setObjectName(QStringLiteral("espiralLogTitle"));
    right->addWidget(m_logTitle);
    m_log = new QListWidget(central);
    m_log->setObjectName(QStringLiteral("espiralLog"));
    m_log->setWordWrap(true);
    m_log->setResizeMode(QListView::Adjust);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    right->addWidget(m_log, 1);
    columns->addLayout(right, 5);

    setCentralWidget(central);
    resize(1280, 720);
}

void EspiralWindow::retranslateUi()
{
    m_undo->setText(tr("Undo"));
    m_undo->setToolTip(tr("Take back the last action (never one a roll or a draw has followed)"));
    m_resultsAction->setText(tr("Results of Your Adventures"));
    m_spiralBox->setTitle(tr("The spiral"));
    m_partyBox->setTitle(tr("Your party"));
    m_enemyBox->setTitle(tr("The battlefield"));
    m_trayBox->setTitle(tr("Dice tray"));
    m_facesLabel->setText(tr("Faces:"));
    m_enterDice->setText(tr("Enter the Dice"));
    m_strikesLabel->setText(tr("or strikes (5 and 6):"));
    m_enterStrikes->setText(tr("Enter the Strikes"));
    m_roll->setText(tr("Roll for Me"));
    m_roll->setToolTip(tr("The app rolls from the game's seed; the faces go to the log."));
    m_heal->setText(tr("Heal by These Levels"));
    m_skip->setText(tr("Neither — Move On Later"));
    m_draw->setText(tr("Draw the Enemies"));
    m_hitToken->setText(tr("● Hit"));
    m_hitToken->setToolTip(tr("Drag a hit onto a creature, or click the creature"));
    m_clear->setText(tr("Take Back the Hits"));
    m_deal->setText(tr("Deal the Hits"));
    m_showResults->setText(tr("Show the Results"));
    m_logTitle->setText(tr("The adventure so far:"));
    refresh();
}

QLineEdit *EspiralWindow::faceField(int die) const
{
    return m_faces.at(static_cast<std::size_t>(die));
}

QPushButton *EspiralWindow::allyButton(int index) const
{
    const auto i = static_cast<std::size_t>(index + 1);
    return i < m_allies.size() && m_allies[i]->isVisibleTo(this) ? m_allies[i] : nullptr;
}

QPushButton *EspiralWindow::enemyButton(int index) const
{
    const auto i = static_cast<std::size_t>(index);
    return i < m_enemies.size() && m_enemies[i]->isVisibleTo(this) ? m_enemies[i] : nullptr;
}

QString EspiralWindow::creatureText(const QJsonArray &cards, const QJsonObject &c, int pending) const
{
    const QJsonObject card = cards.at(num(c, "card")).toObject();
    const int printed = num(card, "vitality");
    const int now = num(c, "vitality");
    const int battle = num(c, "battleBonus");
    const int offColor = num(c, "offColor");
    const int land = now - (printed - num(c, "damage")) - battle;
    QStringList lines{tr("%1 (%2)").arg(card.value(QStringLiteral("name")).toString(),
                                        kindText(card.value(QStringLiteral("type")).toString())),
                      tr("vitality %1 of %2").arg(now).arg(printed)};
    QStringList bonuses;
    if (offColor != 0)
        bonuses << tr("off-color %1%2").arg(offColor > 0 ? QStringLiteral("+") : QString()).arg(offColor);
    if (battle - offColor != 0)
        bonuses << tr("versus %1%2").arg(battle - offColor > 0 ? QStringLiteral("+") : QString()).arg(battle - offColor);
    if (land != 0)
        bonuses << tr("land %1%2").arg(land > 0 ? QStringLiteral("+") : QString()).arg(land);
    if (const int ranged = num(card, "ranged"); ranged > 0)
        bonuses << tr("ranged %1").arg(ranged);
    if (c.value(QStringLiteral("hit")).toBool())
        bonuses << tr("damaged this round");
    if (!bonuses.isEmpty())
        lines << bonuses.join(QStringLiteral(" · "));
    if (pending > 0)
        lines << tr("%n hit(s) given", nullptr, pending);
    return lines.join(QLatin1Char('\n'));
}

void EspiralWindow::rebuildCreatures(const QJsonObject &v)
{
    const QJsonArray allies = v.value(QStringLiteral("allies")).toArray();
    const QJsonArray enemies = v.value(QStringLiteral("enemies")).toArray();
    const QJsonArray cards = v.value(QStringLiteral("cards")).toArray();
    const QString phase = phaseOf(v);
    const auto ensure = [this](std::vector<QPushButton *> &buttons, std::size_t n, QGroupBox *box, QVBoxLayout *layout,
                               const QString &prefix) {
        while (buttons.size() < n) {
            auto *b = new QPushButton(box);
            b->setObjectName(prefix + QString::number(buttons.size()));
            b->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 4px 8px; }"));
            b->installEventFilter(this);
            connect(b, &QPushButton::clicked, this, [this, b] { giveHit(indexOfCreature(b)); });
            layout->addWidget(b);
            buttons.push_back(b);
        }
        for (std::size_t i = 0; i < buttons.size(); ++i)
            buttons[i]->setVisible(i < n);
    };
    ensure(m_allies, static_cast<std::size_t>(allies.size()) + 1, m_partyBox, m_partyLayout, QStringLiteral("espiralAlly"));
    ensure(m_enemies, static_cast<std::size_t>(enemies.size()), m_enemyBox, m_enemyLayout, QStringLiteral("espiralEnemy"));
    const bool party = phase == QLatin1String("party-damage");
    const bool enemy = phase == QLatin1String("enemy-damage");
    const int level = num(v, "heroLevel");
    QStringList hero{tr("%1, the hero").arg(m_name.isEmpty() ? tr("Hero") : m_name), tr("level %1").arg(level)};
    if (party && m_pendingHero > 0)
        hero << tr("%n hit(s) given", nullptr, m_pendingHero);
    m_allies[0]->setText(hero.join(QLatin1Char('\n')));
    m_allies[0]->setToolTip(tr("The hero takes a hit only above level 1, one level a hit; he still counter-attacks."));
    for (qsizetype i = 0; i < allies.size(); ++i) {
        const int pending = party && static_cast<std::size_t>(i) < m_pending.size() ? m_pending[static_cast<std::size_t>(i)] : 0;
        QPushButton *b = m_allies[static_cast<std::size_t>(i) + 1];
        b->setText(creatureText(cards, allies.at(i).toObject(), pending));
        b->setToolTip(party ? tr("Click to give a hit, right-click to take one back; or drag the hit here.") : QString());
    }
    for (qsizetype i = 0; i < enemies.size(); ++i) {
        const int pending = enemy && static_cast<std::size_t>(i) < m_pending.size() ? m_pending[static_cast<std::size_t>(i)] : 0;
        QPushButton *b = m_enemies[static_cast<std::size_t>(i)];
        b->setText(creatureText(cards, enemies.at(i).toObject(), pending));
        b->setToolTip(enemy ? tr("Click to give a hit, right-click to take one back; or drag the hit here.") : QString());
    }
    m_noEnemy->setVisible(enemies.isEmpty());
}

void EspiralWindow::refresh()
{
    if (!m_map)
        return;
    const QJsonObject v = view();
    const QString phase = phaseOf(v);
    const QJsonArray lands = v.value(QStringLiteral("lands")).toArray();
    const int position = num(v, "position");
    const int level = num(v, "heroLevel");
    const int dice = num(v, "dice");
    const int strikes = num(v, "strikes");
    const bool over = phase == QLatin1String("over");
    const bool tie = v.value(QStringLiteral("options")).toObject().value(QStringLiteral("tie")).toString() == QLatin1String("encounter");

    // A new assignment starts with no hits given.
    const bool assigning = phase == QLatin1String("party-damage") || phase == QLatin1String("enemy-damage");
    const std::size_t side = static_cast<std::size_t>(
        v.value(phase == QLatin1String("enemy-damage") ? QStringLiteral("enemies") : QStringLiteral("allies")).toArray().size());
    if (!assigning || m_assigning != phase || m_pending.size() != side) {
        m_pending.assign(assigning ? side : 0, 0);
        m_pendingHero = 0;
        m_assigning = assigning ? phase : QString();
    }

    if (const auto record = m_session->store().game(m_session->gameId()))
        setWindowTitle(tr("%1 — Espiral").arg(record->title));
    std::vector<EspiralMap::Place> places;
    places.push_back({tr("First stronghold"), 0, true});
    for (const QJsonValue &l : lands) {
        const QJsonObject o = l.toObject();
        places.push_back({o.value(QStringLiteral("name")).toString(), num(o, "number"), o.value(QStringLiteral("ranged")).toBool(true)});
    }
    places.push_back({tr("Last stronghold"), 0, true});
    m_map->setPlaces(std::move(places), level > 0 ? position : -1, level);

    const QJsonObject here = position >= 1 && position <= lands.size() ? lands.at(position - 1).toObject() : QJsonObject();
    const QString where = position == 0 ? tr("on the first stronghold")
        : position > lands.size()       ? tr("on the last stronghold")
                                        : tr("on land %1 of %2: %3 (%4)")
                                        .arg(position)
                                        .arg(lands.size())
                                        .arg(here.value(QStringLiteral("name")).toString())
                                        .arg(num(here, "number"));
    m_heroLabel->setText(level > 0 ? tr("Hero level %1, %2").arg(level).arg(where) : tr("The hero has fallen %1").arg(where));
    const QJsonArray counts = v.value(QStringLiteral("deckCounts")).toArray();
    m_decks->setText(tr("Decks: first %1 · second %2 · third %3 cards\nBattles fought: %4 · allies lost: %5")
                         .arg(counts.at(0).toInt())
                         .arg(counts.at(1).toInt())
                         .arg(counts.at(2).toInt())
                         .arg(num(v, "battles"))
                         .arg(num(v, "lost")));
    rebuildCreatures(v);
    m_noEnemy->setText(tr("No enemy: the battlefield is empty."));

    const bool rolling = phase == QLatin1String("trial") || phase == QLatin1String("enemy-attack")
        || phase == QLatin1String("counter-attack");
    const bool attackRoll = rolling && phase != QLatin1String("trial");
    QString status;
    QString odds;
    if (phase == QLatin1String("move")) {
        status = position >= lands.size() ? tr("Move on to the last stronghold: the adventure is won there.")
                                          : tr("Move on to land %1 of %2.").arg(position + 1).arg(lands.size());
        m_advance->setText(position >= lands.size() ? tr("Move On to the Last Stronghold") : tr("Move On to the Next Land"));
    } else if (phase == QLatin1String("trial")) {
        status = tr("Dice trial on %1: type the faces of two dice, or let the app roll.")
                     .arg(here.value(QStringLiteral("name")).toString());
        odds = oddsText(num(here, "number"), tie);
    } else if (phase == QLatin1String("reward")) {
        status = tr("No encounter: recruit a creature from the first deck, heal your allies by levels your hero gives "
                    "up, or neither.");
    } else if (phase == QLatin1String("encounter")) {
        status = tr("An encounter! Draw the enemies for a party of %n ally(ies).", nullptr,
                    static_cast<int>(v.value(QStringLiteral("allies")).toArray().size()));
    } else if (phase == QLatin1String("enemy-attack")) {
        status = tr("Battle round %1: the enemies attack with %n die(s). Type the faces or the count of strikes, or let "
                    "the app roll.", nullptr, dice)
                     .arg(num(v, "battleRound"));
    } else if (phase == QLatin1String("counter-attack")) {
        status = tr("Your counter-attack with %n die(s). Type the faces or the count of strikes, or let the app roll.",
                    nullptr, dice);
    } else if (phase == QLatin1String("party-damage")) {
        status = tr("%n hit(s) on your party: give each to a creature. Your hero takes hits only above level 1.", nullptr,
                    strikes);
    } else if (phase == QLatin1String("enemy-damage")) {
        status = tr("%n strike(s) against the enemies: give each to an enemy.", nullptr, strikes);
    } else if (over) {
        status = v.value(QStringLiteral("won")).toBool() ? tr("The adventure is won: your hero stands on the last stronghold.")
                                                         : tr("The adventure is lost: your hero is dead.");
    }
    if (attackRoll)
        odds = tr("A die strikes on 5 or 6 (1 in 3): about %1 strike(s) from %2 dice.")
                   .arg(QLocale().toString(dice / 3.0, 'f', 1))
                   .arg(dice);
    m_status->setText(status);
    m_odds->setText(odds);
    m_odds->setVisible(!odds.isEmpty());

    m_facesLabel->setVisible(rolling);
    for (int d = 0; d < static_cast<int>(m_faces.size()); ++d) {
        QLineEdit *f = m_faces[static_cast<std::size_t>(d)];
        f->setVisible(rolling && d < dice);
        if (!rolling)
            f->clear();
    }
    m_enterDice->setVisible(rolling);
    m_strikesLabel->setVisible(attackRoll);
    m_strikes->setVisible(attackRoll);
    m_strikes->setRange(0, std::max(dice, 0));
    m_enterStrikes->setVisible(attackRoll);
    m_roll->setVisible(rolling);
    m_advance->setVisible(phase == QLatin1String("move"));
    m_draw->setVisible(phase == QLatin1String("encounter"));
    const bool reward = phase == QLatin1String("reward");
    m_recruit->setVisible(reward);
    m_recruit->setText(tr("Recruit from the First Deck"));
    m_recruit->setEnabled(counts.at(0).toInt() > 0);
    m_healLevels->setVisible(reward);
    m_healLevels->setRange(level > 1 ? 1 : 0, std::max(level - 1, 0));
    m_heal->setVisible(reward);
    m_heal->setEnabled(level > 1);
    m_skip->setVisible(reward);
    fillDrawn(phase);
    m_hitToken->setVisible(assigning);
    m_clear->setVisible(assigning);
    m_deal->setVisible(assigning);
    if (assigning) {
        const int given = std::accumulate(m_pending.begin(), m_pending.end(), m_pendingHero);
        m_hitsLabel->setText(tr("%1 of %n hit(s) given.", nullptr, strikes).arg(given));
    }
    m_hitsLabel->setVisible(assigning);
    m_showResults->setVisible(over);

    m_undo->setEnabled(!m_session->history().empty() && m_session->canUndo(0));
}

bool EspiralWindow::submit(const QJsonObject &act)
{
    // The module's own refusal, with the creature and the number it names, for the sentence;
    // the session then logs the attempt and says the same code.
    es::Refusal refusal;
    if (const es::State *s = typed()) {
        if (const auto a = es::EspiralRules::actionFromJson(*s, act, nullptr))
            refusal = es::validate(*s, 0, *a);
    }
    const QJsonArray cards = view().value(QStringLiteral("cards")).toArray();
    const game::Session::Result r = m_session->submit(0, act);
    if (!r.accepted) {
        if (!r.storeError.isEmpty()) {
            QMessageBox::warning(this, tr("Espiral"), tr("The action could not be recorded: %1").arg(r.storeError));
        } else if (refusal.code == r.violation.code) {
            m_refusal->setText(refusalText(QString::fromLatin1(refusal.code.data(), static_cast<qsizetype>(refusal.code.size())),
                                           QString::fromLatin1(refusal.rule.data(), static_cast<qsizetype>(refusal.rule.size())),
                                           cardName(cards, refusal.card), refusal.limit));
        } else {
            m_refusal->setText(refusalText(QString::fromStdString(r.violation.code), QString::fromStdString(r.violation.rule),
                                           QString(), -1));
        }
        refresh();
        return false;
    }
    m_refusal->clear();
    const QJsonObject v = view();
    for (const game::CodedEvent &e : r.events) {
        const QString text = eventText(e.json, v.value(QStringLiteral("cards")).toArray(), v.value(QStringLiteral("lands")).toArray());
        if (!text.isEmpty())
            m_log->addItem(text);
    }
    m_log->scrollToBottom();
    for (QLineEdit *f : m_faces)
        f->clear();
    m_pending.clear(); // the next assignment starts afresh
    refresh();
    if (m_session->state().isOver() && !m_resultShown)
        showResults();
    return true;
}

void EspiralWindow::submitLegal(const QString &type)
{
    // The app's own roll (from the seed) and the top cards of its decks: what the module offers.
    for (const QJsonObject &a : m_session->state().legalActions(0)) {
        if (a.value(QStringLiteral("type")).toString() != type)
            continue;
        if (type == QLatin1String("roll")
            && a.value(QStringLiteral("roll")).toObject().value(QStringLiteral("source")).toString() != QLatin1String("rolled"))
            continue;
        submit(a);
        return;
    }
    m_refusal->setText(type == QLatin1String("recruit") ? refusalText(QStringLiteral("DECK_EMPTY"), QStringLiteral("E-RECRUIT"), QString(), -1)
                                                        : tr("Not now."));
}

QComboBox *EspiralWindow::drawnField(int i) const
{
    return m_drawn.at(static_cast<std::size_t>(i));
}

void EspiralWindow::fillDrawn(const QString &phase)
{
    // Which deck each card to draw comes from: the one recruit from the first deck, or the
    // cards of the encounter's draw as the module lists them (its own top cards, whose
    // names are not shown: the decks' order is hidden).
    std::vector<int> decks;
    const es::State *s = typed();
    if (s && phase == QLatin1String("reward") && !s->decks[0].empty()) {
        decks.push_back(0);
    } else if (s && phase == QLatin1String("encounter")) {
        for (const QJsonObject &a : m_session->state().legalActions(0)) {
            if (a.value(QStringLiteral("type")).toString() != QLatin1String("draw"))
                continue;
            for (const QJsonValue &id : a.value(QStringLiteral("cards")).toArray())
                decks.push_back(es::deckOf(s->card(id.toInt())));
            break;
        }
    }
    m_drawnLabel->setVisible(!decks.empty());
    m_drawnLabel->setText(tr("Drawn at the table (or as the app draws):"));
    for (std::size_t i = 0; i < m_drawn.size(); ++i) {
        QComboBox *box = m_drawn[i];
        box->setVisible(i < decks.size());
        if (i >= decks.size()) {
            box->clear();
            continue;
        }
        const int deck = decks[i];
        const QString key = QStringLiteral("%1/%2/%3").arg(phase).arg(deck).arg(s->rollIndex);
        if (box->property("espiralKey").toString() == key)
            continue; // keep the player's choice while the phase lasts
        box->setProperty("espiralKey", key);
        box->clear();
        box->addItem(tr("deck %1: as the app draws").arg(deck + 1), -1);
        // The cards of that deck now: neither in the party nor on the battlefield.
        for (int id = 0; id < static_cast<int>(s->table->cards.size()); ++id) {
            const auto inUse = [id](const std::vector<es::Creature> &side) {
                return std::any_of(side.begin(), side.end(), [id](const es::Creature &c) { return c.card == id; });
            };
            if (es::deckOf(s->card(id)) == deck && !inUse(s->allies) && !inUse(s->enemies))
                box->addItem(QString::fromStdString(s->card(id).name), id);
        }
    }
}

void EspiralWindow::recruit()
{
    const int card = m_drawn.front()->isVisibleTo(this) ? m_drawn.front()->currentData().toInt() : -1;
    if (card < 0)
        submitLegal(QStringLiteral("recruit"));
    else
        submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("recruit")}, {QStringLiteral("card"), card}});
}

void EspiralWindow::draw()
{
    QJsonArray app;
    for (const QJsonObject &a : m_session->state().legalActions(0)) {
        if (a.value(QStringLiteral("type")).toString() == QLatin1String("draw"))
            app = a.value(QStringLiteral("cards")).toArray();
    }
    QJsonArray cards;
    for (qsizetype i = 0; i < app.size(); ++i) {
        QComboBox *box = m_drawn.at(static_cast<std::size_t>(i));
        const int chosen = box->isVisibleTo(this) ? box->currentData().toInt() : -1;
        cards.append(chosen >= 0 ? chosen : app.at(i).toInt());
    }
    submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("draw")}, {QStringLiteral("cards"), cards}});
}

void EspiralWindow::enterFaces()
{
    const int dice = num(view(), "dice");
    QJsonArray faces;
    for (int d = 0; d < dice && d < static_cast<int>(m_faces.size()); ++d) {
        const QString t = m_faces[static_cast<std::size_t>(d)]->text();
        if (t.isEmpty()) {
            m_refusal->setText(tr("Type the face of die %1 of %2 first.").arg(d + 1).arg(dice));
            m_faces[static_cast<std::size_t>(d)]->setFocus();
            return;
        }
        faces.append(t.toInt());
    }
    submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("roll")},
                       {QStringLiteral("roll"), QJsonObject{{QStringLiteral("source"), QStringLiteral("typed")},
                                                            {QStringLiteral("sides"), 6},
                                                            {QStringLiteral("faces"), faces}}}});
}

void EspiralWindow::enterStrikes()
{
    submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("roll")}, {QStringLiteral("strikes"), m_strikes->value()}});
}

void EspiralWindow::heal()
{
    submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("heal")}, {QStringLiteral("levels"), m_healLevels->value()}});
}

void EspiralWindow::deal()
{
    QJsonArray hits;
    for (int h : m_pending)
        hits.append(h);
    submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("assign")}, {QStringLiteral("hits"), hits},
                       {QStringLiteral("hero"), m_pendingHero}});
}

void EspiralWindow::giveHit(int index)
{
    const QJsonObject v = view();
    if (m_assigning.isEmpty())
        return;
    if (index < -1 || index >= static_cast<int>(m_pending.size()) || (index == -1 && m_assigning != QLatin1String("party-damage")))
        return;
    const int strikes = num(v, "strikes");
    const int given = std::accumulate(m_pending.begin(), m_pending.end(), m_pendingHero);
    if (given >= strikes) {
        m_refusal->setText(tr("All %n hit(s) are given: right-click a creature to take one back, or deal them.", nullptr, strikes));
        return;
    }
    // Each hit as it is given: the module says whether this creature may take one more.
    es::Assign trial;
    trial.hits = m_pending;
    trial.hero = m_pendingHero;
    if (index < 0)
        ++trial.hero;
    else
        ++trial.hits[static_cast<std::size_t>(index)];
    if (const es::State *s = typed()) {
        const es::Refusal r = es::validate(*s, 0, trial);
        if (!r.ok() && r.code != "HITS_NOT_ALL_ASSIGNED") {
            m_refusal->setText(refusalText(QString::fromLatin1(r.code.data(), static_cast<qsizetype>(r.code.size())),
                                           QString::fromLatin1(r.rule.data(), static_cast<qsizetype>(r.rule.size())),
                                           cardName(v.value(QStringLiteral("cards")).toArray(), r.card), r.limit));
            return;
        }
    }
    m_refusal->clear();
    m_pending = trial.hits;
    m_pendingHero = trial.hero;
    refresh();
}

void EspiralWindow::takeHit(int index)
{
    if (m_assigning.isEmpty())
        return;
    if (index == -1 && m_pendingHero > 0)
        --m_pendingHero;
    else if (index >= 0 && index < static_cast<int>(m_pending.size()) && m_pending[static_cast<std::size_t>(index)] > 0)
        --m_pending[static_cast<std::size_t>(index)];
    m_refusal->clear();
    refresh();
}

void EspiralWindow::clearHits()
{
    std::fill(m_pending.begin(), m_pending.end(), 0);
    m_pendingHero = 0;
    m_refusal->clear();
    refresh();
}

int EspiralWindow::indexOfCreature(QWidget *w) const
{
    if (m_assigning == QLatin1String("enemy-damage")) {
        for (std::size_t i = 0; i < m_enemies.size(); ++i) {
            if (m_enemies[i] == w)
                return static_cast<int>(i);
        }
    } else if (m_assigning == QLatin1String("party-damage")) {
        for (std::size_t i = 0; i < m_allies.size(); ++i) {
            if (m_allies[i] == w)
                return static_cast<int>(i) - 1;
        }
    }
    return -2;
}

void EspiralWindow::undo()
{
    if (m_session->history().empty() || !m_session->canUndo(0))
        return;
    const game::Session::Result r = m_session->undo(0);
    if (r.accepted)
        m_log->addItem(tr("The last action was taken back."));
    m_pending.clear();
    m_refusal->clear();
    refresh();
}

void EspiralWindow::showResults()
{
    if (!m_results) {
        m_results = new EspiralResultsDialog(m_session->store(), this);
    } else {
        m_results->reload();
    }
    m_resultShown = true;
    m_results->open();
}

bool EspiralWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::RightButton) {
            const int index = indexOfCreature(qobject_cast<QWidget *>(watched));
            if (index >= -1) {
                takeHit(index);
                return true;
            }
        }
        if (watched == m_hitToken)
            m_pressed = m_hitToken;
    } else if (event->type() == QEvent::MouseButtonRelease && watched == m_hitToken && m_pressed == m_hitToken) {
        // A drag of the hit token: released over a creature, it gives that creature a hit.
        m_pressed = nullptr;
        auto *mouse = static_cast<QMouseEvent *>(event);
        for (QWidget *target = childAt(mapFromGlobal(mouse->globalPosition().toPoint())); target;
             target = target->parentWidget()) {
            if (const int index = indexOfCreature(target); index >= -1) {
                giveHit(index);
                break;
            }
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void EspiralWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace xobos::ui::espiral
