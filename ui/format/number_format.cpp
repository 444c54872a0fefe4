#include "format/number_format.h"

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
    return text;
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
