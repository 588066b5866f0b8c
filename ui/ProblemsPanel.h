#pragma once
// The Problems list: what the engine's check found in the working module and the kernels'
// compile errors of the last verify, one row per problem (`module.py:LINE:COL kernel NAME:
// message`, the compiler's context lines in its tooltip); activating a row asks to show
// its line and column.

#include "app/EngineApi.h"

#include <QListWidget>

namespace ks {

class ProblemsPanel : public QListWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(QWidget* parent = nullptr);
    void setProblems(const QList<ModuleProblem>& problems);

    /// A row's text: `rms_norm.py:114:48 kernel cpp_fused_add: message`.
    static QString rowText(const ModuleProblem& problem);

Q_SIGNALS:
    /// `line` 1-based, `column` 0-based.
    void lineActivated(int line, int column);
};

} // namespace ks
