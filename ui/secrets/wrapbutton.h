// SPDX-License-Identifier: GPL-3.0-or-later
// A push button whose text wraps onto a second line when its layout gives it less than
// one line's width (issue #25: the Polish and German sheets at 1366×768 need the room of
// two columns of long action texts). Its size hint is the one line; its minimum is the
// text broken into two lines at the best space; its height follows its width.
#pragma once

#include <QPushButton>

namespace xobos::ui::secrets {

class WrapButton : public QPushButton
{
    Q_OBJECT

public:
    explicit WrapButton(const QString &text, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // True when the whole text is shown at the button's present size (one line, or wrapped
    // within its height).
    bool textFits() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // What the style adds around the text, in width and height.
    QSize padding() const;
    // The text's size when wrapped into `width` pixels.
    QSize wrappedText(int width) const;
};

} // namespace xobos::ui::secrets
