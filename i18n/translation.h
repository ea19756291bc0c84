// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the product's translations and Qt's own for a locale. QtCore only: used by the
// desktop app (through ui/shell/translation.h) and by xobos-cli, which links no Qt Widgets.
#pragma once

#include <QLocale>
#include <QStringList>

class QTranslator;

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

// The languages the product has a catalogue for (":/i18n/xobos_<language>.qm"): "de", "en", "pl".
QStringList languages();

// The first of `preferred` (language tags in a browser's order: "de-DE", "pl", ...) whose
// language is one of languages(), as that language ("de"); empty when none is.
QString pickLanguage(const QStringList &preferred);

// While it lives, the product's texts (tr()) on this thread come out in `language`, one of
// languages(), instead of the application's language: a phone's page built for its player
// (issue #29, net/tableserver.h). An empty or unknown language changes nothing. Nothing is
// installed or removed, so no window receives a LanguageChange event. Scopes nest. Needs the
// translators of installTranslations(): without them texts stay in the source language.
// A language's catalogue is loaded on its first use; use it on the main thread.
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

private:
    const QTranslator *m_previous;
};

} // namespace xobos::i18n
