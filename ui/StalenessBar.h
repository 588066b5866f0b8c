#pragma once
// A slim bar above the code and the graph that says when the open project's code is behind:
// generated from an older model or compiler (Regenerate), a working copy based on an older
// generation than the current one (Merge), or conflict blocks left from a merge (Resolve).
// The window holds it in a full-width strip under the tool bar and shows the strip while the
// bar has something to say (stateChanged).

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace ks {

class EngineApi;
class ProjectSession;

class StalenessBar : public QWidget {
    Q_OBJECT
public:
    enum class State { None, Stale, Behind, Conflicts };

    StalenessBar(EngineApi& api, ProjectSession& session, QWidget* parent = nullptr);

    /// Looks again: conflict blocks and the working copy's base now, staleness from the
    /// engine (the bar updates when it answers).
    void refresh();
    State state() const { return m_state; }
    QString message() const;
    /// What the engine said the code is stale for ("model", "decompositions", "torch", ...),
    /// empty when it is not.
    QStringList staleReasons() const { return m_staleWhat; }

Q_SIGNALS:
    void regenerateRequested();
    void mergeRequested();
    void resolveRequested();
    /// The state changed: the window shows the bar for any state but None.
    void stateChanged(ks::StalenessBar::State state);
    /// The bar has shown the state of the latest refresh (the engine answered too).
    void refreshed();

private:
    void present(State state, const QString& text);
    void decide();

    EngineApi& m_api;
    ProjectSession& m_session;
    QLabel* m_label;
    QPushButton* m_button;
    State m_state = State::None;
    QString m_staleText; // the engine's reasons, "" when not stale
    QStringList m_staleWhat;
    int m_conflicts = 0;
    int m_base = 0;
    int m_generation = 0;
};

} // namespace ks
