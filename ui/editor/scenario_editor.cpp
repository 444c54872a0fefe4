#include "editor/scenario_editor.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "economics/confidence_word.h"
#include "editor/field_form.h"
#include "editor/field_table.h"
#include "editor/user_regions_editor.h"
#include "format/message_text.h"
#include "format/shown_name.h"
#include "hardware/catalog.h"
#include "perf/data_context.h"
#include "placement/placement.h"
#include "placement/site.h"
#include "placement/site_figures.h"
#include "project/project_edit.h"
#include "workload/model_presets.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QToolBox>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>
#include <vector>

namespace ap {

namespace {

// The owned-facility figures (`placement.on_prem`) scenario `s` is priced with where it
// leaves them to the price book, as onPremSpecFor resolves them for its device and count
// (the scenario's own price overrides merged): keyed by the file's names.
nlohmann::json ownedFacilityFigures(const Scenario& s, const DataContext& data)
{
    const PlacementSpec spec = s.placement.value_or(PlacementSpec{});
    nlohmann::json out = nlohmann::json::object();
    try {
        const PriceLookup prices =
            priceLookup(data.prices(), spec.priceOverrides, "placement.prices");
        const Site* found = data.sites().find(spec.computeSite);
        const Site site = found ? *found : Site{};
        WorkloadDemand demand;
        demand.deviceId = s.cluster.deviceId;
        demand.deviceCount = s.cluster.count;
        bool serverPriced = true;
        const OnPremSpec o =
            onPremSpecFor(spec, demand, prices, site, s.cluster.count, 1.0, serverPriced);
        if (serverPriced) {
            out["server_usd"] = o.serverUsd;
            out["devices_per_server"] = o.devicesPerServer;
        }
        out["host_overhead_fraction"] = o.hostOverheadFraction;
        out["idle_power_fraction"] = o.idlePowerFraction;
        out["maintenance_fraction_per_year"] = o.maintenanceFractionPerYear;
        out["warranty_years"] = o.warrantyMonths / 12.0;
        out["staff_usd_per_year"] = o.staffUsdPerYear;
        out["installation_fraction"] = o.installationFraction;
    } catch (const std::exception&) {
        // A price override that does not read: the rows say "default" as before.
    }
    return out;
}

// Where the price book's figure for an owned-facility key comes from ("price book: ..."), or
// empty when the scenario states the key or the book has no entry for it.
QString ownedFacilitySource(const Scenario& s, const DataContext& data, const std::string& key)
{
    const PlacementSpec spec = s.placement.value_or(PlacementSpec{});
    const OnPremPrices& book = data.prices().onPrem();
    const auto text = [](const PriceProvenance& p) {
        return ScenarioEditor::tr("Price book: %1 (%2, %3 confidence)")
            .arg(QString::fromStdString(p.source), QString::fromStdString(p.date),
                 messageText(confidenceWord(p.confidence)));
    };
    const auto of = [&](const std::optional<double>& own, const std::optional<SourcedValue>& v) {
        return own || !v ? QString() : text(v->provenance);
    };
    if (key == "maintenance_fraction_per_year")
        return of(spec.maintenanceFractionPerYear, book.maintenanceFractionPerYear);
    if (key == "installation_fraction")
        return of(spec.installationFraction, book.installationFraction);
    if (key == "warranty_years")
        return of(spec.warrantyYears ? std::optional<double>(*spec.warrantyYears) : std::nullopt,
                  book.warrantyYears);
    if (key == "staff_usd_per_year" && !spec.staffUsdPerYear && book.staffUsdPerSiteYear &&
        book.staffUsdPerDeviceYear)
        return ScenarioEditor::tr("Price book: %1 per site plus %2 per device a year for %3 "
                                  "devices. %4")
            .arg(QStringLiteral("$") + QLocale().toString(book.staffUsdPerSiteYear->value, 'f', 0),
                 QStringLiteral("$") +
                     QLocale().toString(book.staffUsdPerDeviceYear->value, 'f', 0),
                 QLocale().toString(s.cluster.count),
                 QString::fromStdString(book.staffUsdPerSiteYear->provenance.source));
    if (key == "server_usd" || key == "devices_per_server") {
        const ServerPrice* server = book.server(s.cluster.deviceId);
        return spec.serverUsd || !server ? QString() : text(server->provenance);
    }
    if (key == "host_overhead_fraction" && !spec.hostOverheadFraction) {
        if (const ServerPrice* server = book.server(s.cluster.deviceId);
            server && server->hostOverheadFraction)
            return ScenarioEditor::tr("Price book: %1")
                .arg(QString::fromStdString(server->powerSource));
        return of(std::nullopt, book.hostOverheadFraction);
    }
    return {};
}

// The preset whose shape the model has (the fields a preset fixes), or nullptr.
const ModelPreset* presetOf(const ModelSpec& m)
{
    for (const ModelPreset& p : builtInModelPresets()) {
        const ModelSpec& q = p.model;
        if (q.parameters == m.parameters && q.layers == m.layers && q.hidden == m.hidden &&
            q.heads == m.heads && q.kvHeads == m.kvHeads && q.ffnHidden == m.ffnHidden &&
            q.vocab == m.vocab && q.experts == m.experts &&
            q.expertsPerToken == m.expertsPerToken && q.kvLoraRank == m.kvLoraRank &&
            q.slidingWindow == m.slidingWindow && q.slidingWindowLayers == m.slidingWindowLayers)
            return &p;
    }
    return nullptr;
}

} // namespace

ScenarioEditor::ScenarioEditor(ProjectDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_preset(new QComboBox(this))
    , m_form(new FieldForm(scenarioFieldTable(), this))
    , m_regions(new UserRegionsEditor(document))
{
    // The last page (the form's own pages keep their indices).
    m_form->toolBox()->addItem(m_regions, tr("Users' regions"));
    connect(m_regions, &UserRegionsEditor::editRejected, this, &ScenarioEditor::editRejected);
    m_preset->setObjectName(QStringLiteral("modelPreset"));
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_preset->addItem(tr("custom shape (as written)"), QString());
    for (const ModelPreset& p : builtInModelPresets()) {
        m_preset->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
        m_preset->setItemData(m_preset->count() - 1, QString::fromStdString(p.source),
                              Qt::ToolTipRole);
    }
    m_preset->setToolTip(tr("Replaces the model's whole shape (parameters, layers, widths, "
                            "heads, experts) with a published one, in one undo step"));
    connect(m_preset, &QComboBox::activated, this, &ScenarioEditor::applyPreset);
    m_title->setObjectName(QStringLiteral("scenarioEditorTitle"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_form->setObjectName(QStringLiteral("scenarioForm"));
    m_form->setIds(m_document->data());
    connect(m_document, &ProjectDocument::dataReplaced, this,
            [this] { m_form->setIds(m_document->data()); });

    auto* hint = new QLabel(tr("Type values with units (400G, 3.35 TB/s, 15T, $2.10/h); Enter "
                               "applies, an empty field returns to its default."),
                            this);
    hint->setWordWrap(true);
    hint->setObjectName(QStringLiteral("scenarioEditorHint"));
    QFont small = hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    hint->setFont(small);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(hint);
    auto* presetRow = new QHBoxLayout;
    auto* presetLabel = new QLabel(tr("Model &preset:"), this);
    presetLabel->setBuddy(m_preset);
    presetRow->addWidget(presetLabel);
    presetRow->addWidget(m_preset, 1);
    layout->addLayout(presetRow);
    layout->addWidget(m_form, 1);
    layout->addStretch(0); // keeps the title at the top while there is no form to show

    connect(m_form, &FieldForm::editRejected, this, &ScenarioEditor::editRejected);
    addSiteEditorButton();
    connect(m_document, &ProjectDocument::scenarioChanged, this, [this](int changed) {
        if (changed == m_row)
            rebind();
    });
    connect(m_document, &ProjectDocument::scenariosReset, this, [this] {
        if (m_row >= m_document->scenarioCount())
            m_row = m_document->scenarioCount() - 1;
        rebind();
    });
    // A list change: the form stays on its scenario, wherever it moved to.
    connect(m_document, &ProjectDocument::scenarioInserted, this, [this](int row) {
        if (m_row >= 0 && row <= m_row)
            ++m_row;
        rebind();
    });
    connect(m_document, &ProjectDocument::scenarioRemoved, this, [this](int row) {
        if (row < m_row || m_row >= m_document->scenarioCount())
            --m_row;
        rebind();
    });
    connect(m_document, &ProjectDocument::scenarioMoved, this, [this](int from, int to) {
        if (m_row == from)
            m_row = to;
        else if (from < m_row && m_row <= to)
            --m_row;
        else if (to <= m_row && m_row < from)
            ++m_row;
        rebind();
    });
    rebind();
}

void ScenarioEditor::addSiteEditorButton()
{
    // Under the compute site's figures: the site editor the Scenarios details open ("Site
    // figures…"), with every figure of the site, its source beside it, saved as one step.
    const std::string power =
        "/placement/sites/" + std::string(kComputeSiteSegment) + "/power_usd_per_kwh";
    QWidget* field = m_form->editor(power);
    QWidget* page = field ? field->parentWidget() : nullptr;
    auto* grid = page ? qobject_cast<QGridLayout*>(page->layout()) : nullptr;
    if (!grid)
        return;
    m_siteButton = new QPushButton(tr("All site figures…"), page);
    m_siteButton->setObjectName(QStringLiteral("siteEditorButton"));
    m_siteButton->setToolTip(tr("Every figure of the compute site with its source (power price, "
                                "PUE, grid carbon, space, availability, WAN), changed with a "
                                "source as this scenario's overrides"));
    // At the top of the page, in sight as the page opens (at 1280x800 the page shows four
    // rows): the page's rows move down one.
    struct Placed {
        QLayoutItem* item;
        int row, column, rows, columns;
    };
    std::vector<Placed> items;
    while (grid->count() > 0) {
        Placed p{};
        grid->getItemPosition(0, &p.row, &p.column, &p.rows, &p.columns);
        p.item = grid->takeAt(0);
        items.push_back(p);
    }
    const int rows = grid->rowCount();
    for (int r = rows; r > 0; --r)
        grid->setRowStretch(r, grid->rowStretch(r - 1));
    grid->setRowStretch(0, 0);
    grid->addWidget(m_siteButton, 0, 0, 1, 3, Qt::AlignLeft);
    for (const Placed& p : items)
        grid->addItem(p.item, p.row + 1, p.column, p.rows, p.columns);
    connect(m_siteButton, &QPushButton::clicked, this, [this] {
        if (m_row < 0 || m_row >= m_document->scenarioCount())
            return;
        const Scenario& s = m_document->scenario(m_row);
        emit siteEditRequested(m_row,
                               QString::fromStdString(s.placement ? s.placement->computeSite
                                                                  : PlacementSpec().computeSite));
    });
}

void ScenarioEditor::setRow(int row)
{
    m_row = row >= 0 && row < m_document->scenarioCount() ? row : -1;
    rebind();
}

void ScenarioEditor::applyPreset(int index)
{
    const ModelPreset* p = findModelPreset(m_preset->itemData(index).toString().toStdString());
    if (!p || m_row < 0 || m_row >= m_document->scenarioCount()) {
        rebind();
        return;
    }
    nlohmann::json model = p->modelJson;
    model["name"] = p->name;
    const QString why =
        commands::editScenarioValue(*m_document, m_row, "/workload/model", model,
                                    tr("Model preset %1").arg(QString::fromStdString(p->name)));
    if (!why.isEmpty()) {
        emit editRejected(why);
        rebind(); // back to the model as it is
    }
}

void ScenarioEditor::rebind()
{
    if (m_row < 0 || m_row >= m_document->scenarioCount()) {
        m_title->setText(
            tr("No scenario yet. Add one with Add above the table (Ins), then edit it here."));
        m_form->setBinding({});
        m_regions->setRow(-1);
        m_form->hide();
        m_preset->setEnabled(false);
        return;
    }
    m_form->show();
    const Scenario& s = m_document->scenario(m_row);
    {
        const QSignalBlocker block(m_preset);
        m_preset->setEnabled(true);
        const ModelSpec& model =
            std::visit([](const auto& w) -> const ModelSpec& { return w.model; }, s.workload);
        const ModelPreset* preset = presetOf(model);
        m_preset->setCurrentIndex(
            preset ? std::max(0, m_preset->findData(QString::fromStdString(preset->id))) : 0);
    }
    m_title->setText(tr("Edit \"%1\"").arg(shownName(s.name)));
    m_form->setWorkloadKind(s.isTraining() ? FieldApplies::Training : FieldApplies::Inference);
    m_form->setChoices("/workload/software_stack", stackChoices(s.isTraining()));
    const int row = m_row;
    // The site-figure fields name the compute site by kComputeSiteSegment: bound here to the
    // patch of the scenario's compute site, `placement.sites.<id>`.
    // Like `values`, safe when the row has gone (a binding outlives a deleted scenario until
    // the next rebind): the commands then refuse the edit with their own reason.
    auto siteOf = [this, row] {
        if (row >= m_document->scenarioCount())
            return PlacementSpec().computeSite;
        const Scenario& sc = m_document->scenario(row);
        return sc.placement ? sc.placement->computeSite : PlacementSpec().computeSite;
    };
    const std::string segment(kComputeSiteSegment);
    FieldForm::Binding b;
    b.values = [this, row, siteOf, segment] {
        if (row >= m_document->scenarioCount())
            return nlohmann::json::object();
        nlohmann::json j = minimalScenarioJson(m_document->scenario(row));
        const nlohmann::json::json_pointer patch("/placement/sites/" + siteOf());
        if (j.contains(patch))
            j["placement"]["sites"][segment] = j.at(patch);
        return j;
    };
    b.effective = [this, row, siteOf, segment] {
        if (row >= m_document->scenarioCount())
            return nlohmann::json::object();
        nlohmann::json j = effectiveScenarioJson(m_document->scenario(row));
        // The placeholders: the figures the site has without the project's patch, as the
        // cost model takes them (the site's own, else the price book's).
        nlohmann::json figures = nlohmann::json::object();
        if (const Site* site = m_document->data().sites().find(siteOf())) {
            const PriceBook& prices = m_document->data().prices();
            figures["power_usd_per_kwh"] = sitePowerUsdPerKwh(*site, prices);
            figures["pue"] = sitePue(*site, prices);
            figures["space_usd_per_kw_month"] = siteSpaceUsdPerKwMonth(*site, prices);
            figures["carbon_g_per_kwh"] = siteCarbonGramsPerKwh(*site, prices);
            figures["availability"] = site->availability;
            // A model API's terms: its token prices and where it processes prompts.
            if (site->apiUsdPerMillionInputTokens)
                figures["api_usd_per_million_input_tokens"] = *site->apiUsdPerMillionInputTokens;
            if (site->apiUsdPerMillionOutputTokens)
                figures["api_usd_per_million_output_tokens"] = *site->apiUsdPerMillionOutputTokens;
            if (site->api && !site->api->processingRegions.empty())
                figures["api"]["processing_regions"] = site->api->processingRegions;
        }
        const nlohmann::json::json_pointer patch("/placement/sites/" + siteOf());
        if (j.contains(patch) && j.at(patch).is_object()) {
            // The patch's API terms over the site's, key by key (a patch of its retention
            // keeps the site's processing regions shown).
            nlohmann::json api = figures.value("api", nlohmann::json::object());
            figures.update(j.at(patch));
            if (const auto terms = j.at(patch).find("api");
                terms != j.at(patch).end() && terms->is_object()) {
                api.update(*terms);
                figures["api"] = std::move(api);
            }
        }
        j["placement"]["sites"][segment] = std::move(figures);
        // The owned-facility figures the price book supplies, as the cost model takes them
        // for this cluster (server price, staff, maintenance, ...): shown, not "default".
        const nlohmann::json onPrem =
            ownedFacilityFigures(m_document->scenario(row), m_document->data());
        for (auto it = onPrem.begin(); it != onPrem.end(); ++it)
            if (!j["placement"]["on_prem"].contains(it.key()))
                j["placement"]["on_prem"][it.key()] = it.value();
        // The data classes the placement holds when the file states none ("internal"): the
        // list of words shows them checked.
        if (!j["placement"].contains("data_classes")) {
            const Scenario& sc = m_document->scenario(row);
            j["placement"]["data_classes"] =
                sc.placement ? sc.placement->dataClasses : PlacementSpec().dataClasses;
        }
        return j;
    };
    b.note = [this, row, siteOf](const std::string& pointer) {
        if (pointer.starts_with("/placement/on_prem/") && row < m_document->scenarioCount())
            return ownedFacilitySource(
                m_document->scenario(row), m_document->data(),
                pointer.substr(std::string_view("/placement/on_prem/").size()));
        if (pointer.find(kComputeSiteSegment) == std::string::npos)
            return QString();
        const Site* site = m_document->data().sites().find(siteOf());
        if (!site)
            return tr("Site %1 is not in the site catalog.").arg(QString::fromStdString(siteOf()));
        return tr("Site %1 (%2, %3 confidence): %4")
            .arg(QString::fromStdString(site->id), QString::fromStdString(site->date),
                 messageText(confidenceWord(site->confidence)),
                 QString::fromStdString(site->source));
    };
    // The compute site's figures its kind has (a cloud region's rent has no space price), as
    // the site editor lists them.
    b.shown = [this, siteOf](const std::string& pointer) {
        if (pointer.find(kComputeSiteSegment) == std::string::npos)
            return true;
        const Site* site = m_document->data().sites().find(siteOf());
        if (!site)
            return true;
        // The API's terms (`api/...`) are a model API's only, as its prices.
        if (pointer.find("/api/") != std::string::npos)
            return site->kind == SiteKind::PublicModelApi;
        return siteFigureApplies(*site, pointer.substr(pointer.rfind('/') + 1));
    };
    b.check = [this, row, siteOf](const std::string& pointer,
                                  const std::optional<nlohmann::json>& value) {
        return commands::checkScenarioValue(*m_document, row, withComputeSite(pointer, siteOf()),
                                            value);
    };
    b.apply = [this, row, siteOf](const std::string& pointer,
                                  const std::optional<nlohmann::json>& value,
                                  const QString& label) {
        return commands::editScenarioValue(*m_document, row, withComputeSite(pointer, siteOf()),
                                           value, label);
    };
    m_form->setBinding(std::move(b));
    m_regions->setRow(row);
    // The users' latency is a serving figure.
    m_form->toolBox()->setItemEnabled(m_form->toolBox()->indexOf(m_regions), !s.isTraining());
}

} // namespace ap
