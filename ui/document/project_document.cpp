#include "document/project_document.h"

#include "document/save_file.h"
#include "project/project_text.h"

#include "format/message_text.h"
#include "format/shown_name.h"

#include "common/input_error.h"
#include "common/text_file.h"
#include "hardware/catalog.h"
#include "placement/site.h"
#include "project/project_edit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <exception>
#include <nlohmann/json.hpp>

namespace ap {

ProjectDocument::ProjectDocument(QObject* parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_data(DataContext::builtIn())
{
    m_project.name = tr("Untitled").toStdString();
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

ProjectDocument::~ProjectDocument() = default;

QString ProjectDocument::displayName() const
{
    if (!m_project.name.empty())
        return shownName(m_project.name);
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return tr("Untitled");
}

bool ProjectDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ProjectDocument::newProject()
{
    Project p;
    p.name = tr("Untitled").toStdString();
    setProject(std::move(p), {});
}

bool ProjectDocument::open(const QString& path, QString* error)
{
    // The core reader: regular files only (a FIFO would block the UI thread), size-capped.
    std::string text;
    try {
        const QByteArray native = QFile::encodeName(path);
        text = readTextFile(std::string(native.constData(), size_t(native.size())));
    } catch (const InputError& e) {
        if (error)
            *error = tr("Could not open %1: %2")
                         .arg(QDir::toNativeSeparators(path), messageText(e.text()));
        return false;
    }
    try {
        // InputError's text already names the file and the field.
        const std::string file = QDir::toNativeSeparators(path).toStdString();
        Project project = loadProjectText(text, file, CrossChecks::Skip);
        // A structural problem (a layout, a duplicate name, a degree out of range) refuses the
        // file: the views could not show it. A project that only names a device or site this
        // installation does not know, or a constraint of the other kind of workload, opens with
        // those problems listed (openProblems()), so the user can correct them here; the
        // evaluation and the search show the same problems where they apply.
        const std::vector<Problem> found = problems(project);
        if (std::any_of(found.begin(), found.end(), [](const Problem& p) {
                return p.kind != InputProblemKind::UnknownReference &&
                       p.kind != InputProblemKind::Inapplicable;
            }))
            throwIfProblems(found, file);
        QStringList openProblems;
        if (!found.empty())
            for (const InputError& p : ProjectProblems(file, found).errors())
                openProblems << inputErrorText(p);
        setProject(std::move(project), QFileInfo(path).absoluteFilePath());
        m_originalText = text;
        m_openProblems = openProblems;
        return true;
    } catch (const ProjectProblems& e) {
        if (error) {
            QStringList lines;
            for (const InputError& p : e.errors())
                lines << inputErrorText(p);
            *error = lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
                     tr("The project was not opened and its file is unchanged: correct these "
                        "fields, then open it again.");
        }
        return false;
    } catch (const InputError& e) {
        if (error)
            *error = inputErrorText(e);
        return false;
    } catch (const std::exception& e) {
        if (error)
            *error = errorText(e);
        return false;
    }
}

void ProjectDocument::setCatalog(Catalog catalog)
{
    m_data = m_data.withCatalog(std::move(catalog));
    emit dataReplaced();
}

void ProjectDocument::setPrices(PriceBook prices)
{
    m_data = m_data.withPrices(std::move(prices));
    emit dataReplaced();
}

std::vector<Problem> ProjectDocument::problems(const Project& project) const
{
    return validateProject(project, m_data);
}

void ProjectDocument::check(const Project& project) const
{
    // An edit is refused for the problems it brings, not for one the project already had (a
    // project set from an autosave or a test is not re-validated on the way in).
    std::vector<Problem> found = problems(project);
    if (found.empty())
        return;
    const std::vector<Problem> before = problems(m_project);
    // Study constraints of the other workload kind are left for the CLI and open to report: the
    // study editor sets the template and its constraints one field at a time.
    std::erase_if(found, [&](const Problem& p) {
        return p.kind == InputProblemKind::Inapplicable ||
               std::any_of(before.begin(), before.end(), [&](const Problem& b) {
                   return b.field == p.field && b.message == p.message;
               });
    });
    throwIfProblems(std::move(found));
}

void ProjectDocument::setProject(Project project, const QString& path)
{
    m_openProblems.clear();
    m_project = std::move(project);
    m_originalText.clear();
    m_filePath = path;
    loadCalibration();
    m_undoStack->clear();
    m_undoStack->setClean();
    emit scenariosReset();
    emit studiesChanged();
    emit contentChanged();
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void ProjectDocument::setCalibrationPath(const std::string& path)
{
    m_project.calibrationPath = path;
    loadCalibration();
    emit scenariosReset();
    emit contentChanged();
}

void ProjectDocument::loadCalibration()
{
    m_calibrationWarning.clear();
    m_data = m_data.withParams(defaultEfficiencyParams());
    if (m_project.calibrationPath.empty())
        return;
    const QString relative = QString::fromStdString(m_project.calibrationPath);
    const QString path = m_filePath.isEmpty()
                             ? relative
                             : QFileInfo(m_filePath).absoluteDir().absoluteFilePath(relative);
    try {
        m_data = m_data.withParams(loadEfficiencyFile(path.toStdString()));
    } catch (const InputError& e) {
        m_calibrationWarning =
            tr("Calibration not loaded, built-in values used: %1").arg(inputErrorText(e));
    } catch (const std::exception& e) {
        m_calibrationWarning =
            tr("Calibration not loaded, built-in values used: %1").arg(errorText(e));
    }
}

QByteArray ProjectDocument::serialized() const
{
    return QByteArray::fromStdString(projectFileText(m_project, m_originalText));
}

bool ProjectDocument::saveAs(const QString& path, QString* error)
{
    if (path.isEmpty()) {
        if (error)
            *error = tr("No file name given.");
        return false;
    }
    const QByteArray bytes = serialized();
    if (!saveFileAtomically(path, bytes, error))
        return false;
    m_originalText = bytes.toStdString();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool moved = absolute != m_filePath;
    m_filePath = absolute;
    m_undoStack->setClean();
    if (moved) {
        emit filePathChanged(m_filePath);
        // A relative calibration path now resolves against the new folder.
        if (!m_project.calibrationPath.empty()) {
            loadCalibration();
            emit scenariosReset();
            emit contentChanged();
        }
    }
    return true;
}

void ProjectDocument::setScenario(int row, Scenario scenario)
{
    m_project.scenarios.at(size_t(row)) = std::move(scenario);
    emit scenarioChanged(row);
    emit contentChanged();
}

void ProjectDocument::insertScenario(int row, Scenario scenario)
{
    auto& list = m_project.scenarios;
    row = std::clamp(row, 0, int(list.size()));
    emit scenarioAboutToBeInserted(row);
    list.insert(list.begin() + row, std::move(scenario));
    emit scenarioInserted(row);
    emit contentChanged();
}

void ProjectDocument::removeScenario(int row)
{
    auto& list = m_project.scenarios;
    (void)list.at(size_t(row)); // throws for a bad row, like setScenario()
    emit scenarioAboutToBeRemoved(row);
    list.erase(list.begin() + row);
    emit scenarioRemoved(row);
    emit contentChanged();
}

void ProjectDocument::moveScenario(int from, int to)
{
    auto& list = m_project.scenarios;
    (void)list.at(size_t(from));
    (void)list.at(size_t(to));
    if (from == to)
        return;
    emit scenarioAboutToBeMoved(from, to);
    Scenario moved = std::move(list[size_t(from)]);
    list.erase(list.begin() + from);
    list.insert(list.begin() + to, std::move(moved));
    emit scenarioMoved(from, to);
    emit contentChanged();
}

nlohmann::json ProjectDocument::studyJson(int index) const
{
    return studySpecToJson(m_project.studies.at(size_t(index)));
}

void ProjectDocument::studiesEdited()
{
    emit studiesChanged();
    emit contentChanged();
}

void ProjectDocument::setStudy(int index, StudySpec study)
{
    m_project.studies.at(size_t(index)) = std::move(study);
    studiesEdited();
}

void ProjectDocument::setStudies(const std::vector<std::pair<int, StudySpec>>& entries)
{
    for (const auto& [index, study] : entries)
        m_project.studies.at(size_t(index)) = study;
    studiesEdited();
}

void ProjectDocument::insertStudy(int index, StudySpec study)
{
    auto& list = m_project.studies;
    index = std::clamp(index, 0, int(list.size()));
    list.insert(list.begin() + index, std::move(study));
    studiesEdited();
}

void ProjectDocument::removeStudy(int index)
{
    auto& list = m_project.studies;
    (void)list.at(size_t(index));
    list.erase(list.begin() + index);
    studiesEdited();
}

void ProjectDocument::moveStudy(int from, int to)
{
    auto& list = m_project.studies;
    (void)list.at(size_t(from));
    (void)list.at(size_t(to));
    if (from == to)
        return;
    StudySpec moved = std::move(list[size_t(from)]);
    list.erase(list.begin() + from);
    list.insert(list.begin() + to, std::move(moved));
    studiesEdited();
}

} // namespace ap
