#include "ProblemsPanel.h"

#include <QStyle>

namespace ks {
namespace {
constexpr int kColumnRole = Qt::UserRole + 1;
}

ProblemsPanel::ProblemsPanel(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("problemsList"));
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int line = item->data(Qt::UserRole).toInt();
        if (line > 0)
            Q_EMIT lineActivated(line, item->data(kColumnRole).toInt());
    });
}

QString ProblemsPanel::rowText(const ModuleProblem& p) {
    QString where = problemPlace(p);
    if (where.isEmpty())
        where = p.line > 0 ? tr("line %1").arg(p.line) : tr("module");
    if (!p.kernel.isEmpty())
        where += tr(" kernel %1").arg(p.kernel);
    return QStringLiteral("%1: %2").arg(where, p.message);
}

void ProblemsPanel::setProblems(const QList<ModuleProblem>& problems) {
    clear();
    for (const ModuleProblem& p : problems) {
        auto* item =
            new QListWidgetItem(style()->standardIcon(p.error ? QStyle::SP_MessageBoxCritical
                                                              : QStyle::SP_MessageBoxWarning),
                                rowText(p));
        QStringList tip{(p.error ? tr("error: ") : tr("warning: ")) + p.message};
        if (p.compile)
            tip.front().prepend(tr("does not compile: "));
        tip += p.detail;
        item->setToolTip(tip.join(QLatin1Char('\n')));
        item->setData(Qt::UserRole, p.line);
        item->setData(kColumnRole, p.column);
        addItem(item);
    }
}

} // namespace ks
