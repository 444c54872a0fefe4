// The shipped translations are complete and current: every text of core/, ui/ and app/ that
// lupdate extracts has a finished translation in each translations/*.ts (the English file:
// every plural form), no entry is left over from a text that is gone, and every translation
// keeps the placeholders of its source. The test runs lupdate over the sources into a copy of
// each file, so a text added without a translation fails here, not in front of a user. A term
// is said one way throughout a language (French "jeton", never "token" beside it).
#include "test_paths.h"
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Entry {
    QString context, source, comment;
    bool numerus = false;
    QString type; // "", "unfinished", "vanished", "obsolete"
    QStringList forms;
};

// Every message of a .ts file with its translation (one form, or the plural forms).
QList<Entry> readAll(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Entry> out;
    QXmlStreamReader xml(&file);
    QString context;
    Entry e;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                e = Entry{};
                e.context = context;
                e.numerus =
                    xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                e.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                e.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                e.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!e.numerus)
                    e.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                e.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << e;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured(0);
    return out;
}

QString describe(const Entry& e)
{
    return QStringLiteral("[%1] \"%2\"").arg(e.context, e.source.left(80));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void placeholdersKept_data() { complete_data(); }
    void placeholdersKept();
    void oneWordPerTerm_data();
    void oneWordPerTerm();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("pluralOnly");
    QTest::newRow("de") << QStringLiteral("accelplan_de.ts") << false;
    QTest::newRow("fr") << QStringLiteral("accelplan_fr.ts") << false;
    QTest::newRow("en (plural forms)") << QStringLiteral("accelplan_en.ts") << true;
}

void TestTranslations::complete()
{
    QFETCH(QString, file);
    QFETCH(bool, pluralOnly);
    const QString shipped = testSource("/translations/") + file;
    QVERIFY2(QFile::exists(shipped), qPrintable(shipped));

    // lupdate over the sources into a copy: new texts come in unfinished, texts that are gone
    // stay as "vanished" (no -no-obsolete here), and nothing touches the shipped file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(shipped, copy));
    QStringList args;
    for (const QString& a : QString::fromStdString(testRequiredEnv("ACCELPLAN_LUPDATE_ARGS"))
                                .split(QLatin1Char('|'), Qt::SkipEmptyParts))
        if (a != QStringLiteral("-no-obsolete"))
            args << a;
    if (pluralOnly)
        args << QStringLiteral("-pluralonly");
    args << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.setWorkingDirectory(testSource(""));
    QElapsedTimer timer;
    timer.start();
    lupdate.start(QString::fromStdString(testRequiredEnv("ACCELPLAN_LUPDATE")), args);
    QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish in 60 s");
    QCOMPARE(lupdate.exitCode(), 0);
    qInfo("lupdate over core/, ui/, app/ for %s: %lld ms", qPrintable(file), timer.elapsed());

    QString error;
    const QList<Entry> entries = readAll(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!entries.isEmpty());
    QStringList unfinished, vanished, emptyForms;
    for (const Entry& e : entries) {
        if (e.type == QLatin1String("vanished") || e.type == QLatin1String("obsolete"))
            vanished << describe(e);
        else if (e.type == QLatin1String("unfinished"))
            unfinished << describe(e);
        else
            for (const QString& f : e.forms)
                if (f.isEmpty())
                    emptyForms << describe(e);
    }
    const auto report = [](const QString& what, const QStringList& list) {
        return QStringLiteral("%1 %2 (run the update_translations target, then translate):\n  %3")
            .arg(list.size())
            .arg(what, list.mid(0, 15).join(QStringLiteral("\n  ")));
    };
    QVERIFY2(unfinished.isEmpty(),
             qPrintable(report(QStringLiteral("missing or unfinished"), unfinished)));
    QVERIFY2(vanished.isEmpty(),
             qPrintable(report(QStringLiteral("left over from texts that are gone"), vanished)));
    QVERIFY2(emptyForms.isEmpty(), qPrintable(report(QStringLiteral("empty forms"), emptyForms)));
}

void TestTranslations::placeholdersKept()
{
    QFETCH(QString, file);
    QString error;
    const QList<Entry> entries = readAll(testSource("/translations/") + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList wrong;
    for (const Entry& e : entries) {
        const QSet<QString> wanted = placeholders(e.source);
        for (const QString& f : e.forms)
            if (!f.isEmpty() && placeholders(f) != wanted)
                wrong << QStringLiteral("%1 -> \"%2\"").arg(describe(e), f.left(80));
        if (e.numerus)
            for (const QString& f : e.forms)
                if (!f.contains(QLatin1String("%n")) && e.source.contains(QLatin1String("%n")))
                    wrong << QStringLiteral("%1 -> \"%2\" (no %n)").arg(describe(e), f.left(80));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestTranslations::oneWordPerTerm_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("term");    // the English word
    QTest::addColumn<QString>("word");    // the one word the translation uses for it
    QTest::addColumn<QString>("avoided"); // a regular expression for the other spelling
    // French: "jeton" (FranceTerme's word, the units' "jetons/s"); a template sentence said
    // "tokens de sortie" beside "jetons de sortie" elsewhere. A field key (draft_tokens) and a
    // quoted title ("Million-Token Inference") keep their spelling.
    QTest::newRow("fr token") << QStringLiteral("accelplan_fr.ts") << QStringLiteral("token")
                              << QStringLiteral("jeton")
                              << QStringLiteral("(?<![\\w-])[Tt]okens?(?![\\w-])");
}

void TestTranslations::oneWordPerTerm()
{
    QFETCH(QString, file);
    QFETCH(QString, term);
    QFETCH(QString, word);
    QFETCH(QString, avoided);
    QString error;
    const QList<Entry> entries = readAll(testSource("/translations/") + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QRegularExpression other(avoided);
    QVERIFY(other.isValid());
    QStringList wrong;
    int uses = 0;
    for (const Entry& e : entries) {
        if (!e.source.contains(term, Qt::CaseInsensitive))
            continue;
        for (const QString& f : e.forms) {
            if (other.match(f).hasMatch())
                wrong << QStringLiteral("%1 -> \"%2\"").arg(describe(e), f.left(100));
            uses += f.contains(word, Qt::CaseInsensitive);
        }
    }
    QVERIFY2(uses > 20, qPrintable(QString::number(uses)));
    QVERIFY2(wrong.isEmpty(),
             qPrintable(QStringLiteral("%1 translations say it otherwise than \"%2\":\n%3")
                            .arg(wrong.size())
                            .arg(word, wrong.join(QLatin1Char('\n')))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
