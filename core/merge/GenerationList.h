#pragma once
// The kept generations of a project (generations/NNNN/, docs/project-format.md) with what
// their generation.toml says about them, for choosing two to compare.

#include "project/Project.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace ks {

struct GenerationInfo {
    int number = 0;
    QString created;      // [export] created (UTC, ISO 8601), "" when not recorded
    QString torchVersion; // [export] torch, "" when not recorded
    bool current = false; // the generation in generated/
    QJsonObject record;   // generation.toml's [export] table as JSON ({} when unreadable)
};

/// Kept generations that have a pristine module, oldest first. A generation.toml that is
/// missing or does not parse only leaves `created` and `torchVersion` empty.
QList<GenerationInfo> listGenerations(const Project& project);

/// The kept generation before `number` (0 when there is none).
int previousGeneration(const QList<GenerationInfo>& generations, int number);

} // namespace ks
