#pragma once
// The resources of every kernel of a project at once (`kernel/resources`, docs/protocol.md):
// registers, spills, shared memory and occupancy of Triton kernels on the project's target,
// vector width and vectorisation of C++ kernels. Parsed once here for the CLI and the IDE.

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ks {

/// A `kernel/resources` request.
struct ResourcesRequest {
    QString project;
    QString target;          // "" : the project's [compiled] target, else the engine's GPU or sm_90
    QStringList kernels;     // empty: every kernel with code of ours
    bool cachedOnly = false; // only what the project's cache has (instant; nothing compiles)
};

/// One kernel's row: its resources, or why there are none.
struct KernelResourceRow {
    QString kernel;
    QString kind; // triton / cpp
    QJsonObject resources;
    QString error;
    int line = 0;
    bool cached = false;
    bool pending = false; // cachedOnly and not in the cache

    bool has() const { return !resources.isEmpty(); }
    /// Registers per thread (-1: not known).
    int registers() const;
    /// Triton's n_spills: local memory words per thread (-1: not known).
    int spills() const;
    /// Bytes of spill stores ptxas reports (-1: not known).
    int spillBytes() const;
    /// Shared memory per block in bytes (-1: not known).
    qint64 sharedBytes() const;
    /// Theoretical occupancy on the target, 0..1 (-1: not known).
    double occupancy() const;
    /// The widest vector registers used, in bits (0: scalar; -1: not known).
    int vectorWidthBits() const;
    /// 1: packed vector math found, 0: none, -1: not known.
    int vectorised() const;
};

struct ProjectResources {
    QString target;       // sm_90; "" when there is no Triton kernel
    QString targetSource; // request / project / device / default
    QList<KernelResourceRow> kernels;
    int computed = 0;
    int pending = 0;
    double seconds = 0;

    static std::optional<ProjectResources> fromJson(const QJsonObject& o, QString* error);
    /// The row of `kernel`, null when there is none.
    const KernelResourceRow* find(const QString& kernel) const;
};

/// "sm_90 (the project's)", "sm_90 (the engine's GPU)", "sm_90 (default)".
QString describeTarget(const QString& target, const QString& source);

} // namespace ks
