// `export --pdf` in a Qt-free accelplan-cli: the PDF renderer (charts drawn by the GUI's own
// chart widgets) lives in the desktop application, so the command line runs it as a child
// process: `accelplan --cli export PROJECT --pdf FILE ...` beside its own executable, with
// QT_QPA_PLATFORM=offscreen. The child builds the same playbook (same project, catalog, study,
// date and threads) through the same core code and draws it.
#include "cli/gui_pdf.h"

#include "common/input_error.h"

#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <system_error>

extern char** environ;

namespace ap {

namespace {

constexpr const char* kGuiName = "accelplan";

std::filesystem::path ownExecutable()
{
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : self;
}

// Copies what the child writes on its two pipes into `out` and `err` until both close.
void drain(int outFd, int errFd, std::ostream& out, std::ostream& err)
{
    std::array<pollfd, 2> fds{pollfd{outFd, POLLIN, 0}, pollfd{errFd, POLLIN, 0}};
    std::array<std::ostream*, 2> sinks{&out, &err};
    int open = 2;
    char buf[4096];
    while (open > 0) {
        if (poll(fds.data(), fds.size(), -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            const ssize_t n = read(fds[i].fd, buf, sizeof buf);
            if (n > 0) {
                sinks[i]->write(buf, n);
            } else if (n == 0 || errno != EINTR) {
                close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            }
        }
    }
}

} // namespace

std::filesystem::path guiExecutable()
{
    const std::filesystem::path self = ownExecutable();
    if (self.empty())
        return {};
    // Installed (/usr/bin, /usr/local/bin, a relocated prefix's bin) and in a build tree
    // (build/<preset>/app): the two mains sit in the same folder.
    return self.parent_path() / kGuiName;
}

std::filesystem::path requireGuiExecutable(const std::string& pdfPath)
{
    const std::filesystem::path gui = guiExecutable();
    std::error_code ec;
    if (gui.empty() || !std::filesystem::is_regular_file(gui, ec) || access(gui.c_str(), X_OK) != 0)
        throw InputError(pdfPath, {},
                         "PDF export draws with the desktop application's renderer, and " +
                             (gui.empty() ? std::string(kGuiName) : gui.string()) +
                             " is not installed (a build with ACCELPLAN_GUI=OFF has none); "
                             "install the accelplan desktop application, or use --csv or "
                             "--markdown");
    return gui;
}

int renderPdfWithGui(const std::vector<std::string>& cliArgs, const std::string& pdfPath,
                     std::ostream& out, std::ostream& err)
{
    const std::filesystem::path gui = requireGuiExecutable(pdfPath);
    std::vector<std::string> args{gui.string(), "--cli"};
    args.insert(args.end(), cliArgs.begin(), cliArgs.end());
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    // The child's environment: ours, drawing offscreen unless the caller chose a platform.
    std::vector<std::string> envText;
    for (char** e = environ; *e; ++e)
        envText.emplace_back(*e);
    bool hasPlatform = false;
    for (const std::string& e : envText)
        hasPlatform = hasPlatform || e.rfind("QT_QPA_PLATFORM=", 0) == 0;
    if (!hasPlatform)
        envText.emplace_back("QT_QPA_PLATFORM=offscreen");
    std::vector<char*> envp;
    for (std::string& e : envText)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    int outPipe[2];
    int errPipe[2];
    if (pipe(outPipe) != 0)
        throw InputError(pdfPath, {},
                         std::string("cannot start ") + gui.string() + ": " + std::strerror(errno));
    if (pipe(errPipe) != 0) {
        close(outPipe[0]);
        close(outPipe[1]);
        throw InputError(pdfPath, {},
                         std::string("cannot start ") + gui.string() + ": " + std::strerror(errno));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO);
    posix_spawn_file_actions_addclose(&actions, outPipe[0]);
    posix_spawn_file_actions_addclose(&actions, errPipe[0]);
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, gui.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(outPipe[1]);
    close(errPipe[1]);
    if (rc != 0) {
        close(outPipe[0]);
        close(errPipe[0]);
        throw InputError(pdfPath, {},
                         std::string("cannot start ") + gui.string() + ": " + std::strerror(rc));
    }
    drain(outPipe[0], errPipe[0], out, err);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    throw InputError(pdfPath, {},
                     gui.string() + " stopped without writing the PDF (signal " +
                         std::to_string(WIFSIGNALED(status) ? WTERMSIG(status) : 0) + ")");
}

} // namespace ap
