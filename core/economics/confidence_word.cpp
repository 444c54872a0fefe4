#include "economics/confidence_word.h"

namespace ap {

Message confidenceWord(const std::string& confidence)
{
    if (confidence == "high")
        return Message(AP_TEXT("ap::Confidence", "high"));
    if (confidence == "medium")
        return Message(AP_TEXT("ap::Confidence", "medium"));
    if (confidence == "low")
        return Message(AP_TEXT("ap::Confidence", "low"));
    return Message(confidence);
}

} // namespace ap
