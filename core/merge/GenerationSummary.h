#pragma once
// Each kept generation of a project in numbers (docs/merge.md, "Generations"): how it was
// made (decompositions, Inductor settings, materialised nodes as its generation.toml
// records), its kernels and launches, the newest verification of it and the newest profile
// of its pristine module. Read from files only (no engine), for the diff's table of
// generations in the IDE and `kernel-studio diff`.

#include "merge/GenerationDiff.h"
#include "project/Project.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ks {

struct GenerationSummary {
    int number = 0;
    QString created; // UTC, ISO 8601; "" when not recorded
    bool current = false;
    /// As recorded: "decompositions" (object), "decompositions_file" and
    /// "decompositions_sha256" (when the project has a decompositions.py), "inductor"
    /// (object), "materialize" (array), "model_sha256" and "torch".
    QJsonObject settings;
    int kernels = 0;      // generated kernels (Triton or C++)
    int libraryCalls = 0; // extern kernels (cuBLAS, cuDNN, aten)
    int launches = 0;     // kernel launches in `call`, library calls included

    // The newest verification of this generation ("" when it was never verified).
    QString verdict;
    QString verifyRun;
    QString located;
    bool verifiedEdited = false; // the working copy verified had hand edits

    // The newest profile of this generation's pristine module (-1 when never profiled).
    double seconds = -1;
    /// The launches' device time summed (GPU: CUPTI durations), steadier than a whole call
    /// of a launch-bound module; -1 when never profiled.
    double kernelTotal = -1;
    QHash<QString, double> kernelSeconds;
    QString profileRun;
    QString profileDevice;

    bool profiled() const { return seconds >= 0; }
    QJsonObject toJson() const;
};

/// Every kept generation, oldest first. A generation whose files are unreadable keeps what
/// could be read (a missing metadata.json: no kernel counts).
QList<GenerationSummary> summarizeGenerations(const Project& project);

/// The summary of `number` in `all`, null when absent.
const GenerationSummary* findGeneration(const QList<GenerationSummary>& all, int number);

/// How `b` was made differently from `a`, one line each, e.g. "model: edited",
/// "inductor.max_fusion_size: default -> 8", "decompositions keep: + aten.gelu.default",
/// "decompositions.py: edited", "materialize: + add_3", "torch: 2.10.0 -> 2.11.0".
QStringList settingChanges(const GenerationSummary& a, const GenerationSummary& b);

/// Each kernel pair's times from the two generations' profiles (where profiled).
void attachKernelTimes(GenerationDiff& diff, const GenerationSummary& older,
                       const GenerationSummary& newer);

} // namespace ks
