// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the translations of the product and of Qt itself for a locale.
#pragma once

#include <QLocale>

namespace xobos::ui {

// Replaces the translators installed by an earlier call with ones for `locale`: the
// product's own (embedded under :/i18n/) and Qt's qtbase catalogue (standard buttons,
// command-line messages). Needs a QCoreApplication. Widgets receive a LanguageChange
// event and retranslate themselves. Returns true when a product translation was found;
// English, the source language, has a catalogue of plural forms only ("1 Quark").
// The work is done by xobos::i18n::installTranslations() (i18n/translation.h), which
// xobos-cli uses without Qt Widgets.
bool installTranslations(const QLocale &locale);

} // namespace xobos::ui
