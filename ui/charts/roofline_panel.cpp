#include "charts/roofline_panel.h"

#include "charts/roofline_chart.h"
#include "plot/plot_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace ap {

RooflinePanel::RooflinePanel(QWidget* parent)
    : QWidget(parent)
    , m_precision(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_chart(new RooflineChart(this))
{
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    m_chart->setObjectName(QStringLiteral("rooflineChart"));
    m_note->setObjectName(QStringLiteral("rooflineNote"));

    // The formats most often compared first; BF16 is what training and serving use today.
    for (Precision p :
         {Precision::BF16, Precision::FP8, Precision::FP16, Precision::FP32, Precision::FP64,
          Precision::INT8, Precision::FP4, Precision::TF32, Precision::INT4})
        m_precision->addItem(RooflineChart::precisionDisplayName(p), int(p));
    m_precision->setToolTip(tr("Compute format whose dense peak sets the roof"));

    auto* ceilings = new QCheckBox(tr("Other &ceilings"), this);
    ceilings->setObjectName(QStringLiteral("ceilingsCheck"));
    ceilings->setChecked(m_chart->showOtherCeilings());
    ceilings->setToolTip(tr("Dashed: on-chip cache, host link, scale-up and scale-out bandwidth "
                            "as rooflines"));

    auto* exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setObjectName(QStringLiteral("exportChartButton"));
    exportButton->setToolTip(tr("Save the chart as PNG or PDF"));

    auto* label = new QLabel(tr("&Precision:"), this);
    label->setBuddy(m_precision);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setWordWrap(true);
    QPalette notePalette = m_note->palette();
    notePalette.setColor(QPalette::WindowText,
                         notePalette.color(QPalette::Disabled, QPalette::WindowText));
    m_note->setPalette(notePalette);

    auto* controls = new QHBoxLayout;
    controls->addWidget(label);
    controls->addWidget(m_precision);
    controls->addSpacing(8);
    controls->addWidget(ceilings);
    controls->addSpacing(12);
    controls->addWidget(m_note, 1);
    controls->addWidget(exportButton);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_chart, 1);

    connect(m_precision, &QComboBox::currentIndexChanged, this,
            [this] { m_chart->setPrecision(Precision(m_precision->currentData().toInt())); });
    connect(ceilings, &QCheckBox::toggled, m_chart, &RooflineChart::setShowOtherCeilings);
    connect(m_chart, &RooflineChart::contentChanged, this, &RooflinePanel::updateNote);
    connect(exportButton, &QPushButton::clicked, this, &RooflinePanel::exportChart);
    updateNote();
}

void RooflinePanel::setDevices(std::vector<Device> devices)
{
    m_chart->setDevices(std::move(devices));
}

void RooflinePanel::updateNote()
{
    const QStringList skippedIds = m_chart->skippedDeviceIds();
    QStringList skippedNames;
    for (const Device& d : m_chart->devices())
        if (skippedIds.contains(QString::fromStdString(d.id)))
            skippedNames << QString::fromStdString(d.name);
    const QString precision = RooflineChart::precisionDisplayName(m_chart->precision());

    QString text = tr("%n device(s) plotted.", nullptr, int(m_chart->plottedDeviceIds().size()));
    QString toolTip;
    if (skippedNames.size() > 3) {
        text += QLatin1Char(' ') +
                tr("%n without %1 left out.", nullptr, int(skippedNames.size())).arg(precision);
        toolTip = tr("No %1 peak: %2").arg(precision, skippedNames.join(QStringLiteral(", ")));
    } else if (!skippedNames.isEmpty()) {
        text += QLatin1Char(' ') +
                tr("No %1 peak: %2.").arg(precision, skippedNames.join(QStringLiteral(", ")));
    }
    text += QLatin1Char(' ') +
            tr("Hover for values; drag to pan, scroll to zoom, double-click to reset.");
    m_note->setText(text);
    m_note->setToolTip(toolTip);
}

void RooflinePanel::exportChart()
{
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), QStringLiteral("roofline.png"),
        tr("PNG image (*.png);;PDF document (*.pdf)"), &selectedFilter);
    if (path.isEmpty())
        return;
    const bool pdf = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    const bool ok = pdf ? m_chart->plot()->exportPdf(path) : m_chart->plot()->exportPng(path);
    if (!ok)
        QMessageBox::warning(this, tr("Export Chart"),
                             tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace ap
