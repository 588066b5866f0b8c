#pragma once
// Status-bar widget: engine state (starting / ready / busy / crashed ...), a Restart button
// when the engine failed, and the torch / triton / device the engine reports.

#include "engine/EngineClient.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace ks {

class EngineStatusWidget : public QWidget {
    Q_OBJECT
public:
    explicit EngineStatusWidget(EngineClient& engine, QWidget* parent = nullptr);

    /// The state word shown ("ready", "crashed", ...).
    QString stateText() const;
    /// The versions/device text shown.
    QString infoText() const;
    QToolButton* restartButton() const { return m_restart; }

private:
    void refresh();

    EngineClient& m_engine;
    QLabel* m_state;
    QLabel* m_info;
    QToolButton* m_restart;
};

} // namespace ks
