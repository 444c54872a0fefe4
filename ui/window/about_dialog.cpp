#include "window/about_dialog.h"

#include "common/embedded_data.h"
#include "common/version.h"
#include "economics/data_inventory.h"

#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>
#include <optional>

namespace ap {

namespace {

struct Span {
    std::optional<int> oldestDay, newestDay;
    std::string oldest, newest;
    void add(const std::string& date)
    {
        const std::optional<int> day = dataDateLastDay(date);
        if (!day)
            return;
        if (!oldestDay || *day < *oldestDay) {
            oldestDay = day;
            oldest = date;
        }
        if (!newestDay || *day > *newestDay) {
            newestDay = day;
            newest = date;
        }
    }
};

int todayDays()
{
    const QDate d = QDate::currentDate();
    return daysFromCivil(d.year(), d.month(), d.day());
}

// The measured runs the efficiency model is fitted to: one CSV row each, dated by the year of
// the publication its source cites.
DataSourceSummary calibrationSummary()
{
    DataSourceSummary s;
    s.source = QCoreApplication::translate("ap::AboutDialog", "Calibration (measured runs)");
    s.files = QStringLiteral("calibration/training.csv, calibration/inference.csv");
    static const QRegularExpression year(QStringLiteral("\\b(20[0-9]{2})\\b"));
    int oldest = 0, newest = 0;
    for (const char* name : {"calibration/training.csv", "calibration/inference.csv"}) {
        const std::optional<std::string_view> csv = embeddedFile(name);
        if (!csv)
            continue;
        const QStringList lines =
            QString::fromUtf8(csv->data(), qsizetype(csv->size())).split(QLatin1Char('\n'));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (lines[i].trimmed().isEmpty())
                continue;
            ++s.entries;
            // The source is the last column; the newest year it names is the run's date.
            const qsizetype lastComma = lines[i].lastIndexOf(QLatin1String(",\""));
            const QString source = lastComma >= 0 ? lines[i].mid(lastComma) : lines[i];
            int rowYear = 0;
            for (auto it = year.globalMatch(source); it.hasNext();)
                rowYear = std::max(rowYear, it.next().captured(1).toInt());
            if (rowYear == 0)
                continue;
            oldest = oldest == 0 ? rowYear : std::min(oldest, rowYear);
            newest = std::max(newest, rowYear);
        }
    }
    if (oldest > 0) {
        s.oldest = QString::number(oldest);
        s.newest = QString::number(newest);
    }
    return s;
}

} // namespace

std::vector<DataSourceSummary> dataSourceSummaries()
{
    struct Group {
        const char* prefix;
        const char* name;
    };
    static const Group kGroups[] = {
        {"hardware/", QT_TRANSLATE_NOOP("ap::AboutDialog", "Hardware catalog (devices)")},
        {"prices/", QT_TRANSLATE_NOOP("ap::AboutDialog", "Price book (price points)")},
        {"sites/", QT_TRANSLATE_NOOP("ap::AboutDialog", "Sites (places to run)")}};
    std::map<std::string, Span> spans;
    std::map<std::string, int> entries, files;
    for (const DataFileSummary& f : dataInventory()) {
        for (const Group& g : kGroups) {
            if (f.file.rfind(g.prefix, 0) != 0)
                continue;
            entries[g.prefix] += f.entries;
            ++files[g.prefix];
        }
    }
    for (const DatedEntry& e : datedEntries(todayDays()))
        for (const Group& g : kGroups)
            if (e.file.rfind(g.prefix, 0) == 0)
                spans[g.prefix].add(e.date);
    std::vector<DataSourceSummary> out;
    for (const Group& g : kGroups) {
        DataSourceSummary s;
        s.source = QCoreApplication::translate("ap::AboutDialog", g.name);
        s.files = QCoreApplication::translate("ap::AboutDialog", "%1*.json (%n file(s))", nullptr,
                                              files[g.prefix])
                      .arg(QString::fromLatin1(g.prefix));
        s.entries = entries[g.prefix];
        s.oldest = QString::fromStdString(spans[g.prefix].oldest);
        s.newest = QString::fromStdString(spans[g.prefix].newest);
        out.push_back(s);
    }
    out.push_back(calibrationSummary());
    return out;
}

QUrl userGuideUrl()
{
    // Installed: <prefix>/bin/accelplan and <prefix>/share/doc/accelplan/README.md. From a
    // build folder: the source tree's README.md.
    const QDir bin(QCoreApplication::applicationDirPath());
    const QStringList candidates = {
        bin.absoluteFilePath(QStringLiteral("../share/doc/accelplan/README.md")),
#ifdef ACCELPLAN_SOURCE_README
        QStringLiteral(ACCELPLAN_SOURCE_README),
#endif
    };
    for (const QString& path : candidates)
        if (QFileInfo(path).isFile())
            return QUrl::fromLocalFile(QFileInfo(path).canonicalFilePath());
    return {};
}

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About AccelPlan"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("<h3>AccelPlan %1</h3>"
           "<p>Plans compute: which CPUs, GPUs or TPUs, where to run them, and what they really "
           "cost.</p>"
           "<p>Licence: proprietary (LicenseRef-proprietary). Built with Qt %2 and QCustomPlot.</p>"
           "<p>Roofline after Williams, Waterman and Patterson, <i>Communications of the ACM</i> "
           "52(4), 2009. Every figure of the data below names its source (datasheet, paper, "
           "price page) in the data files and in the tooltips.</p>")
            .arg(QString::fromStdString(versionString()), QString::fromLatin1(qVersion())),
        this);
    intro->setWordWrap(true);
    intro->setTextInteractionFlags(Qt::TextBrowserInteraction);
    layout->addWidget(intro);

    layout->addWidget(new QLabel(tr("Data shipped with this version:"), this));
    const std::vector<DataSourceSummary> sources = dataSourceSummaries();
    auto* table = new QTableWidget(int(sources.size()), 4, this);
    table->setObjectName(QStringLiteral("aboutDataSources"));
    table->setHorizontalHeaderLabels({tr("Data"), tr("Files"), tr("Entries"), tr("Dated")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    for (int row = 0; row < int(sources.size()); ++row) {
        const DataSourceSummary& s = sources[size_t(row)];
        const QString dated = s.oldest.isEmpty()     ? tr("undated")
                              : s.oldest == s.newest ? s.oldest
                                                     : tr("%1 to %2").arg(s.oldest, s.newest);
        table->setItem(row, 0, new QTableWidgetItem(s.source));
        table->setItem(row, 1, new QTableWidgetItem(s.files));
        auto* entries = new QTableWidgetItem(QLocale().toString(s.entries));
        entries->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, 2, entries);
        table->setItem(row, 3, new QTableWidgetItem(dated));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setMinimumWidth(table->horizontalHeader()->length() + 24);
    table->setMaximumHeight(table->verticalHeader()->length() +
                            table->horizontalHeader()->height() + 8);
    layout->addWidget(table);
    auto* note = new QLabel(tr("Prices date quickly: override them with your own quotes "
                               "(Hardware view, Set Price…) before you decide on them."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace ap
