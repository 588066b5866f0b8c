#pragma once
// The bar of restricted mode (docs/security.md, "Workspace trust"): a folder not yet trusted
// opens read-only, its graph, code and metadata read from the files and none of its Python
// run, and the bar asks "This project runs Python code from <folder>. Trust it?" with Trust and
// Keep restricted. The window holds it in a full-width strip above the staleness bar.

#include <QWidget>

class QLabel;
class QPushButton;

namespace ks {

class TrustBar : public QWidget {
    Q_OBJECT
public:
    explicit TrustBar(QWidget* parent = nullptr);

    /// Asks about `folder` (`what`: "project" or "model file"); shows the bar.
    void ask(const QString& folder, const QString& what);
    /// The folder asked about, "" when the bar has nothing to ask.
    QString folder() const { return m_folder; }
    QString message() const;
    /// Nothing to ask: the bar hides (its strip with it, through asked()).
    void clear();

Q_SIGNALS:
    void trustRequested(const QString& folder);
    void keptRestricted(const QString& folder);
    /// Whether the bar asks something now (the window shows its strip then).
    void asked(bool asking);

private:
    QLabel* m_label;
    QPushButton* m_trust;
    QPushButton* m_keep;
    QString m_folder;
};

} // namespace ks
