// The manual page ships in the package (installer/accelplan-cli.1): every command that
// `accelplan-cli --help` lists must be described there, so a new command cannot ship
// undocumented.
#include "test_paths.h"
#include <QtTest>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>

class TestManual : public QObject {
    Q_OBJECT
private slots:
    void everyCommandIsDocumented_data();
    void everyCommandIsDocumented();
};

namespace {

// The command words of the help text: the first word of each indented line under
// "commands:" that starts a command (continuation lines are indented further).
QStringList helpCommands()
{
    QProcess p;
    p.start(testCli(), {QStringLiteral("--help")});
    if (!p.waitForFinished(30000))
        return {};
    const QString help = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    QStringList commands;
    bool inCommands = false;
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z-][a-z-]*)\\b"));
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("commands:"))) {
            inCommands = true;
            continue;
        }
        if (!inCommands)
            continue;
        if (!line.isEmpty() && !line.startsWith(QLatin1Char(' ')))
            break; // the next section
        const QRegularExpressionMatch m = commandLine.match(line);
        if (m.hasMatch())
            commands << m.captured(1);
    }
    return commands;
}

} // namespace

void TestManual::everyCommandIsDocumented_data()
{
    QTest::addColumn<QString>("command");
    const QStringList commands = helpCommands();
    QVERIFY2(commands.size() >= 5, "accelplan-cli --help lists no commands");
    for (const QString& c : commands)
        QTest::newRow(qPrintable(c)) << c;
}

void TestManual::everyCommandIsDocumented()
{
    QFETCH(QString, command);
    QFile page(testSource("/installer/accelplan-cli.1"));
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(page.readAll());
    // A command is described when a tagged paragraph (.TP) opens with it in bold.
    const QString troffName = QString(command).replace(QLatin1Char('-'), QLatin1String("\\-"));
    const QRegularExpression entry(
        QStringLiteral("\\.TP\\n\\.B[R]? \"?(%1)\\b").arg(QRegularExpression::escape(troffName)));
    QVERIFY2(entry.match(text).hasMatch(),
             qPrintable(
                 QStringLiteral("installer/accelplan-cli.1 does not describe '%1'").arg(command)));
}

QTEST_GUILESS_MAIN(TestManual)
#include "tst_manual.moc"
