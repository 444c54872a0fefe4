#include "window/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace ap {

namespace {

const char* const kLanguageKey = "language";

// Installed next to the program (share/accelplan/translations) or compiled in (:/i18n).
QStringList translationDirs()
{
    return {QDir(QCoreApplication::applicationDirPath())
                .absoluteFilePath(QStringLiteral("../share/accelplan/translations")),
            QStringLiteral(":/i18n")};
}

} // namespace

QStringList shippedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString languageName(const QString& code)
{
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name.isEmpty() ? code : name;
}

QString languagePreference()
{
    const QString code = QSettings().value(QLatin1String(kLanguageKey)).toString();
    return shippedLanguages().contains(code) ? code : QString();
}

void setLanguagePreference(const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(QLatin1String(kLanguageKey));
    else
        settings.setValue(QLatin1String(kLanguageKey), code);
}

QLocale localeForLanguage(const QString& code)
{
    if (code.isEmpty())
        return QLocale::system();
    // English in the C notation the CLI prints ("1,234.5"), German and French in their own.
    if (code == QStringLiteral("en"))
        return QLocale(QLocale::English, QLocale::UnitedStates);
    return QLocale(code);
}

void installLanguage(QCoreApplication& app, const QLocale& locale)
{
    QLocale::setDefault(locale);
    // Qt's own strings (standard buttons, file dialogs).
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    // Ours; English is the fallback: its plural forms turn "%n device(s)" into "1 device".
    auto* own = new QTranslator(&app);
    bool loaded = false;
    for (const QString& dir : translationDirs()) {
        if (own->load(locale, QStringLiteral("accelplan"), QStringLiteral("_"), dir) ||
            own->load(QStringLiteral("accelplan_en"), dir)) {
            loaded = true;
            break;
        }
    }
    if (loaded)
        QCoreApplication::installTranslator(own);
    else
        delete own;
}

} // namespace ap
