// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/translation.h"

#include "i18n/translation.h"

namespace xobos::ui {

bool installTranslations(const QLocale &locale)
{
    return i18n::installTranslations(locale);
}

} // namespace xobos::ui
