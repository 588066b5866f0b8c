#pragma once
// The details pane: facts about the selected node or kernel, and the user source lines it
// came from (read from the model file), each a link that opens the file at that line.

#include "graph/GraphModel.h"
#include "profile/ProfileReport.h"

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
    /// The profile whose numbers a kernel's details show (empty: none).
    void setProfile(const ProfileReport& report) { m_profile = report; }
    /// Each kernel's resources as lines for people (describeResources), by kernel name, and
    /// the target they are for ("sm_90 (default)"); shown in a kernel's details. Empty: none.
    void setResources(const QHash<QString, QStringList>& lines, const QString& target) {
        m_resources = lines;
        m_resourceTarget = target;
    }
    /// Plain message (errors, hints).
    void showMessage(const QString& text);

Q_SIGNALS:
    /// A source link was clicked.
    void sourceRequested(const QString& file, int line);

private:
    QString sourceHtml(const SourceLocation& source) const;
    QString lineOfFile(const QString& file, int line) const;
    /// The kernel's (or one launch's) profiled numbers as table rows, "" when not profiled.
    QString profileHtml(const Kernel& kernel, int launch) const;

    std::shared_ptr<const GraphModel> m_graph;
    ProfileReport m_profile;
    QHash<QString, QStringList> m_resources;
    QString m_resourceTarget;
    mutable QHash<QString, QStringList> m_fileCache;
};

} // namespace ks
