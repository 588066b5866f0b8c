// Results that no longer match the code on screen (docs/user-guide.md "Where the time goes"):
// ResNet-18's recorded H100 profile (tests/data/projects/resnet18_cuda) heats the graph, fills
// the Time column and the code margin while the working module is the text it timed; an edit
// takes the heat off the graph and the margin and names the times' generation in the Time
// column's header; undoing it brings them back. No engine needed.
#include "MainWindow.h"
#include "app/ProjectSession.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

using namespace ks;
using ks::test::waitFor;

namespace {

// With the project's .kernel-studio (its profile runs), which ks::test::copyTree leaves out.
bool copyAll(const QString& from, const QString& to) {
    // The test made the copy: it trusts it (docs/security.md; the store KS_TRUST_FILE names).
    if (!QDir().mkpath(to) || !TrustStore().trust(to))
        return false;
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = to + path.mid(from.size());
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(path, target))
            return false;
    }
    return true;
}

class StaleResultsTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("project"));
        ASSERT_TRUE(copyAll(
            ks::test::sourceDir() + QStringLiteral("/tests/data/projects/resnet18_cuda"), project));
        window.resize(1600, 1000);
        window.show();
        ASSERT_TRUE(window.openProject(project));
        ASSERT_TRUE(waitFor([&] {
            return window.graphView()->currentLayout() && !window.graphView()->isLayoutPending();
        }));
        QApplication::processEvents();
        graph = window.graphView()->graph();
        ASSERT_FALSE(services.session.shownProfile().isEmpty());
    }

    /// Kernels drawn with heat on the graph.
    int heated() const {
        int n = 0;
        for (int k = 0; k < graph->kernels().size(); ++k)
            if (window.graphView()->regionHeat(k) >= 0)
                ++n;
        return n;
    }
    /// Lines of the code carrying a profiled time in the margin.
    int marked() const {
        int n = 0;
        for (int line = 1; line <= window.codeView()->lines(); ++line)
            if (!window.codeView()->profileText(line).isEmpty())
                ++n;
        return n;
    }
    QString timeHeader() const {
        return window.fusionModel()
            ->headerData(FusionTreeModel::TimeColumn, Qt::Horizontal, Qt::DisplayRole)
            .toString();
    }

    QTemporaryDir dir;
    QString project;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()}; // not started
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
    std::shared_ptr<const GraphModel> graph;
};

} // namespace

TEST_F(StaleResultsTest, AProfileOfOtherCodeLeavesTheGraphAndTheMarginAndSaysItsGeneration) {
    ASSERT_TRUE(services.session.isProfileCurrent());
    EXPECT_GT(heated(), 10);
    EXPECT_GT(marked(), 10);
    EXPECT_EQ(timeHeader(), QStringLiteral("Time"));

    // An edit in the editor (not saved): the times are of other code now.
    CodeView* code = window.codeView();
    code->setCursorPosition(code->lines() / 2, 0);
    code->insert(QStringLiteral("# tuned\n"));
    ASSERT_TRUE(services.session.isModified());
    QTest::qWait(50);
    EXPECT_FALSE(services.session.isProfileCurrent());
    EXPECT_EQ(heated(), 0) << "the graph's heat is of the older code";
    EXPECT_EQ(marked(), 0) << "the margin's times are of the older code";
    EXPECT_TRUE(timeHeader().contains(
        QStringLiteral("gen %1").arg(services.session.shownProfile().generation)))
        << timeHeader().toStdString();
    EXPECT_TRUE(window.fusionModel()->hasTimes()) << "the times stay, named by generation";

    // Undone: the text is the one timed again.
    code->undo();
    ASSERT_FALSE(services.session.isModified());
    QTest::qWait(50);
    EXPECT_GT(heated(), 10);
    EXPECT_GT(marked(), 10);
    EXPECT_EQ(timeHeader(), QStringLiteral("Time"));
}
