#pragma once

// Helpers shared by the project tests: the bundled example and small files written on the fly,
// and a language switched on for one test.
#include "test_paths.h"
#include "window/language.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace ap::test {

inline QString examplePath()
{
    return testSource("/data/examples/getting-started.accelplan");
}

inline bool writeFile(const QString& path, const QByteArray& contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// As `accelplan --language` does, for the scope of one test: the application's translation
// (":/i18n/accelplan_<code>") installed and, unless `numbers` is false, the language's locale
// for numbers; both restored when it goes out of scope. `QVERIFY(language.loaded())` first.
class ScopedLanguage {
public:
    explicit ScopedLanguage(const QString& code, bool numbers = true)
    {
        m_loaded = m_translator.load(QStringLiteral(":/i18n/accelplan_") + code);
        if (m_loaded)
            QCoreApplication::installTranslator(&m_translator);
        if (numbers)
            QLocale::setDefault(localeForLanguage(code));
    }
    ~ScopedLanguage()
    {
        if (m_loaded)
            QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(m_before);
    }
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;

    bool loaded() const { return m_loaded; }
    const QTranslator& translator() const { return m_translator; }

private:
    QLocale m_before; // the default locale when it was made
    QTranslator m_translator;
    bool m_loaded = false;
};

// Indices of the example's scenarios used by the tests.
inline constexpr int kA100Training = 0;
inline constexpr int kH200Inference = 3;

} // namespace ap::test
