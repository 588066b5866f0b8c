// Restricted mode (issue 34, docs/security.md "Workspace trust"), offscreen with the real
// engine: a copy of the example export in a folder never trusted, with a decompositions.py that
// writes a file when it runs, opens read-only (graph and code from the files) with the trust bar
// asking; nothing of it runs (Keep restricted, Verify, the engine asked directly), and Trust
// records the folder and runs it.
#include "MainWindow.h"
#include "TrustBar.h"
#include "compiler/CompilerPanel.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <gtest/gtest.h>
#include <memory>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

/// KS_TRUST_FILE pointed at `file` for the test (the engine started in it inherits it).
class ScopedTrustFile {
public:
    explicit ScopedTrustFile(const QString& file) : m_before(qgetenv("KS_TRUST_FILE")) {
        qputenv("KS_TRUST_FILE", file.toUtf8());
    }
    ~ScopedTrustFile() {
        if (m_before.isEmpty())
            qunsetenv("KS_TRUST_FILE");
        else
            qputenv("KS_TRUST_FILE", m_before);
    }

private:
    QByteArray m_before;
};

} // namespace

TEST(TrustTest, AnUntrustedProjectRunsNothingUntilTrusted) {
    QTemporaryDir dir;
    const QString store = dir.filePath(QStringLiteral("store/trusted-folders.json"));
    ScopedTrustFile trustFile(store);
    const QString project = dir.filePath(QStringLiteral("sent/rms_norm"));
    ASSERT_TRUE(ks::test::copyTree(QStringLiteral(KS_TEST_PROJECT), project, /*trust=*/false));
    const QString marker = dir.filePath(QStringLiteral("decompositions-ran"));
    {
        QFile f(project + QStringLiteral("/decompositions.py"));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("import pathlib\npathlib.Path(%1).write_text('ran')\n")
                    .arg(QLatin1Char('\'') + marker + QLatin1Char('\''))
                    .toUtf8());
    }
    QSettings config(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    LayoutService layouts;
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices services(engine);
    MainWindow window(services.api, services.session, layouts, config);
    window.resize(1400, 900);
    window.show();
    engine.start();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    ASSERT_TRUE(window.openProject(project));

    // Read-only from the files: the graph and the code are there; the bar asks.
    const QString folder = TrustStore::canonical(project);
    EXPECT_TRUE(window.isRestricted());
    ASSERT_TRUE(window.graphView()->graph());
    EXPECT_FALSE(window.graphView()->graph()->kernels().isEmpty());
    EXPECT_FALSE(window.codeView()->text().isEmpty());
    EXPECT_TRUE(window.codeView()->isReadOnly());
    auto* strip = window.findChild<QToolBar*>(QStringLiteral("trustToolBar"));
    ASSERT_NE(strip, nullptr);
    EXPECT_TRUE(strip->isVisible());
    EXPECT_TRUE(window.trustBar()->message().startsWith(
        QStringLiteral("This project runs Python code from %1. Trust it?").arg(folder)))
        << window.trustBar()->message().toStdString();
    EXPECT_FALSE(window.compilerPanel()->settings().has_value());

    // Keep restricted: the bar goes, nothing runs; Verify says why and asks again.
    QTest::mouseClick(
        window.trustBar()->findChild<QPushButton*>(QStringLiteral("keepRestrictedAction")),
        Qt::LeftButton);
    EXPECT_FALSE(strip->isVisible());
    EXPECT_TRUE(window.isRestricted());
    window.verify();
    EXPECT_FALSE(window.isVerifying());
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("trust")))
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_TRUE(strip->isVisible());

    // The engine refuses too, whoever asks: it reads the same store.
    std::optional<Reply<CompilerSettings>> refused;
    services.api.compilerSettings(project, false, &window,
                                  [&](const Reply<CompilerSettings>& r) { refused = r; });
    ASSERT_TRUE(waitFor([&] { return refused.has_value(); }, 60s));
    EXPECT_EQ(refused->category(), QStringLiteral("untrusted"))
        << refused->error.message.toStdString();
    QTest::qWait(500);
    EXPECT_FALSE(QFile::exists(marker)) << "decompositions.py ran in restricted mode";
    EXPECT_FALSE(QDir(project + QStringLiteral("/.kernel-studio/verify")).exists());
    EXPECT_FALSE(QFile::exists(store));

    // Trust: recorded, and what was held back runs (the Compiler pane imports decompositions.py).
    QTest::mouseClick(window.trustBar()->findChild<QPushButton*>(QStringLiteral("trustAction")),
                      Qt::LeftButton);
    EXPECT_FALSE(window.isRestricted());
    EXPECT_FALSE(strip->isVisible());
    EXPECT_TRUE(TrustStore(store).isTrusted(project));
    EXPECT_FALSE(window.codeView()->isReadOnly()); // opened again, editable
    EXPECT_TRUE(waitFor([&] { return QFile::exists(marker); }, 120s));
    EXPECT_TRUE(waitFor([&] { return window.compilerPanel()->settings().has_value(); }, 120s));
}

TEST(TrustTest, ATrustedFolderTrustsItsChildrenAndTheStoreIsOneJsonFile) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("config/kernel-studio/trusted-folders.json"));
    const TrustStore store(file);
    const QString parent = dir.filePath(QStringLiteral("work"));
    ASSERT_TRUE(QDir().mkpath(parent + QStringLiteral("/a/b")));
    EXPECT_FALSE(store.isTrusted(parent + QStringLiteral("/a/b")));
    QString error;
    ASSERT_TRUE(store.trust(parent, &error)) << error.toStdString();
    EXPECT_TRUE(store.isTrusted(parent + QStringLiteral("/a/b")));
    EXPECT_TRUE(store.isTrusted(parent + QStringLiteral("/a/b/model.py")));
    EXPECT_FALSE(store.isTrusted(dir.filePath(QStringLiteral("work-other"))));
    // A link inside the trusted folder that leads out of it trusts nothing outside.
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("elsewhere"))));
    ASSERT_TRUE(
        QFile::link(dir.filePath(QStringLiteral("elsewhere")), parent + QStringLiteral("/link")));
    EXPECT_FALSE(store.isTrusted(parent + QStringLiteral("/link")));
    // Trusting again records nothing twice; a damaged store trusts nothing and says so.
    ASSERT_TRUE(store.trust(parent + QStringLiteral("/"), &error));
    EXPECT_EQ(store.folders().size(), 1);
    QFile damaged(file);
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
    damaged.write("{not json");
    damaged.close();
    EXPECT_FALSE(store.isTrusted(parent));
    store.folders(&error);
    EXPECT_TRUE(error.contains(QStringLiteral("not a trusted-folders file")))
        << error.toStdString();
}
