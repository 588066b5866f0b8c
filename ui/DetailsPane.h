#pragma once
// The details pane: facts about the selected node or kernel, and the user source lines it
// came from (read from the model file), each a link that opens the file at that line.

#include "graph/GraphModel.h"

#include <QTextBrowser>
#include <memory>

namespace ks {

class DetailsPane : public QTextBrowser {
    Q_OBJECT
public:
    explicit DetailsPane(QWidget* parent = nullptr);

    void setGraph(std::shared_ptr<const GraphModel> graph);
    void showNode(int node);
    /// A kernel; with `launch` >= 0, one of its launches (the nodes that launch computes).
    void showKernel(int kernel, int launch = -1);
    /// Plain message (errors, hints).
    void showMessage(const QString& text);

Q_SIGNALS:
    /// A source link was clicked.
    void sourceRequested(const QString& file, int line);

private:
    QString sourceHtml(const SourceLocation& source) const;
    QString lineOfFile(const QString& file, int line) const;

    std::shared_ptr<const GraphModel> m_graph;
    mutable QHash<QString, QStringList> m_fileCache;
};

} // namespace ks
