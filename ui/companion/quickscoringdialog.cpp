// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/quickscoringdialog.h"

#include "ui/companion/scoreentrymodel.h"
#include "ui/companion/scoretext.h"

#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui::companion {

namespace {

constexpr int kNumberColumns[] = {ScoreEntryModel::CrystalsColumn, ScoreEntryModel::GuardiansColumn,
                                  ScoreEntryModel::ReactorsColumn, ScoreEntryModel::TilesColumn};

} // namespace

QuickScoringDialog::QuickScoringDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new ScoreEntryModel(this))
{
    setObjectName(QStringLiteral("quickScoringDialog"));
    auto *layout = new QVBoxLayout(this);

    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *countRow = new QHBoxLayout;
    m_playersLabel = new QLabel(this);
    m_players = new QSpinBox(this);
    m_players->setObjectName(QStringLiteral("playerCount"));
    m_players->setRange(ScoreEntryModel::kMinPlayers, ScoreEntryModel::kMaxPlayers);
    m_players->setValue(ScoreEntryModel::kMinPlayers);
    m_players->installEventFilter(this);
    m_playersLabel->setBuddy(m_players);
    countRow->addWidget(m_playersLabel);
    countRow->addWidget(m_players);
    countRow->addStretch(1);
    layout->addLayout(countRow);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    for (std::size_t c = 0; c < m_headers.size(); ++c) {
        m_headers[c] = new QLabel(this);
        m_headers[c]->setWordWrap(true);
        QFont f = m_headers[c]->font();
        f.setBold(true);
        m_headers[c]->setFont(f);
        grid->addWidget(m_headers[c], 0, static_cast<int>(c));
    }
    QWidget *previous = m_players;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        RowWidgets &w = m_rows[r];
        const int row = static_cast<int>(r);
        w.name = new QLineEdit(this);
        w.name->setObjectName(QStringLiteral("name%1").arg(r));
        w.name->setMinimumWidth(140);
        w.name->installEventFilter(this);
        grid->addWidget(w.name, row + 1, 0);
        setTabOrder(previous, w.name);
        previous = w.name;
        connect(w.name, &QLineEdit::textChanged, this, [this, row](const QString &text) {
            if (row < m_model->playerCount())
                m_model->setData(m_model->index(row, ScoreEntryModel::NameColumn), text);
        });
        for (std::size_t c = 0; c < w.numbers.size(); ++c) {
            const int column = kNumberColumns[c];
            auto *spin = new QSpinBox(this);
            spin->setObjectName(QStringLiteral("number%1_%2").arg(r).arg(c));
            spin->setRange(ScoreEntryModel::minimum(column), ScoreEntryModel::maximum(column));
            spin->setAlignment(Qt::AlignRight);
            spin->installEventFilter(this);
            w.numbers[c] = spin;
            grid->addWidget(spin, row + 1, static_cast<int>(c) + 1);
            setTabOrder(previous, spin);
            previous = spin;
            connect(spin, &QSpinBox::valueChanged, this, [this, row, column](int value) {
                if (row < m_model->playerCount())
                    m_model->setData(m_model->index(row, column), value);
            });
        }
        w.formula = new QLabel(this);
        w.formula->setObjectName(QStringLiteral("formula%1").arg(r));
        w.formula->setMinimumWidth(160);
        grid->addWidget(w.formula, row + 1, 5);
    }
    grid->setColumnStretch(5, 1);
    layout->addLayout(grid);

    m_rankingTitle = new QLabel(this);
    QFont titleFont = m_rankingTitle->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_rankingTitle->setFont(titleFont);
    layout->addSpacing(6);
    layout->addWidget(m_rankingTitle);
    m_ranking = new QLabel(this);
    m_ranking->setObjectName(QStringLiteral("ranking"));
    m_ranking->setTextFormat(Qt::RichText);
    m_ranking->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_ranking);
    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_explanation);
    layout->addStretch(1);

    auto *buttons = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    buttons->addWidget(m_status, 1);
    m_copy = new QPushButton(this);
    m_copy->setObjectName(QStringLiteral("copyButton"));
    m_copy->setAutoDefault(false);
    m_close = new QPushButton(this);
    m_close->setAutoDefault(false);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    setTabOrder(previous, m_copy);
    setTabOrder(m_copy, m_close);

    connect(m_copy, &QPushButton::clicked, this, &QuickScoringDialog::copyResult);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this);
        connect(shortcut, &QShortcut::activated, this, &QuickScoringDialog::copyResult);
    }
    connect(m_players, &QSpinBox::valueChanged, this, &QuickScoringDialog::setPlayerCount);
    connect(m_model, &ScoreEntryModel::reportChanged, this, &QuickScoringDialog::updateResult);

    retranslateUi();
    setPlayerCount(m_players->value());
    m_rows[0].name->setFocus();
}

QuickScoringDialog::~QuickScoringDialog() = default;

void QuickScoringDialog::run(QWidget *parent, const QStringList &players)
{
    QuickScoringDialog dialog(parent);
    if (!players.isEmpty())
        dialog.setPlayers(players);
    dialog.exec();
}

void QuickScoringDialog::setPlayers(const QStringList &names)
{
    const int count = std::clamp(static_cast<int>(names.size()), ScoreEntryModel::kMinPlayers,
                                 std::min(ScoreEntryModel::kMaxPlayers, static_cast<int>(m_rows.size())));
    m_players->setValue(count);
    for (int r = 0; r < count && r < names.size(); ++r)
        m_rows[static_cast<std::size_t>(r)].name->setText(names.at(r));
    // The names are in: the first number is what the table types next.
    m_rows[0].numbers[0]->setFocus();
}

QString QuickScoringDialog::resultText() const { return m_model->resultText(); }

void QuickScoringDialog::copyResult()
{
    QGuiApplication::clipboard()->setText(resultText());
    m_status->setText(tr("The result was copied to the clipboard."));
}

bool QuickScoringDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        if (enter && mods == Qt::NoModifier) {
            // Enter moves on, as Tab does, so a whole table can be typed with the number pad.
            auto *from = qobject_cast<QWidget *>(watched);
            for (QWidget *w = from ? from->nextInFocusChain() : nullptr; w && w != from; w = w->nextInFocusChain()) {
                // Skip a spin box's own line edit (it has the spin box as focus proxy).
                if ((w->focusPolicy() & Qt::TabFocus) && !w->focusProxy() && !from->isAncestorOf(w) && w->isVisible()
                    && w->isEnabled() && w->window() == this) {
                    w->setFocus(Qt::TabFocusReason);
                    break;
                }
            }
            return true;
        }
        if (enter && mods == Qt::ControlModifier) {
            copyResult();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void QuickScoringDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void QuickScoringDialog::retranslateUi()
{
    setWindowTitle(tr("Quick Scoring"));
    m_intro->setText(tr("Count each player's Energy Crystals (behind the screen, not in Watchtowers), Guardians on the "
                        "board, Reactors and Technology Tiles. Score = (crystals + Guardians) × Reactors. "
                        "Enter moves to the next field; Ctrl+Enter copies the result."));
    m_playersLabel->setText(tr("&Players:"));
    m_headers[0]->setText(tr("Name"));
    m_headers[1]->setText(tr("Crystals"));
    m_headers[2]->setText(tr("Guardians"));
    m_headers[3]->setText(tr("Reactors"));
    m_headers[4]->setText(tr("Technology Tiles"));
    m_headers[5]->setText(tr("Score"));
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        m_rows[r].name->setPlaceholderText(tr("Player %1").arg(r + 1));
        m_rows[r].name->setAccessibleName(tr("Name of player %1").arg(r + 1));
    }
    m_rankingTitle->setText(tr("Ranking"));
    m_copy->setText(tr("&Copy Result"));
    m_copy->setToolTip(tr("Copy the ranking and its explanation as text (Ctrl+Enter)"));
    m_close->setText(tr("Close"));
    updateResult();
}

void QuickScoringDialog::setPlayerCount(int count)
{
    m_model->setPlayerCount(count);
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const bool shown = static_cast<int>(r) < count;
        m_rows[r].name->setVisible(shown);
        for (QSpinBox *s : m_rows[r].numbers)
            s->setVisible(shown);
        m_rows[r].formula->setVisible(shown);
        if (shown) {
            // A row that comes back keeps what was typed into it.
            const int row = static_cast<int>(r);
            m_model->setData(m_model->index(row, ScoreEntryModel::NameColumn), m_rows[r].name->text());
            for (std::size_t c = 0; c < m_rows[r].numbers.size(); ++c)
                m_model->setData(m_model->index(row, kNumberColumns[c]), m_rows[r].numbers[c]->value());
        }
    }
    updateResult();
}

void QuickScoringDialog::updateResult()
{
    const rules::ScoreReport &report = m_model->report();
    const QStringList names = m_model->names();
    for (int r = 0; r < m_model->playerCount() && r < static_cast<int>(m_rows.size()); ++r)
        m_rows[static_cast<std::size_t>(r)].formula->setText(
            m_model->data(m_model->index(r, ScoreEntryModel::FormulaColumn)).toString());
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    for (const rules::ScoreLine &l : report.lines) {
        const bool winner = l.rank == 1;
        const QString name = ScoreText::playerName(names, l.player).toHtmlEscaped();
        html += QStringLiteral("<tr><td align=\"right\">%1.</td><td>%2</td><td align=\"right\"><b>%3</b></td>"
                               "<td>&nbsp;&nbsp;%4</td><td>&nbsp;&nbsp;%5</td></tr>")
                    .arg(l.rank)
                    .arg(winner ? QStringLiteral("<b>%1</b>").arg(name) : name)
                    .arg(l.score)
                    .arg(ScoreText::formula(l).toHtmlEscaped(), tr("Technology Tiles: %1").arg(l.techTiles).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    m_ranking->setText(html);
    m_explanation->setText(m_model->explanation().join(QLatin1Char('\n')));
}

} // namespace xobos::ui::companion
