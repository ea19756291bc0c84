// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QTranslator>

// Debug messages are off unless enabled with QT_LOGGING_RULES="xobos.i18n.debug=true".
Q_LOGGING_CATEGORY(lcI18n, "xobos.i18n", QtInfoMsg)

namespace xobos::i18n {

namespace {

// Translators are children of the application object, tagged by name, so that a later
// call can find and remove exactly the ones it installed, and nothing else.
const auto kTranslatorName = QStringLiteral("xobos-translator");

bool installOne(QCoreApplication *app, const QLocale &locale, const QString &catalogue, const QString &directory)
{
    auto *translator = new QTranslator(app);
    translator->setObjectName(kTranslatorName);
    if (!translator->load(locale, catalogue, QStringLiteral("_"), directory)) {
        qCDebug(lcI18n) << "no" << catalogue << "translation for" << locale.uiLanguages() << "in" << directory;
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

bool installTranslations(const QLocale &locale)
{
    auto *app = QCoreApplication::instance();
    if (!app) {
        qCWarning(lcI18n) << "installTranslations() needs a QCoreApplication";
        return false;
    }
    const auto previous = app->findChildren<QTranslator *>(kTranslatorName, Qt::FindDirectChildrenOnly);
    for (auto *translator : previous) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installOne(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // The C locale is English: its catalogue holds the plural forms ("1 Quark", "2 Quarks").
    const QLocale product = locale.language() == QLocale::C ? QLocale(QLocale::English) : locale;
    return installOne(app, product, QStringLiteral("xobos"), QStringLiteral(":/i18n"));
}

} // namespace xobos::i18n
