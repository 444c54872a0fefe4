#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace ap {

// The user interface language: the system locale unless the user chose one (View > Language,
// kept in QSettings under "language"; `accelplan --language` overrides both for one run).

// The languages shipped (translations/accelplan_<code>.ts): "en", "de", "fr".
QStringList shippedLanguages();
// The language's own name ("Deutsch", "Français").
QString languageName(const QString& code);

// The stored preference: a code of shippedLanguages(), or empty for the system locale.
QString languagePreference();
void setLanguagePreference(const QString& code);

// The locale for `code` (empty: the system locale). Numbers, currency and dates follow it.
QLocale localeForLanguage(const QString& code);

// Makes `locale` the default (QLocale()) and installs Qt's own translations and ours for it
// (English plural forms when no translation matches). Call once, before any window exists.
void installLanguage(QCoreApplication& app, const QLocale& locale);

} // namespace ap
