#pragma once
// A Kernel Studio project folder (docs/project-format.md): kernel-studio.toml, generated/
// (pristine module + metadata.json), the user's working module and .kernel-studio/.

#include "graph/GraphModel.h"
#include "project/CudaGraphBuckets.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace ks {

/// Why a project could not be opened: the file at fault, where in it (when known), and what
/// is wrong. Only ui/ shows it.
struct ProjectError {
    QString file;    // absolute path of the file (or folder) at fault
    int line = 0;    // 1-based, 0 when unknown
    int column = 0;  // 1-based, 0 when unknown
    QString message; // what is wrong, e.g. "expected '=' after key"

    /// "/p/kernel-studio.toml:3:7: expected '=' after key".
    QString describe() const;
};

/// The [project] and [export] tables of kernel-studio.toml (written by the engine only).
struct ProjectSettings {
    int format = 1;
    QString name;   // module name (a Python identifier)
    QString module; // working module file name, relative to the project folder
    QString model;  // absolute path of the model file it was exported from
    QString device; // "cpu" or "cuda"
    bool strict = false;
    int generation = 1;     // the export that made generated/ (format 1 projects: 1)
    QString decompositions; // JSON text, empty when default (nothing kept or decomposed)
    QStringList inductor;   // the generation's Inductor options: "split_reductions = false"
    CudaGraphBuckets cudaGraphBuckets; // [export] cuda_graph_buckets: {B = [1, 2, 4]}
    QString engineVersion;
    QString torchVersion;
    QString artifact; // the torch.compiler.precompile artifact this generation was imported
                      // from, relative to the project; empty for an export
    // Recorded for people and the IDE (tables [inputs], [dynamic], [verify], [engine]).
    QStringList inputs;      // "x: float32[B, T, 256]"
    QStringList dynamicDims; // "B = x.shape[0] in [1, 64]"
    QStringList tolerances;  // "float32 rtol 1.3e-06 atol 1e-05"
    QString engineCommand;   // empty: the app's engine setting
    QString compileTarget;   // [compiled] target, "sm_90"; empty: the engine's GPU, else sm_90

    /// Multi-line summary for the details pane.
    QString describe() const;
};

/// An opened project. Immutable once loaded; reload to see changes on disk.
class Project {
public:
    /// The project format this build reads (a higher `format` is refused).
    static constexpr int kFormat = 2;
    static constexpr const char* kProjectFile = "kernel-studio.toml";

    /// Loads the project in `folder`: parses kernel-studio.toml, reads generated/metadata.json
    /// into a GraphModel and checks it against the generated module (kernel line ranges exist
    /// and name their kernel). Returns nullopt and fills *error on a corrupt toml (with line
    /// and column), a missing generated folder or module, unreadable or mismatched metadata.
    static std::optional<Project> load(const QString& folder, ProjectError* error);
    /// Only the settings of kernel-studio.toml (cheap: no metadata, no module).
    static std::optional<ProjectSettings> readSettings(const QString& folder, ProjectError* error);

    /// Whether `folder` looks like a project (has kernel-studio.toml); cheap, no parsing.
    static bool isProjectFolder(const QString& folder);

    const ProjectSettings& settings() const { return m_settings; }
    QString folder() const { return m_folder; }
    QString projectFilePath() const;
    QString generatedDir() const;        // <folder>/generated
    QString generatedModulePath() const; // <folder>/generated/<name>.py (pristine)
    QString metadataPath() const;        // <folder>/generated/metadata.json
    QString inductorOutputPath() const;  // <folder>/generated/inductor_output.py.txt
    QString workingModulePath() const;   // <folder>/<module> (the user's copy)
    QString stateDir() const;            // <folder>/.kernel-studio (caches, history)

    /// Text of the generated (clean) module; metadata line numbers refer to it.
    const QString& generatedSource() const { return m_generatedSource; }
    /// The graph, kernels and fusion groups from metadata.json.
    std::shared_ptr<const GraphModel> graph() const { return m_graph; }
    /// Non-fatal findings, e.g. "working module rms_norm.py is missing".
    const QStringList& warnings() const { return m_warnings; }

private:
    QString m_folder;
    ProjectSettings m_settings;
    QString m_generatedSource;
    std::shared_ptr<const GraphModel> m_graph;
    QStringList m_warnings;
};

} // namespace ks
