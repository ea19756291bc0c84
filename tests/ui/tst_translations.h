// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class TranslationTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTranslationFileIsComplete_data();
    void everyTranslationFileIsComplete();
    void switchingLanguageRetranslatesTheMenus();
    void englishPluralsComeFromItsCatalogue_data();
    void englishPluralsComeFromItsCatalogue();
    void aScopedLanguageTranslatesWithoutRetranslatingTheWindows();
    void theLanguagePickedIsTheFirstTheProductHas_data();
    void theLanguagePickedIsTheFirstTheProductHas();
    void cleanup();
};
