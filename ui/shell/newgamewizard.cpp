// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/newgamewizard.h"

#include "ui/companion/sheetonlywindow.h"
#include "ui/companion/sheetsetuppage.h"
#include "ui/espiral/espiralsetuppage.h"
#include "ui/espiral/espiralwindow.h"
#include "ui/invaders/invaderssetuppage.h"
#include "ui/invaders/invaderswindow.h"
#include "ui/tech/techsetuppage.h"
#include "ui/tech/techwindow.h"
#include "ui/shell/boardchoicepage.h"
#include "ui/shell/gamechoicepage.h"
#include "ui/shell/helpdialog.h"
#include "ui/shell/gamekinds.h"

#include "store/pinhash.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

namespace {

struct NamedColour {
    const char *name;
    const char *hex;
};
constexpr NamedColour kColours[] = {
    {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Blue"), "#2f6fd6"},
    {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Red"), "#d23a3a"},
    {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Green"), "#2e9e4f"},
    {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Yellow"), "#e0a11b"},
    {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Purple"), "#8e44ad"},
    {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Orange"), "#e67e22"},
};

QLabel *explanation(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    label->setStyleSheet(QStringLiteral("color: palette(dark);"));
    return label;
}

} // namespace

// The rules page creates the game when the referee presses Next: from then on the game
// is in the library and each Leader choice is a logged action.
class RulesWizardPage : public QWizardPage
{
public:
    explicit RulesWizardPage(NewGameWizard *wizard)
        : m_wizard(wizard)
    {
    }
    bool validatePage() override
    {
        if (m_wizard->m_created)
            return true;
        QString error;
        if (!m_wizard->loadBoard(&error) || !m_wizard->m_controller->newGame(m_wizard->newGame(), &error)) {
            QMessageBox::warning(this, NewGameWizard::tr("The game cannot be created"), error);
            return false;
        }
        m_wizard->m_created = true;
        return true;
    }

private:
    NewGameWizard *m_wizard;
};

// "Pass the laptop to Blue", then the Leader is chosen where only that player looks.
class LeaderWizardPage : public QWizardPage
{
public:
    LeaderWizardPage(NewGameWizard *wizard, int seat)
        : m_wizard(wizard)
        , m_seat(seat)
        , m_group(new QButtonGroup(this))
    {
        setObjectName(QStringLiteral("leaderPage%1").arg(seat));
        auto *layout = new QVBoxLayout(this);
        m_pass = new QLabel(this);
        QFont big = m_pass->font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        big.setBold(true);
        m_pass->setFont(big);
        layout->addWidget(m_pass);
        layout->addWidget(explanation(NewGameWizard::tr("Everybody else looks away. Choose your Leader: he starts "
                                                        "with Power 2 and is the only Guardian who can heal himself. "
                                                        "Nobody else will see your choice."),
                                      this));
        for (int g = 0; g < 4; ++g) {
            auto *radio = new QRadioButton(this);
            radio->setObjectName(QStringLiteral("leader%1").arg(g));
            m_group->addButton(radio, g);
            layout->addWidget(radio);
        }
        layout->addStretch();
        connect(m_group, &QButtonGroup::idClicked, this, &QWizardPage::completeChanged);
    }
    void initializePage() override
    {
        GameController *c = m_wizard->m_controller;
        const QString name = playerText(c->playerNames(), m_seat);
        setTitle(NewGameWizard::tr("Pass the laptop to %1").arg(name));
        m_pass->setText(NewGameWizard::tr("%1, it is your turn to choose.").arg(name));
        const rules::GameView view = c->view();
        const rules::Board *board = c->board();
        m_group->setExclusive(false);
        for (QAbstractButton *b : m_group->buttons())
            b->setChecked(false);
        m_group->setExclusive(true);
        if (!board || m_seat >= static_cast<int>(view.players.size()))
            return;
        const rules::PlayerView &pv = view.players[static_cast<std::size_t>(m_seat)];
        for (int g = 0; g < static_cast<int>(pv.guardians.size()) && g < 4; ++g) {
            m_group->button(g)->setText(NewGameWizard::tr("%1 (on %2)")
                                            .arg(guardianText(ownerText(c->playerNames(), c->playerColours(), m_seat), g),
                                                 spaceText(*board, pv.guardians[static_cast<std::size_t>(g)].space)));
        }
    }
    bool isComplete() const override { return m_group->checkedId() >= 0; }
    bool validatePage() override
    {
        const int g = m_group->checkedId();
        if (g < 0)
            return false;
        if (!m_wizard->m_controller->submit(m_seat, rules::ChooseLeader{g}))
            return false;
        // Nothing of the choice stays on screen for the next player.
        m_group->setExclusive(false);
        m_group->button(g)->setChecked(false);
        m_group->setExclusive(true);
        return true;
    }

private:
    NewGameWizard *m_wizard;
    int m_seat;
    QButtonGroup *m_group;
    QLabel *m_pass = nullptr;
};

NewGameWizard::NewGameWizard(GameController *controller, QWidget *parent, const QString &module)
    : QWizard(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("newGameWizard"));
    setWindowTitle(tr("New game"));
    setOption(QWizard::NoBackButtonOnLastPage);
    m_gamePage = new GameChoicePage(this);
    setPage(GamePage, m_gamePage);
    setPage(PlayersPage, createPlayersPage());
    m_boardPage = new BoardChoicePage(this);
    setPage(BoardPage, m_boardPage);
    m_boardPage->setPlayerCount(m_count->value());
    connect(m_count, &QSpinBox::valueChanged, m_boardPage, &BoardChoicePage::setPlayerCount);

    auto *rules = new RulesWizardPage(this);
    rules->setTitle(tr("Variant and rulings"));
    rules->setSubTitle(tr("The game is created in the library when you press Next."));
    m_variant = new QComboBox(rules);
    m_variant->setObjectName(QStringLiteral("variant"));
    for (auto v : {rules::Variant::FogOfWar, rules::Variant::ChecksAndBalances, rules::Variant::TrainingGround})
        m_variant->addItem(variantText(v), static_cast<int>(v));
    m_variantInfo = explanation(QString(), rules);
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        m_variantInfo->setText(variantDescription(static_cast<rules::Variant>(m_variant->currentData().toInt())));
    });
    m_variantInfo->setText(variantDescription(rules::Variant::FogOfWar));
    const rules::Ruleset defaults;
    m_watchtower = new QSpinBox(rules);
    m_watchtower->setRange(1, 6);
    m_watchtower->setValue(defaults.watchtowerCapacity);
    m_unmanned = new QCheckBox(tr("An armed Watchtower may shoot without a Guardian"), rules);
    m_unmanned->setChecked(defaults.unmannedWatchtowerMayShoot);
    m_enemyBase = new QCheckBox(tr("Units may enter another player's empty Base"), rules);
    m_enemyBase->setChecked(defaults.mayEnterEnemyBase);
    m_quarksBuilding = new QCheckBox(tr("Quarks may enter a space holding only an enemy Building"), rules);
    m_quarksBuilding->setChecked(defaults.quarksMayEnterEnemyBuilding);
    m_selfHealConnection = new QCheckBox(tr("The Leader heals himself through a Healing connection"), rules);
    m_selfHealConnection->setChecked(defaults.leaderSelfHealNeedsConnection);
    m_limits = new QCheckBox(tr("Limit Buildings to the tokens in the box"), rules);
    m_limits->setChecked(defaults.componentLimits);
    m_attackSources = new QCheckBox(tr("An attack destroys all the defender's Quarks and crystals in the space"), rules);
    m_attackSources->setObjectName(QStringLiteral("attackDestroysDefendingSources"));
    m_attackSources->setChecked(defaults.attackDestroysDefendingSources);
    m_drawFirst = new QRadioButton(tr("Draw the first player (seed):"), rules);
    m_drawFirst->setChecked(true);
    auto *tableFirst = new QRadioButton(tr("Decided at the table:"), rules);
    m_seed = new QSpinBox(rules);
    m_seed->setRange(1, 999999);
    m_seed->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1, 999999)));
    m_tableFirst = new QComboBox(rules);
    m_tableFirst->setObjectName(QStringLiteral("tableFirst"));
    for (int seat = 0; seat < m_count->value(); ++seat)
        m_tableFirst->addItem(m_names[seat]->text(), seat);
    // The ruling ids stay behind Details: the table reads what an option does.
    const auto ruled = [this, rules](const QString &text, const char *rule) {
        QLabel *label = explanation(text, rules);
        m_rulingNotes.append({label, text, QString::fromLatin1(rule)});
        connect(label, &QLabel::linkActivated, this, [this](const QString &id) {
            if (HelpDialog *help = HelpDialog::of(this))
                help->showRule(id);
        });
        return label;
    };
    auto *form = new QFormLayout(rules);
    form->addRow(tr("Variant:"), m_variant);
    form->addRow(QString(), m_variantInfo);
    form->addRow(tr("Watchtower capacity:"), m_watchtower);
    form->addRow(QString(), ruled(tr("Crystals a Watchtower holds without the Rank II tile."), "R-WT-CAP"));
    form->addRow(QString(), m_unmanned);
    form->addRow(QString(), ruled(tr("Otherwise a Watchtower only helps its own Guardian."), "R-WT-SOLO"));
    form->addRow(QString(), m_enemyBase);
    form->addRow(QString(), ruled(tr("The rulebook forbids it; some tables allow it."), "R-MOVE-ENEMY-BASE"));
    form->addRow(QString(), m_quarksBuilding);
    form->addRow(QString(), ruled(tr("By default only a Guardian destroys Buildings."), "R-MOVE-QUARK-BUILDING"));
    form->addRow(QString(), m_selfHealConnection);
    form->addRow(QString(), ruled(tr("Off, the Leader heals 1 in every attack on him."), "R-LEADER-SELFHEAL"));
    form->addRow(QString(), m_limits);
    form->addRow(QString(), ruled(tr("4 Mines, 5 Energy Wells, 4 Technology Buildings, 5 Watchtowers, 4 Reactors "
                                     "per player."),
                                  "R-COMPONENT-LIMITS"));
    form->addRow(QString(), m_attackSources);
    form->addRow(QString(), ruled(tr("Off, only those that absorb the attack's Power."), "R-ATTACK-RESOLVE"));
    form->addRow(m_drawFirst, m_seed);
    form->addRow(tableFirst, m_tableFirst);
    m_details = new QPushButton(tr("Details"), rules);
    m_details->setObjectName(QStringLiteral("rulingDetails"));
    m_details->setCheckable(true);
    m_details->setToolTip(tr("Show the ids of the rulings in the rules reference"));
    connect(m_details, &QPushButton::toggled, this, &NewGameWizard::setRulingDetailsShown);
    form->addRow(QString(), m_details);
    setRulingDetailsShown(false);
    setPage(RulesPage, rules);

    for (int seat = 0; seat < 4; ++seat)
        setPage(LeaderPage0 + seat, new LeaderWizardPage(this, seat));
    m_sheetPage = new companion::SheetSetupPage(this);
    setPage(SheetPage, m_sheetPage);
    m_espiralPage = new espiral::EspiralSetupPage(this);
    setPage(EspiralPage, m_espiralPage);
    m_invadersPage = new invaders::InvadersSetupPage(this);
    setPage(InvadersPage, m_invadersPage);
    m_techPage = new tech::TechSetupPage(this);
    setPage(TechPage, m_techPage);
    if (!module.isEmpty() && m_gamePage->choose(module))
        setStartId(firstPageOf(chosenGame()));
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == PlayersPage)
            adaptPlayersPage();
    });
    resize(640, 560);
}

void NewGameWizard::setRulingDetailsShown(bool shown)
{
    for (const RulingNote &note : std::as_const(m_rulingNotes)) {
        note.label->setTextFormat(shown ? Qt::RichText : Qt::PlainText);
        note.label->setText(shown ? QStringLiteral("%1 <a href=\"%2\">%2</a>").arg(note.text.toHtmlEscaped(), note.rule)
                                  : note.text);
    }
    if (m_details->isChecked() != shown)
        m_details->setChecked(shown);
}

const GameKind &NewGameWizard::chosenGame() const
{
    return m_gamePage->chosen();
}

int NewGameWizard::firstPageOf(const GameKind &kind) const
{
    switch (kind.window) {
    case GameKind::Window::Table: return PlayersPage;
    case GameKind::Window::SheetOnly: return SheetPage;
    case GameKind::Window::Tech: return PlayersPage;
    case GameKind::Window::Espiral: return EspiralPage;
    case GameKind::Window::Invaders: return InvadersPage;
    }
    return PlayersPage;
}

void NewGameWizard::setSettings(QSettings *settings)
{
    m_techPage->setSettings(settings);
}

void NewGameWizard::chooseGame(QStringView module)
{
    m_gamePage->choose(module);
}

bool NewGameWizard::startOwnWindow(int page)
{
    if (m_created)
        return true;
    QString error;
    if (!m_controller->openLibrary(&error)) {
        QMessageBox::warning(this, tr("The game cannot be created"), error);
        return false;
    }
    // These games' windows live beside the main window, not inside this wizard.
    store::GameStore &library = m_controller->store();
    QWidget *beside = parentWidget();
    bool started = false;
    switch (page) {
    case SheetPage:
        started = static_cast<bool>(companion::SheetOnlyWindow::start(library, m_sheetPage->setup(), beside));
        break;
    case InvadersPage:
        started = static_cast<bool>(
            invaders::InvadersWindow::start(library, m_invadersPage->names(), m_invadersPage->setup(), beside));
        break;
    case EspiralPage:
        started = static_cast<bool>(
            espiral::EspiralWindow::start(library, m_espiralPage->playerName(), m_espiralPage->setup(), beside));
        break;
    case TechPage: {
        QStringList names;
        for (int seat = 0; seat < 2; ++seat)
            names << m_names[seat]->text().trimmed();
        started = static_cast<bool>(tech::TechWindow::start(library, names, pinHashes(), 0, beside, m_techPage->setup()));
        if (started)
            m_techPage->remember();
        break;
    }
    default: return false;
    }
    if (!started)
        return false;
    m_created = true;
    Q_EMIT m_controller->libraryChanged();
    return true;
}

void NewGameWizard::adaptPlayersPage()
{
    // TECH is for two, and its window has no referee's view: no referee PIN.
    const bool tech = chosenGame().window == GameKind::Window::Tech;
    m_count->setRange(2, tech ? 2 : 4);
    m_refereePin->setEnabled(!tech);
    m_refereePinConfirm->setEnabled(!tech);
}

NewGameWizard::~NewGameWizard() = default;

QWizardPage *NewGameWizard::createPlayersPage()
{
    auto *page = new QWizardPage(this);
    page->setTitle(tr("Players"));
    page->setSubTitle(tr("Two to four players, in seat order: play passes to the left."));
    m_count = new QSpinBox(page);
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(2, 4);
    m_count->setValue(2);
    auto *grid = new QGridLayout(page);
    grid->addWidget(new QLabel(tr("Number of players:"), page), 0, 0);
    grid->addWidget(m_count, 0, 1);
    static const char *defaults[] = {QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Blue"),
                                     QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Red"),
                                     QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Green"),
                                     QT_TRANSLATE_NOOP("xobos::ui::NewGameWizard", "Yellow")};
    for (int seat = 0; seat < 4; ++seat) {
        auto *name = new QLineEdit(tr(defaults[seat]), page);
        name->setObjectName(QStringLiteral("playerName%1").arg(seat));
        auto *colour = new QComboBox(page);
        colour->setObjectName(QStringLiteral("playerColour%1").arg(seat));
        for (const NamedColour &c : kColours) {
            QPixmap dot(14, 14);
            dot.fill(QColor::fromString(QLatin1String(c.hex)));
            colour->addItem(QIcon(dot), tr(c.name), QLatin1String(c.hex));
        }
        colour->setCurrentIndex(seat);
        auto *pin = new QLineEdit(page);
        pin->setObjectName(QStringLiteral("playerPin%1").arg(seat));
        pin->setEchoMode(QLineEdit::Password);
        pin->setMaxLength(kMaxPinLength);
        pin->setPlaceholderText(tr("PIN (optional)"));
        pin->setToolTip(tr("Only this player types it: it opens their private sheets"));
        auto *confirm = new QLineEdit(page);
        confirm->setObjectName(QStringLiteral("playerPinConfirm%1").arg(seat));
        confirm->setEchoMode(QLineEdit::Password);
        confirm->setMaxLength(kMaxPinLength);
        confirm->setPlaceholderText(tr("PIN again"));
        confirm->setToolTip(tr("Type the same PIN a second time"));
        m_names << name;
        m_colours << colour;
        m_pins << pin;
        m_pinConfirms << confirm;
        grid->addWidget(new QLabel(tr("Seat %1:").arg(seat + 1), page), seat + 1, 0);
        grid->addWidget(name, seat + 1, 1);
        grid->addWidget(colour, seat + 1, 2);
        grid->addWidget(pin, seat + 1, 3);
        grid->addWidget(confirm, seat + 1, 4);
        connect(pin, &QLineEdit::textChanged, this, &NewGameWizard::updatePinNote);
    }
    m_refereePin = new QLineEdit(page);
    m_refereePin->setObjectName(QStringLiteral("refereePin"));
    m_refereePin->setEchoMode(QLineEdit::Password);
    m_refereePin->setMaxLength(kMaxPinLength);
    m_refereePin->setPlaceholderText(tr("PIN (optional)"));
    m_refereePinConfirm = new QLineEdit(page);
    m_refereePinConfirm->setObjectName(QStringLiteral("refereePinConfirm"));
    m_refereePinConfirm->setEchoMode(QLineEdit::Password);
    m_refereePinConfirm->setMaxLength(kMaxPinLength);
    m_refereePinConfirm->setPlaceholderText(tr("PIN again"));
    connect(m_refereePin, &QLineEdit::textChanged, this, &NewGameWizard::updatePinNote);
    grid->addWidget(new QLabel(tr("Referee:"), page), 5, 0);
    grid->addWidget(m_refereePin, 5, 3);
    grid->addWidget(m_refereePinConfirm, 5, 4);
    grid->addWidget(explanation(tr("A PIN (4 to 64 characters; six or more digits, or a word, resist guessing far "
                                   "better) locks a player's private sheets, or the referee's view of every sheet. "
                                   "Type it twice. Only a salted, slow hash is stored."),
                                page),
                    6, 0, 1, 5);
    m_pinNote = new QLabel(page);
    m_pinNote->setObjectName(QStringLiteral("pinNote"));
    m_pinNote->setWordWrap(true);
    grid->addWidget(m_pinNote, 7, 0, 1, 5);
    m_pinError = new QLabel(page);
    m_pinError->setObjectName(QStringLiteral("pinError"));
    m_pinError->setWordWrap(true);
    m_pinError->setStyleSheet(QStringLiteral("color: #c0392b;"));
    grid->addWidget(m_pinError, 8, 0, 1, 5);
    grid->setRowStretch(9, 1);
    const auto update = [this] {
        for (int seat = 0; seat < 4; ++seat) {
            m_names[seat]->setEnabled(seat < m_count->value());
            m_colours[seat]->setEnabled(seat < m_count->value());
            m_pins[seat]->setEnabled(seat < m_count->value());
            m_pinConfirms[seat]->setEnabled(seat < m_count->value());
        }
        updatePinNote();
        if (m_tableFirst) {
            m_tableFirst->clear();
            for (int seat = 0; seat < m_count->value(); ++seat)
                m_tableFirst->addItem(m_names[seat]->text(), seat);
        }
    };
    connect(m_count, &QSpinBox::valueChanged, this, update);
    for (QLineEdit *name : std::as_const(m_names))
        connect(name, &QLineEdit::textChanged, this, update);
    update();
    return page;
}

void NewGameWizard::setPlayers(const QStringList &names)
{
    m_count->setValue(static_cast<int>(names.size()));
    for (int seat = 0; seat < names.size() && seat < 4; ++seat)
        m_names[seat]->setText(names.at(seat));
}

void NewGameWizard::setBoardName(const QString &name)
{
    m_boardPage->choose(name);
}

bool NewGameWizard::loadBoard(QString *error)
{
    m_loadedBoard = m_boardPage->chosenBoard();
    if (!m_loadedBoard || !m_loadedBoard->servesPlayers(m_count->value())) {
        *error = tr("No board is chosen that serves %n players.", nullptr, m_count->value());
        m_loadedBoard.reset();
        return false;
    }
    return true;
}

store::NewGame NewGameWizard::newGame() const
{
    store::NewGame game;
    game.board = m_loadedBoard;
    game.boardName = m_boardPage->chosenStoredName();
    const int count = m_count->value();
    game.setup.players = count;
    QStringList names;
    for (int seat = 0; seat < count; ++seat) {
        const QString name = m_names[seat]->text().trimmed().isEmpty() ? playerText({}, seat) : m_names[seat]->text().trimmed();
        names << name;
        game.setup.names.push_back(name.toStdString());
        game.colours << m_colours[seat]->currentData().toString();
    }
    game.setup.variant = static_cast<rules::Variant>(m_variant->currentData().toInt());
    game.setup.ruleset.watchtowerCapacity = m_watchtower->value();
    game.setup.ruleset.unmannedWatchtowerMayShoot = m_unmanned->isChecked();
    game.setup.ruleset.mayEnterEnemyBase = m_enemyBase->isChecked();
    game.setup.ruleset.quarksMayEnterEnemyBuilding = m_quarksBuilding->isChecked();
    game.setup.ruleset.leaderSelfHealNeedsConnection = m_selfHealConnection->isChecked();
    game.setup.ruleset.componentLimits = m_limits->isChecked();
    game.setup.ruleset.attackDestroysDefendingSources = m_attackSources->isChecked();
    game.setup.seed = static_cast<std::uint64_t>(m_seed->value());
    game.setup.firstPlayer = m_drawFirst->isChecked() ? -1 : m_tableFirst->currentData().toInt();
    game.title = tr("%1 on %2").arg(names.join(QStringLiteral(", ")), m_boardPage->chosenTitle());
    game.pinHashes = pinHashes();
    game.refereePinHash = m_refereePinHash;
    return game;
}

QStringList NewGameWizard::pinHashes() const
{
    return m_pinHashes.mid(0, m_count->value());
}

bool NewGameWizard::hasLeaderPage(int seat) const
{
    return seat < m_count->value() && m_pinHashes.value(seat).isEmpty();
}

int NewGameWizard::nextId() const
{
    const int id = currentId();
    if (id == GamePage)
        return firstPageOf(chosenGame());
    if (id == PlayersPage && chosenGame().window == GameKind::Window::Tech)
        return TechPage;
    if (id == SheetPage || id == TechPage || id == EspiralPage || id == InvadersPage)
        return -1;
    if (id < RulesPage)
        return id + 1;
    // A seat with a PIN chooses behind the lock in the window; the others here.
    for (int seat = std::max(0, id + 1 - LeaderPage0); seat < m_count->value(); ++seat) {
        if (hasLeaderPage(seat))
            return LeaderPage0 + seat;
    }
    return -1;
}

bool NewGameWizard::validateCurrentPage()
{
    if (currentId() == PlayersPage && !hashPins())
        return false;
    const int page = currentId();
    if ((page == SheetPage || page == EspiralPage || page == InvadersPage || page == TechPage) && !startOwnWindow(page))
        return false;
    return QWizard::validateCurrentPage();
}

void NewGameWizard::updatePinNote()
{
    if (!m_pinNote || !m_refereePin)
        return;
    bool players = false;
    for (int seat = 0; seat < m_count->value() && seat < m_pins.size(); ++seat)
        players = players || !m_pins[seat]->text().isEmpty() || !m_pinHashes.value(seat).isEmpty();
    const bool referee = !m_refereePin->text().isEmpty() || !m_refereePinHash.isEmpty();
    if (!players && !referee)
        m_pinNote->setText(tr("No PIN: the cover between players is a courtesy. Anyone can press Unlock and open "
                              "anybody's sheets; it only keeps a glance away."));
    else if (players && !referee)
        m_pinNote->setText(tr("Players have PINs and the referee has none: the referee's view, and saving the game "
                              "with its hidden values, are not available in this game until it is over."));
    else if (!players)
        m_pinNote->setText(tr("Only the referee has a PIN: the players' sheets open with a button (a courtesy); the "
                              "referee's view needs the referee's PIN."));
    else
        m_pinNote->setText(tr("The sheets of the players with a PIN, and the referee's view, open only with their "
                              "PIN. The referee can reset a forgotten player's PIN."));
}

bool NewGameWizard::hashPins()
{
    QList<QLineEdit *> fields = m_pins;
    fields << m_refereePin;
    QList<QLineEdit *> confirms = m_pinConfirms;
    confirms << m_refereePinConfirm;
    m_pinError->clear();
    for (int i = 0; i < fields.size(); ++i) {
        QLineEdit *field = fields[i];
        if (!field->isEnabled() || (field->text().isEmpty() && confirms[i]->text().isEmpty()))
            continue;
        const QString who = i < m_pins.size() ? (m_names[i]->text().trimmed().isEmpty() ? tr("Seat %1").arg(i + 1)
                                                                                          : m_names[i]->text().trimmed())
                                              : tr("the referee");
        if (field->text().size() < kMinPinLength) {
            m_pinError->setText(tr("The PIN of %1 is too short: a PIN needs at least %2 characters.")
                                    .arg(who)
                                    .arg(kMinPinLength));
            field->setFocus();
            return false;
        }
        if (field->text() != confirms[i]->text()) {
            // Both are emptied: nothing of a PIN typed wrong stays to be read or retried.
            m_pinError->setText(tr("The two PINs of %1 differ. Type the PIN again, twice.").arg(who));
            field->clear();
            confirms[i]->clear();
            field->setFocus();
            return false;
        }
    }
    // Hash, then forget: the fields are emptied and only the hashes are kept.
    for (int i = 0; i < fields.size(); ++i) {
        QLineEdit *field = fields[i];
        if (field->text().isEmpty())
            continue;
        const QString hash = store::hashPin(field->text(), m_pinIterations);
        if (i < m_pins.size())
            m_pinHashes[i] = hash;
        else
            m_refereePinHash = hash;
        field->clear();
        confirms[i]->clear();
        field->setPlaceholderText(tr("PIN set — type to change"));
    }
    updatePinNote();
    return true;
}

} // namespace xobos::ui
