#pragma once

#include <QStringList>
#include <QWidget>

class QListWidget;
class QPushButton;

namespace ap {

// The first view when no project is open: start the new-project wizard, open a file, one of the
// bundled examples (data/examples, compiled in) or a recent file. It only asks; the window
// does the work through the signals.
class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);

    void setRecentFiles(const QStringList& paths);
    QListWidget* examples() const { return m_examples; }
    QListWidget* recentFiles() const { return m_recent; }
    QPushButton* newButton() const { return m_new; }
    QPushButton* openButton() const { return m_open; }

    // The bundled examples: embedded name ("examples/where-to-run.accelplan") and title.
    static QList<QPair<QString, QString>> bundledExamples();

signals:
    void newProjectRequested();
    void openRequested();
    void exampleRequested(const QString& embeddedName);
    void recentFileRequested(const QString& path);

private:
    QPushButton* m_new;
    QPushButton* m_open;
    QListWidget* m_examples;
    QListWidget* m_recent;
};

} // namespace ap
