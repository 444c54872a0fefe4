#pragma once

#include <QDialog>
#include <QString>
#include <QUrl>

#include <vector>

namespace ap {

// One group of shipped data for the About dialog: what it is, how many entries, and the span of
// the dates its figures carry, all read from the embedded data files.
struct DataSourceSummary {
    QString source;  // "Hardware catalog", "Price book", "Sites", "Calibration"
    QString files;   // "hardware/*.json (5 files)"
    int entries = 0; // devices, price points, sites, measured runs
    QString oldest;  // dates as written in the files ("2022-10"), empty when none
    QString newest;
};

std::vector<DataSourceSummary> dataSourceSummaries();

// Help > User Guide: the guide installed with the package (share/doc/accelplan/README.md),
// else the source tree's copy when running from a build folder. Empty when neither exists.
QUrl userGuideUrl();

// Help > About AccelPlan: version, licence, Qt, and the data sources with their dates.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace ap
