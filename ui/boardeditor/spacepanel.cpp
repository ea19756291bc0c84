// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/spacepanel.h"

#include "ui/boardeditor/boarddocument.h"
#include "ui/boardeditor/editcommands.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>
#include <QVBoxLayout>

#include <iterator>

namespace xobos::ui {

namespace {

constexpr rules::SpaceKind kKinds[] = {rules::SpaceKind::Regular, rules::SpaceKind::Base, rules::SpaceKind::BaseExit,
                                       rules::SpaceKind::Irradiated, rules::SpaceKind::EnergySource};

// Combo rows of a quarter box: row 0 is "none", row q + 1 is quarter q.
int quarterFromRow(int row)
{
    return row <= 0 ? rules::kNoQuarter : row - 1;
}

} // namespace

SpacePanel::SpacePanel(BoardDocument *document, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_undoStack(undoStack)
{
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("spaceId"));
    m_label = new QLineEdit(this);
    m_label->setObjectName(QStringLiteral("spaceLabel"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("spaceKind"));
    for (std::size_t i = 0; i < std::size(kKinds); ++i)
        m_kind->addItem(QString());
    m_quarter = new QComboBox(this);
    m_quarter->setObjectName(QStringLiteral("spaceQuarter"));
    m_crossing = new QComboBox(this);
    m_crossing->setObjectName(QStringLiteral("spaceCrossing"));
    m_position = new QLabel(this);

    auto *form = new QFormLayout;
    const auto addRow = [&](QLabel *&caption, QWidget *field) {
        caption = new QLabel(this);
        caption->setBuddy(field);
        form->addRow(caption, field);
    };
    addRow(m_idCaption, m_id);
    addRow(m_labelCaption, m_label);
    addRow(m_kindCaption, m_kind);
    addRow(m_quarterCaption, m_quarter);
    addRow(m_crossingCaption, m_crossing);
    addRow(m_positionCaption, m_position);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addLayout(form);
    layout->addStretch();

    connect(m_id, &QLineEdit::editingFinished, this, &SpacePanel::applyText);
    connect(m_label, &QLineEdit::editingFinished, this, &SpacePanel::applyText);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &SpacePanel::applyKind);
    connect(m_quarter, &QComboBox::currentIndexChanged, this, &SpacePanel::applyQuarter);
    connect(m_crossing, &QComboBox::currentIndexChanged, this, &SpacePanel::applyQuarter);
    connect(m_document, &BoardDocument::boardChanged, this, &SpacePanel::refresh);
    retranslateUi();
    refresh();
}

SpacePanel::~SpacePanel() = default;

void SpacePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SpacePanel::retranslateUi()
{
    m_label->setPlaceholderText(tr("as printed on the board"));
    const QString kinds[] = {tr("Regular"), tr("Base"), tr("Base exit"), tr("Irradiated"), tr("Energy Source")};
    static_assert(std::size(kinds) == std::size(kKinds));
    for (int row = 0; row < m_kind->count(); ++row)
        m_kind->setItemText(row, kinds[row]);
    m_crossing->setToolTip(tr("For a crossing: the second quarter it belongs to"));
    m_idCaption->setText(tr("&Id:"));
    m_labelCaption->setText(tr("&Label:"));
    m_kindCaption->setText(tr("&Kind:"));
    m_quarterCaption->setText(tr("&Quarter:"));
    m_crossingCaption->setText(tr("&Crossing with:"));
    m_positionCaption->setText(tr("Position:"));
    // Row 0 of the quarter boxes is not a quarter (see quarterFromRow()).
    if (m_quarter->count() > 0)
        m_quarter->setItemText(0, noQuarterText(m_quarter));
    if (m_crossing->count() > 0)
        m_crossing->setItemText(0, noQuarterText(m_crossing));
    updateHint();
}

QString SpacePanel::noQuarterText(const QComboBox *box) const
{
    return box == m_quarter ? tr("(centre)") : tr("(none)");
}

void SpacePanel::updateHint()
{
    if (m_spaces.isEmpty())
        m_hint->setText(tr("Click a space to edit it; Ctrl+click selects several."));
    else if (m_spaces.size() == 1)
        m_hint->clear();
    else
        m_hint->setText(tr("Spaces selected: %1. Kind and quarter apply to all of them.").arg(m_spaces.size()));
    m_hint->setVisible(m_spaces.size() != 1);
}

void SpacePanel::setSpaces(const QList<int> &spaces)
{
    m_spaces = spaces;
    refresh();
}

void SpacePanel::refresh()
{
    m_refreshing = true;
    const rules::Board &board = m_document->board();
    m_spaces.removeIf([&](int s) { return s < 0 || s >= m_document->spaceCount(); });
    const bool one = m_spaces.size() == 1;
    const bool any = !m_spaces.isEmpty();
    updateHint();

    for (QComboBox *box : {m_quarter, m_crossing}) {
        box->clear();
        box->addItem(noQuarterText(box));
        for (const rules::Quarter &q : board.quarters) {
            const QString id = QString::fromStdString(q.id);
            box->addItem(q.name.empty() ? id : QStringLiteral("%1 — %2").arg(id, QString::fromStdString(q.name)));
        }
    }
    m_id->setEnabled(one);
    m_label->setEnabled(one);
    m_kind->setEnabled(any);
    m_quarter->setEnabled(any);
    m_crossing->setEnabled(any);
    if (any) {
        const rules::Space &s = board.spaces[static_cast<std::size_t>(m_spaces.first())];
        m_id->setText(one ? QString::fromStdString(s.id) : QString());
        m_label->setText(one ? QString::fromStdString(s.label) : QString());
        m_kind->setCurrentIndex(static_cast<int>(std::find(std::begin(kKinds), std::end(kKinds), s.kind) - kKinds));
        m_quarter->setCurrentIndex(s.quarter + 1);
        m_crossing->setCurrentIndex(s.crossingQuarter + 1);
        m_position->setText(one ? QStringLiteral("%1, %2").arg(s.x).arg(s.y) : QString());
    } else {
        m_id->clear();
        m_label->clear();
        m_position->clear();
        m_kind->setCurrentIndex(-1);
        m_quarter->setCurrentIndex(-1);
        m_crossing->setCurrentIndex(-1);
    }
    m_refreshing = false;
}

void SpacePanel::applyText()
{
    if (m_refreshing || m_spaces.size() != 1)
        return;
    const int space = m_spaces.first();
    const rules::Space &s = m_document->board().spaces[static_cast<std::size_t>(space)];
    const QString id = m_id->text().trimmed();
    const QString label = m_label->text().trimmed();
    if (id == QString::fromStdString(s.id) && label == QString::fromStdString(s.label))
        return;
    m_undoStack->push(new SetSpaceTextCommand(m_document, space, id, label));
}

void SpacePanel::applyKind()
{
    const int row = m_kind->currentIndex();
    if (m_refreshing || m_spaces.isEmpty() || row < 0)
        return;
    const rules::SpaceKind kind = kKinds[row];
    const rules::Board &board = m_document->board();
    const bool same = std::all_of(m_spaces.begin(), m_spaces.end(),
                                  [&](int s) { return board.spaces[static_cast<std::size_t>(s)].kind == kind; });
    if (!same)
        m_undoStack->push(new SetSpaceKindCommand(m_document, m_spaces, kind));
}

void SpacePanel::applyQuarter()
{
    if (m_refreshing || m_spaces.isEmpty() || m_quarter->currentIndex() < 0 || m_crossing->currentIndex() < 0)
        return;
    const int quarter = quarterFromRow(m_quarter->currentIndex());
    const int crossing = quarterFromRow(m_crossing->currentIndex());
    const rules::Board &board = m_document->board();
    const bool same = std::all_of(m_spaces.begin(), m_spaces.end(), [&](int s) {
        const rules::Space &space = board.spaces[static_cast<std::size_t>(s)];
        return space.quarter == quarter && space.crossingQuarter == crossing;
    });
    if (!same)
        m_undoStack->push(new SetSpaceQuarterCommand(m_document, m_spaces, quarter, crossing));
}

} // namespace xobos::ui
