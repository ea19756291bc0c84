// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/quarterpanel.h"

#include "ui/boardeditor/boarddocument.h"
#include "ui/boardeditor/editcommands.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <iterator>

namespace xobos::ui {

namespace {

template<typename Container> QString idList(const rules::Board &board, const Container &spaces)
{
    QStringList ids;
    for (int s : spaces) {
        const bool known = s >= 0 && s < static_cast<int>(board.spaces.size());
        ids << (known ? QString::fromStdString(board.spaces[static_cast<std::size_t>(s)].id) : QStringLiteral("—"));
    }
    return ids.join(QStringLiteral(", "));
}

} // namespace

QuarterPanel::QuarterPanel(BoardDocument *document, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_undoStack(undoStack)
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("quarterList"));
    m_list->setMaximumHeight(m_list->fontMetrics().lineSpacing() * 5 + 12);
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addQuarter"));
    m_delete = new QPushButton(this);
    m_delete->setObjectName(QStringLiteral("deleteQuarter"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_delete);
    buttons->addStretch();

    m_details = new QWidget(this);
    m_id = new QLineEdit(m_details);
    m_id->setObjectName(QStringLiteral("quarterId"));
    m_name = new QLineEdit(m_details);
    m_name->setObjectName(QStringLiteral("quarterName"));
    // A grid rather than a form: the lists of ids wrap, and a grid gives wrapped labels
    // the height they need.
    auto *grid = new QGridLayout(m_details);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    const auto addCaption = [&](int row, QWidget *buddy) {
        auto *caption = new QLabel(m_details);
        caption->setBuddy(buddy);
        grid->addWidget(caption, row, 0, Qt::AlignLeft | Qt::AlignVCenter);
        m_captions[static_cast<std::size_t>(row)] = caption;
    };
    addCaption(0, m_id);
    grid->addWidget(m_id, 0, 1, 1, 2);
    addCaption(1, m_name);
    grid->addWidget(m_name, 1, 1, 1, 2);
    const auto pickRow = [&](int row, QLabel *&label, QPushButton *&button, const QString &name) {
        label = new QLabel(m_details);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        button = new QPushButton(m_details);
        button->setObjectName(name);
        addCaption(row, button);
        grid->addWidget(label, row, 1);
        grid->addWidget(button, row, 2, Qt::AlignTop);
    };
    pickRow(2, m_base, m_setBase, QStringLiteral("setBase"));
    pickRow(3, m_exit, m_setExit, QStringLiteral("setExit"));
    pickRow(4, m_start, m_setStart, QStringLiteral("setStart"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addLayout(buttons);
    layout->addWidget(m_details);
    layout->addStretch();

    connect(m_list, &QListWidget::currentRowChanged, this, &QuarterPanel::refreshDetails);
    connect(m_add, &QPushButton::clicked, this, &QuarterPanel::addQuarter);
    connect(m_delete, &QPushButton::clicked, this, &QuarterPanel::deleteQuarter);
    connect(m_id, &QLineEdit::editingFinished, this, &QuarterPanel::applyText);
    connect(m_name, &QLineEdit::editingFinished, this, &QuarterPanel::applyText);
    connect(m_setBase, &QPushButton::clicked, this, &QuarterPanel::setBase);
    connect(m_setExit, &QPushButton::clicked, this, &QuarterPanel::setExit);
    connect(m_setStart, &QPushButton::clicked, this, &QuarterPanel::setStart);
    connect(m_document, &BoardDocument::boardChanged, this, &QuarterPanel::refresh);
    retranslateUi();
    refresh();
}

QuarterPanel::~QuarterPanel() = default;

void QuarterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QuarterPanel::retranslateUi()
{
    m_add->setText(tr("&Add Quarter"));
    m_delete->setText(tr("Delete Quarter"));
    const QString captions[] = {tr("I&d:"), tr("&Name:"), tr("Base:"), tr("Exit:"), tr("Start:")};
    static_assert(std::size(captions) == std::tuple_size_v<decltype(m_captions)>);
    for (std::size_t row = 0; row < m_captions.size(); ++row)
        m_captions[row]->setText(captions[row]);
    for (QPushButton *button : {m_setBase, m_setExit, m_setStart})
        button->setText(tr("Use Selection"));
    m_setBase->setToolTip(tr("The four selected Base spaces become this quarter's Base"));
    m_setExit->setToolTip(tr("The selected space becomes this quarter's Base exit"));
    m_setStart->setToolTip(tr("The four selected spaces (two Base spaces, two next to the Base) "
                              "become the Guardians' starting spaces"));
    showSpaces();
}

void QuarterPanel::setSelectedSpaces(const QList<int> &spaces)
{
    m_selected = spaces;
    refreshDetails();
}

int QuarterPanel::currentQuarter() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_document->quarterCount() ? row : -1;
}

void QuarterPanel::setCurrentQuarter(int quarter)
{
    m_list->setCurrentRow(quarter);
}

void QuarterPanel::refresh()
{
    m_refreshing = true;
    const rules::Board &board = m_document->board();
    const int row = m_list->currentRow();
    m_list->clear();
    for (const rules::Quarter &q : board.quarters) {
        const QString id = QString::fromStdString(q.id);
        m_list->addItem(q.name.empty() ? id : QStringLiteral("%1 — %2").arg(id, QString::fromStdString(q.name)));
    }
    m_list->setCurrentRow(std::min(row < 0 ? 0 : row, m_list->count() - 1));
    m_refreshing = false;
    refreshDetails();
}

void QuarterPanel::refreshDetails()
{
    m_refreshing = true;
    const int q = currentQuarter();
    m_details->setEnabled(q >= 0);
    m_delete->setEnabled(q >= 0);
    const int selected = static_cast<int>(m_selected.size());
    m_setBase->setEnabled(selected == 4);
    m_setExit->setEnabled(selected == 1);
    m_setStart->setEnabled(selected == 4);
    if (q < 0) {
        m_id->clear();
        m_name->clear();
        m_base->clear();
        m_exit->clear();
        m_start->clear();
        m_refreshing = false;
        return;
    }
    const rules::Quarter &quarter = m_document->board().quarters[static_cast<std::size_t>(q)];
    m_id->setText(QString::fromStdString(quarter.id));
    m_name->setText(QString::fromStdString(quarter.name));
    m_refreshing = false;
    showSpaces();
}

// The Base, exit and starting spaces of the current quarter as lists of ids.
void QuarterPanel::showSpaces()
{
    const int q = currentQuarter();
    if (q < 0)
        return;
    const rules::Board &board = m_document->board();
    const rules::Quarter &quarter = board.quarters[static_cast<std::size_t>(q)];
    const QString none = tr("(none)");
    const auto show = [&none](QLabel *label, const QString &text) { label->setText(text.isEmpty() ? none : text); };
    show(m_base, idList(board, quarter.baseSpaces));
    show(m_exit, quarter.exitSpace < 0 ? QString() : idList(board, std::vector<int>{quarter.exitSpace}));
    const bool noStart = std::all_of(quarter.guardianStart.begin(), quarter.guardianStart.end(), [](int s) { return s < 0; });
    show(m_start, noStart ? QString() : idList(board, quarter.guardianStart));
}

void QuarterPanel::addQuarter()
{
    rules::Quarter quarter;
    quarter.id = m_document->unusedQuarterId().toStdString();
    m_undoStack->push(new AddQuarterCommand(m_document, quarter));
    m_list->setCurrentRow(m_document->quarterCount() - 1);
}

void QuarterPanel::deleteQuarter()
{
    if (const int q = currentQuarter(); q >= 0)
        m_undoStack->push(new DeleteQuarterCommand(m_document, q));
}

void QuarterPanel::applyText()
{
    const int q = currentQuarter();
    if (m_refreshing || q < 0)
        return;
    rules::Quarter quarter = m_document->board().quarters[static_cast<std::size_t>(q)];
    const std::string id = m_id->text().trimmed().toStdString();
    const std::string name = m_name->text().trimmed().toStdString();
    if (id == quarter.id && name == quarter.name)
        return;
    quarter.id = id;
    quarter.name = name;
    m_undoStack->push(new EditQuarterCommand(m_document, q, quarter, tr("Rename quarter %1").arg(m_id->text().trimmed())));
}

void QuarterPanel::setBase()
{
    const int q = currentQuarter();
    if (q < 0 || m_selected.size() != 4)
        return;
    rules::Quarter quarter = m_document->board().quarters[static_cast<std::size_t>(q)];
    quarter.baseSpaces.assign(m_selected.begin(), m_selected.end());
    m_undoStack->push(new EditQuarterCommand(m_document, q, quarter,
                                             tr("Set Base of quarter %1").arg(QString::fromStdString(quarter.id))));
}

void QuarterPanel::setExit()
{
    const int q = currentQuarter();
    if (q < 0 || m_selected.size() != 1)
        return;
    rules::Quarter quarter = m_document->board().quarters[static_cast<std::size_t>(q)];
    quarter.exitSpace = m_selected.first();
    m_undoStack->push(new EditQuarterCommand(m_document, q, quarter,
                                             tr("Set exit of quarter %1").arg(QString::fromStdString(quarter.id))));
}

void QuarterPanel::setStart()
{
    const int q = currentQuarter();
    if (q < 0 || m_selected.size() != 4)
        return;
    rules::Quarter quarter = m_document->board().quarters[static_cast<std::size_t>(q)];
    for (std::size_t i = 0; i < quarter.guardianStart.size(); ++i)
        quarter.guardianStart[i] = m_selected.at(static_cast<qsizetype>(i));
    m_undoStack->push(new EditQuarterCommand(
        m_document, q, quarter, tr("Set Guardian start of quarter %1").arg(QString::fromStdString(quarter.id))));
}

} // namespace xobos::ui
