// SPDX-License-Identifier: GPL-3.0-or-later
#include "wrapbutton.h"

#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>
#include <limits>

namespace xobos::ui::secrets {

namespace {

constexpr int kTextFlags = Qt::AlignCenter | Qt::TextWordWrap | Qt::TextShowMnemonic;

} // namespace

WrapButton::WrapButton(const QString &text, QWidget *parent)
    : QPushButton(text, parent)
{
    // Narrower than its one line when the layout must, and taller then.
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QSize WrapButton::padding() const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    const QSize text = fontMetrics().size(Qt::TextShowMnemonic, option.text);
    const QSize whole = style()->sizeFromContents(QStyle::CT_PushButton, &option, text, this);
    return whole - text;
}

QSize WrapButton::wrappedText(int width) const
{
    return fontMetrics().boundingRect(QRect(0, 0, std::max(width, 1), std::numeric_limits<int>::max() / 2), kTextFlags, text()).size();
}

QSize WrapButton::sizeHint() const
{
    QStyleOptionButton option;
    initStyleOption(&option);
    const QSize text = fontMetrics().size(Qt::TextShowMnemonic, option.text);
    return style()->sizeFromContents(QStyle::CT_PushButton, &option, text, this);
}

QSize WrapButton::minimumSizeHint() const
{
    // The widest of the two lines when the text breaks at its best space.
    const QString t = text();
    int best = fontMetrics().horizontalAdvance(t);
    for (qsizetype i = t.indexOf(QLatin1Char(' ')); i > 0; i = t.indexOf(QLatin1Char(' '), i + 1)) {
        const int wider = std::max(fontMetrics().horizontalAdvance(t.left(i)), fontMetrics().horizontalAdvance(t.mid(i + 1)));
        best = std::min(best, wider);
    }
    const int width = best + 1 + padding().width();
    // One line high: heightForWidth() says how much more a narrower button needs.
    return {std::min(width, sizeHint().width()), sizeHint().height()};
}

int WrapButton::heightForWidth(int width) const
{
    if (width >= sizeHint().width())
        return sizeHint().height(); // one line
    const QSize pad = padding();
    const QSize text = wrappedText(width - pad.width());
    QStyleOptionButton option;
    initStyleOption(&option);
    return std::max(sizeHint().height(), style()->sizeFromContents(QStyle::CT_PushButton, &option, text, this).height());
}

bool WrapButton::textFits() const
{
    const QSize pad = padding();
    const QSize text = wrappedText(width() - pad.width());
    return text.width() <= width() - pad.width() && height() >= heightForWidth(width());
}

void WrapButton::paintEvent(QPaintEvent *)
{
    // The style's button without its text, then the text wrapped in the button's contents.
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    const QString text = option.text;
    option.text.clear();
    painter.drawControl(QStyle::CE_PushButton, option);
    const QSize pad = padding();
    const QRect room = rect().adjusted(pad.width() / 2, 0, -(pad.width() - pad.width() / 2), 0);
    painter.drawItemText(room, kTextFlags, option.palette, isEnabled(), text, QPalette::ButtonText);
}

} // namespace xobos::ui::secrets
