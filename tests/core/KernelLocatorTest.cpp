#include "edit/KernelLocator.h"

#include "project/Project.h"
#include "support/TestSupport.h"

#include <QFile>
#include <gtest/gtest.h>

using namespace ks;

namespace {

struct Fixture {
    std::optional<Project> project;
    QString pristine;
    Fixture(const QString& name) {
        ProjectError error;
        project = Project::load(
            ks::test::sourceDir() + QStringLiteral("/tests/data/projects/") + name, &error);
        if (project)
            pristine = project->generatedSource();
    }
};

} // namespace

TEST(KernelLocator, FindsDefinitionsAndLaunchesWhereTheMetadataSays) {
    for (const QString& name : {QStringLiteral("rms_norm"), QStringLiteral("transformer_block")}) {
        Fixture f(name);
        ASSERT_TRUE(f.project) << name.toStdString();
        const auto graph = f.project->graph();
        QStringList names;
        for (const Kernel& k : graph->kernels())
            names << k.name;
        const auto blocks = KernelLocator::locate(f.pristine, names);
        for (const Kernel& k : graph->kernels()) {
            const KernelBlock& b = blocks[k.name];
            if (k.definition) {
                EXPECT_EQ(b.definition, *k.definition) << k.name.toStdString();
                EXPECT_EQ(b.commentLine, k.commentLine) << k.name.toStdString();
            }
            EXPECT_EQ(b.launches, k.launches) << k.name.toStdString();
        }
    }
}

TEST(KernelLocator, EditsAreFoundAndLinesFollowThem) {
    Fixture f(QStringLiteral("rms_norm"));
    ASSERT_TRUE(f.project);
    const auto graph = f.project->graph();
    const Kernel& k = graph->kernel(0);
    ASSERT_TRUE(k.definition);
    EXPECT_TRUE(KernelLocator::editedKernels(*graph, f.pristine, f.pristine).isEmpty());

    // Three lines inserted above the kernel and a constant changed inside it.
    QStringList lines = f.pristine.split(QLatin1Char('\n'));
    const int inside = k.definition->start + 3; // a line of the body (1-based)
    lines[inside - 1] += QStringLiteral(" // tuned");
    for (int i = 0; i < 3; ++i)
        lines.insert(k.definition->start - 2, QStringLiteral("# a note of the user"));
    const QString working = lines.join(QLatin1Char('\n'));
    EXPECT_EQ(KernelLocator::editedKernels(*graph, f.pristine, working), QStringList{k.name});

    const auto remapped = KernelLocator::remap(graph, working);
    ASSERT_TRUE(remapped->kernel(0).definition);
    EXPECT_EQ(remapped->kernel(0).definition->start, k.definition->start + 3);
    EXPECT_EQ(remapped->kernel(0).launches.first().start, k.launches.first().start + 3);
    EXPECT_EQ(remapped->id(), graph->id());

    QString error;
    const QString reverted = KernelLocator::revertKernel(working, f.pristine, k.name, &error);
    EXPECT_TRUE(error.isEmpty());
    EXPECT_TRUE(KernelLocator::editedKernels(*graph, f.pristine, reverted).isEmpty());
    EXPECT_TRUE(reverted.contains(QStringLiteral("# a note of the user"))) << "other edits stay";
}

TEST(KernelLocator, DeletedKernelCountsAsEditedAndCannotBeLocated) {
    Fixture f(QStringLiteral("rms_norm"));
    ASSERT_TRUE(f.project);
    const auto graph = f.project->graph();
    const Kernel& k = graph->kernel(0);
    QStringList lines = f.pristine.split(QLatin1Char('\n'));
    lines.remove(k.definition->start - 1, k.definition->end - k.definition->start + 1);
    const QString working = lines.join(QLatin1Char('\n'));
    EXPECT_EQ(KernelLocator::editedKernels(*graph, f.pristine, working), QStringList{k.name});
    QString error;
    const QString same = KernelLocator::revertKernel(working, f.pristine, k.name, &error);
    EXPECT_EQ(same, working);
    EXPECT_TRUE(error.contains(k.name));
}
