#include "editor/user_regions_editor.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "format/number_format.h"
#include "placement/placement.h"
#include "project/project.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <optional>

namespace ap {

namespace {

// A number as the user types it: the locale's form, else the C locale's ("50.11" in German).
std::optional<double> parseNumber(const QString& text)
{
    bool ok = false;
    double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

QString numberText(double v)
{
    return QLocale().toString(v, 'g', 10);
}

// "lat; lon" in the locale's numbers.
QString coordinatesText(const UserRegion& r)
{
    if (!r.latitudeDeg || !r.longitudeDeg)
        return {};
    return QStringLiteral("%1; %2").arg(numberText(*r.latitudeDeg), numberText(*r.longitudeDeg));
}

} // namespace

UserRegionsEditor::UserRegionsEditor(ProjectDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_hint(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_add(new QPushButton(tr("&Add region"), this))
    , m_remove(new QPushButton(tr("Remove region"), this))
    , m_reason(new QLabel(this))
{
    setObjectName(QStringLiteral("userRegionsEditor"));
    m_table->setObjectName(QStringLiteral("userRegionsTable"));
    m_add->setObjectName(QStringLiteral("addUserRegion"));
    m_remove->setObjectName(QStringLiteral("removeUserRegion"));
    m_hint->setWordWrap(true);
    m_hint->setText(tr("Where the users are and their share of the requests. Each region's "
                       "round trip to the compute site is added to its TTFT; the users' latency "
                       "is the traffic-weighted mean. Coordinates (latitude; longitude) win over "
                       "the distance where the site has coordinates. No region: the users are "
                       "one place (Path to users)."));
    // Short headers (the page is narrow), the full names as their tooltips.
    const QStringList headers = {tr("Name"), tr("Lat; lon"), tr("km"), tr("Share")};
    const QStringList tips = {tr("Name"), tr("Coordinates (lat; lon)"), tr("Distance (km)"),
                              tr("Share of traffic")};
    for (int c = 0; c < ColumnCount; ++c) {
        auto* header = new QTableWidgetItem(headers[c]);
        header->setToolTip(tips[c]);
        m_table->setHorizontalHeaderItem(c, header);
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setMinimumHeight(120);
    m_reason->setWordWrap(true);
    m_reason->setStyleSheet(QStringLiteral("color: #c01c28;"));
    m_reason->setObjectName(QStringLiteral("userRegionsReason"));
    m_reason->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_reason);

    connect(m_table, &QTableWidget::cellChanged, this, &UserRegionsEditor::onCellChanged);
    connect(m_add, &QPushButton::clicked, this, &UserRegionsEditor::addRegion);
    connect(m_remove, &QPushButton::clicked, this, &UserRegionsEditor::removeRegion);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(m_row >= 0 && m_table->currentRow() >= 0); });
    refresh();
}

void UserRegionsEditor::setRow(int row)
{
    m_row = row;
    m_reason->hide();
    refresh();
}

std::vector<UserRegion> UserRegionsEditor::regions() const
{
    if (m_row < 0 || m_row >= m_document->scenarioCount())
        return {};
    const Scenario& s = m_document->scenario(m_row);
    return s.placement ? s.placement->userRegions : std::vector<UserRegion>{};
}

void UserRegionsEditor::refresh()
{
    const bool valid = m_row >= 0 && m_row < m_document->scenarioCount();
    setEnabled(valid);
    const std::vector<UserRegion> list = regions();
    m_filling = true;
    m_table->setRowCount(int(list.size()));
    // Cells are updated in place: a refresh may run inside the edited cell's own signal.
    const auto set = [this](int row, int column, const QString& text) {
        if (QTableWidgetItem* item = m_table->item(row, column)) {
            if (item->text() != text)
                item->setText(text);
            return;
        }
        auto* item = new QTableWidgetItem(text);
        if (column == Distance || column == Share)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, column, item);
    };
    for (size_t i = 0; i < list.size(); ++i) {
        const UserRegion& r = list[i];
        const int row = int(i);
        set(row, Name, QString::fromStdString(r.name));
        set(row, Coordinates, coordinatesText(r));
        set(row, Distance, r.distanceKm ? numberText(*r.distanceKm) : QString());
        set(row, Share, numberText(r.share));
    }
    m_filling = false;
    m_remove->setEnabled(valid && !list.empty());
}

bool UserRegionsEditor::apply(const std::vector<UserRegion>& list, const QString& label)
{
    std::optional<nlohmann::json> value;
    if (!list.empty()) {
        // The list in its file form, as a save writes it (placementToJson).
        PlacementSpec spec;
        spec.userRegions = list;
        value = placementToJson(spec).at("users").at("regions");
    }
    // Checked by the project reader (its reason names the field), then pushed as one step of
    // its own: edits of the list do not merge, so each is undone alone.
    QString why =
        commands::checkScenarioValue(*m_document, m_row, "/placement/users/regions", value);
    if (why.isEmpty()) {
        PlacementSpec placement = m_document->scenario(m_row).placement.value_or(PlacementSpec());
        placement.userRegions = list;
        why = commands::editScenarioPlacement(*m_document, m_row, placement, label);
    }
    if (!why.isEmpty()) {
        m_reason->setText(why);
        m_reason->show();
        emit editRejected(why);
        refresh(); // back to the list as it is
        return false;
    }
    m_reason->hide();
    refresh();
    return true;
}

void UserRegionsEditor::onCellChanged(int row, int column)
{
    if (m_filling || m_row < 0)
        return;
    std::vector<UserRegion> list = regions();
    if (row < 0 || size_t(row) >= list.size())
        return;
    UserRegion& r = list[size_t(row)];
    const QString text = m_table->item(row, column)->text().trimmed();
    const auto refuse = [this](const QString& why) {
        m_reason->setText(why);
        m_reason->show();
        emit editRejected(why);
        refresh();
    };
    switch (column) {
    case Name:
        r.name = text.toStdString();
        break;
    case Coordinates: {
        if (text.isEmpty()) {
            r.latitudeDeg.reset();
            r.longitudeDeg.reset();
            break;
        }
        const QStringList parts = text.split(QLatin1Char(';'));
        const auto lat = parts.size() == 2 ? parseNumber(parts[0]) : std::nullopt;
        const auto lon = parts.size() == 2 ? parseNumber(parts[1]) : std::nullopt;
        if (!lat || !lon) {
            refuse(tr("Coordinates: type the latitude and the longitude in decimal degrees, "
                      "separated by a semicolon (50.11; 8.68)"));
            return;
        }
        r.latitudeDeg = *lat;
        r.longitudeDeg = *lon;
        break;
    }
    case Distance: {
        if (text.isEmpty()) {
            r.distanceKm.reset();
            break;
        }
        const auto v = parseNumber(text);
        if (!v) {
            refuse(tr("Distance: type a number of kilometres"));
            return;
        }
        r.distanceKm = *v;
        break;
    }
    case Share: {
        const auto v = parseNumber(text);
        if (!v) {
            refuse(tr("Share of traffic: type a number above 0 (the shares are divided by "
                      "their sum)"));
            return;
        }
        r.share = *v;
        break;
    }
    default:
        return;
    }
    apply(list, tr("Users' region %1").arg(QString::fromStdString(r.name)));
}

void UserRegionsEditor::addRegion()
{
    if (m_row < 0 || m_row >= m_document->scenarioCount())
        return;
    std::vector<UserRegion> list = regions();
    const Scenario& s = m_document->scenario(m_row);
    const PlacementSpec spec = s.placement.value_or(PlacementSpec());
    UserRegion added;
    if (list.empty()) {
        // The first region is where the users are now: the same latency, now a list.
        added.name = tr("Users").toStdString();
        added.latitudeDeg = spec.usersLatitudeDeg;
        added.longitudeDeg = spec.usersLongitudeDeg;
        added.distanceKm = spec.users.distanceKm;
        added.share = 1;
    } else {
        // A new region takes an equal share; the others keep their proportions.
        const double n = double(list.size());
        for (UserRegion& r : list)
            r.share *= n / (n + 1);
        added.share = 1 / (n + 1);
        added.distanceKm = spec.users.distanceKm;
        for (int k = int(list.size()) + 1;; ++k) {
            const std::string name = tr("Region %1").arg(k).toStdString();
            bool taken = false;
            for (const UserRegion& r : list)
                taken = taken || r.name == name;
            if (!taken) {
                added.name = name;
                break;
            }
        }
    }
    list.push_back(added);
    if (apply(list, tr("Add users' region")))
        m_table->setCurrentCell(int(list.size()) - 1, Name);
}

void UserRegionsEditor::removeRegion()
{
    std::vector<UserRegion> list = regions();
    const int row = m_table->currentRow();
    if (row < 0 || size_t(row) >= list.size())
        return;
    list.erase(list.begin() + row);
    // The others keep their proportions and sum to 1 again.
    double sum = 0;
    for (const UserRegion& r : list)
        sum += r.share;
    if (sum > 0)
        for (UserRegion& r : list)
            r.share /= sum;
    apply(list, tr("Remove users' region"));
}

} // namespace ap
