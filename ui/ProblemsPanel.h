#pragma once
// The Problems list: what the engine's check found in the working module, one row per
// problem; activating a row asks to show its line.

#include "app/EngineApi.h"

#include <QListWidget>

namespace ks {

class ProblemsPanel : public QListWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(QWidget* parent = nullptr);
    void setProblems(const QList<ModuleProblem>& problems);

Q_SIGNALS:
    void lineActivated(int line);
};

} // namespace ks
