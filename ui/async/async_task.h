#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace ap {

// Runs slow work off the GUI thread (KeePassXC's AsyncTask): `work` runs on Qt's global thread
// pool and `done` receives its result on `context`'s thread once it finished, so the event loop
// keeps running meanwhile. `work` must not throw (return the error in its result: QtConcurrent
// only carries QException across threads) and must own or share everything it reads. If
// `context` is destroyed first, `done` is never called; the work still runs to its end, so
// give it a way to stop early (a cancel flag) when that matters.
template <typename Work, typename Done>
QFuture<std::invoke_result_t<Work>> runAsync(QObject* context, Work work, Done done)
{
    using Result = std::invoke_result_t<Work>;
    auto* watcher = new QFutureWatcher<Result>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, done = std::move(done)]() mutable {
                         watcher->deleteLater();
                         done(watcher->future().result());
                     });
    QFuture<Result> future = QtConcurrent::run(std::move(work));
    watcher->setFuture(future);
    return future;
}

} // namespace ap
