// The code editor on its own: the profile margin's marks come and go with the profile (and
// a margin without any is not cleared line by line), and a big module is styled to its end
// while the window is idle.
#include "editor/CodeView.h"

#include <QStringList>
#include <QTest>
#include <gtest/gtest.h>

using namespace ks;

namespace {

/// What Scintilla's margin holds at `line` (1-based): the text the margin draws.
QString marginTextAt(CodeView& view, int line) {
    const long size = view.SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT,
                                         static_cast<unsigned long>(line - 1), 0L);
    QByteArray text(static_cast<qsizetype>(size) + 1, '\0');
    view.SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT, static_cast<unsigned long>(line - 1),
                       text.data());
    return QString::fromUtf8(text.constData());
}

} // namespace

TEST(CodeViewProfileMargin, AProfilesMarksLeaveTheMarginWhenTheProfileGoes) {
    // Setting no marks on a margin without any skips Scintilla's clearing of every line (a
    // big module's open paid it three times); marks that are there are still cleared.
    CodeView view;
    QStringList lines;
    for (int i = 1; i <= 40; ++i)
        lines << QStringLiteral("x%1 = %1").arg(i);
    view.showText(lines.join(QLatin1Char('\n')), QString());
    view.setProfileMarks({});
    EXPECT_TRUE(marginTextAt(view, 3).isEmpty());
    view.setProfileMarks(
        {{3, QStringLiteral("1.00 ms 50%"), 1.0}, {7, QStringLiteral("0.50 ms 25%"), 0.5}});
    EXPECT_EQ(marginTextAt(view, 3), QStringLiteral("1.00 ms 50%"));
    EXPECT_EQ(marginTextAt(view, 7), QStringLiteral("0.50 ms 25%"));
    EXPECT_EQ(view.profileText(7), QStringLiteral("0.50 ms 25%"));
    constexpr int profileMargin = 4; // CodeView.cpp's kProfileMargin
    EXPECT_GT(view.marginWidth(profileMargin), 0);
    view.setProfileMarks({{5, QStringLiteral("2.00 ms 80%"), 1.0}});
    EXPECT_TRUE(marginTextAt(view, 3).isEmpty());
    EXPECT_TRUE(marginTextAt(view, 7).isEmpty());
    EXPECT_EQ(marginTextAt(view, 5), QStringLiteral("2.00 ms 80%"));
    view.setProfileMarks({});
    for (int line = 1; line <= 40; ++line)
        EXPECT_TRUE(marginTextAt(view, line).isEmpty()) << line;
    EXPECT_TRUE(view.profileText(5).isEmpty());
    EXPECT_EQ(view.marginWidth(profileMargin), 0);
    view.setProfileMarks({});
    EXPECT_TRUE(marginTextAt(view, 5).isEmpty());
}

TEST(CodeViewStyling, ABigModuleIsStyledToItsEndWhileIdle) {
    // The lines past the view are styled in the window's idle time, so that a jump to a
    // kernel far down (selecting a backward node) does not style everything above it first.
    CodeView view;
    view.resize(800, 400);
    QStringList lines;
    for (int i = 1; i <= 20000; ++i)
        lines << QStringLiteral("x%1 = f(%1)  # line %1").arg(i);
    view.showText(lines.join(QLatin1Char('\n')), QString());
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    const long length = view.SendScintilla(QsciScintillaBase::SCI_GETLENGTH);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return view.SendScintilla(QsciScintillaBase::SCI_GETENDSTYLED) >= length; }, 10000))
        << view.SendScintilla(QsciScintillaBase::SCI_GETENDSTYLED) << " of " << length;
}
