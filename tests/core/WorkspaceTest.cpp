// Workspaces with the real engine: a local engine shares the folder; an engine that cannot see
// it (forced here with KS_NO_SHARED_FILES, as an engine on another host is) keeps a mirror
// that push and pull keep in step, file by file, checked by sha256.
#include "engine/Workspace.h"

#include "app/EngineApi.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

bool writeFile(const QString& path, const QByteArray& data) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Runs `start(done)` and waits for done; returns the error ("" on success).
QString run(const std::function<void(Workspace::Done)>& start) {
    QString result = QStringLiteral("(no answer)");
    start([&](const QString& error) { result = error; });
    if (!waitFor([&] { return result != QLatin1String("(no answer)"); }, 120s))
        return QStringLiteral("timed out");
    return result;
}

class WorkspaceTest : public ::testing::Test {
protected:
    void SetUp() override {
        folder = dir.filePath(QStringLiteral("project"));
        ASSERT_TRUE(writeFile(folder + QStringLiteral("/kernel-studio.toml"), "[project]\n"));
        ASSERT_TRUE(writeFile(folder + QStringLiteral("/generated/m.py"), "x = 1\n"));
        ASSERT_TRUE(writeFile(folder + QStringLiteral("/.kernel-studio/autosave/m.py"), "draft"));
    }

    EngineClient::Options remoteEngine() {
        EngineClient::Options o = ks::test::engineOptions();
        o.environment.insert(QStringLiteral("KS_NO_SHARED_FILES"), QStringLiteral("1"));
        o.environment.insert(QStringLiteral("KS_WORKSPACE_ROOT"),
                             dir.filePath(QStringLiteral("remote")));
        return o;
    }

    QTemporaryDir dir;
    QString folder;
};

} // namespace

TEST_F(WorkspaceTest, ALocalEngineSharesTheFolderAndMovesNothing) {
    EngineClient engine(ks::test::engineOptions());
    engine.start();
    Workspace ws(engine, folder);
    ASSERT_EQ(run([&](auto done) {
                  ws.open(folder + QStringLiteral("/kernel-studio.toml"), false, done);
              }),
              QString());
    EXPECT_TRUE(ws.isShared());
    EXPECT_EQ(ws.engineRoot(), folder);
    EXPECT_EQ(ws.toEngine(folder + QStringLiteral("/generated/m.py")),
              folder + QStringLiteral("/generated/m.py"));
    EXPECT_EQ(run([&](auto done) { ws.push({}, {}, done); }), QString());
    EXPECT_FALSE(QDir(dir.filePath(QStringLiteral("remote"))).exists());
}

TEST_F(WorkspaceTest, ARemoteEngineGetsAMirrorAndGivesBackWhatItWrote) {
    EngineClient engine(remoteEngine());
    engine.start();
    Workspace ws(engine, folder);
    ASSERT_EQ(run([&](auto done) {
                  ws.open(folder + QStringLiteral("/kernel-studio.toml"), false, done);
              }),
              QString());
    ASSERT_FALSE(ws.isShared());
    const QString root = ws.engineRoot();
    EXPECT_TRUE(root.startsWith(dir.filePath(QStringLiteral("remote")))) << root.toStdString();
    EXPECT_EQ(ws.toEngine(folder + QStringLiteral("/generated/m.py")),
              root + QStringLiteral("/generated/m.py"));
    EXPECT_EQ(ws.toLocal(root + QStringLiteral("/generated/m.py")),
              folder + QStringLiteral("/generated/m.py"));

    // A model file outside the folder travels as an input; big files in several chunks.
    const QString model = dir.filePath(QStringLiteral("models/model.py"));
    ASSERT_TRUE(writeFile(model, "class Model: pass\n"));
    QByteArray big(9 * 1024 * 1024 + 17, '\0');
    for (qsizetype i = 0; i < big.size(); ++i)
        big[i] = char((i * 131) % 251);
    ASSERT_TRUE(writeFile(folder + QStringLiteral("/m.weights.pt"), big));
    ASSERT_EQ(run([&](auto done) { ws.push({}, {model}, done); }), QString());
    EXPECT_EQ(readFile(root + QStringLiteral("/generated/m.py")), QByteArray("x = 1\n"));
    EXPECT_EQ(readFile(root + QStringLiteral("/m.weights.pt")), big);
    EXPECT_FALSE(QFile::exists(root + QStringLiteral("/.kernel-studio/autosave/m.py")))
        << "unsaved drafts stay on the app's side";
    const QString remoteModel = ws.toEngine(model);
    EXPECT_EQ(readFile(remoteModel), QByteArray("class Model: pass\n"));
    EXPECT_EQ(ws.toLocal(remoteModel), QFileInfo(model).absoluteFilePath());

    // The engine writes and removes files in its mirror (as an export or a verify does).
    ASSERT_TRUE(writeFile(root + QStringLiteral("/generated/m.py"), "x = 2\n"));
    ASSERT_TRUE(writeFile(root + QStringLiteral("/.kernel-studio/verify/r1/report.json"), "{}"));
    ASSERT_TRUE(QFile::remove(root + QStringLiteral("/kernel-studio.toml")));
    ASSERT_EQ(run([&](auto done) { ws.pull(done); }), QString());
    EXPECT_EQ(readFile(folder + QStringLiteral("/generated/m.py")), QByteArray("x = 2\n"));
    EXPECT_EQ(readFile(folder + QStringLiteral("/.kernel-studio/verify/r1/report.json")),
              QByteArray("{}"));
    EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/kernel-studio.toml")));
    EXPECT_EQ(readFile(folder + QStringLiteral("/.kernel-studio/autosave/m.py")),
              QByteArray("draft"));
    EXPECT_TRUE(QDir(folder + QStringLiteral("/.kernel-studio/incoming"))
                    .entryList(QDir::Files | QDir::NoDotAndDotDot)
                    .isEmpty());
    EXPECT_TRUE(ws.lastConflicts().isEmpty());
}

TEST_F(WorkspaceTest, APullNeverOverwritesWhatTheUserChangedMeanwhile) {
    EngineClient engine(remoteEngine());
    engine.start();
    Workspace ws(engine, folder);
    ASSERT_EQ(run([&](auto done) {
                  ws.open(folder + QStringLiteral("/kernel-studio.toml"), false, done);
              }),
              QString());
    ASSERT_TRUE(writeFile(folder + QStringLiteral("/m.py"), "mine v1\n"));
    ASSERT_EQ(run([&](auto done) { ws.push({}, {}, done); }), QString());
    // While the engine works, the user saves the module and the engine rewrites it too.
    ASSERT_TRUE(writeFile(folder + QStringLiteral("/m.py"), "mine v2\n"));
    ASSERT_TRUE(writeFile(ws.engineRoot() + QStringLiteral("/m.py"), "engine's\n"));
    ASSERT_EQ(run([&](auto done) { ws.pull(done); }), QString());
    EXPECT_EQ(readFile(folder + QStringLiteral("/m.py")), QByteArray("mine v2\n"));
    EXPECT_EQ(ws.lastConflicts(), QStringList{QStringLiteral("m.py")});
}

TEST_F(WorkspaceTest, APartialPushSendsOnlyWhatTheCallNeedsAndRemovesNothing) {
    EngineClient engine(remoteEngine());
    engine.start();
    Workspace ws(engine, folder);
    ASSERT_EQ(run([&](auto done) {
                  ws.open(folder + QStringLiteral("/kernel-studio.toml"), false, done);
              }),
              QString());
    ASSERT_TRUE(writeFile(ws.engineRoot() + QStringLiteral("/extra.txt"), "engine only"));
    ASSERT_EQ(
        run([&](auto done) {
            ws.push([](const QString& rel) { return rel.startsWith(QLatin1String("generated/")); },
                    {}, done);
        }),
        QString());
    EXPECT_TRUE(QFile::exists(ws.engineRoot() + QStringLiteral("/generated/m.py")));
    EXPECT_FALSE(QFile::exists(ws.engineRoot() + QStringLiteral("/kernel-studio.toml")));
    EXPECT_TRUE(QFile::exists(ws.engineRoot() + QStringLiteral("/extra.txt")));
}

TEST_F(WorkspaceTest, TheEngineRefusesPathsOutsideTheWorkspace) {
    EngineClient engine(remoteEngine());
    engine.start();
    Workspace ws(engine, folder);
    ASSERT_EQ(run([&](auto done) {
                  ws.open(folder + QStringLiteral("/kernel-studio.toml"), false, done);
              }),
              QString());
    // Not through Workspace (it never makes such paths): straight to the protocol.
    for (const QString& bad : {QStringLiteral("../escape.txt"), QStringLiteral("/etc/passwd"),
                               QStringLiteral("a/../../b"), QStringLiteral("")}) {
        std::optional<RpcResult> answer;
        engine.request(QStringLiteral("workspace/read"),
                       QJsonObject{{QStringLiteral("workspace"), QStringLiteral("x")},
                                   {QStringLiteral("path"), bad}},
                       nullptr, [&](const RpcResult& r) { answer = r; });
        ASSERT_TRUE(waitFor([&] { return answer.has_value(); }));
        ASSERT_FALSE(answer->ok());
        EXPECT_EQ(answer->error->code, rpc::kInvalidParams) << bad.toStdString();
    }
}

TEST_F(WorkspaceTest, AnErrorOfARemoteEngineNamesTheUsersFilesNotItsMirror) {
    // A project whose model file is gone, verified by an engine that keeps a mirror: the
    // error names the user's kernel-studio.toml and folder, never the engine's cache.
    const QString project = dir.filePath(QStringLiteral("rms"));
    ASSERT_TRUE(ks::test::copyTree(
        ks::test::sourceDir() + QStringLiteral("/tests/data/projects/rms_norm"), project));
    const QString toml = project + QStringLiteral("/kernel-studio.toml");
    QByteArray text = readFile(toml);
    const qsizetype at = text.indexOf("\nmodel = ");
    ASSERT_GE(at, 0);
    text = text.left(at) + "\nmodel = \"model.py\"" + text.mid(text.indexOf('\n', at + 1));
    ASSERT_TRUE(writeFile(toml, text));
    EngineClient engine(remoteEngine());
    EngineApi api(engine);
    engine.start();
    std::optional<Reply<VerifyOutcome>> reply;
    VerifyParams params;
    params.project = project;
    api.verify(params, &engine, {}, [&](const Reply<VerifyOutcome>& r) { reply = r; });
    ASSERT_TRUE(waitFor([&] { return reply.has_value(); }, 120s));
    ASSERT_FALSE(reply->ok());
    const QString message = reply->error.message;
    EXPECT_TRUE(message.contains(QStringLiteral("the model file 'model.py' of ") + toml +
                                 QStringLiteral(" is missing")))
        << message.toStdString();
    EXPECT_FALSE(message.contains(dir.filePath(QStringLiteral("remote")))) << message.toStdString();
    EXPECT_EQ(reply->error.data.toObject().value(QStringLiteral("file")).toString(), project);
}

TEST_F(WorkspaceTest, TheWriterLockStaysOnItsSide) {
    // The app's writer lock of the project is not the mirror's: pushing never carries it (the
    // engine would take it for a dead holder's) and pulling never removes it.
    ASSERT_TRUE(writeFile(folder + QStringLiteral("/.kernel-studio/writer.json"), "{\"pid\": 1}"));
    ASSERT_TRUE(writeFile(folder + QStringLiteral("/.kernel-studio/writer.lock"), ""));
    EngineClient engine(remoteEngine());
    engine.start();
    Workspace ws(engine, folder);
    ASSERT_EQ(run([&](auto done) {
                  ws.open(folder + QStringLiteral("/kernel-studio.toml"), false, done);
              }),
              QString());
    ASSERT_EQ(run([&](auto done) { ws.push({}, {}, done); }), QString());
    const QString root = ws.engineRoot();
    EXPECT_TRUE(QFileInfo::exists(root + QStringLiteral("/generated/m.py")));
    EXPECT_FALSE(QFileInfo::exists(root + QStringLiteral("/.kernel-studio/writer.json")));
    EXPECT_FALSE(QFileInfo::exists(root + QStringLiteral("/.kernel-studio/writer.lock")));
    ASSERT_EQ(run([&](auto done) { ws.pull(done); }), QString());
    EXPECT_TRUE(QFileInfo::exists(folder + QStringLiteral("/.kernel-studio/writer.json")));
}
