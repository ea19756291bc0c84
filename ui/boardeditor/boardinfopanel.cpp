// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/boardinfopanel.h"

#include "ui/boardeditor/boarddocument.h"
#include "ui/boardeditor/editcommands.h"

#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QUndoStack>
#include <QVBoxLayout>

namespace xobos::ui {

BoardInfoPanel::BoardInfoPanel(BoardDocument *document, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_undoStack(undoStack)
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("boardName"));
    m_version = new QLineEdit(this);
    m_version->setObjectName(QStringLiteral("boardVersion"));
    m_description = new QPlainTextEdit(this);
    m_description->setObjectName(QStringLiteral("boardDescription"));
    m_description->setTabChangesFocus(true);
    m_description->setFixedHeight(m_description->fontMetrics().lineSpacing() * 5 + 12);
    m_description->installEventFilter(this);

    auto *form = new QFormLayout;
    const auto addRow = [](QFormLayout *layout, QLabel *&caption, QWidget *field) {
        caption = new QLabel(field->parentWidget());
        caption->setBuddy(field);
        layout->addRow(caption, field);
    };
    addRow(form, m_nameCaption, m_name);
    addRow(form, m_versionCaption, m_version);
    addRow(form, m_descriptionCaption, m_description);

    m_seatsBox = new QGroupBox(this);
    auto *seatsForm = new QFormLayout(m_seatsBox);
    for (int players = 2; players <= 4; ++players) {
        auto *edit = new QLineEdit(m_seatsBox);
        edit->setObjectName(QStringLiteral("seats%1").arg(players));
        addRow(seatsForm, m_seatsCaptions[static_cast<std::size_t>(players - 2)], edit);
        m_seats[static_cast<std::size_t>(players - 2)] = edit;
        connect(edit, &QLineEdit::editingFinished, this, [this, players] { applySeats(players); });
    }
    m_seatsError = new QLabel(m_seatsBox);
    m_seatsError->setWordWrap(true);
    m_seatsError->setStyleSheet(QStringLiteral("color: #d23a3a;"));
    m_seatsError->hide();
    seatsForm->addRow(m_seatsError);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_seatsBox);
    layout->addStretch();

    connect(m_name, &QLineEdit::editingFinished, this, &BoardInfoPanel::applyInfo);
    connect(m_version, &QLineEdit::editingFinished, this, &BoardInfoPanel::applyInfo);
    connect(m_document, &BoardDocument::boardChanged, this, &BoardInfoPanel::refresh);
    retranslateUi();
    refresh();
}

BoardInfoPanel::~BoardInfoPanel() = default;

void BoardInfoPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void BoardInfoPanel::retranslateUi()
{
    m_nameCaption->setText(tr("&Name:"));
    m_versionCaption->setText(tr("&Version:"));
    m_descriptionCaption->setText(tr("&Description:"));
    m_description->setPlaceholderText(tr("Where the data comes from, what is special about it"));
    m_seatsBox->setTitle(tr("Seats"));
    for (int players = 2; players <= 4; ++players) {
        m_seatsCaptions[static_cast<std::size_t>(players - 2)]->setText(tr("%1 players:").arg(players));
        seatsEdit(players)->setPlaceholderText(tr("quarter ids in seating order, e.g. nw, ne"));
    }
    showUnknownQuarters();
}

void BoardInfoPanel::showUnknownQuarters()
{
    m_seatsError->setVisible(!m_unknownQuarters.isEmpty());
    if (!m_unknownQuarters.isEmpty())
        m_seatsError->setText(tr("Unknown quarter: %1").arg(m_unknownQuarters.join(QStringLiteral(", "))));
}

QLineEdit *BoardInfoPanel::seatsEdit(int players) const
{
    return m_seats.at(static_cast<std::size_t>(players - 2));
}

bool BoardInfoPanel::eventFilter(QObject *watched, QEvent *event)
{
    // A plain text edit has no editingFinished: the description is applied when it
    // loses the focus, as one undo step.
    if (watched == m_description && event->type() == QEvent::FocusOut)
        applyInfo();
    return QWidget::eventFilter(watched, event);
}

void BoardInfoPanel::refresh()
{
    m_refreshing = true;
    const rules::Board &board = m_document->board();
    const auto setText = [](QLineEdit *edit, const QString &text) {
        if (edit->text() != text)
            edit->setText(text);
    };
    setText(m_name, QString::fromStdString(board.name));
    setText(m_version, QString::fromStdString(board.version));
    const QString description = QString::fromStdString(board.description);
    if (m_description->toPlainText() != description)
        m_description->setPlainText(description);
    for (int players = 2; players <= 4; ++players) {
        QStringList ids;
        for (int q : board.seatQuarters[static_cast<std::size_t>(players)]) {
            const bool known = q >= 0 && q < m_document->quarterCount();
            ids << (known ? QString::fromStdString(board.quarters[static_cast<std::size_t>(q)].id) : QStringLiteral("?"));
        }
        setText(seatsEdit(players), ids.join(QStringLiteral(", ")));
    }
    m_refreshing = false;
}

void BoardInfoPanel::applyInfo()
{
    if (m_refreshing)
        return;
    const rules::Board &board = m_document->board();
    const QString name = m_name->text().trimmed();
    const QString version = m_version->text().trimmed();
    const QString description = m_description->toPlainText().trimmed();
    if (name == QString::fromStdString(board.name) && version == QString::fromStdString(board.version)
        && description == QString::fromStdString(board.description))
        return;
    m_undoStack->push(new EditInfoCommand(m_document, name, version, description));
}

void BoardInfoPanel::applySeats(int players)
{
    if (m_refreshing)
        return;
    const rules::Board &board = m_document->board();
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList ids = seatsEdit(players)->text().split(separators, Qt::SkipEmptyParts);
    std::vector<int> quarters;
    QStringList unknown;
    for (const QString &id : ids) {
        const auto it = std::find_if(board.quarters.begin(), board.quarters.end(),
                                     [&](const rules::Quarter &q) { return QString::fromStdString(q.id) == id; });
        if (it == board.quarters.end())
            unknown << id;
        else
            quarters.push_back(static_cast<int>(it - board.quarters.begin()));
    }
    // Unknown ids are not stored (a board cannot name a quarter that does not exist):
    // the field keeps the text and says what is wrong until it is corrected.
    m_unknownQuarters = unknown;
    showUnknownQuarters();
    if (!unknown.isEmpty())
        return;
    if (quarters != board.seatQuarters[static_cast<std::size_t>(players)])
        m_undoStack->push(new EditSeatsCommand(m_document, players, quarters));
}

} // namespace xobos::ui
