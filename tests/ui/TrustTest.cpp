// Restricted mode (issue 34, docs/security.md "Workspace trust"), offscreen with the real
// engine: a copy of the example export in a folder never trusted, with a decompositions.py that
// writes a file when it runs, opens read-only (graph and code from the files) with the trust bar
// asking; every action that would run its code is greyed saying why; nothing of it runs (Keep
// restricted, Verify, the engine asked directly), and Trust records the folder, enables the
// actions and runs what was held back.
#include "LogPanel.h"
#include "MainWindow.h"
#include "TrustBar.h"
#include "compiler/CompilerPanel.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"

#include <QAction>
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
    // An engine command the project file asks for: never run from a project file, named.
    const QString engineMarker = dir.filePath(QStringLiteral("engine-command-ran"));
    {
        QFile f(project + QStringLiteral("/kernel-studio.toml"));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        QString toml = QString::fromUtf8(f.readAll());
        f.close();
        const QString asked = QStringLiteral("command = \"touch %1\"").arg(engineMarker);
        ASSERT_TRUE(toml.contains(QStringLiteral("\n[engine]\ncommand = \"\"")));
        toml.replace(QStringLiteral("\n[engine]\ncommand = \"\""),
                     QStringLiteral("\n[engine]\n") + asked);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(toml.toUtf8());
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
    EXPECT_TRUE(window.logPanel()->toPlainText().contains(
        QStringLiteral("names the engine command \"touch %1\"; it is never run from a project file")
            .arg(engineMarker)))
        << window.logPanel()->toPlainText().toStdString();

    // Every action that would run (or edit) the project's code is greyed, in the menus and on
    // the toolbar alike, its tooltip and status tip saying to trust the folder; the Profile
    // pane's button too.
    auto* toolbar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    ASSERT_NE(toolbar, nullptr);
    const QList<QAction*> onToolbar = toolbar->actions();
    for (const auto& [name, verb] : MainWindow::projectCodeActions()) {
        auto* action = window.findChild<QAction*>(name);
        ASSERT_NE(action, nullptr) << name.toStdString();
        EXPECT_FALSE(action->isEnabled()) << name.toStdString();
        EXPECT_TRUE(action->toolTip().startsWith(
            QStringLiteral("Trust this folder to %1: %2 is in restricted mode").arg(verb, folder)))
            << action->toolTip().toStdString();
        EXPECT_EQ(action->statusTip(), action->toolTip());
        if (onToolbar.contains(action)) {
            auto* button = toolbar->widgetForAction(action);
            ASSERT_NE(button, nullptr) << name.toStdString();
            EXPECT_FALSE(button->isEnabled()) << name.toStdString();
        }
    }
    for (const char* name : {"verifyAction", "profileAction", "regenerateAction", "saveAction"})
        EXPECT_TRUE(onToolbar.contains(window.findChild<QAction*>(QLatin1String(name)))) << name;
    auto* profileButton = window.findChild<QPushButton*>(QStringLiteral("profileRunButton"));
    ASSERT_NE(profileButton, nullptr);
    EXPECT_FALSE(profileButton->isEnabled());
    EXPECT_TRUE(profileButton->toolTip().startsWith(QStringLiteral("Trust this folder to profile")))
        << profileButton->toolTip().toStdString();
    // F5 reaches no greyed action: not even the refusal that verify() itself would say.
    window.statusBar()->clearMessage();
    QTest::keyClick(&window, Qt::Key_F5);
    EXPECT_FALSE(window.isVerifying());
    EXPECT_TRUE(window.statusBar()->currentMessage().isEmpty())
        << window.statusBar()->currentMessage().toStdString();

    // Keep restricted: the bar goes, nothing runs; Verify asked directly says why and asks again.
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
    EXPECT_FALSE(QFile::exists(engineMarker)) << "the project's engine command ran";
    EXPECT_FALSE(QDir(project + QStringLiteral("/.kernel-studio/verify")).exists());
    EXPECT_FALSE(QFile::exists(store));

    // Trust: recorded, and what was held back runs (the Compiler pane imports decompositions.py).
    QTest::mouseClick(window.trustBar()->findChild<QPushButton*>(QStringLiteral("trustAction")),
                      Qt::LeftButton);
    // It opens again off the UI thread, as any open the user asks for.
    ASSERT_TRUE(waitFor([&] { return !window.isOpeningProject(); }, 30s));
    EXPECT_FALSE(window.isRestricted());
    EXPECT_FALSE(strip->isVisible());
    EXPECT_TRUE(TrustStore(store).isTrusted(project));
    EXPECT_FALSE(window.codeView()->isReadOnly()); // opened again, editable
    // The actions are back, with their own tooltips.
    for (const auto& [name, verb] : MainWindow::projectCodeActions()) {
        auto* action = window.findChild<QAction*>(name);
        EXPECT_TRUE(action->isEnabled()) << name.toStdString();
        EXPECT_FALSE(action->toolTip().startsWith(QStringLiteral("Trust this folder")))
            << action->toolTip().toStdString();
        EXPECT_TRUE(action->statusTip().isEmpty()) << name.toStdString();
    }
    EXPECT_EQ(window.findChild<QAction*>(QStringLiteral("regenerateAction"))->toolTip(),
              QStringLiteral("Export the model again and merge your edits into the new code, "
                             "kernel by kernel, then verify (Ctrl+Shift+R)"));
    EXPECT_TRUE(profileButton->isEnabled());
    EXPECT_FALSE(profileButton->toolTip().startsWith(QStringLiteral("Trust this folder")));
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
