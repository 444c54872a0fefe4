// Replays every input the fuzzers ever crashed on (fuzz/regressions/<target>/) and the
// hostile corpus (tests/data/bad/) through the same entry points the libFuzzer targets use,
// in the normal suite (no clang needed). An entry may only throw InputError, which it
// catches; a crash or an abort here is a regression.
#include "fuzz_entries.h"
#include "test_paths.h"

#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QFile>

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void replay_data();
    void replay();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("file");
    int rows = 0;
    for (const auto& t : ap::fuzz::targets()) {
        const QString name = QString::fromLatin1(t.name);
        const QDir saved(testSource("/fuzz/regressions/") + name);
        for (const QString& f : saved.entryList(QDir::Files))
            if (f != QLatin1String(".keep")) {
                QTest::newRow(qPrintable(name + "/" + f)) << name << saved.filePath(f);
                ++rows;
            }
    }
    const QDir bad(testSource("/tests/data/bad"));
    for (const QString& f : bad.entryList(QDir::Files)) {
        const QString target = f.endsWith(".accelplan") ? "project"
                               : f.endsWith(".csv")     ? "calibration_csv"
                               : f.contains("catalog")  ? "catalog"
                                                        : QString();
        if (!target.isEmpty()) {
            QTest::newRow(qPrintable("bad/" + f)) << target << bad.filePath(f);
            ++rows;
        }
    }
    // Names that would be formulas in a spreadsheet or headings, links, HTML and code in
    // Markdown, through the export writers (tests/data/hostile_names).
    const QDir names(testSource("/tests/data/hostile_names"));
    for (const QString& f : names.entryList(QDir::Files)) {
        QTest::newRow(qPrintable("hostile_names/" + f)) << "export_text" << names.filePath(f);
        ++rows;
    }
    // The price importers' samples, good and bad (tests/data/prices_import).
    QDirIterator it(testSource("/tests/data/prices_import"), {"*.csv", "*.json"}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        QTest::newRow(qPrintable("prices_import/" + f.section('/', -3))) << "price_import" << f;
        ++rows;
    }
    QVERIFY(rows >= 30);
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    for (const auto& t : ap::fuzz::targets())
        if (target == QLatin1String(t.name))
            t.entry(reinterpret_cast<const std::uint8_t*>(bytes.constData()), size_t(bytes.size()));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
