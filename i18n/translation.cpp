// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/translation.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QTranslator>

#include <map>
#include <memory>

// Debug messages are off unless enabled with QT_LOGGING_RULES="xobos.i18n.debug=true".
Q_LOGGING_CATEGORY(lcI18n, "xobos.i18n", QtInfoMsg)

namespace xobos::i18n {

namespace {

// Translators are children of the application object, tagged by name, so that a later
// call can find and remove exactly the ones it installed, and nothing else.
const auto kTranslatorName = QStringLiteral("xobos-translator");

// The catalogue a ScopedLanguage put in place on this thread, or null: the application's.
thread_local const QTranslator *t_scoped = nullptr;

// The product's translator: its own catalogue, or the scoped one while a ScopedLanguage lives.
class ProductTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        if (t_scoped)
            return t_scoped->translate(context, sourceText, disambiguation, n);
        return QTranslator::translate(context, sourceText, disambiguation, n);
    }
};

// The product's catalogues, embedded by xobos_i18n.
const auto kCatalogues = QStringLiteral(":/i18n");

bool load(QTranslator *translator, const QLocale &locale, const QString &catalogue, const QString &directory)
{
    translator->setObjectName(kTranslatorName);
    if (translator->load(locale, catalogue, QStringLiteral("_"), directory))
        return true;
    qCDebug(lcI18n) << "no" << catalogue << "translation for" << locale.uiLanguages() << "in" << directory;
    return false;
}

// The catalogues of the phones' languages, loaded once each (main thread).
const QTranslator *catalogue(const QString &language)
{
    static std::map<QString, std::unique_ptr<QTranslator>> loaded;
    auto it = loaded.find(language);
    if (it == loaded.end()) {
        auto translator = std::make_unique<QTranslator>();
        if (!translator->load(QStringLiteral("xobos_") + language, kCatalogues))
            translator.reset();
        it = loaded.emplace(language, std::move(translator)).first;
    }
    return it->second.get();
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
    auto *qt = new QTranslator(app);
    if (load(qt, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    // The C locale is English: its catalogue holds the plural forms ("1 Quark", "2 Quarks").
    // The product's translator is installed even without a catalogue for the locale: the
    // phones' own languages (ScopedLanguage) go through it.
    const QLocale product = locale.language() == QLocale::C ? QLocale(QLocale::English) : locale;
    auto *own = new ProductTranslator(app);
    const bool found = load(own, product, QStringLiteral("xobos"), kCatalogues);
    QCoreApplication::installTranslator(own);
    return found;
}

QStringList languages()
{
    // The embedded catalogues do not change while the program runs.
    static const QStringList found = [] {
        QStringList out;
        const QStringList files = QDir(kCatalogues).entryList({QStringLiteral("xobos_*.qm")}, QDir::Files, QDir::Name);
        for (const QString &f : files)
            out << f.mid(6, f.size() - 6 - 3);
        return out;
    }();
    return found;
}

QString pickLanguage(const QStringList &preferred)
{
    const QStringList have = languages();
    for (const QString &tag : preferred) {
        const QString language = tag.section(QLatin1Char('-'), 0, 0).toLower();
        if (have.contains(language))
            return language;
    }
    return QString();
}

ScopedLanguage::ScopedLanguage(const QString &language)
    : m_previous(t_scoped)
{
    if (!language.isEmpty() && languages().contains(language)) {
        if (const QTranslator *t = catalogue(language))
            t_scoped = t;
    }
}

ScopedLanguage::~ScopedLanguage()
{
    t_scoped = m_previous;
}

} // namespace xobos::i18n
