#pragma once
// Helpers shared by the C++ tests: the real engine's command and event-loop waiting.

#include "app/EngineApi.h"
#include "app/ProjectSession.h"
#include "engine/EngineClient.h"

#include <QString>
#include <chrono>
#include <functional>

namespace ks::test {

/// Repository root (where resources/ and tests/transcripts/ live).
QString sourceDir();
/// Copies the folder `from` to `to` (created), leaving out `.kernel-studio` state, and
/// trusts the copy unless `trust` is false (docs/security.md: the test made it; in the trust
/// store its environment names).
bool copyTree(const QString& from, const QString& to, bool trust = true);
/// Options that start the real engine from the project's virtualenv, plus extra arguments.
EngineClient::Options engineOptions(const QStringList& extraArguments = {});
/// Runs the event loop until `done()` returns true (it is not called again after that) or the
/// timeout passes; returns whether it did.
bool waitFor(const std::function<bool()>& done,
             std::chrono::milliseconds timeout = std::chrono::seconds(90));

/// The application layer a window or a command works on, over one engine client.
struct AppServices {
    explicit AppServices(EngineClient& engine) : api(engine), session(api) {}
    EngineApi api;
    ProjectSession session;
};

} // namespace ks::test
