#pragma once

#include <QLocale>
#include <QString>

namespace ap {

enum class Commitment;

// Formats a quantity for tables and tooltips: `significant` digits, never an exponent,
// trailing zeros dropped ("3.35", "989.4", "1979"), in the locale's notation.
QString formatNumber(double value, int significant = 4, const QLocale& locale = QLocale());

// The core's human-number rules (core/common/number_text.h) with the locale's decimal point:
// "1.2k", "10M", "$1.23M", "31.1 days". Tables, chart ticks, the CLI and playbooks all read
// the same.
// (Named apart from the core's std::string functions so both headers can be included.)
QString humanNumber(double value, int significant = 3, const QLocale& locale = QLocale());
QString usdText(double usd, const QLocale& locale = QLocale());
QString durationText(double seconds, const QLocale& locale = QLocale());
// The label of a headline figure (kLabel* of common/figure_labels.h), translated.
QString headlineLabel(const char* label);
// A cloud commitment in words ("on demand", "3-year commitment"): the buy-vs-rent chart's
// legend and the editor's commitment choices read the same text.
QString commitmentText(Commitment c);

// FLOP/s as TFLOP/s with the unit ("989.4 TFLOP/s").
QString formatTflops(double flopsPerSec, const QLocale& locale = QLocale());

// Arithmetic intensity with its unit ("295.2 FLOP/byte").
QString formatIntensity(double flopPerByte, int significant = 4, const QLocale& locale = QLocale());

// Bandwidth in the largest unit that keeps the number readable ("3.35 TB/s", "450 GB/s").
QString formatBandwidth(double bytesPerSec, const QLocale& locale = QLocale());

} // namespace ap
