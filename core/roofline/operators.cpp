#include "roofline/operators.h"

#include <algorithm>

namespace ap {

Traffic gemm(const GemmShape& s, Precision compute, double bytesA, double bytesB, double bytesC)
{
    Traffic t;
    t.name = "gemm";
    t.precision = compute;
    t.flops = 2.0 * s.m * s.n * s.k;
    t.bytesAt(Ceiling::Memory) = s.m * s.k * bytesA + s.k * s.n * bytesB + s.m * s.n * bytesC;
    return t;
}

Traffic gemm(const GemmShape& s, Precision precision)
{
    const double b = bytesPerElement(precision);
    return gemm(s, precision, b, b, std::max(b, 2.0));
}

Traffic attentionPrefill(const AttentionShape& a, const PrefillAttention& p, Precision compute,
                         double activationBytes)
{
    Traffic t;
    t.name = p.materialized ? "attention_prefill_materialized" : "attention_prefill";
    t.precision = compute;
    const double scores = a.batch * a.heads * p.queries * p.keys;
    const double dim = p.flopsHeadDim > 0 ? p.flopsHeadDim : a.headDim;
    t.flops = 4.0 * scores * dim * (p.materialized ? 1.0 : p.causalFraction);
    t.bytesAt(Ceiling::Memory) = a.batch * a.headDim * activationBytes *
                                 (2.0 * a.heads * p.queries + 2.0 * a.kvHeads * p.keys);
    if (p.materialized)
        t.bytesAt(Ceiling::Memory) += 8.0 * scores;
    return t;
}

Traffic attentionPrefill(const AttentionShape& a, double tokens, Precision compute,
                         double activationBytes)
{
    return attentionPrefill(a, PrefillAttention{tokens, tokens}, compute, activationBytes);
}

Traffic attentionDecode(const AttentionShape& a, double context, Precision compute,
                        double kvBytesPerElement, double flopsHeadDim, double queries)
{
    Traffic t;
    t.name = "attention_decode";
    t.precision = compute;
    const double dim = flopsHeadDim > 0 ? flopsHeadDim : a.headDim;
    // Query i (0-based) attends to context + i keys: queries x (context + (queries - 1) / 2)
    // (query, key) pairs; the cache read holds the last query's context + queries - 1 tokens.
    const double pairs = queries * (context + (queries - 1.0) / 2.0);
    t.flops = a.batch * a.heads * 4.0 * pairs * dim;
    const double kv =
        a.batch * (context + (queries - 1.0)) * 2.0 * a.kvHeads * a.headDim * kvBytesPerElement;
    const double qo = a.batch * 2.0 * a.heads * dim * 2.0 * queries;
    t.bytesAt(Ceiling::Memory) = kv + qo;
    return t;
}

Traffic elementwise(double elements, double flopsPerElement, double tensorsTouched,
                    Precision precision)
{
    Traffic t;
    t.name = "elementwise";
    t.precision = precision;
    t.flops = elements * flopsPerElement;
    t.bytesAt(Ceiling::Memory) = elements * tensorsTouched * bytesPerElement(precision);
    return t;
}

Traffic allReduce(double bytes, int participants, Ceiling level, Precision precision)
{
    Traffic t;
    t.name = "all_reduce";
    t.precision = precision;
    if (participants <= 1)
        return t;
    const double n = participants;
    t.bytesAt(level) = 2.0 * (n - 1.0) / n * bytes;
    t.flops = (n - 1.0) / n * bytes / bytesPerElement(precision);
    return t;
}

} // namespace ap
