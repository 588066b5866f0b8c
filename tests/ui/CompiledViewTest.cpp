// The Compiled pane on a real `kernel-studio ir --json` answer (tests/data/compiled: the
// layer-norm kernel of the transformer_block_cuda fixture with a load edited to be
// unaligned, compiled for sm_90 to PTX by the engine): its lines tinted by module line,
// linked both ways with the code, its resources and deltas shown.
#include "compiled/CompiledView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTextBlock>
#include <gtest/gtest.h>

using namespace ks;

namespace {

CompiledKernel load() {
    QFile f(QStringLiteral(KS_COMPILED_DATA "/transformer_block_layer_norm_ptx.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    QString error;
    auto k = CompiledKernel::fromJson(QJsonDocument::fromJson(f.readAll()).object(), &error);
    EXPECT_TRUE(k) << error.toStdString();
    return k ? *k : CompiledKernel{};
}

} // namespace

TEST(CompiledView, ShowsTheStageTintedWithResourcesAndDeltas) {
    CompiledView view;
    view.resize(900, 700);
    const CompiledKernel k = load();
    ASSERT_EQ(k.kind, QStringLiteral("triton"));
    view.setResult(k);
    EXPECT_EQ(view.stage(), QStringLiteral("ptx"));
    EXPECT_EQ(view.stages()->count(), 5);
    EXPECT_EQ(view.text()->toPlainText(), k.edited.text);
    // Every mapped line is tinted, none other.
    EXPECT_EQ(view.text()->extraSelections().size(), k.edited.lineMap.size());
    EXPECT_TRUE(view.headerText().contains(QStringLiteral("sm_90")));
    const QString resources = view.resourcesText();
    EXPECT_TRUE(resources.contains(QStringLiteral("registers 23"))) << resources.toStdString();
    EXPECT_TRUE(resources.contains(QStringLiteral("32-bit loads 0 -> 4")));
    EXPECT_TRUE(resources.contains(QStringLiteral("occupancy")));

    // The stage's diff against pristine: the edited load's lines among the changes.
    ASSERT_TRUE(view.diffToggle()->isEnabled());
    view.diffToggle()->setChecked(true);
    const QString diff = view.text()->toPlainText();
    EXPECT_TRUE(diff.startsWith(QStringLiteral("--- pristine.ptx"))) << diff.left(80).toStdString();
    EXPECT_TRUE(diff.contains(QStringLiteral("\n+"))) << diff.left(200).toStdString();
    qsizetype changed = 0;
    for (const QString& line : diff.split(QLatin1Char('\n')))
        changed += (line.startsWith(QLatin1Char('+')) && !line.startsWith(QLatin1String("+++"))) ||
                   (line.startsWith(QLatin1Char('-')) && !line.startsWith(QLatin1String("---")));
    EXPECT_GT(changed, 0);
    EXPECT_EQ(view.text()->extraSelections().size(), changed); // added and removed tinted
    if (const QByteArray shot = qgetenv("KS_COMPILED_DIFF_SCREENSHOT"); !shot.isEmpty())
        view.grab().save(QString::fromLocal8Bit(shot));
    EXPECT_EQ(view.highlightSourceLine(k.edited.lineMap.first().second), 0);
    view.diffToggle()->setChecked(false);
    EXPECT_EQ(view.text()->toPlainText(), k.edited.text);
}

TEST(CompiledView, ASourceLineHighlightsItsInstructionsAndAClickNamesTheLine) {
    CompiledView view;
    view.resize(900, 700);
    const CompiledKernel k = load();
    view.setResult(k);
    ASSERT_FALSE(k.edited.lineMap.isEmpty());
    const int source = k.edited.lineMap.at(k.edited.lineMap.size() / 2).second;
    QList<int> expected;
    for (const auto& [stageLine, moduleLine] : k.edited.lineMap)
        if (moduleLine == source)
            expected.append(stageLine);
    EXPECT_EQ(view.highlightSourceLine(source), expected.size());
    EXPECT_EQ(view.highlightedLines(), expected);
    // The view scrolled to the first of them.
    EXPECT_EQ(view.text()->textCursor().blockNumber() + 1, expected.first());
    EXPECT_EQ(view.highlightSourceLine(1), 0); // the module's docstring: no code

    QSignalSpy activated(&view, &CompiledView::sourceLineActivated);
    const auto [stageLine, moduleLine] = k.edited.lineMap.first();
    QTextCursor cursor(view.text()->document()->findBlockByNumber(stageLine - 1));
    view.text()->setTextCursor(cursor); // as a click there does
    ASSERT_EQ(activated.size(), 1);
    EXPECT_EQ(activated.at(0).at(0).toInt(), moduleLine);
    EXPECT_GE(moduleLine, k.edited.kernelStart);
    EXPECT_LE(moduleLine, k.edited.kernelEnd);

    if (const QByteArray shot = qgetenv("KS_COMPILED_SCREENSHOT"); !shot.isEmpty()) {
        view.highlightSourceLine(source);
        view.grab().save(QString::fromLocal8Bit(shot));
    }

    QSignalSpy stage(&view, &CompiledView::stageRequested);
    view.stages()->setCurrentText(QStringLiteral("sass"));
    Q_EMIT view.stages()->activated(view.stages()->currentIndex());
    ASSERT_EQ(stage.size(), 1);
    EXPECT_EQ(stage.at(0).at(1).toString(), QStringLiteral("sass"));
}
