// GraphView's ways around a graph: the search with next/previous and the keyboard steps
// along the data flow, sideways and into or out of modules.
#include "GraphView.h"

#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <algorithm>

namespace ks {

void GraphView::search(const QString& text) {
    if (m_searchBox->text() != text)
        m_searchBox->setText(text);
    m_matches =
        (m_graph && !text.trimmed().isEmpty()) ? m_graph->findNodes(text.trimmed()) : QList<int>();
    m_matchIndex = -1;
    m_matchLabel->setText(text.trimmed().isEmpty() ? QString()
                                                   : tr("%1 found").arg(m_matches.size()));
    if (!m_matches.isEmpty())
        nextMatch();
    else if (!text.trimmed().isEmpty())
        Q_EMIT searchMissed(); // "0 found" with nothing selected, never an older keystroke's hit
}

void GraphView::nextMatch() {
    if (m_matches.isEmpty())
        return;
    m_matchIndex = (m_matchIndex + 1) % int(m_matches.size());
    showMatch();
}

void GraphView::previousMatch() {
    if (m_matches.isEmpty())
        return;
    m_matchIndex = (m_matchIndex - 1 + int(m_matches.size())) % int(m_matches.size());
    showMatch();
}

void GraphView::showMatch() {
    m_matchLabel->setText(tr("%1 of %2").arg(m_matchIndex + 1).arg(m_matches.size()));
    Q_EMIT nodeClicked(m_matches[m_matchIndex]);
    const QRectF r = nodeRect(m_matches[m_matchIndex]);
    if (r.isValid())
        canvas()->centerOn(r.center());
}

int GraphView::navigationStart() const {
    if (!m_layout)
        return -1;
    if (m_focusItem >= 0 && m_focusItem < m_layout->items.size())
        return m_focusItem;
    if (!m_selectedNodes.isEmpty())
        return m_layout->itemOfNode.value(m_selectedNodes.first(), -1);
    return -1;
}

void GraphView::focusOn(int item) {
    if (!m_layout || item < 0 || item >= m_layout->items.size())
        return;
    m_focusItem = item;
    const LayoutItem& li = m_layout->items[item];
    if (li.type == LayoutItem::Type::Node)
        Q_EMIT nodeClicked(li.index); // the selection (and the code) follow
    else
        Q_EMIT message(tr("%1 (module): Enter opens it, Backspace closes its parent")
                           .arg(m_graph->module(li.index).path));
    m_focusItem = item;
    applyHighlights();
    canvas()->ensureVisible(li.rect(), 60, 60);
}

void GraphView::navigate(Step step) {
    if (!m_layout || m_layout->items.isEmpty() || !m_graph)
        return;
    const auto& items = m_layout->items;
    const int from = navigationStart();
    if (from < 0) {
        // No focus yet: start at the top of the data flow.
        int top = 0;
        for (int i = 1; i < items.size(); ++i)
            if (std::pair(items[i].center.y(), items[i].center.x()) <
                std::pair(items[top].center.y(), items[top].center.x()))
                top = i;
        focusOn(top);
        return;
    }
    const LayoutItem& here = items[from];
    auto byX = [&items](QList<int>& list) {
        std::sort(list.begin(), list.end(),
                  [&items](int a, int b) { return items[a].center.x() < items[b].center.x(); });
    };
    switch (step) {
    case Step::Up:
    case Step::Down: {
        QList<int> next;
        for (const LayoutEdge& e : m_layout->edges) {
            if (step == Step::Down && e.from == from)
                next << e.to;
            else if (step == Step::Up && e.to == from)
                next << e.from;
        }
        if (next.isEmpty())
            return;
        byX(next);
        int best = next.first();
        for (int n : std::as_const(next))
            if (std::abs(items[n].center.x() - here.center.x()) <
                std::abs(items[best].center.x() - here.center.x()))
                best = n;
        m_stepChoices = next;
        focusOn(best);
        return;
    }
    case Step::Left:
    case Step::Right: {
        QList<int> row = m_stepChoices.contains(from) ? m_stepChoices : QList<int>();
        if (row.isEmpty()) {
            // The boxes beside this one: those overlapping its height.
            for (int i = 0; i < items.size(); ++i)
                if (std::abs(items[i].center.y() - here.center.y()) <
                    (items[i].size.height() + here.size.height()) / 2)
                    row << i;
        }
        byX(row);
        const qsizetype at = row.indexOf(from);
        const qsizetype to = at + (step == Step::Right ? 1 : -1);
        if (at < 0 || to < 0 || to >= row.size())
            return;
        const QList<int> keep = m_stepChoices;
        focusOn(row[to]);
        m_stepChoices = keep;
        return;
    }
    case Step::Into:
        if (here.type == LayoutItem::Type::Module) {
            m_focusModuleAfterLayout = here.index;
            m_focusInside = true;
            m_stepChoices.clear();
            toggleModule(here.index);
        } else {
            Q_EMIT nodeClicked(here.index);
        }
        return;
    case Step::Out: {
        const int module = here.type == LayoutItem::Type::Module
                               ? m_graph->module(here.index).parent
                               : m_graph->moduleOfNode(here.index);
        if (module <= 0)
            return;
        m_expanded.remove(m_graph->module(module).path);
        m_focusModuleAfterLayout = module;
        m_focusInside = false;
        m_stepChoices.clear();
        requestLayout();
        return;
    }
    }
}

} // namespace ks
