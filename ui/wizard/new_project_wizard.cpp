#include "wizard/new_project_wizard.h"

#include "common/input_error.h"
#include "editor/field_words.h"
#include "format/data_class_text.h"
#include "format/message_text.h"
#include "placement/site.h"
#include "recommend/objective_text.h"
#include "workload/model_presets.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace ap {

namespace {

// A page whose completeness and validation the wizard decides (one place for the rules).
class Page : public QWizardPage {
public:
    using QWizardPage::QWizardPage;
    std::function<bool()> validate;
    std::function<void()> enter;
    bool validatePage() override { return !validate || validate(); }
    void initializePage() override
    {
        if (enter)
            enter();
    }
};

QDoubleSpinBox* spin(const char* name, double min, double max, double value, int decimals,
                     const QString& suffix, QWidget* parent)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setObjectName(QString::fromLatin1(name));
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setValue(value);
    s->setSuffix(suffix);
    s->setGroupSeparatorShown(true);
    return s;
}

QSpinBox* intSpin(const char* name, int min, int max, int value, const QString& suffix,
                  QWidget* parent)
{
    auto* s = new QSpinBox(parent);
    s->setObjectName(QString::fromLatin1(name));
    s->setRange(min, max);
    s->setValue(value);
    s->setSuffix(suffix);
    s->setGroupSeparatorShown(true);
    return s;
}

// An area's name in the "Data must stay in" list, and what it holds, as the law draws it.
QString areaName(DataArea a)
{
    switch (a) {
    case DataArea::EuEea:
        return NewProjectWizard::tr("the EU/EEA (GDPR area)");
    case DataArea::EuMembers:
        return NewProjectWizard::tr("EU member states only");
    case DataArea::EuAdequacy:
        return NewProjectWizard::tr("the EU/EEA or an adequate country");
    case DataArea::UnitedStates:
        return NewProjectWizard::tr("the US");
    }
    return {};
}

QString areaNote(DataArea a)
{
    switch (a) {
    case DataArea::EuEea:
        return NewProjectWizard::tr(
            "The GDPR's area: the 27 EU member states and Iceland, Liechtenstein and Norway.");
    case DataArea::EuMembers:
        return NewProjectWizard::tr(
            "The 27 EU member states; Iceland, Liechtenstein and Norway (EEA) are left out.");
    case DataArea::EuAdequacy:
        return NewProjectWizard::tr(
            "The EU/EEA and the countries with an EU adequacy decision (GDPR Art. 45): the UK, "
            "Switzerland, Japan, Korea, Canada, Israel, New Zealand, Argentina, Uruguay and "
            "others. The US is not one: its decision covers only certified organisations.");
    case DataArea::UnitedStates:
        return NewProjectWizard::tr("Sites in the United States.");
    }
    return {};
}

QStringList toQt(const std::vector<std::string>& list)
{
    QStringList out;
    for (const std::string& s : list)
        out << QString::fromStdString(s);
    return out;
}

} // namespace

NewProjectWizard::NewProjectWizard(DataContext data, QWidget* parent)
    : QWizard(parent)
    , m_data(std::move(data))
{
    setObjectName(QStringLiteral("newProjectWizard"));
    setWindowTitle(tr("New Project"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setPage(JobPage, createJobPage());
    setPage(ModelPage, createModelPage());
    setPage(ScalePage, createScalePage());
    setPage(WherePage, createWherePage());
    setPage(BudgetPage, createBudgetPage());
    setStartId(JobPage);

    // Connected once every page exists: the handlers read all of them.
    for (auto* boxes : {&m_kinds, &m_providers})
        for (const auto& [id, box] : *boxes)
            connect(box, &QCheckBox::toggled, this, &NewProjectWizard::updateWherePage);
    connect(m_dataClass, &QComboBox::currentIndexChanged, this, [this] {
        // Regulated data names its jurisdiction: keep it there unless told otherwise.
        const QString id = m_dataClass->currentData().toString();
        if (id.startsWith(QStringLiteral("regulated-")) && m_jurisdiction->currentIndex() == 0) {
            const int j = m_jurisdiction->findData(id.mid(10).toUpper());
            if (j >= 0)
                m_jurisdiction->setCurrentIndex(j);
        }
        updateWherePage();
    });
    connect(m_jurisdiction, &QComboBox::currentIndexChanged, this,
            &NewProjectWizard::updateWherePage);
    connect(m_ownJurisdiction, &QComboBox::currentIndexChanged, this,
            &NewProjectWizard::updateWherePage);
}

NewProjectWizard::~NewProjectWizard() = default;

QWizardPage* NewProjectWizard::createJobPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("What do you want to do?"));
    page->setSubTitle(tr("The answer is a project with one scenario and one recommendation "
                         "study; every choice stays editable."));
    m_jobs = new QButtonGroup(page);
    auto* layout = new QVBoxLayout(page);
    const std::pair<WizardChoices::Job, QString> jobs[] = {
        {WizardChoices::Job::Train, tr("&Train a model (pretraining)")},
        {WizardChoices::Job::FineTune, tr("&Fine-tune a model (full fine-tuning)")},
        {WizardChoices::Job::Serve, tr("&Serve a model to users")},
        {WizardChoices::Job::ServeWithJudge,
         tr("Serve a model and &evaluate online traffic with a judge model")}};
    const char* names[] = {"jobTrain", "jobFineTune", "jobServe", "jobJudge"};
    for (size_t i = 0; i < std::size(jobs); ++i) {
        auto* b = new QRadioButton(jobs[i].second, page);
        b->setObjectName(QString::fromLatin1(names[i]));
        m_jobs->addButton(b, int(jobs[i].first));
        layout->addWidget(b);
    }
    m_jobs->button(int(WizardChoices::Job::Serve))->setChecked(true);
    layout->addSpacing(12);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(page);
    m_name->setObjectName(QStringLiteral("projectName"));
    m_name->setPlaceholderText(tr("(from the job and the model)"));
    form->addRow(tr("Project &name:"), m_name);
    layout->addLayout(form);
    layout->addStretch(1);
    return page;
}

QWizardPage* NewProjectWizard::createModelPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("Which model?"));
    page->setSubTitle(tr("Published shapes (data/models/presets.json), or your own."));
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    m_model = new QComboBox(page);
    m_model->setObjectName(QStringLiteral("modelPreset"));
    for (const ModelPreset& p : builtInModelPresets())
        m_model->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    m_model->addItem(tr("Custom…"), QString());
    m_model->setCurrentIndex(m_model->findData(QStringLiteral("llama-3.1-8b")));
    form->addRow(tr("&Model:"), m_model);
    m_precision = new QComboBox(page);
    m_precision->setObjectName(QStringLiteral("precision"));
    for (const char* p : {"bf16", "fp8", "fp16", "int8", "int4", "fp4"})
        m_precision->addItem(QString::fromLatin1(p), QString::fromLatin1(p));
    m_precision->setToolTip(tr("Number format of the weights (and of the compute where the "
                               "device supports it)"));
    form->addRow(tr("&Precision:"), m_precision);
    layout->addLayout(form);
    m_modelSource = new QLabel(page);
    m_modelSource->setObjectName(QStringLiteral("modelSource"));
    m_modelSource->setWordWrap(true);
    m_modelSource->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_modelSource);

    m_custom = new QGroupBox(tr("Custom model shape"), page);
    m_custom->setObjectName(QStringLiteral("customModel"));
    auto* customForm = new QFormLayout(m_custom);
    const struct {
        const char* key;
        QString label;
        double min, max, value;
    } fields[] = {{"parameters", tr("Parameters (billions):"), 0.001, 100000, 8.03},
                  {"layers", tr("Layers:"), 1, 10000, 32},
                  {"hidden", tr("Hidden size:"), 8, 1 << 20, 4096},
                  {"heads", tr("Attention heads:"), 1, 65536, 32},
                  {"kv_heads", tr("KV heads:"), 1, 65536, 8},
                  {"ffn_hidden", tr("FFN hidden size:"), 1, 1 << 24, 14336},
                  {"vocab", tr("Vocabulary:"), 2, 1 << 24, 128256},
                  {"experts", tr("Experts (1: dense):"), 1, 100000, 1},
                  {"experts_per_token", tr("Experts per token:"), 1, 100000, 1}};
    for (const auto& f : fields) {
        const std::string name = std::string("custom_") + f.key;
        auto* s = spin(name.c_str(), f.min, f.max, f.value,
                       std::string(f.key) == "parameters" ? 3 : 0, {}, m_custom);
        m_customFields[f.key] = s;
        customForm->addRow(f.label, s);
    }
    layout->addWidget(m_custom);
    layout->addStretch(1);
    connect(m_model, &QComboBox::currentIndexChanged, this, &NewProjectWizard::updateModelPage);
    page->enter = [this] {
        // Serving a large model is usually done in FP8; training in BF16.
        const bool serving =
            job() == WizardChoices::Job::Serve || job() == WizardChoices::Job::ServeWithJudge;
        m_precision->setCurrentIndex(
            m_precision->findData(serving ? QStringLiteral("fp8") : QStringLiteral("bf16")));
        updateModelPage();
    };
    page->validate = [this] {
        if (!m_model->currentData().toString().isEmpty())
            return true;
        try {
            WizardChoices c = choices();
            c.modelPreset.clear();
            wizardProject(c, m_data.sites());
            m_modelSource->setStyleSheet({});
            return true;
        } catch (const std::exception& e) {
            m_modelSource->setStyleSheet(QStringLiteral("color: #C01C28;"));
            m_modelSource->setText(reasonInWords(errorText(e)));
            return false;
        }
    };
    return page;
}

void NewProjectWizard::updateModelPage()
{
    const std::string id = m_model->currentData().toString().toStdString();
    m_custom->setVisible(id.empty());
    m_modelSource->setStyleSheet({});
    if (const ModelPreset* p = findModelPreset(id)) {
        QString text = tr("Source: %1").arg(QString::fromStdString(p->source));
        if (!p->approximation.empty())
            text += QStringLiteral("\n") +
                    tr("Approximation: %1").arg(QString::fromStdString(p->approximation));
        m_modelSource->setText(text);
    } else {
        m_modelSource->setText(tr("Enter the shape from the model's config.json or paper."));
    }
}

QWizardPage* NewProjectWizard::createScalePage()
{
    auto* page = new Page(this);
    page->setTitle(tr("How much?"));
    auto* layout = new QVBoxLayout(page);

    m_trainingBox = new QGroupBox(tr("Training run"), page);
    auto* tf = new QFormLayout(m_trainingBox);
    m_tokens = spin("trainingTokens", 0.001, 1e7, 2000, 3, tr(" billion tokens"), m_trainingBox);
    m_tokens->setToolTip(tr("Tokens processed over the whole run (epochs x dataset tokens)"));
    tf->addRow(tr("&Tokens:"), m_tokens);
    m_deadline = spin("deadlineDays", 0, 3650, 60, 1, tr(" days"), m_trainingBox);
    m_deadline->setSpecialValueText(tr("none"));
    m_deadline->setToolTip(tr("Time to train incl. failures and checkpoint stalls; 0: none"));
    tf->addRow(tr("&Deadline:"), m_deadline);
    m_sequence = intSpin("sequenceLength", 128, 1 << 20, 8192, tr(" tokens"), m_trainingBox);
    tf->addRow(tr("&Sequence length:"), m_sequence);
    layout->addWidget(m_trainingBox);
    // Typed values are the user's: the per-job starting values no longer replace them.
    for (QAbstractSpinBox* box :
         std::initializer_list<QAbstractSpinBox*>{m_tokens, m_deadline, m_sequence})
        connect(box, &QAbstractSpinBox::editingFinished, m_tokens,
                [this] { m_tokens->setProperty("edited", true); });

    m_servingBox = new QGroupBox(tr("Serving demand and service levels"), page);
    auto* sf = new QFormLayout(m_servingBox);
    m_requests = spin("requestsPerSec", 0.001, 1e7, 10, 3, tr(" requests/s"), m_servingBox);
    m_requests->setToolTip(tr("Peak requests per second the deployment must carry"));
    sf->addRow(tr("&Requests:"), m_requests);
    m_inputTokens = intSpin("inputTokens", 1, 1 << 22, 1024, tr(" tokens"), m_servingBox);
    sf->addRow(tr("&Input per request:"), m_inputTokens);
    m_outputTokens = intSpin("outputTokens", 1, 1 << 22, 256, tr(" tokens"), m_servingBox);
    sf->addRow(tr("&Output per request:"), m_outputTokens);
    const WizardChoices defaults;
    m_ttft = spin("ttftMs", 0, 1e6, defaults.ttftMs, 0, tr(" ms"), m_servingBox);
    m_ttft->setSpecialValueText(tr("no limit"));
    m_ttft->setToolTip(tr("Time to first token, incl. the users' network round trip. Default: "
                          "2 s, MLPerf Inference's server-scenario limit for Llama 2 70B (an "
                          "interactive chat aims at 0.5 s)"));
    sf->addRow(tr("TT&FT at most:"), m_ttft);
    m_tpot = spin("tpotMs", 0, 1e6, defaults.tpotMs, 1, tr(" ms"), m_servingBox);
    m_tpot->setSpecialValueText(tr("no limit"));
    m_tpot->setToolTip(tr("Time per output token after the first. Default: 200 ms, MLPerf "
                          "Inference's server-scenario limit for Llama 2 70B (5 tokens/s, about "
                          "reading speed; its interactive scenario asks 40 ms)"));
    sf->addRow(tr("T&POT at most:"), m_tpot);
    layout->addWidget(m_servingBox);

    m_judgeBox = new QGroupBox(tr("Judge model"), page);
    auto* jf = new QFormLayout(m_judgeBox);
    m_judge = new QComboBox(m_judgeBox);
    m_judge->setObjectName(QStringLiteral("judgeModel"));
    for (const ModelPreset& p : builtInModelPresets())
        m_judge->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    m_judge->setCurrentIndex(m_judge->findData(QStringLiteral("llama-3.1-8b")));
    jf->addRow(tr("&Judge:"), m_judge);
    m_judgeFraction = spin("judgeFraction", 0.1, 100, 10, 1, tr(" %"), m_judgeBox);
    m_judgeFraction->setToolTip(tr("Share of requests the judge scores"));
    jf->addRow(tr("&Sampled:"), m_judgeFraction);
    layout->addWidget(m_judgeBox);
    layout->addStretch(1);
    page->enter = [this] { updateScalePage(); };
    return page;
}

void NewProjectWizard::updateScalePage()
{
    const WizardChoices::Job j = job();
    const bool training = j == WizardChoices::Job::Train || j == WizardChoices::Job::FineTune;
    m_trainingBox->setVisible(training);
    m_servingBox->setVisible(!training);
    m_judgeBox->setVisible(j == WizardChoices::Job::ServeWithJudge);
    page(ScalePage)->setSubTitle(training ? tr("The tokens to train on and by when.")
                                          : tr("The load to carry and the latency users may see."));
    // Sensible starting values per job, until the user has typed something else.
    if (training && !m_tokens->property("edited").toBool()) {
        const bool fineTune = j == WizardChoices::Job::FineTune;
        m_tokens->setValue(fineTune ? 2 : 2000);
        m_deadline->setValue(fineTune ? 2 : 60);
        m_sequence->setValue(fineTune ? 4096 : 8192);
    }
}

QWizardPage* NewProjectWizard::createWherePage()
{
    auto* page = new Page(this);
    page->setTitle(tr("Where may it run, and what may the data do?"));
    page->setSubTitle(tr("The recommendation searches the sites you allow (data/sites)."));
    auto* layout = new QVBoxLayout(page);
    auto* where = new QGroupBox(tr("Allowed infrastructure"), page);
    // Site kinds in the first column, cloud providers in two columns beside them: the page keeps
    // room for the explanation below at 1280x800 in every language.
    auto* grid = new QGridLayout(where);
    const std::pair<const char*, QString> kinds[] = {
        {"on-prem", tr("Own data centre (buy the hardware)")},
        {"colocation", tr("Colocation (buy, rent the space and power)")},
        {"edge", tr("Edge (small owned footprint near users or data)")},
        {"public-model-api", tr("Public model API (pay per token; compared as a scenario)")}};
    int row = 0;
    for (const auto& [kind, text] : kinds) {
        auto* box = new QCheckBox(text, where);
        box->setObjectName(QStringLiteral("where_") + QString::fromLatin1(kind));
        m_kinds[kind] = box;
        grid->addWidget(box, row++, 0);
    }
    m_kinds["on-prem"]->setChecked(true);
    // Cloud providers as the site catalog lists them, with their regions in the tooltip.
    std::map<std::string, std::vector<std::string>> providers;
    for (const auto& [id, s] : m_data.sites().sites())
        if (s.kind == SiteKind::CloudRegion)
            providers[s.provider].push_back(id + " (" + s.jurisdiction + ")");
    const int perColumn = std::max(int(std::size(kinds)), int(providers.size() + 1) / 2);
    int n = 0;
    for (const auto& [provider, regions] : providers) {
        auto* box = new QCheckBox(tr("Cloud: %1").arg(QString::fromStdString(provider)), where);
        box->setObjectName(QStringLiteral("where_cloud_") + QString::fromStdString(provider));
        box->setToolTip(tr("Regions: %1").arg(toQt(regions).join(QStringLiteral(", "))));
        box->setChecked(true);
        m_providers[provider] = box;
        grid->addWidget(box, n % perColumn, 1 + n / perColumn);
        ++n;
    }
    layout->addWidget(where);

    auto* form = new QFormLayout;
    m_dataClass = new QComboBox(page);
    m_dataClass->setObjectName(QStringLiteral("dataClass"));
    // Every class a site of the catalog may hold, in the words every view says them
    // (format/data_class_text: one source), with what the word alone does not say.
    const std::map<std::string, QString> meaning = {
        {"confidential", tr("must not leave the organisation's control")},
        {"secret", tr("own sites only")}};
    for (const std::string& id : knownDataClasses(m_data.sites())) {
        const auto note = meaning.find(id);
        m_dataClass->addItem(
            note == meaning.end()
                ? dataClassText(id)
                : tr("%1 (%2)", "data class (what it means)").arg(dataClassText(id), note->second),
            QString::fromStdString(id));
    }
    m_dataClass->setCurrentIndex(std::max(0, m_dataClass->findData(QStringLiteral("internal"))));
    m_dataClass->setToolTip(tr("Sites that may not hold this class are rejected (see "
                               "docs/placement-and-costs.md, Sovereignty)"));
    form->addRow(tr("&Data class:"), m_dataClass);
    m_jurisdiction = new QComboBox(page);
    m_jurisdiction->setObjectName(QStringLiteral("jurisdiction"));
    m_jurisdiction->addItem(tr("anywhere"), QString());
    for (DataArea a : allDataAreas()) {
        m_jurisdiction->addItem(areaName(a), QString::fromLatin1(dataAreaKey(a)));
        m_jurisdiction->setItemData(m_jurisdiction->count() - 1, areaNote(a), Qt::ToolTipRole);
    }
    form->addRow(tr("Data must &stay in:"), m_jurisdiction);
    m_areaNote = new QLabel(page);
    m_areaNote->setObjectName(QStringLiteral("areaNote"));
    m_areaNote->setWordWrap(true);
    // Word-wrapped labels add no height to the page's size hint: reserve the lines they take
    // (the adequacy note: three; the sites or the way on when none is left: five), so the
    // wizard opens tall enough and nothing is squeezed when the text grows.
    m_areaNote->setMinimumHeight(3 * m_areaNote->fontMetrics().lineSpacing());
    form->addRow(QString(), m_areaNote);
    m_ownJurisdiction = new QComboBox(page);
    m_ownJurisdiction->setObjectName(QStringLiteral("ownSitesJurisdiction"));
    m_ownJurisdiction->addItem(tr("as in the site catalog"), QString());
    m_ownJurisdiction->addItem(tr("the EU"), QStringLiteral("EU"));
    m_ownJurisdiction->addItem(tr("the US"), QStringLiteral("US"));
    m_ownJurisdiction->setToolTip(
        tr("Where your own data centre, colocation and edge sites are (written as "
           "placement.sites patches of the scenario)"));
    form->addRow(tr("Your &own sites are in:"), m_ownJurisdiction);
    layout->addLayout(form);
    m_sitesLabel = new QLabel(page);
    m_sitesLabel->setObjectName(QStringLiteral("searchSitesLabel"));
    m_sitesLabel->setWordWrap(true);
    m_sitesLabel->setMinimumHeight(5 * m_sitesLabel->fontMetrics().lineSpacing());
    m_sitesLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_sitesLabel);
    m_widerArea = new QPushButton(page);
    m_widerArea->setObjectName(QStringLiteral("widerArea"));
    m_widerArea->hide();
    connect(m_widerArea, &QPushButton::clicked, this, [this] {
        const WizardDeadEnd way = wizardDeadEnd(choices(), m_data.sites());
        if (!way.widerArea)
            return;
        const int i = m_jurisdiction->findData(QString::fromLatin1(dataAreaKey(*way.widerArea)));
        if (i >= 0)
            m_jurisdiction->setCurrentIndex(i);
    });
    layout->addWidget(m_widerArea, 0, Qt::AlignLeft);
    layout->addStretch(1);

    page->enter = [this] { updateWherePage(); };
    page->validate = [this] { return !wizardSearchSites(choices(), m_data.sites()).empty(); };
    // The wizard sizes itself on the pages' minimum sizes, not their hints: keep this page's
    // rows unsqueezed (the provider grid, the reserved explanation lines).
    page->setMinimumHeight(layout->sizeHint().height());
    return page;
}

void NewProjectWizard::updateWherePage()
{
    const WizardChoices c = choices();
    // Each area with the number of sites it leaves under the kinds and providers allowed.
    for (int i = 1; i < m_jurisdiction->count(); ++i) {
        const std::optional<DataArea> a =
            parseDataArea(m_jurisdiction->itemData(i).toString().toStdString());
        if (!a)
            continue;
        WizardChoices there = c;
        there.jurisdiction = dataAreaKey(*a);
        const int n = int(wizardSearchSites(there, m_data.sites()).size());
        m_jurisdiction->setItemText(i, tr("%1 (%n site(s))", nullptr, n).arg(areaName(*a)));
    }
    const std::optional<DataArea> area = parseDataArea(c.jurisdiction);
    m_areaNote->setText(area ? areaNote(*area) : QString());
    m_areaNote->setVisible(area.has_value());

    const std::vector<std::string> sites = wizardSearchSites(c, m_data.sites());
    m_widerArea->hide();
    if (!sites.empty()) {
        m_sitesLabel->setStyleSheet({});
        m_sitesLabel->setText(tr("The search will try %n site(s): %1", nullptr, int(sites.size()))
                                  .arg(toQt(sites).join(QStringLiteral(", "))));
        return;
    }
    m_sitesLabel->setStyleSheet(QStringLiteral("color: #C01C28;"));
    if (c.jurisdiction.empty()) {
        m_sitesLabel->setText(tr("Allow at least one place where devices can run."));
        return;
    }
    // Never a dead end: say why, and the ways on (a wider area, a provider with a region there).
    const QString where = area ? areaName(*area) : QString::fromStdString(c.jurisdiction);
    const WizardDeadEnd way = wizardDeadEnd(c, m_data.sites());
    QString text =
        way.providers.empty()
            ? tr("No site you allowed is in %1: the site kinds and cloud providers you picked "
                 "have none there. To go on, say where your own sites are.")
                  .arg(where)
            : tr("No site you allowed is in %1: the site kinds and cloud providers you picked "
                 "have none there. To go on, allow a cloud provider with a region there (%2), "
                 "or say where your own sites are.")
                  .arg(where, toQt(way.providers).join(QStringLiteral(", ")));
    if (way.widerArea) {
        text += QLatin1Char(' ') +
                tr("The nearest wider choice, %1, has %n site(s).", nullptr, int(way.widerSites))
                    .arg(areaName(*way.widerArea));
        m_widerArea->setText(tr("Use %1").arg(areaName(*way.widerArea)));
        m_widerArea->show();
    }
    m_sitesLabel->setText(text);
}

QWizardPage* NewProjectWizard::createBudgetPage()
{
    auto* page = new Page(this);
    page->setTitle(tr("Budget and horizon"));
    page->setSubTitle(tr("Finish to search for the best options."));
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    m_budget = spin("budgetUsd", 0, 1e12, 0, 0, {}, page);
    m_budget->setPrefix(QStringLiteral("$"));
    m_budget->setSpecialValueText(tr("no limit"));
    m_budget->setToolTip(tr("Training: per run. Serving: total over the horizon."));
    form->addRow(tr("&Budget:"), m_budget);
    m_horizon = intSpin("horizonMonths", 1, 240, 36, tr(" months"), page);
    m_horizon->setToolTip(tr("Length of the cash-flow series (owned hardware is bought for it)"));
    form->addRow(tr("&Horizon:"), m_horizon);
    m_objective = new QComboBox(page);
    m_objective->setObjectName(QStringLiteral("wizardObjective"));
    for (Objective o : allObjectives())
        m_objective->addItem(objectiveChoiceText(o), int(o));
    form->addRow(tr("&Rank by:"), m_objective);
    layout->addLayout(form);
    m_summary = new QLabel(page);
    m_summary->setObjectName(QStringLiteral("wizardSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    layout->addStretch(1);
    page->enter = [this] { updateSummary(); };
    page->validate = [this] {
        try {
            project();
            return true;
        } catch (const std::exception& e) {
            m_summary->setStyleSheet(QStringLiteral("color: #C01C28;"));
            m_summary->setText(reasonInWords(errorText(e)));
            return false;
        }
    };
    return page;
}

void NewProjectWizard::updateSummary()
{
    const WizardChoices c = choices();
    m_summary->setStyleSheet({});
    try {
        const nlohmann::json doc = wizardProjectJson(c, m_data.sites());
        m_summary->setText(
            tr("Project \"%1\": the scenario \"%2\" and a study searching %n "
               "site(s).",
               nullptr, int(wizardSearchSites(c, m_data.sites()).size()))
                .arg(QString::fromStdString(doc["name"].get<std::string>()),
                     QString::fromStdString(doc["scenarios"][0]["name"].get<std::string>())));
    } catch (const std::exception& e) {
        m_summary->setStyleSheet(QStringLiteral("color: #C01C28;"));
        m_summary->setText(reasonInWords(errorText(e)));
    }
}

WizardChoices::Job NewProjectWizard::job() const
{
    return WizardChoices::Job(std::max(0, m_jobs->checkedId()));
}

WizardChoices NewProjectWizard::choices() const
{
    WizardChoices c;
    c.job = job();
    c.name = m_name->text().trimmed().toStdString();
    c.modelPreset = m_model->currentData().toString().toStdString();
    if (c.modelPreset.empty()) {
        nlohmann::json m = nlohmann::json::object();
        for (const auto& [key, s] : m_customFields)
            m[key] = key == "parameters" ? s->value() * 1e9 : s->value();
        if (m["experts"].get<double>() <= 1) {
            m.erase("experts");
            m.erase("experts_per_token");
        }
        for (auto& [key, v] : m.items())
            if (key != "parameters")
                v = (long long)v.get<double>();
        c.customModel = m;
    }
    c.precision = m_precision->currentData().toString().toStdString();
    c.trainingTokens = m_tokens->value() * 1e9;
    c.deadlineDays = m_deadline->value();
    c.sequenceLength = m_sequence->value();
    c.globalBatchSequences = c.job == WizardChoices::Job::FineTune ? 128 : 1024;
    c.requestsPerSec = m_requests->value();
    c.inputTokens = m_inputTokens->value();
    c.outputTokens = m_outputTokens->value();
    c.ttftMs = m_ttft->value();
    c.tpotMs = m_tpot->value();
    c.judgePreset = m_judge->currentData().toString().toStdString();
    c.judgeSampleFraction = m_judgeFraction->value() / 100.0;
    c.siteKinds.clear();
    for (const auto& [kind, box] : m_kinds)
        if (box->isChecked())
            c.siteKinds.push_back(kind);
    for (const auto& [provider, box] : m_providers)
        if (box->isChecked())
            c.cloudProviders.push_back(provider);
    c.jurisdiction = m_jurisdiction->currentData().toString().toStdString();
    c.ownSitesJurisdiction = m_ownJurisdiction->currentData().toString().toStdString();
    c.dataClass = m_dataClass->currentData().toString().toStdString();
    c.budgetUsd = m_budget->value();
    c.horizonMonths = m_horizon->value();
    c.objective = Objective(m_objective->currentData().toInt());
    return c;
}

Project NewProjectWizard::project() const
{
    return wizardProject(choices(), m_data.sites());
}

} // namespace ap
