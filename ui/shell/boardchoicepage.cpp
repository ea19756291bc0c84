// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/boardchoicepage.h"

#include "ui/boardeditor/boardeditorwindow.h"
#include "ui/boardeditor/userboards.h"
#include "ui/texts/boardtitle.h"
#include "xobos/io/boardio.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

namespace {

constexpr int kThumbnail = 180;

} // namespace

BoardChoicePage::BoardChoicePage(QWidget *parent)
    : QWizardPage(parent)
    , m_list(new QComboBox(this))
    , m_fromFile(new QPushButton(this))
    , m_thumbnail(new QLabel(this))
    , m_serves(new QLabel(this))
    , m_note(new QLabel(this))
    , m_editor(new QPushButton(this))
{
    setObjectName(QStringLiteral("boardPage"));
    m_list->setObjectName(QStringLiteral("boardName"));
    m_thumbnail->setObjectName(QStringLiteral("boardThumbnail"));
    m_thumbnail->setFixedSize(kThumbnail, kThumbnail);
    m_thumbnail->setFrameShape(QFrame::StyledPanel);
    m_serves->setObjectName(QStringLiteral("boardServes"));
    m_note->setObjectName(QStringLiteral("reconstructionNote"));
    m_note->setWordWrap(true);
    m_editor->setObjectName(QStringLiteral("checkInBoardEditor"));

    auto *side = new QVBoxLayout;
    side->addWidget(m_serves);
    side->addWidget(m_note);
    side->addWidget(m_editor, 0, Qt::AlignLeft);
    side->addStretch();
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_list, 0, 0, 1, 2);
    layout->addWidget(m_fromFile, 0, 2);
    layout->addWidget(m_thumbnail, 1, 0, Qt::AlignTop);
    layout->addLayout(side, 1, 1, 1, 2);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(2, 1);

    connect(m_list, &QComboBox::currentIndexChanged, this, [this] {
        if (m_list->currentIndex() >= 0)
            m_wanted = m_list->currentData().toString();
        showChosen();
        Q_EMIT completeChanged();
    });
    connect(m_fromFile, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open a board"), userBoardsFolder(), tr("Boards (*.json)"));
        if (file.isEmpty())
            return;
        m_files << file;
        m_wanted = file;
        reload();
    });
    connect(m_editor, &QPushButton::clicked, this, &BoardChoicePage::openEditor);
    retranslateUi(); // and reads the boards
}

BoardChoicePage::~BoardChoicePage() = default;

void BoardChoicePage::reload()
{
    m_boards.clear();
    for (const QString &name : io::bundledBoardNames()) {
        const io::BoardLoadResult loaded = io::loadBundledBoard(name);
        if (loaded.board)
            m_boards.append({name, boardTitle(name, *loaded.board), true, std::make_shared<const rules::Board>(*loaded.board)});
    }
    // The bundled sides in the rulebook's order: the standard side first.
    std::stable_sort(m_boards.begin(), m_boards.end(), [](const Entry &a, const Entry &b) {
        return a.key == QLatin1String("standard") && b.key != QLatin1String("standard");
    });
    QStringList files = userBoardFiles();
    for (const QString &f : std::as_const(m_files)) {
        if (!files.contains(f))
            files << f;
    }
    for (const QString &file : std::as_const(files)) {
        const io::BoardLoadResult loaded = io::loadBoardFile(file);
        if (loaded.board)
            m_boards.append({file, boardTitle({}, *loaded.board, QFileInfo(file).completeBaseName()), false,
                             std::make_shared<const rules::Board>(*loaded.board)});
    }
    fill();
}

void BoardChoicePage::fill()
{
    const QString wanted = m_wanted;
    {
        const QSignalBlocker quiet(m_list);
        m_list->clear();
        for (const Entry &e : std::as_const(m_boards)) {
            if (!e.board->servesPlayers(m_players))
                continue;
            m_list->addItem(tr("%1 (%2)").arg(e.title, boardPlayersText(*e.board)), e.key);
            if (!e.bundled)
                m_list->setItemData(m_list->count() - 1, e.key, Qt::ToolTipRole);
        }
        int index = m_list->findData(wanted);
        if (index < 0) // the first bundled board that serves the table: the side to play
            index = m_list->count() > 0 ? 0 : -1;
        m_list->setCurrentIndex(index);
    }
    m_wanted = wanted;
    showChosen();
    Q_EMIT completeChanged();
}

void BoardChoicePage::setPlayerCount(int players)
{
    if (players == m_players && m_list->count() > 0)
        return;
    m_players = players;
    fill();
}

void BoardChoicePage::choose(const QString &key)
{
    m_wanted = key;
    if (const int index = m_list->findData(key); index >= 0)
        m_list->setCurrentIndex(index);
}

QString BoardChoicePage::chosenKey() const
{
    return m_list->currentData().toString();
}

QString BoardChoicePage::chosenTitle() const
{
    const QString key = chosenKey();
    for (const Entry &e : m_boards) {
        if (e.key == key)
            return e.title;
    }
    return {};
}

QString BoardChoicePage::chosenStoredName() const
{
    const QString key = chosenKey();
    for (const Entry &e : m_boards) {
        if (e.key == key)
            return e.bundled ? e.key : QFileInfo(e.key).fileName();
    }
    return {};
}

std::shared_ptr<const rules::Board> BoardChoicePage::chosenBoard() const
{
    const QString key = chosenKey();
    for (const Entry &e : m_boards) {
        if (e.key == key)
            return e.board;
    }
    return {};
}

bool BoardChoicePage::isComplete() const
{
    return chosenBoard() != nullptr;
}

void BoardChoicePage::showChosen()
{
    const std::shared_ptr<const rules::Board> board = chosenBoard();
    m_thumbnail->setPixmap(board ? thumbnail(*board, kThumbnail - 4) : QPixmap());
    m_thumbnail->setToolTip(board ? QString::fromStdString(board->description) : QString());
    m_serves->setText(board ? tr("For %1.").arg(boardPlayersText(*board))
                            : tr("No board serves %n players: make one in the Board Editor.", nullptr, m_players));
    const bool reconstruction = board && isReconstruction(*board);
    m_note->setVisible(reconstruction);
    m_editor->setVisible(board != nullptr);
}

void BoardChoicePage::openEditor()
{
    const QString key = chosenKey();
    BoardEditorWindow *editor = BoardEditorWindow::open(window());
    for (const Entry &e : std::as_const(m_boards)) {
        if (e.key != key)
            continue;
        if (e.bundled)
            editor->newFromTemplate(e.key);
        else
            editor->openFile(e.key);
    }
    // A board saved there is offered here at once.
    connect(editor, &BoardEditorWindow::boardSaved, this, [this](const QString &path) {
        m_wanted = path;
        reload();
    });
}

QPixmap BoardChoicePage::thumbnail(const rules::Board &board, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(QColor(0x26, 0x2b, 0x36));
    if (board.spaces.empty())
        return pixmap;
    double minX = board.spaces.front().x, maxX = minX, minY = board.spaces.front().y, maxY = minY;
    for (const rules::Space &s : board.spaces) {
        minX = std::min(minX, s.x);
        maxX = std::max(maxX, s.x);
        minY = std::min(minY, s.y);
        maxY = std::max(maxY, s.y);
    }
    const double margin = size * 0.06;
    const double scale = (size - 2 * margin) / std::max({maxX - minX, maxY - minY, 1.0});
    const auto at = [&](const rules::Space &s) {
        return QPointF(margin + (s.x - minX) * scale, margin + (s.y - minY) * scale);
    };
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x8a, 0x91, 0x9e), 1.2));
    for (const auto &[a, b] : board.lanes)
        p.drawLine(at(board.spaces[static_cast<std::size_t>(a)]), at(board.spaces[static_cast<std::size_t>(b)]));
    // Neutral shades, not the players' colours: the board is not yet anybody's.
    static const QColor kQuarter[] = {QColor(0x9d, 0xb4, 0xd8), QColor(0xd8, 0xa8, 0x9d), QColor(0xa8, 0xd0, 0xa8),
                                      QColor(0xd8, 0xcf, 0x9d)};
    const double r = std::max(2.0, size / 45.0);
    p.setPen(Qt::NoPen);
    for (const rules::Space &s : board.spaces) {
        QColor c(0xe8, 0xe4, 0xda);
        if ((s.kind == rules::SpaceKind::Base || s.kind == rules::SpaceKind::BaseExit) && s.quarter >= 0)
            c = kQuarter[s.quarter % 4];
        else if (s.kind == rules::SpaceKind::Irradiated)
            c = QColor(0xb5, 0xc4, 0x3a);
        else if (s.kind == rules::SpaceKind::EnergySource)
            c = QColor(0x8e, 0x44, 0xad);
        p.setBrush(c);
        p.drawEllipse(at(s), r, r);
    }
    return pixmap;
}

void BoardChoicePage::retranslateUi()
{
    setTitle(tr("Board"));
    setSubTitle(tr("The boards that serve this many players. The standard side serves two and four players, "
                   "the MUENARA side three."));
    m_fromFile->setText(tr("From file…"));
    m_note->setText(tr("This board is a reconstruction, not a copy of the printed board: check its spaces and "
                       "lanes against your printed board before you play. Correct it in the Board Editor, save "
                       "it, and it is offered here."));
    m_editor->setText(tr("Check in the Board Editor…"));
    reload();
}

void BoardChoicePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizardPage::changeEvent(event);
}

} // namespace xobos::ui
