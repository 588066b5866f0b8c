// The first-start setup dialog, driving the real `kernel-studio setup` of this build: a build
// tree without a named engine fails and says why; with one named, the size step passes and
// "Download and install" runs setup for real (it keeps the engine and checks it as doctor does).
#include "EngineSetupDialog.h"

#include "ks/BuildInfo.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>

using namespace ks;

namespace {

QString binary() {
    return QCoreApplication::applicationDirPath() + QStringLiteral("/kernel-studio");
}

bool waitForPhase(EngineSetupDialog& dialog, const QString& phase, int ms = 120000) {
    return QTest::qWaitFor([&] { return dialog.phase() == phase || dialog.phase() == "failed"; },
                           ms) &&
           dialog.phase() == phase;
}

} // namespace

TEST(EngineSetupDialog, ABuildTreeWithoutAnEngineFailsAndSaysWhy) {
    EngineSetupDialog dialog(binary());
    dialog.show();
    dialog.start();
    ASSERT_TRUE(waitForPhase(dialog, QStringLiteral("failed"))) << dialog.phase().toStdString();
    EXPECT_TRUE(dialog.log().contains(QStringLiteral("build tree"))) << dialog.log().toStdString();
    EXPECT_FALSE(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
}

TEST(EngineSetupDialog, ANamedEngineIsCheckedThenKept) {
    const QString engine =
        QString::fromUtf8(build::kDefaultPython) + QStringLiteral(" -m kernel_studio.server");
    EngineSetupDialog dialog(binary(), {QStringLiteral("--engine"), engine});
    dialog.show();
    dialog.start();
    ASSERT_TRUE(waitForPhase(dialog, QStringLiteral("ready to install")))
        << dialog.log().toStdString();
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    ASSERT_TRUE(ok->isEnabled());
    ok->click();
    ASSERT_TRUE(waitForPhase(dialog, QStringLiteral("done"))) << dialog.log().toStdString();
    EXPECT_TRUE(dialog.log().contains(QStringLiteral("status    : healthy")))
        << dialog.log().toStdString();
    EXPECT_EQ(ok->text(), QStringLiteral("Start"));
}
