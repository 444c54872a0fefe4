#include "common/message_data.h"

#include <memory>

namespace ap {

Message mapMessageData(const Message& m,
                       const std::function<std::string(const std::string&)>& transform,
                       bool plainIsData)
{
    if (!m.context())
        return plainIsData ? Message(transform(m.english())) : m;
    if (m.args().empty())
        return m;
    std::vector<MessageArg> args = m.args();
    for (MessageArg& a : args) {
        if (a.kind == MessageArg::Kind::Text)
            a.text = transform(a.text);
        else if (a.kind == MessageArg::Kind::Phrase && a.phrase)
            a.phrase =
                std::make_shared<const Message>(mapMessageData(*a.phrase, transform, plainIsData));
    }
    return Message(m.context(), m.templ().c_str(), std::move(args));
}

} // namespace ap
