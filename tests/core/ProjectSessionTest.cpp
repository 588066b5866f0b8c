// The project session with the real engine: the module map of the text being edited (on a
// cuda project: Triton kernels with formatter-wrapped signatures), edited kernels, revert,
// stale answers dropped, saves and autosave.
#include "app/ProjectSession.h"

#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

bool copyTree(const QString& from, const QString& to) {
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    for (const QFileInfo& info :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString target = to + QLatin1Char('/') + info.fileName();
        if (info.isDir() ? !copyTree(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// `text` with " # tuned" appended to line `line` (1-based).
QString editLine(const QString& text, int line) {
    QStringList lines = text.split(QLatin1Char('\n'));
    lines[line - 1] += QStringLiteral("  # tuned");
    return lines.join(QLatin1Char('\n'));
}

class ProjectSessionTest : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("project"));
        ASSERT_TRUE(copyTree(ks::test::sourceDir() + QStringLiteral("/tests/data/projects/") +
                                 QString::fromLatin1(GetParam()),
                             project));
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }))
            << engine.lastError().toStdString();
        ProjectError error;
        ASSERT_TRUE(session.open(project, &error)) << error.describe().toStdString();
        graph = session.graph();
    }

    /// Asks for a map of the current text and waits for it.
    void refresh() {
        QString error = QStringLiteral("(no answer)");
        session.refreshMap([&](const QString& e) { error = e; });
        ASSERT_TRUE(waitFor([&] { return error != QLatin1String("(no answer)"); }, 60s));
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        ASSERT_TRUE(session.isMapCurrent());
    }

    QStringList codeKernels() const {
        QStringList names;
        for (const Kernel& k : graph->kernels())
            if (!k.isExtern())
                names << k.name;
        return names;
    }

    QTemporaryDir dir;
    QString project;
    EngineClient engine{ks::test::engineOptions()};
    EngineApi api{engine};
    ProjectSession session{api};
    std::shared_ptr<const GraphModel> graph;
};

} // namespace

TEST_P(ProjectSessionTest, MapsEveryKernelToItsWholeDefinition) {
    refresh();
    const ModuleMap& map = session.moduleMap();
    const QStringList lines = session.text().split(QLatin1Char('\n'));
    for (const Kernel& k : graph->kernels()) {
        const KernelLocation* loc = map.kernel(k.name);
        ASSERT_TRUE(loc) << k.name.toStdString();
        EXPECT_TRUE(loc->found) << k.name.toStdString();
        EXPECT_EQ(loc->edited, std::optional<bool>(false)) << k.name.toStdString();
        ASSERT_EQ(loc->launches.size(), k.launches.size()) << k.name.toStdString();
        if (k.isExtern())
            continue;
        ASSERT_TRUE(loc->definition) << k.name.toStdString();
        // The pristine working copy: the engine's map and the metadata agree line for line.
        EXPECT_EQ(*loc->definition, *k.definition) << k.name.toStdString();
        // A definition ends with its body, never with a wrapped signature's "):".
        const QString last = lines[loc->definition->end - 1].trimmed();
        EXPECT_NE(last, QStringLiteral("):")) << k.name.toStdString();
        EXPECT_FALSE(last.startsWith(QLatin1String("def "))) << k.name.toStdString();
    }
}

TEST_P(ProjectSessionTest, AnEditInAnyKernelBodyMarksThatKernelEdited) {
    const QStringList names = codeKernels();
    ASSERT_FALSE(names.isEmpty());
    for (const QString& name : names) {
        const Kernel& k = graph->kernel(graph->kernelIndex(name));
        // The last line of the body: what a line-based locator loses after a wrapped signature.
        session.setText(editLine(session.pristineText(), k.definition->end));
        refresh();
        EXPECT_EQ(session.editedKernels(), QStringList{name});
        EXPECT_EQ(session.kernelStatus().value(name), QStringList{QStringLiteral("edited")});
    }
    // Edits outside kernels are not kernel edits.
    session.setText(QStringLiteral("# my notes\n") + session.pristineText());
    refresh();
    EXPECT_TRUE(session.editedKernels().isEmpty());
    // The ranges follow the text: everything moved down one line.
    for (const Kernel& k : graph->kernels()) {
        if (k.definition) {
            EXPECT_EQ(session.codeGraph()->kernel(graph->kernelIndex(k.name)).definition->start,
                      k.definition->start + 1);
        }
    }
}

TEST_P(ProjectSessionTest, RevertPutsBackTheGeneratedBodyAndKeepsOtherEdits) {
    const QStringList names = codeKernels();
    const Kernel& k = graph->kernel(graph->kernelIndex(names.last()));
    QString text = QStringLiteral("# my notes\n") + session.pristineText();
    text = editLine(text, k.definition->end + 1);
    text = editLine(text, k.definition->start + 2);
    session.setText(text);
    QSignalSpy replaced(&session, &ProjectSession::textReplaced);
    bool done = false;
    QString error;
    session.revertKernel(k.name, [&](bool ok, const QString& why) {
        done = true;
        error = ok ? QString() : why;
    });
    ASSERT_TRUE(waitFor([&] { return done; }, 60s));
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_EQ(replaced.count(), 1);
    EXPECT_EQ(session.text(), QStringLiteral("# my notes\n") + session.pristineText());
    refresh();
    EXPECT_TRUE(session.editedKernels().isEmpty());
    // Unknown kernels are refused, the text unchanged.
    done = false;
    session.revertKernel(QStringLiteral("no_such_kernel"), [&](bool ok, const QString& why) {
        done = true;
        error = ok ? QString() : why;
    });
    ASSERT_TRUE(waitFor([&] { return done; }, 60s));
    EXPECT_TRUE(error.contains(QStringLiteral("no_such_kernel"))) << error.toStdString();
}

TEST_P(ProjectSessionTest, AStaleMapNeverOverwritesTheMapOfNewerText) {
    const QStringList names = codeKernels();
    ASSERT_FALSE(names.isEmpty());
    const Kernel& k = graph->kernel(graph->kernelIndex(names.first()));
    QList<QStringList> seen;
    QObject::connect(&session, &ProjectSession::analyzed, [&] { seen << session.editedKernels(); });
    session.setText(editLine(session.pristineText(), k.definition->end));
    session.analyzeNow(); // the answer for this text (one kernel edited) is on its way...
    session.setText(QStringLiteral("# my notes\n") + session.pristineText()); // ...and stale
    session.analyzeNow();
    ASSERT_TRUE(waitFor([&] { return session.isMapCurrent(); }, 60s));
    // Give a late answer for the first text every chance to arrive.
    waitFor([] { return false; }, 500ms);
    EXPECT_TRUE(session.editedKernels().isEmpty());
    ASSERT_FALSE(seen.isEmpty());
    for (const QStringList& s : seen)
        EXPECT_TRUE(s.isEmpty()) << "a map of the older text was applied";
    EXPECT_EQ(session.codeGraph()->kernel(graph->kernelIndex(k.name)).definition->start,
              k.definition->start + 1);
}

TEST_P(ProjectSessionTest, SavesAtomicallyAndAutosavesUnsavedText) {
    const QString module = session.workingPath();
    ASSERT_TRUE(module.endsWith(QStringLiteral(".py")));
    const QString edited = QStringLiteral("# my notes\n") + session.pristineText();
    session.setText(edited);
    EXPECT_TRUE(session.isModified());
    session.autosaveNow();
    EXPECT_EQ(readFile(session.autosavePath()), edited);
    EXPECT_NE(readFile(module), edited) << "autosave never writes the module";

    ProjectSession other(api);
    QSignalSpy offered(&other, &ProjectSession::restoreAvailable);
    ProjectError error;
    ASSERT_TRUE(other.open(project, &error));
    EXPECT_EQ(offered.count(), 1);
    QString why;
    ASSERT_TRUE(other.restoreAutosave(&why)) << why.toStdString();
    EXPECT_EQ(other.text(), edited);

    ASSERT_TRUE(session.save(&why)) << why.toStdString();
    EXPECT_FALSE(session.isModified());
    EXPECT_EQ(readFile(module), edited);
    EXPECT_FALSE(QFile::exists(session.autosavePath())) << "a save retires the autosave";
    EXPECT_TRUE(
        QDir(project).entryList({QStringLiteral(".tmp*")}, QDir::Files | QDir::Hidden).isEmpty());
}

// A run names the module text it checked by its hash; the session hashes its saved text once
// per text (a training step's module is megabytes) and again after a save or a reload.
TEST_P(ProjectSessionTest, ARunOfTheSavedTextIsCurrentUntilTheTextIsSavedOrReloaded) {
    const int generation = session.project()->settings().generation;
    const QString opened = session.savedTextSha256();
    EXPECT_EQ(opened, textSha256(readFile(session.workingPath())));
    EXPECT_EQ(opened.size(), 64);
    EXPECT_TRUE(session.staleReason(generation, opened).isEmpty());

    session.setText(QStringLiteral("# my notes\n") + session.text());
    EXPECT_TRUE(session.staleReason(generation, opened).contains(QStringLiteral("not saved")));
    QString why;
    ASSERT_TRUE(session.save(&why)) << why.toStdString();
    const QString saved = session.savedTextSha256();
    EXPECT_NE(saved, opened);
    EXPECT_EQ(saved, textSha256(readFile(session.workingPath())));
    EXPECT_TRUE(session.staleReason(generation, opened).contains(QStringLiteral("changed since")))
        << session.staleReason(generation, opened).toStdString();
    EXPECT_TRUE(session.staleReason(generation, saved).isEmpty());

    // Changed on disk by another program, then reloaded.
    QFile module(session.workingPath());
    ASSERT_TRUE(module.open(QIODevice::Append));
    module.write("# from another editor\n");
    module.close();
    ASSERT_TRUE(session.reloadFromDisk(&why)) << why.toStdString();
    EXPECT_EQ(session.savedTextSha256(), textSha256(readFile(session.workingPath())));
    EXPECT_TRUE(session.staleReason(generation, saved).contains(QStringLiteral("changed since")));
}

INSTANTIATE_TEST_SUITE_P(Fixtures, ProjectSessionTest,
                         ::testing::Values("transformer_block_cuda", "transformer_block",
                                           "rms_norm"));

TEST(ProjectSessionReadOnly, AProjectWithoutAWorkingModuleShowsThePristineOneReadOnly) {
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("project"));
    ASSERT_TRUE(
        copyTree(ks::test::sourceDir() + QStringLiteral("/tests/data/projects/rms_norm"), project));
    ASSERT_TRUE(QFile::remove(project + QStringLiteral("/rms_norm.py")));
    EngineClient engine(ks::test::engineOptions());
    EngineApi api(engine);
    ProjectSession session(api);
    ProjectError error;
    ASSERT_TRUE(session.open(project, &error)) << error.describe().toStdString();
    EXPECT_TRUE(session.isReadOnly());
    EXPECT_EQ(session.text(), session.pristineText());
    EXPECT_TRUE(session.isMapCurrent());
    session.setText(QStringLiteral("changed"));
    EXPECT_EQ(session.text(), session.pristineText());
    QString why;
    EXPECT_FALSE(session.save(&why));
    EXPECT_FALSE(why.isEmpty());
}
