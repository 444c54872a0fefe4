#pragma once

#include <QLocale>
#include <QString>

namespace ap {

// Formats a quantity for tables and tooltips: `significant` digits, never an exponent,
// trailing zeros dropped ("3.35", "989.4", "1979"), in the locale's notation.
QString formatNumber(double value, int significant = 4, const QLocale& locale = QLocale());

// FLOP/s as TFLOP/s with the unit ("989.4 TFLOP/s").
QString formatTflops(double flopsPerSec, const QLocale& locale = QLocale());

// Arithmetic intensity with its unit ("295.2 FLOP/byte").
QString formatIntensity(double flopPerByte, int significant = 4, const QLocale& locale = QLocale());

// Bandwidth in the largest unit that keeps the number readable ("3.35 TB/s", "450 GB/s").
QString formatBandwidth(double bytesPerSec, const QLocale& locale = QLocale());

} // namespace ap
