#pragma once
// What one kernel compiles to (`kernel/compiled`, docs/protocol.md): a stage's text with
// its line map to module lines, the kernel's resources, and the pristine module's side with
// the deltas. Parsed once here so neither the CLI nor the IDE reads engine JSON.

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace ks {

/// A `kernel/compiled` request.
struct CompiledRequest {
    QString project;
    QString kernel;
    QString stage;               // "" : the last stage (sass or asm)
    QString target;              // "" : the engine's default (sm_90)
    std::optional<QString> text; // unsaved editor text in place of the working module
    bool pristine = true;
};

/// One stage of one side: its text and [stage line, module line] pairs (1-based).
struct CompiledStage {
    QString text;
    QList<QPair<int, int>> lineMap;
    QJsonObject resources;
    int kernelStart = 0;
    int kernelEnd = 0;

    /// Stage lines (1-based) that come from module line `line`.
    QList<int> stageLinesOf(int line) const;
    /// The module line stage line `stageLine` comes from, 0 when unmapped.
    int moduleLineOf(int stageLine) const;
};

struct CompiledDelta {
    QString name;
    QString text; // "registers 40 -> 64"
};

struct CompiledKernel {
    QString kernel;
    QString kind;   // triton / cpp
    QString target; // sm_90 / x86_64
    QString stage;
    QStringList stages;
    CompiledStage edited;
    std::optional<CompiledStage> pristine;
    QString pristineError;
    QList<CompiledDelta> deltas;
    QString diff;
    double seconds = 0;
    QJsonObject json; // the whole answer

    static std::optional<CompiledKernel> fromJson(const QJsonObject& o, QString* error);
};

/// Resources as short lines for people ("registers 24", "spills 0 bytes", ...).
QStringList describeResources(const QJsonObject& resources);

} // namespace ks
