#include "project/project_document.h"

#include "project/project_text.h"

#include "format/message_text.h"

#include "common/input_error.h"
#include "common/text_file.h"
#include "hardware/catalog.h"
#include "placement/site.h"
#include "project/project_edit.h"
#include "project/save_file.h"

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
    , m_params(defaultEfficiencyParams())
{
    m_project.name = tr("Untitled").toStdString();
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

ProjectDocument::~ProjectDocument() = default;

QString ProjectDocument::displayName() const
{
    if (!m_project.name.empty())
        return QString::fromStdString(m_project.name);
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
        throwIfProblems(problems(project), file);
        setProject(std::move(project), QFileInfo(path).absoluteFilePath());
        m_originalText = text;
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

std::vector<Problem> ProjectDocument::problems(const Project& project) const
{
    static const Catalog builtInCatalog = Catalog::builtIn();
    static const SiteCatalog builtInSites = SiteCatalog::builtIn();
    return validateProject(project, m_catalog ? *m_catalog : builtInCatalog, builtInSites);
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
    m_project = std::move(project);
    m_originalText.clear();
    m_filePath = path;
    loadCalibration();
    m_undoStack->clear();
    m_undoStack->setClean();
    emit scenariosReset();
    emit studiesChanged();
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void ProjectDocument::loadCalibration()
{
    m_calibrationWarning.clear();
    m_params = defaultEfficiencyParams();
    if (m_project.calibrationPath.empty())
        return;
    const QString relative = QString::fromStdString(m_project.calibrationPath);
    const QString path = m_filePath.isEmpty()
                             ? relative
                             : QFileInfo(m_filePath).absoluteDir().absoluteFilePath(relative);
    try {
        m_params = loadEfficiencyFile(path.toStdString());
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
        }
    }
    return true;
}

void ProjectDocument::setScenario(int row, Scenario scenario)
{
    m_project.scenarios.at(size_t(row)) = std::move(scenario);
    emit scenarioChanged(row);
}

void ProjectDocument::insertScenario(int row, Scenario scenario)
{
    auto& list = m_project.scenarios;
    list.insert(list.begin() + std::clamp<std::ptrdiff_t>(row, 0, std::ptrdiff_t(list.size())),
                std::move(scenario));
    emit scenariosReset();
}

void ProjectDocument::removeScenario(int row)
{
    auto& list = m_project.scenarios;
    (void)list.at(size_t(row)); // throws for a bad row, like setScenario()
    list.erase(list.begin() + row);
    emit scenariosReset();
}

void ProjectDocument::moveScenario(int from, int to)
{
    auto& list = m_project.scenarios;
    Scenario moved = list.at(size_t(from));
    (void)list.at(size_t(to));
    list.erase(list.begin() + from);
    list.insert(list.begin() + to, std::move(moved));
    emit scenariosReset();
}

nlohmann::json ProjectDocument::studyJson(int index) const
{
    return studyListJson(m_project).at(size_t(index));
}

void ProjectDocument::setStudy(int index, const nlohmann::json& study)
{
    nlohmann::json list = studyListJson(m_project);
    list.at(size_t(index)) = study;
    const Project read = withStudies(m_project, list);
    m_project.studies = read.studies;
    m_project.studiesJson = read.studiesJson;
    emit studiesChanged();
}

void ProjectDocument::insertStudy(int index, const nlohmann::json& study)
{
    nlohmann::json list = studyListJson(m_project);
    list.insert(list.begin() + std::clamp<std::ptrdiff_t>(index, 0, std::ptrdiff_t(list.size())),
                study);
    const Project read = withStudies(m_project, list);
    m_project.studies = read.studies;
    m_project.studiesJson = read.studiesJson;
    emit studiesChanged();
}

void ProjectDocument::removeStudy(int index)
{
    nlohmann::json list = studyListJson(m_project);
    (void)list.at(size_t(index));
    list.erase(list.begin() + index);
    const Project read = withStudies(m_project, list);
    m_project.studies = read.studies;
    m_project.studiesJson = read.studiesJson;
    emit studiesChanged();
}

ProjectDocument::Content ProjectDocument::content() const
{
    return {m_project.scenarios, m_project.studies, m_project.studiesJson};
}

void ProjectDocument::setContent(Content content)
{
    m_project.scenarios = std::move(content.scenarios);
    m_project.studies = std::move(content.studies);
    m_project.studiesJson = std::move(content.studiesJson);
    emit scenariosReset();
    emit studiesChanged();
}

} // namespace ap
