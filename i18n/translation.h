// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the product's translations and Qt's own for a locale. QtCore only: used by the
// desktop app (through ui/shell/translation.h) and by xobos-cli, which links no Qt Widgets.
#pragma once

#include <QLocale>

namespace xobos::i18n {

// Replaces the translators installed by an earlier call with ones for `locale`: the
// product's own (embedded under :/i18n/) and Qt's qtbase catalogue (standard buttons,
// command-line messages). Needs a QCoreApplication. Widgets receive a LanguageChange
// event and retranslate themselves. Returns true when a product translation was found;
// English, the source language, has a catalogue of plural forms only ("1 Quark").
//
// The default QLocale() is the system's: on Unix Qt takes LC_ALL, LC_MESSAGES and LANG in
// that order and, for the languages of the user interface, LANGUAGE before them. The C
// locale (LC_ALL=C, or C.UTF-8, with LANGUAGE unset) selects English.
// Unlike gettext, Qt follows LANGUAGE even under LC_ALL=C.
bool installTranslations(const QLocale &locale = QLocale());

} // namespace xobos::i18n
