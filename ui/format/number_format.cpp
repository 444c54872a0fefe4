#include "format/number_format.h"

#include "common/number_text.h"
#include "economics/cloud_tco.h"
#include "format/number_spelling.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ap {

QString formatNumber(double value, int significant, const QLocale& locale)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0.0)
        return locale.toString(0);
    const int digits = int(std::floor(std::log10(std::abs(value)))) + 1;
    const int decimals = std::clamp(significant - digits, 0, 6);
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0) {
        const QString point = locale.decimalPoint();
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    // A small negative rounded to no digits reads as zero, not "-0".
    if (text == locale.negativeSign() + locale.zeroDigit())
        return locale.toString(0);
    return text;
}

namespace {

// The core writes the C locale; only the decimal point differs in the others (the core writes
// no group separators but money's, which usdText swaps).
QString localised(const std::string& text, const QLocale& locale)
{
    return localDecimalText(QString::fromStdString(text), locale);
}

} // namespace

QString humanNumber(double value, int significant, const QLocale& locale)
{
    return localised(ap::formatHuman(value, significant), locale);
}

QString usdText(double usd, const QLocale& locale)
{
    // The core's money ("$8,835", "$1.23M") with the locale's group separator and decimal point
    // ("$8.835" and "$1,23M" in German, "$8 835" in French): one rule in every view.
    QString text = QString::fromStdString(ap::formatUsd(usd));
    QString out;
    out.reserve(text.size());
    for (const QChar c : std::as_const(text))
        out += c == u',' ? locale.groupSeparator() : c == u'.' ? locale.decimalPoint() : QString(c);
    return out;
}

QString durationText(double seconds, const QLocale& locale)
{
    if (!std::isfinite(seconds))
        return QCoreApplication::translate("ap::Units", "never");
    // The core's spelling ("31.1 days", "5.2 h") with the number in the locale's notation and
    // the unit word translated; untranslated it reads exactly as the CLI does.
    static const char* const kUnits[] = {
        QT_TRANSLATE_NOOP("ap::Units", "days"), QT_TRANSLATE_NOOP("ap::Units", "h"),
        QT_TRANSLATE_NOOP("ap::Units", "min"), QT_TRANSLATE_NOOP("ap::Units", "s"),
        QT_TRANSLATE_NOOP("ap::Units", "ms")};
    Q_UNUSED(kUnits);
    const std::string text = ap::formatDuration(seconds);
    const size_t space = text.rfind(' ');
    if (space == std::string::npos)
        return localised(text, locale);
    const std::string unit = text.substr(space + 1);
    return localised(text.substr(0, space), locale) + QLatin1Char(' ') +
           QCoreApplication::translate("ap::Units", unit.c_str());
}

QString commitmentText(Commitment c)
{
    switch (c) {
    case Commitment::OnDemand:
        return QCoreApplication::translate("ap::Commitment", "on demand");
    case Commitment::Commit1y:
        return QCoreApplication::translate("ap::Commitment", "1-year commitment");
    case Commitment::Commit3y:
        return QCoreApplication::translate("ap::Commitment", "3-year commitment");
    case Commitment::Spot:
        return QCoreApplication::translate("ap::Commitment", "spot");
    }
    return {};
}

QString headlineLabel(const char* label)
{
    // For lupdate: the labels of common/figure_labels.h (the registry's, perf/figure_registry.h).
    static const char* const kLabels[] = {
        QT_TRANSLATE_NOOP("ap::Headline", "Time to train, ideal"),
        QT_TRANSLATE_NOOP("ap::Headline", "Time to train, with failures and stalls"),
        QT_TRANSLATE_NOOP("ap::Headline", "Total cost"),
        QT_TRANSLATE_NOOP("ap::Headline", "Monthly cost"),
        QT_TRANSLATE_NOOP("ap::Headline", "TTFT incl. the users' network"),
        QT_TRANSLATE_NOOP("ap::Headline", "Request latency incl. the users' network"),
        QT_TRANSLATE_NOOP("ap::Headline", "Cost per training run"),
        QT_TRANSLATE_NOOP("ap::Headline", "Cost per million output tokens"),
        QT_TRANSLATE_NOOP("ap::Headline", "Energy per training run"),
        QT_TRANSLATE_NOOP("ap::Headline", "Energy per million output tokens"),
        QT_TRANSLATE_NOOP("ap::Headline", "CO2 per training run"),
        QT_TRANSLATE_NOOP("ap::Headline", "CO2 per million output tokens"),
        QT_TRANSLATE_NOOP("ap::Headline", "Facility power at full load"),
        QT_TRANSLATE_NOOP("ap::Headline", "KV cache per sequence, per device")};
    Q_UNUSED(kLabels);
    // The English source equals the core's label, so an untranslated build reads exactly as
    // the CLI does.
    return QCoreApplication::translate("ap::Headline", label);
}

QString formatTflops(double flopsPerSec, const QLocale& locale)
{
    return QCoreApplication::translate("ap::Units", "%1 TFLOP/s")
        .arg(formatNumber(flopsPerSec / 1e12, 4, locale));
}

QString formatIntensity(double flopPerByte, int significant, const QLocale& locale)
{
    return QCoreApplication::translate("ap::Units", "%1 FLOP/byte")
        .arg(formatNumber(flopPerByte, significant, locale));
}

QString formatBandwidth(double bytesPerSec, const QLocale& locale)
{
    if (bytesPerSec >= 1e12)
        return QCoreApplication::translate("ap::Units", "%1 TB/s")
            .arg(formatNumber(bytesPerSec / 1e12, 4, locale));
    return QCoreApplication::translate("ap::Units", "%1 GB/s")
        .arg(formatNumber(bytesPerSec / 1e9, 4, locale));
}

} // namespace ap
