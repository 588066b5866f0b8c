#pragma once
// The Compiler pane: what steers the compiler for the open project. Decompositions (one row
// per op of the model: how many uses, how many left in the graph, what Inductor does by
// default, and the project's setting, edited in place; the project's decompositions.py is the
// truth, rewritten by the engine), the Inductor options of fusion, the CUDA graph buckets of
// the dynamic dims, the nodes to materialise, and a regenerate with these settings. A second tab
// edits decompositions.py itself.

#include "app/CompilerSettings.h"

#include <QHash>
#include <QJsonObject>
#include <QWidget>
#include <optional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItem;
class QStandardItemModel;
class QTabWidget;
class QTableView;
class QGridLayout;

namespace ks {

class CodeView;
class CudaGraphBucketsEditor;
class EngineApi;

class CompilerPanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        OpColumn,
        CountColumn,
        InGraphColumn,
        InductorColumn,
        SettingColumn,
        CustomColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // what a column sorts by
        OpRole,                      // QString, every column: the op
        LineRole,                    // int: a custom decomposition's line
    };

    explicit CompilerPanel(EngineApi& api, QWidget* parent = nullptr);

    /// The open project ("" when none): its settings are asked for again.
    void setProject(const QString& folder);
    QString project() const { return m_project; }
    /// Asks the engine for the settings again (after an edit, a save, a new generation).
    void refresh();
    /// Shows a compilerSettings answer (refresh() gives the engine's): a new generation's
    /// settings replace the choices for the next regenerate.
    void showSettings(const CompilerSettings& settings);
    /// The last answer (nullopt before the first).
    const std::optional<CompilerSettings>& settings() const { return m_settings; }
    /// True while an answer or an edit is awaited.
    bool isLoading() const { return m_reading || m_edits > 0; }

    /// Sets how `op` lowers: the engine rewrites decompositions.py, the table follows; for
    /// custom, the file opens at the stub.
    void setDecomposition(const QString& op, const QString& setting);
    /// Materialise node `name` (or not) in the next regenerate.
    void setMaterialized(const QString& name, bool on);
    QStringList materialized() const { return m_materialize; }
    /// An Inductor option's value for the next regenerate (null: Inductor's default).
    void setOptionValue(const QString& key, const QJsonValue& value);
    QJsonValue optionValue(const QString& key) const { return m_values.value(key); }
    /// The export params a regenerate replaces the project's record with: `inductor`,
    /// `materialize`, and `cudaGraphBuckets` (all dims) where it or the generation has any.
    QJsonObject overrides() const;
    CudaGraphBucketsEditor* cudaGraphBuckets() const { return m_buckets; }
    /// Whether the settings differ from those of the current generation.
    bool differs() const;
    /// While a regenerate runs: its button off.
    void setBusy(bool busy);
    /// Whether decompositions.py differs from the one the current generation was made with
    /// (the engine's staleness).
    void setFileStale(bool stale);

    /// Shows decompositions.py in the editor tab at `line` (1-based, 0: where it was).
    void openFile(int line);
    /// Writes the editor's text to decompositions.py (atomically), then refreshes.
    bool saveFile(QString* error);
    /// Unsaved typing in decompositions.py goes to the file (another project opens, the
    /// window closes).
    void saveUnsaved();
    CodeView* editor() const { return m_editor; }
    QTableView* table() const { return m_table; }
    QTabWidget* tabs() const { return m_tabs; }
    /// The ops in the table's order (as sorted and filtered).
    QStringList shownOps() const;

protected:
    /// Ctrl+S in the decompositions.py editor saves that file (not the working module).
    bool eventFilter(QObject* watched, QEvent* event) override;

Q_SIGNALS:
    void regenerateRequested(const QJsonObject& overrides);
    /// The pane wants to be seen (a file opened at a line).
    void revealRequested();
    /// The settings in effect changed (the graph's node menu checks them).
    void choicesChanged(const QHash<QString, QString>& opSettings, const QStringList& materialized);
    void message(const QString& text);
    /// decompositions.py changed on disk (an edit or a save): staleness is worth asking again.
    void fileChanged();

private:
    void fillTable();
    void fillOptions();
    void fillMaterialized();
    /// One option's row as its value now says (bold when changed, reset, the editor's value).
    void showOption(const InductorOption& option);
    void updateState();
    void loadFile();
    void onItemChanged(QStandardItem* item);
    void emitChoices();

    EngineApi& m_api;
    QString m_project;
    std::optional<CompilerSettings> m_settings;
    QHash<QString, QJsonValue> m_values; // option key -> value for the next export
    QStringList m_materialize;           // nodes for the next export
    bool m_decompositionsEdited = false; // since the last staleness answer
    bool m_fileStale = false;
    bool m_busy = false;
    bool m_filling = false;
    bool m_completionsLoaded = false;
    bool m_reading = false; // a compilerSettings answer is awaited (a newer call replaces it)
    int m_edits = 0;        // editDecompositions calls in flight
    int m_openAt = 0;       // a line to show once the file is loaded

    QTabWidget* m_tabs;
    QLabel* m_banner;
    QLabel* m_summary;
    QLineEdit* m_filter;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QWidget* m_optionsBox;
    QGridLayout* m_optionsGrid;
    CudaGraphBucketsEditor* m_buckets;
    QListWidget* m_materializeList;
    QPushButton* m_removeButton;
    QPushButton* m_regenerateButton;
    CodeView* m_editor;
    QLabel* m_fileLabel;
    QPushButton* m_saveButton;
};

} // namespace ks
