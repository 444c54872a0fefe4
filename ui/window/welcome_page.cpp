#include "window/welcome_page.h"

#include "common/embedded_data.h"

#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace ap {

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent)
    , m_new(new QPushButton(tr("&New Project (wizard)…"), this))
    , m_open(new QPushButton(tr("&Open…"), this))
    , m_examples(new QListWidget(this))
    , m_recent(new QListWidget(this))
{
    m_new->setObjectName(QStringLiteral("welcomeNew"));
    m_open->setObjectName(QStringLiteral("welcomeOpen"));
    m_examples->setObjectName(QStringLiteral("welcomeExamples"));
    m_recent->setObjectName(QStringLiteral("welcomeRecent"));
    m_new->setToolTip(tr("Pose a question: the job, the model, the scale, where it may run"));

    auto* title = new QLabel(tr("<h2>AccelPlan</h2><p>Which accelerators, how many, where, and "
                                "what they cost for your workload.</p>"),
                             this);
    title->setWordWrap(true);
    for (const auto& [name, text] : bundledExamples()) {
        auto* item = new QListWidgetItem(text, m_examples);
        item->setData(Qt::UserRole, name);
        item->setToolTip(name);
    }
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_new);
    buttons->addWidget(m_open);
    buttons->addStretch(1);

    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Examples"), this), 0, 0);
    grid->addWidget(new QLabel(tr("Recent files"), this), 0, 1);
    grid->addWidget(m_examples, 1, 0);
    grid->addWidget(m_recent, 1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(title);
    layout->addLayout(buttons);
    layout->addSpacing(12);
    layout->addLayout(grid, 1);

    connect(m_new, &QPushButton::clicked, this, &WelcomePage::newProjectRequested);
    connect(m_open, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(m_examples, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit exampleRequested(item->data(Qt::UserRole).toString());
    });
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit recentFileRequested(item->data(Qt::UserRole).toString());
    });
}

void WelcomePage::setRecentFiles(const QStringList& paths)
{
    m_recent->clear();
    for (const QString& path : paths) {
        auto* item = new QListWidgetItem(QFileInfo(path).fileName(), m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    if (paths.isEmpty()) {
        auto* item = new QListWidgetItem(tr("(none yet)"), m_recent);
        item->setFlags(Qt::NoItemFlags);
    }
}

QList<QPair<QString, QString>> WelcomePage::bundledExamples()
{
    QList<QPair<QString, QString>> out;
    for (const EmbeddedFile& f : embeddedFiles()) {
        if (!f.name.starts_with("examples/") || !f.name.ends_with(".accelplan"))
            continue;
        // The project's own name is the best title; the file name if it cannot be read.
        QString title = QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
        const auto doc = nlohmann::json::parse(f.contents, nullptr, false);
        if (doc.is_object() && doc.contains("name") && doc["name"].is_string())
            title = QString::fromStdString(doc["name"].get<std::string>());
        out.append({QString::fromUtf8(f.name.data(), qsizetype(f.name.size())), title});
    }
    return out;
}

} // namespace ap
