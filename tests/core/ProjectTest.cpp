#include "project/Project.h"

#include "common/AtomicFile.h"
#include "core/GraphFixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <optional>

using namespace ks;
using namespace ks::test;

namespace {

// Copies a fixture project into a temporary folder so a test can break it.
void copyTree(const QString& from, const QString& to) {
    QDir().mkpath(to);
    const QDir src(from);
    for (const QString& name : src.entryList(QDir::Files | QDir::Hidden))
        ASSERT_TRUE(QFile::copy(src.filePath(name), QDir(to).filePath(name)));
    for (const QString& name : src.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        copyTree(src.filePath(name), QDir(to).filePath(name));
}

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

QByteArray readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

TEST(Project, LoadsRealExport) {
    // A format 1 project (written before generations): read as generation 1.
    ProjectError error;
    auto p = Project::load(projectData(QStringLiteral("transformer_block")), &error);
    ASSERT_TRUE(p) << error.describe().toStdString();
    EXPECT_EQ(p->settings().format, 1);
    EXPECT_EQ(p->settings().generation, 1);
    EXPECT_TRUE(p->settings().decompositions.isEmpty());
    EXPECT_EQ(p->settings().name, QStringLiteral("transformer_block"));
    EXPECT_EQ(p->settings().module, QStringLiteral("transformer_block.py"));
    EXPECT_EQ(p->settings().device, QStringLiteral("cpu"));
    EXPECT_FALSE(p->settings().strict);
    EXPECT_TRUE(p->settings().model.endsWith(QStringLiteral("transformer_block.py")));
    EXPECT_TRUE(
        p->generatedModulePath().endsWith(QStringLiteral("/generated/transformer_block.py")));
    EXPECT_TRUE(QFile::exists(p->workingModulePath()));
    EXPECT_TRUE(p->stateDir().endsWith(QStringLiteral("/.kernel-studio")));
    ASSERT_TRUE(p->graph());
    EXPECT_EQ(p->graph()->kernels().size(), 13);
    EXPECT_TRUE(p->generatedSource().contains(QStringLiteral("def call(")));
    EXPECT_TRUE(p->warnings().isEmpty());
    EXPECT_TRUE(Project::isProjectFolder(p->folder()));
    EXPECT_FALSE(Project::isProjectFolder(p->generatedDir()));
}

TEST(Project, LoadsFormat2Export) {
    // Two exports, the second keeping aten.gelu: generation 2, the spec recorded as a table.
    ProjectError error;
    auto p = Project::load(projectData(QStringLiteral("rms_norm_format2")), &error);
    ASSERT_TRUE(p) << error.describe().toStdString();
    const ProjectSettings& s = p->settings();
    EXPECT_EQ(s.format, 2);
    EXPECT_EQ(s.generation, 2);
    EXPECT_EQ(s.name, QStringLiteral("rms_norm"));
    EXPECT_EQ(s.device, QStringLiteral("cpu"));
    EXPECT_TRUE(s.model.endsWith(QStringLiteral("rms_norm/model.py")));
    EXPECT_TRUE(s.decompositions.contains(QStringLiteral("\"aten.gelu.default\"")))
        << s.decompositions.toStdString();
    EXPECT_TRUE(s.decompositions.startsWith(QLatin1Char('{')));
    EXPECT_FALSE(s.torchVersion.isEmpty());
    EXPECT_EQ(s.inputs, QStringList{QStringLiteral("x: float32[B, T, 256]")});
    EXPECT_EQ(s.engineCommand, QString());
    ASSERT_TRUE(p->graph());
    EXPECT_EQ(p->graph()->kernels().size(), 1);
    EXPECT_TRUE(p->warnings().isEmpty());
}

TEST(Project, LoadsRealCudaExport) {
    // Triton definitions start at their @triton.jit line, which does not name the kernel.
    ProjectError error;
    auto p = Project::load(projectData(QStringLiteral("transformer_block_cuda")), &error);
    ASSERT_TRUE(p) << error.describe().toStdString();
    EXPECT_EQ(p->settings().device, QStringLiteral("cuda"));
    const auto g = p->graph();
    EXPECT_EQ(g->device(), QStringLiteral("cuda"));
    const int k = g->kernelIndex(QStringLiteral("triton_per_fused_native_layer_norm"));
    ASSERT_GE(k, 0);
    EXPECT_EQ(g->kernel(k).kind, KernelKind::Triton);
    EXPECT_EQ(g->kernel(k).launchConfig, QStringLiteral("XBLOCK=8, num_warps=2, num_stages=1"));
    EXPECT_EQ(g->kernel(k).grid, (QStringList{QStringLiteral("-((xnumel) // -(8))"),
                                              QStringLiteral("1"), QStringLiteral("1")}));
}

TEST(Project, CorruptTomlNamesFileAndLine) {
    QTemporaryDir dir;
    copyTree(projectData(QStringLiteral("rms_norm")), dir.path());
    const QString toml = dir.filePath(QStringLiteral("kernel-studio.toml"));
    const QByteArray broken = "[project]\nformat = 1\nname = \"rms_norm\nmodule = 3\n";
    writeText(toml, broken);
    ProjectError error;
    EXPECT_FALSE(Project::load(dir.path(), &error));
    EXPECT_EQ(error.file, toml);
    EXPECT_EQ(error.line, 3);
    EXPECT_FALSE(error.message.isEmpty());
    EXPECT_TRUE(error.describe().startsWith(toml + QStringLiteral(":3:")))
        << error.describe().toStdString();
    EXPECT_EQ(readText(toml), broken); // nothing overwritten
}

TEST(Project, BadSettings) {
    QTemporaryDir dir;
    copyTree(projectData(QStringLiteral("rms_norm")), dir.path());
    const QString toml = dir.filePath(QStringLiteral("kernel-studio.toml"));
    auto expectError = [&](const QByteArray& text, const char* needle) {
        writeText(toml, text);
        ProjectError error;
        EXPECT_FALSE(Project::load(dir.path(), &error)) << text.constData();
        EXPECT_EQ(error.file, toml);
        EXPECT_TRUE(error.message.contains(QLatin1String(needle))) << error.message.toStdString();
    };
    expectError("[export]\ndevice = \"cpu\"\n", "[project]");
    expectError("[project]\nformat = 7\nname = \"rms_norm\"\n", "newer");
    expectError("[project]\nformat = 1\nname = \"rms_norm\"\nmodule = \"../x.py\"\n", "file name");
    ProjectError error;
    EXPECT_FALSE(Project::load(dir.filePath(QStringLiteral("nope")), &error));
    EXPECT_EQ(error.message, QStringLiteral("no such folder"));
    EXPECT_FALSE(Project::load(dir.filePath(QStringLiteral("generated")), &error));
    EXPECT_TRUE(error.message.contains(QStringLiteral("not a Kernel Studio project")));
}

TEST(Project, MissingGeneratedFolder) {
    QTemporaryDir dir;
    copyTree(projectData(QStringLiteral("rms_norm")), dir.path());
    ASSERT_TRUE(QDir(dir.filePath(QStringLiteral("generated"))).removeRecursively());
    ProjectError error;
    EXPECT_FALSE(Project::load(dir.path(), &error));
    EXPECT_EQ(error.file, dir.filePath(QStringLiteral("generated")));
    EXPECT_TRUE(error.message.contains(QStringLiteral("generated folder is missing")));
}

TEST(Project, MetadataThatDoesNotMatchTheModule) {
    QTemporaryDir dir;
    copyTree(projectData(QStringLiteral("rms_norm")), dir.path());
    const QString module = dir.filePath(QStringLiteral("generated/rms_norm.py"));
    // Three lines inserted at the top shift every kernel away from its recorded lines.
    writeText(module, "# edited\n# by\n# hand\n" + readText(module));
    ProjectError error;
    EXPECT_FALSE(Project::load(dir.path(), &error));
    EXPECT_EQ(error.file, dir.filePath(QStringLiteral("generated/metadata.json")));
    EXPECT_TRUE(error.message.contains(QStringLiteral("does not match the generated module")))
        << error.message.toStdString();
    EXPECT_TRUE(error.message.contains(QStringLiteral("cpp_fused_add_mean_mul_pow_rsqrt")));

    // The same on a triton module: a renamed kernel no longer matches its recorded lines.
    QTemporaryDir cuda;
    copyTree(projectData(QStringLiteral("transformer_block_cuda")), cuda.path());
    const QString cudaModule = cuda.filePath(QStringLiteral("generated/transformer_block.py"));
    writeText(cudaModule,
              readText(cudaModule).replace("triton_per_fused_native_layer_norm", "renamed_kernel"));
    EXPECT_FALSE(Project::load(cuda.path(), &error));
    EXPECT_TRUE(error.message.contains(QStringLiteral("triton_per_fused_native_layer_norm")))
        << error.message.toStdString();

    writeText(module, "import torch\n");
    EXPECT_FALSE(Project::load(dir.path(), &error));
    EXPECT_TRUE(error.message.contains(QStringLiteral("past the end")))
        << error.message.toStdString();

    writeText(dir.filePath(QStringLiteral("generated/metadata.json")), "{\"schema\": ");
    EXPECT_FALSE(Project::load(dir.path(), &error));
    EXPECT_EQ(error.file, dir.filePath(QStringLiteral("generated/metadata.json")));
    EXPECT_TRUE(error.message.contains(QStringLiteral("not valid JSON")));
}

TEST(Project, MissingWorkingModuleIsAWarning) {
    QTemporaryDir dir;
    copyTree(projectData(QStringLiteral("rms_norm")), dir.path());
    ASSERT_TRUE(QFile::remove(dir.filePath(QStringLiteral("rms_norm.py"))));
    ProjectError error;
    auto p = Project::load(dir.path(), &error);
    ASSERT_TRUE(p) << error.describe().toStdString();
    ASSERT_EQ(p->warnings().size(), 1);
    EXPECT_TRUE(p->warnings().first().contains(QStringLiteral("rms_norm.py")));
}

TEST(AtomicFile, ReplacesWholeFileOrNothing) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.txt"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(path, "first", &error)) << error.toStdString();
    ASSERT_TRUE(writeFileAtomically(path, "second", &error));
    EXPECT_EQ(readText(path), QByteArray("second"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    const QString missing = dir.filePath(QStringLiteral("no/such/dir/b.txt"));
    EXPECT_FALSE(writeFileAtomically(missing, "x", &error));
    EXPECT_TRUE(error.contains(missing));
    // A target that cannot be replaced (a folder): the write fails and leaves it as it was.
    const QString folder = dir.filePath(QStringLiteral("sub"));
    ASSERT_TRUE(QDir().mkpath(folder));
    EXPECT_FALSE(writeFileAtomically(folder, "x", &error));
    EXPECT_TRUE(QFileInfo(folder).isDir());
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1) << "no temp left";
    EXPECT_EQ(readText(path), QByteArray("second"));
}

TEST(Project, RecordedTablesAreRead) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    copyTree(projectData(QStringLiteral("rms_norm")), folder);
    const QString toml = QDir(folder).filePath(QStringLiteral("kernel-studio.toml"));
    writeText(
        toml,
        readText(toml) +
            "\n[inputs]\nx = \"float32[B, T, 256]\"\n\n"
            "[dynamic]\nB = { input = \"x\", dim = 0, min = 1, max = 64 }\n"
            "T = { input = \"x\", dim = 1, min = 2 }\n\n"
            "[verify]\ntrials = 3\ntolerances = { float32 = { rtol = 0.001, atol = 0.0001 } }\n\n"
            "[engine]\ncommand = \"ssh gpu-host python -m kernel_studio.server\"\n");
    ProjectError error;
    auto project = Project::load(folder, &error);
    ASSERT_TRUE(project) << error.describe().toStdString();
    const ProjectSettings& s = project->settings();
    EXPECT_EQ(s.inputs, QStringList{QStringLiteral("x: float32[B, T, 256]")});
    EXPECT_EQ(s.dynamicDims, (QStringList{QStringLiteral("B = x.shape[0] in [1, 64]"),
                                          QStringLiteral("T = x.shape[1] in [2, inf]")}));
    EXPECT_EQ(s.tolerances, QStringList{QStringLiteral("float32 rtol 0.001 atol 0.0001")});
    EXPECT_EQ(s.engineCommand, QStringLiteral("ssh gpu-host python -m kernel_studio.server"));
    EXPECT_TRUE(s.describe().contains(QStringLiteral("engine command: ssh gpu-host")));
}

namespace {

/// The resnet18_cuda fixture copied into `dir` with its `inductor = {}` line replaced by
/// `lines`, loaded.
std::optional<Project> loadWithExportLines(const QTemporaryDir& dir, const QByteArray& lines,
                                           ProjectError& error) {
    const QString folder = dir.filePath(QStringLiteral("p"));
    copyTree(projectData(QStringLiteral("resnet18_cuda")), folder);
    const QString toml = QDir(folder).filePath(QStringLiteral("kernel-studio.toml"));
    QByteArray text = readText(toml);
    EXPECT_TRUE(text.contains("\ninductor = {}\n"));
    text.replace("\ninductor = {}\n", "\n" + lines + "\n");
    writeText(toml, text);
    return Project::load(folder, &error);
}

} // namespace

TEST(Project, TheGenerationsInductorOptionsAreShown) {
    QTemporaryDir dir;
    ProjectError error;
    auto project =
        loadWithExportLines(dir,
                            "inductor = { split_reductions = false, \"triton.cudagraphs\" = true, "
                            "max_fusion_size = 8 }",
                            error);
    ASSERT_TRUE(project) << error.describe().toStdString();
    const ProjectSettings& s = project->settings();
    // By key, as the engine writes them.
    EXPECT_EQ(s.inductor, (QStringList{QStringLiteral("max_fusion_size = 8"),
                                       QStringLiteral("split_reductions = false"),
                                       QStringLiteral("triton.cudagraphs = true")}));
    const QString shown = s.describe();
    EXPECT_TRUE(
        shown.contains(QStringLiteral("Inductor options: max_fusion_size = 8, "
                                      "split_reductions = false, triton.cudagraphs = true")))
        << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("call: replayed as a CUDA graph per input shape")));
    // Without options nothing is said.
    auto plain = Project::load(projectData(QStringLiteral("resnet18_cuda")), &error);
    ASSERT_TRUE(plain);
    EXPECT_FALSE(plain->settings().describe().contains(QStringLiteral("Inductor options")));
    EXPECT_TRUE(plain->settings().cudaGraphBuckets.isEmpty());
    EXPECT_FALSE(plain->settings().describe().contains(QStringLiteral("CUDA graph buckets")));
}

TEST(Project, TheGenerationsCudaGraphBucketsAreShown) {
    QTemporaryDir dir;
    ProjectError error;
    auto project = loadWithExportLines(
        dir, "inductor = {}\ncuda_graph_buckets = {B = [1, 2, 4, 8, 16], S = [64]}", error);
    ASSERT_TRUE(project) << error.describe().toStdString();
    const ProjectSettings& s = project->settings();
    EXPECT_EQ(s.cudaGraphBuckets.value(QStringLiteral("B")), (QList<qint64>{1, 2, 4, 8, 16}));
    EXPECT_EQ(s.cudaGraphBuckets.value(QStringLiteral("S")), QList<qint64>{64});
    EXPECT_TRUE(s.describe().contains(
        QStringLiteral("CUDA graph buckets: B padded up to 1, 2, 4, 8, 16; S padded up to 64")))
        << s.describe().toStdString();
}
