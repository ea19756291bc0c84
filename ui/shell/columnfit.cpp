// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/columnfit.h"

#include <QHeaderView>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>

namespace xobos::ui {

int itemTextWidth(const QTableView *view, const QString &text, bool decorated)
{
    // What QStyledItemDelegate::sizeHint() does for a display text (and a colour
    // decoration): the style's CT_ItemViewItem size for the view's font and icon size.
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = QFontMetrics(option.font);
    option.features = QStyleOptionViewItem::HasDisplay;
    if (view->wordWrap())
        option.features |= QStyleOptionViewItem::WrapText;
    option.text = text;
    option.textElideMode = view->textElideMode();
    option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    if (decorated) {
        const int small = view->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view);
        option.features |= QStyleOptionViewItem::HasDecoration;
        option.decorationSize = view->iconSize().isValid() ? view->iconSize() : QSize(small, small);
        option.decorationPosition = QStyleOptionViewItem::Left;
        option.decorationAlignment = Qt::AlignCenter;
    }
    const QSize size = view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), view);
    return size.width() + (view->showGrid() ? 1 : 0);
}

void fitColumnToTexts(QTableView *view, int column, const QStringList &texts, bool decorated)
{
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(column, QHeaderView::Interactive);
    int width = header->sectionSizeHint(column);
    for (const QString &text : texts)
        width = std::max(width, itemTextWidth(view, text, decorated));
    header->resizeSection(column, width);
}

} // namespace xobos::ui
