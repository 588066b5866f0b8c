// GraphView's context menus: an op node's (how it is lowered, materialise its value) and a
// collapsed module's (open it, open everything inside, close the module around it).
#include "GraphView.h"

#include <QMenu>

namespace ks {

void GraphView::setCompilerChoices(const QHash<QString, QString>& opSettings,
                                   const QStringList& materialized) {
    m_opSettings = opSettings;
    m_materialized = materialized;
}

QMenu* GraphView::nodeMenu(int node, QWidget* parent) {
    if (!m_graph || node < 0 || node >= m_graph->nodes().size())
        return nullptr;
    const GraphNode& n = m_graph->node(node);
    if (n.kind != NodeKind::Op || !n.target.startsWith(QLatin1String("aten.")))
        return nullptr;
    const QString op = n.target;
    // "aten.gelu" for people: the overload says little here.
    QString shortOp = op;
    if (shortOp.count(QLatin1Char('.')) >= 2)
        shortOp = shortOp.section(QLatin1Char('.'), 0, 1);
    const QString setting = m_opSettings.value(op, QStringLiteral("default"));
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("graphNodeMenu"));
    auto choice = [&](const char* name, const QString& text, const QString& value) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setCheckable(true);
        a->setChecked(setting == value);
        // Choosing the setting in effect again goes back to the default.
        connect(a, &QAction::triggered, this, [this, op, value, setting] {
            Q_EMIT decompositionRequested(op, setting == value && value != QLatin1String("custom")
                                                  ? QStringLiteral("default")
                                                  : value);
        });
    };
    choice("keepOpAction", tr("Keep `%1` whole").arg(shortOp), QStringLiteral("keep"));
    choice("decomposeOpAction", tr("Decompose `%1`").arg(shortOp), QStringLiteral("decompose"));
    choice("customOpAction", tr("Write a custom decomposition for `%1`…").arg(shortOp),
           QStringLiteral("custom"));
    menu->addSeparator();
    QAction* materialize = menu->addAction(tr("Materialise this value (do not fuse across it)"));
    materialize->setObjectName(QStringLiteral("materializeAction"));
    materialize->setCheckable(true);
    const bool on = m_materialized.contains(n.name);
    materialize->setChecked(on);
    connect(materialize, &QAction::triggered, this,
            [this, name = n.name, on] { Q_EMIT materializeRequested(name, !on); });
    if (m_nodeMenuExtension)
        m_nodeMenuExtension(menu, node);
    return menu;
}

QMenu* GraphView::moduleMenu(int module, QWidget* parent) {
    if (!m_graph || module <= 0 || module >= m_graph->modules().size())
        return nullptr;
    const QString path = m_graph->module(module).path;
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("graphModuleMenu"));
    QAction* open = menu->addAction(tr("Open `%1`").arg(path), this, [this, module] {
        if (!m_expanded.contains(m_graph->module(module).path))
            toggleModule(module);
    });
    open->setObjectName(QStringLiteral("openModuleAction"));
    QAction* all = menu->addAction(tr("Open Everything Inside"), this, [this, module] {
        QSet<QString> expanded = m_expanded;
        expanded.insert(m_graph->module(module).path); // a group of ops too (not inside ones)
        for (const QString& m : GraphLayout::allModules(*m_graph, false))
            if (m == m_graph->module(module).path ||
                m.startsWith(m_graph->module(module).path + QLatin1Char('.')))
                expanded.insert(m);
        setExpandedModules(expanded);
    });
    all->setObjectName(QStringLiteral("openModuleInsideAction"));
    const int parentModule = m_graph->module(module).parent;
    if (parentModule > 0) {
        QAction* close = menu->addAction(tr("Close `%1`").arg(m_graph->module(parentModule).path),
                                         this, [this, parentModule] {
                                             m_expanded.remove(m_graph->module(parentModule).path);
                                             requestLayout();
                                         });
        close->setObjectName(QStringLiteral("closeParentModuleAction"));
    }
    return menu;
}

void GraphView::itemMenu(QGraphicsItem* item, const QPoint& globalPos) {
    auto* box = dynamic_cast<GraphBoxItem*>(item);
    if (!box)
        return;
    if (box->layoutItem().type == LayoutItem::Type::Module) {
        m_focusItem = box->itemIndex();
        applyHighlights();
        QMenu* menu = moduleMenu(box->layoutItem().index, this);
        if (!menu)
            return;
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(globalPos);
        return;
    }
    QMenu* menu = nodeMenu(box->layoutItem().index, this);
    if (!menu)
        return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(globalPos);
}

} // namespace ks
