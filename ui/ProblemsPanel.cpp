#include "ProblemsPanel.h"

namespace ks {

ProblemsPanel::ProblemsPanel(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("problemsList"));
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int line = item->data(Qt::UserRole).toInt();
        if (line > 0)
            Q_EMIT lineActivated(line);
    });
}

void ProblemsPanel::setProblems(const QList<ModuleProblem>& problems) {
    clear();
    for (const ModuleProblem& p : problems) {
        QString where = p.line > 0 ? tr("line %1").arg(p.line) : tr("module");
        if (!p.kernel.isEmpty())
            where += QStringLiteral(" (%1)").arg(p.kernel);
        auto* item =
            new QListWidgetItem(QStringLiteral("%1 %2: %3")
                                    .arg(p.error ? tr("error") : tr("warning"), where, p.message));
        item->setData(Qt::UserRole, p.line);
        addItem(item);
    }
}

} // namespace ks
