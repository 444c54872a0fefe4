#include "catalog/site_editor_dialog.h"

#include "catalog/price_override.h"
#include "catalog/refusal_label.h"
#include "common/input_error.h"
#include "document/project_document.h"
#include "economics/confidence_word.h"
#include "economics/price_book.h"
#include "format/data_class_text.h"
#include "format/message_text.h"
#include "format/shown_name.h"
#include "placement/placement.h"
#include "placement/site_figures.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <cmath>

namespace ap {

namespace {

// Room for a figure's source beside its value; the whole source is in the tooltip.
constexpr int kSourceWidth = 400;

QString figureLabel(const SiteFigureSpec& spec)
{
    return QCoreApplication::translate("ap::SiteFigures", spec.label);
}

QString numberText(double v)
{
    // Enough digits that the catalog's figure reads back unchanged (0.2094, 0.9995, 189.42).
    return QLocale().toString(v, 'g', 10);
}

// The number a value field holds: the user's locale first ("0,25" in German), else C.
std::optional<double> parseNumber(const QString& text)
{
    bool ok = false;
    double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

} // namespace

SiteEditorDialog::SiteEditorDialog(ProjectDocument* document, int row, const QString& siteId,
                                   QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_scenario(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_site(new QComboBox(this))
    , m_siteInfo(new QLabel(this))
    , m_grid(new QGridLayout)
    , m_source(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("siteEditor"));
    setWindowTitle(tr("Site figures"));
    m_scenario->setObjectName(QStringLiteral("siteScenario"));
    m_search->setObjectName(QStringLiteral("siteSearch"));
    m_site->setObjectName(QStringLiteral("siteChoice"));
    m_siteInfo->setObjectName(QStringLiteral("siteInfo"));
    m_source->setObjectName(QStringLiteral("siteSource"));
    m_error->setObjectName(QStringLiteral("siteError"));

    for (int i = 0; i < document->scenarioCount(); ++i)
        m_scenario->addItem(shownName(document->scenario(i).name), i);
    m_scenario->setCurrentIndex(std::max(0, m_scenario->findData(row)));
    m_search->setPlaceholderText(tr("Search name, id or country"));
    m_search->setClearButtonEnabled(true);
    m_siteInfo->setWordWrap(true);
    m_source->setPlaceholderText(tr("contract, bill, quote or survey with its date…"));
    styleRefusalLabel(m_error);

    auto* top = new QFormLayout;
    top->addRow(tr("&Scenario:"), m_scenario);
    top->addRow(tr("S&earch sites:"), m_search);
    top->addRow(tr("S&ite:"), m_site);
    auto* figures = new QGroupBox(tr("Figures as this scenario's evaluation takes them"), this);
    figures->setObjectName(QStringLiteral("siteFigures"));
    m_grid->addWidget(new QLabel(tr("Figure"), figures), 0, 0);
    m_grid->addWidget(new QLabel(tr("Value"), figures), 0, 1);
    m_grid->addWidget(new QLabel(tr("Source"), figures), 0, 3);
    for (const SiteFigureSpec& spec : siteFigureSpecs()) {
        Row r;
        r.key = QString::fromUtf8(spec.key.data(), qsizetype(spec.key.size()));
        r.label = new QLabel(figureLabel(spec), figures);
        r.value = new QLineEdit(figures);
        r.value->setObjectName(QStringLiteral("siteValue_") + r.key);
        r.value->setMaximumWidth(120);
        r.label->setBuddy(r.value);
        // In the editor's words ("$/kW-Monat"), as the scenario editor's site rows show it.
        r.unit = new QLabel(QCoreApplication::translate("ap::FieldUnits", spec.unit), figures);
        r.unit->setObjectName(QStringLiteral("siteUnit_") + r.key);
        r.source = new QLabel(figures);
        r.source->setObjectName(QStringLiteral("siteValueSource_") + r.key);
        r.source->setFixedWidth(kSourceWidth);
        const int at = int(m_rows.size()) + 1;
        m_grid->addWidget(r.label, at, 0);
        m_grid->addWidget(r.value, at, 1);
        m_grid->addWidget(r.unit, at, 2);
        m_grid->addWidget(r.source, at, 3);
        m_rows.push_back(r);
    }
    m_grid->setColumnStretch(3, 1);
    figures->setLayout(m_grid);

    auto* change = new QFormLayout;
    change->addRow(tr("Source of the c&hange:"), m_source);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto* intro = new QLabel(tr("Only the figures you change are saved, in the scenario's "
                                "placement.sites with the source you give (undoable); the "
                                "site catalog is not touched."),
                             this);
    intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(top);
    layout->addWidget(m_siteInfo);
    layout->addWidget(figures);
    layout->addLayout(change);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SiteEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SiteEditorDialog::reject);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this] {
        fillSites();
        fillFigures();
    });
    connect(m_search, &QLineEdit::textChanged, this, &SiteEditorDialog::fillSites);
    connect(m_site, &QComboBox::currentIndexChanged, this, &SiteEditorDialog::fillFigures);

    QString start = siteId;
    if (start.isEmpty() && scenarioRow() >= 0) {
        const Scenario& s = document->scenario(scenarioRow());
        start = QString::fromStdString(s.placement ? s.placement->computeSite
                                                   : PlacementSpec().computeSite);
    }
    fillSites();
    {
        const QSignalBlocker block(m_site);
        m_site->setCurrentIndex(std::max(0, m_site->findData(start)));
    }
    fillFigures();
}

QString SiteEditorDialog::siteId() const
{
    return m_site->currentData().toString();
}

int SiteEditorDialog::scenarioRow() const
{
    return m_scenario->currentIndex() < 0 ? -1 : m_scenario->currentData().toInt();
}

QLineEdit* SiteEditorDialog::valueField(const QString& key) const
{
    for (const Row& r : m_rows)
        if (r.key == key)
            return r.value;
    return nullptr;
}

SiteCatalog SiteEditorDialog::effectiveSites(int row) const
{
    SiteCatalog sites = m_document->data().sites();
    if (row >= 0 && row < m_document->scenarioCount()) {
        const Scenario& s = m_document->scenario(row);
        if (s.placement)
            mergeSiteOverrides(sites, s.placement->siteOverrides, "placement.sites");
    }
    return sites;
}

void SiteEditorDialog::fillSites()
{
    // Every site the scenario sees (its own overrides included), filtered by the search.
    const QString keep = siteId();
    const QString needle = m_search->text().trimmed();
    const QSignalBlocker block(m_site);
    m_site->clear();
    const SiteCatalog catalog = effectiveSites(scenarioRow());
    for (const auto& [id, site] : catalog.sites()) {
        const QString shownId = QString::fromStdString(id);
        const QString text = tr("%1 (%2)").arg(QString::fromStdString(site.name), shownId);
        if (!needle.isEmpty() && !text.contains(needle, Qt::CaseInsensitive) &&
            !QString::fromStdString(site.jurisdiction).contains(needle, Qt::CaseInsensitive))
            continue;
        m_site->addItem(text, shownId);
    }
    m_site->setCurrentIndex(std::max(0, m_site->findData(keep)));
    if (m_site->currentData().toString() != keep)
        fillFigures();
}

void SiteEditorDialog::fillFigures()
{
    const SiteCatalog sites = effectiveSites(scenarioRow());
    const Site* site = sites.find(siteId().toStdString());
    const PriceBook& prices = m_document->data().prices();
    m_error->hide();
    if (!site) {
        m_siteInfo->setText(tr("No site matches the search."));
        for (Row& r : m_rows)
            for (QWidget* w : {static_cast<QWidget*>(r.label), static_cast<QWidget*>(r.value),
                               static_cast<QWidget*>(r.unit), static_cast<QWidget*>(r.source)})
                w->hide();
        return;
    }
    // The kind and the confidence in the user's words, not the file's keys (the kind as the
    // refusals say it: format/data_class_text).
    // The confidence word is the one every view says (economics/confidence_word.h).
    const QString confidence = messageText(confidenceWord(site->confidence));
    m_siteInfo->setText(tr("%1: %2, jurisdiction %3; figures of %4 (%5 confidence)")
                            .arg(QString::fromStdString(site->id),
                                 siteKindText(siteKindName(site->kind)),
                                 QString::fromStdString(site->jurisdiction),
                                 QString::fromStdString(site->date), confidence));
    // The scenario's own patch of this site: its figures are marked as the project's.
    const SiteOverride* own = nullptr;
    if (const int row = scenarioRow(); row >= 0) {
        const Scenario& s = m_document->scenario(row);
        if (s.placement)
            if (const auto it = s.placement->siteOverrides.find(site->id);
                it != s.placement->siteOverrides.end())
                own = &it->second;
    }
    for (Row& r : m_rows) {
        const std::string key = r.key.toStdString();
        const bool applies = siteFigureApplies(*site, key);
        for (QWidget* w : {static_cast<QWidget*>(r.label), static_cast<QWidget*>(r.value),
                           static_cast<QWidget*>(r.unit), static_cast<QWidget*>(r.source)})
            w->setVisible(applies);
        const std::optional<double> value = siteFigureValue(*site, prices, key);
        r.shown = value ? numberText(*value) : QString();
        r.value->setText(r.shown);
        const SiteFigureSource from = siteFigureSource(*site, prices, key);
        QString source = QString::fromStdString(from.text);
        if (!value)
            source = tr("not stated for this site");
        else if (from.priceBook)
            source = tr("Price book: %1").arg(source);
        else if (own && siteFigureOf(*own, key))
            source = tr("this project: %1").arg(source);
        else if (!from.named && !source.isEmpty())
            source = tr("no part of the site's source names this figure; the site's source: %1")
                         .arg(source);
        if (source.isEmpty())
            source = tr("no source stated");
        r.source->setText(r.source->fontMetrics().elidedText(source, Qt::ElideRight, kSourceWidth));
        r.source->setToolTip(QStringLiteral("<p>%1</p>").arg(source.toHtmlEscaped()));
        r.value->setToolTip(r.source->toolTip());
    }
}

SiteOverrides SiteEditorDialog::sitesPatch(QString* error) const
{
    const std::string id = siteId().toStdString();
    const SiteCatalog sites = effectiveSites(scenarioRow());
    const Site* site = sites.find(id);
    SiteOverride figures;
    std::vector<std::string> keys;
    for (const Row& r : m_rows) {
        if (!r.value->isVisibleTo(this)) // a figure the site's kind has not
            continue;
        if (r.value->text().trimmed() == r.shown.trimmed())
            continue;
        const std::string key = r.key.toStdString();
        const QString label = figureLabel(*siteFigureSpec(key));
        const std::optional<double> v = parseNumber(r.value->text());
        if (!v) {
            *error = tr("%1: \"%2\" is not a number.").arg(label, r.value->text());
            return {};
        }
        // Each figure checked alone, so a refusal names the one field in the user's words.
        SiteOverride alone;
        try {
            setSiteFigure(alone, key, *v);
            patchedSite(sites, id, alone);
        } catch (const InputError& e) {
            *error = tr("%1: %2").arg(label, messageText(e.text()));
            return {};
        }
        setSiteFigure(figures, key, *v);
        keys.push_back(key);
    }
    if (keys.empty() || !site)
        return {};
    const std::string text =
        m_source->text().trimmed().toStdString() + " (project override " +
        QDate::currentDate().toString(QStringLiteral("yyyy-MM")).toStdString() + ")";
    figures.source = siteSourceWithFigures(site->source, keys, text);
    return {{id, figures}};
}

void SiteEditorDialog::accept()
{
    QString error;
    const SiteOverrides patch = sitesPatch(&error);
    if (error.isEmpty() && patch.empty())
        error = tr("No figure changed.");
    else if (error.isEmpty() && m_source->text().trimmed().isEmpty())
        error = tr("Say where the new figures come from (a contract, a bill, a quote and its "
                   "date).");
    else if (error.isEmpty())
        error = setSiteOverride(*m_document, scenarioRow(), patch);
    if (showRefusal(m_error, error))
        return;
    QDialog::accept();
}

} // namespace ap
