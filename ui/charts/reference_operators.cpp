#include "charts/reference_operators.h"

#include "roofline/operators.h"

#include <QCoreApplication>

namespace ap {

std::vector<ReferenceOperator> referenceOperators(Precision precision)
{
    const double bytes = bytesPerElement(precision);
    // 64 query heads sharing 8 KV heads of width 128: a Llama 3 70B layer.
    const AttentionShape attention{1.0, 64.0, 8.0, 128.0};
    return {
        {QCoreApplication::translate("ap::ReferenceOperators", "Decode GEMV 1×8192×8192"),
         gemm({1, 8192, 8192}, precision), MarkerShape::TriangleDown},
        {QCoreApplication::translate("ap::ReferenceOperators", "Attention decode, 8k context"),
         attentionDecode(attention, 8192, precision, bytes), MarkerShape::Diamond},
        {QCoreApplication::translate("ap::ReferenceOperators", "LayerNorm 4096×8192"),
         elementwise(4096.0 * 8192.0, 8, 2, precision), MarkerShape::Cross},
        {QCoreApplication::translate("ap::ReferenceOperators", "GEMM 4096³"),
         gemm({4096, 4096, 4096}, precision), MarkerShape::Square},
        {QCoreApplication::translate("ap::ReferenceOperators", "Attention prefill, 4k tokens"),
         attentionPrefill(attention, 4096, precision, bytes), MarkerShape::TriangleUp},
    };
}

} // namespace ap
