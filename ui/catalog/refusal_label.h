#pragma once

#include <QLabel>
#include <QString>

namespace ap {

// The red line of the price and site editors where a refused Save says why (hidden until then).
inline void styleRefusalLabel(QLabel* label)
{
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #C01C28;"));
    label->hide();
}

// Shows `error` there and returns true; returns false when there is none (Save goes on).
inline bool showRefusal(QLabel* label, const QString& error)
{
    if (error.isEmpty())
        return false;
    label->setText(error);
    label->show();
    return true;
}

} // namespace ap
