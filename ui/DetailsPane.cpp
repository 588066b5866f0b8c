#include "DetailsPane.h"

#include "graph/KernelLabel.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTextCharFormat>
#include <QUrl>
#include <QUrlQuery>

namespace ks {

DetailsPane::DetailsPane(QWidget* parent) : QTextBrowser(parent) {
    setObjectName(QStringLiteral("detailsView"));
    setOpenLinks(false);
    setPlaceholderText(tr("Select a node or a kernel to see its details."));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() != QLatin1String("source"))
            return;
        const QUrlQuery q(url);
        Q_EMIT sourceRequested(q.queryItemValue(QStringLiteral("file")),
                               q.queryItemValue(QStringLiteral("line")).toInt());
    });
}

void DetailsPane::setGraph(std::shared_ptr<const GraphModel> graph) {
    m_graph = std::move(graph);
    m_fileCache.clear();
    showMessage(QString());
}

void DetailsPane::showMessage(const QString& text) {
    // Plain text takes the cursor's format: after a click on a source link it would all be
    // that link.
    setCurrentCharFormat(QTextCharFormat());
    setPlainText(text);
}

QString DetailsPane::lineOfFile(const QString& file, int line) const {
    auto it = m_fileCache.find(file);
    if (it == m_fileCache.end()) {
        QFile f(file);
        QStringList lines;
        if (f.open(QIODevice::ReadOnly))
            lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        it = m_fileCache.insert(file, lines);
    }
    return it->value(line - 1);
}

QString DetailsPane::sourceHtml(const SourceLocation& s) const {
    QUrl url;
    url.setScheme(QStringLiteral("source"));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("file"), s.file);
    q.addQueryItem(QStringLiteral("line"), QString::number(s.line));
    url.setQuery(q);
    QString text = lineOfFile(s.file, s.line);
    if (text.isEmpty())
        text = s.code;
    return QStringLiteral("<a href=\"%1\">%2:%3</a> <code>%4</code>")
        .arg(url.toString(QUrl::FullyEncoded), QFileInfo(s.file).fileName().toHtmlEscaped())
        .arg(s.line)
        .arg(text.trimmed().toHtmlEscaped());
}

void DetailsPane::showNode(int index) {
    if (!m_graph || index < 0 || index >= m_graph->nodeCount())
        return;
    const GraphNode& n = m_graph->node(index);
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(n.name.toHtmlEscaped());
    auto row = [&html](const QString& key, const QString& value) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;</td><td>%2</td></tr>").arg(key, value);
    };
    row(tr("kind"), nodeKindName(n.kind));
    row(tr("op"), n.op.toHtmlEscaped());
    row(tr("target"), QStringLiteral("<code>%1</code>").arg(n.target.toHtmlEscaped()));
    row(tr("output"), QStringLiteral("<code>%1</code>").arg(n.shapeText().toHtmlEscaped()));
    row(tr("inputs"), n.inputs.join(QStringLiteral(", ")).toHtmlEscaped());
    // Weights are drawn inside the node that uses them: name them here with their shapes.
    QStringList weights;
    for (int p : m_graph->predecessors(index)) {
        const GraphNode& w = m_graph->node(p);
        if (w.kind == NodeKind::Parameter || w.kind == NodeKind::Buffer ||
            w.kind == NodeKind::Constant)
            weights << QStringLiteral("<code>%1</code> %2 <code>%3</code>")
                           .arg((w.stateTarget.isEmpty() ? w.name : w.stateTarget).toHtmlEscaped(),
                                nodeKindName(w.kind), w.shapeText().toHtmlEscaped());
    }
    row(tr("weights"), weights.join(QStringLiteral("<br>")));
    row(tr("module"), n.modulePath.isEmpty()
                          ? QString()
                          : QStringLiteral("%1 (%2)").arg(n.modulePath.toHtmlEscaped(),
                                                          n.moduleType.toHtmlEscaped()));
    row(tr("state"), n.stateTarget.toHtmlEscaped());
    // A training step: which graph, and the node across the partition it is linked to.
    if (m_graph->training()) {
        QStringList linked;
        for (int l : m_graph->linkedNodes(index))
            linked << m_graph->node(l).name.toHtmlEscaped();
        row(tr("graph"), n.backward ? tr("backward") : tr("forward"));
        row(n.backward ? tr("derives from") : tr("in the backward"),
            linked.join(QStringLiteral(", ")));
    }
    if (!n.codeName.isEmpty())
        row(tr("in the code"), QStringLiteral("<code>%1</code>").arg(n.codeName.toHtmlEscaped()));
    QStringList kernels;
    for (int k : m_graph->kernelsOfNode(index)) {
        const Kernel& kernel = m_graph->kernel(k);
        const int launch = kernel.launchNodes.size() > 1 ? kernel.launchOf(index) : -1;
        kernels << (launch < 0 ? kernel.name.toHtmlEscaped()
                               : tr("%1 (launch %2 of %3, line %4)")
                                     .arg(kernel.name.toHtmlEscaped())
                                     .arg(launch + 1)
                                     .arg(kernel.launches.size())
                                     .arg(kernel.launches[launch].start));
    }
    row(tr("kernels"), kernels.join(QStringLiteral(", ")));
    if (n.source)
        row(tr("source"), sourceHtml(*n.source));
    html += QStringLiteral("</table>");
    setHtml(html);
}

void DetailsPane::showKernel(int index, int launch) {
    if (!m_graph || index < 0 || index >= m_graph->kernels().size())
        return;
    const Kernel& k = m_graph->kernel(index);
    if (launch >= k.launchNodes.size())
        launch = -1;
    QString html = QStringLiteral("<h3>%1</h3><table>")
                       .arg((k.label.isEmpty() ? k.name : k.label).toHtmlEscaped());
    auto row = [&html](const QString& key, const QString& value) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;</td><td>%2</td></tr>").arg(key, value);
    };
    row(tr("kind"), kernelKindName(k.kind) + (k.isExtern() ? tr(" (library call)") : QString()));
    row(tr("name in the code"), k.name.toHtmlEscaped());
    row(tr("Inductor name"), k.rawName.toHtmlEscaped());
    row(tr("launch"), k.launchConfig.toHtmlEscaped());
    row(tr("grid"), k.grid.join(QStringLiteral(", ")).toHtmlEscaped());
    if (k.definition)
        row(tr("definition"), tr("lines %1–%2").arg(k.definition->start).arg(k.definition->end));
    QStringList launches;
    const bool perBlock = k.launchNodes.size() > 1;
    for (int i = 0; i < k.launches.size(); ++i) {
        // A kernel launched once per block: each launch with the module it runs for.
        const QString place = perBlock ? launchPlace(k, i, m_graph->nodes()) : QString();
        QString text = place.isEmpty() ? QString::number(k.launches[i].start)
                                       : QStringLiteral("%1&nbsp;(%2)")
                                             .arg(k.launches[i].start)
                                             .arg(place.toHtmlEscaped());
        launches << (i == launch ? QStringLiteral("<b>%1</b>").arg(text) : text);
    }
    if (k.launches.size() > 1)
        row(tr("launched"), tr("%1 times").arg(k.launches.size()));
    row(tr("launched at"),
        launches.isEmpty() ? QString() : tr("line %1").arg(launches.join(QStringLiteral(", "))));
    html += profileHtml(k, launch);
    if (const QStringList lines = m_resources.value(k.name); !lines.isEmpty()) {
        const QString target = k.kind == KernelKind::Triton ? m_resourceTarget : QString();
        row(target.isEmpty() ? tr("resources") : tr("resources on %1").arg(target.toHtmlEscaped()),
            lines.join(QLatin1Char('\n'))
                .toHtmlEscaped()
                .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    }
    const QList<int> shown = k.nodesOfLaunch(launch);
    const QString fuses =
        launch >= 0 ? tr("Launch %1 of %2 computes %3 nodes")
                          .arg(launch + 1)
                          .arg(k.launches.size())
                          .arg(shown.size())
        : perBlock ? tr("Fuses %1 nodes over %2 launches").arg(shown.size()).arg(k.launches.size())
                   : tr("Fuses %1 nodes").arg(shown.size());
    html += QStringLiteral("</table><p><b>%1</b></p><table>").arg(fuses);
    QSet<QString> seen;
    QStringList sources;
    for (int n : shown) {
        const GraphNode& node = m_graph->node(n);
        html +=
            QStringLiteral(
                "<tr><td><code>%1</code>&nbsp;</td><td>%2&nbsp;</td><td><code>%3</code></td></tr>")
                .arg(node.name.toHtmlEscaped(), node.opLabel().toHtmlEscaped(),
                     node.shapeText().toHtmlEscaped());
        if (node.source) {
            const QString key =
                QStringLiteral("%1:%2").arg(node.source->file).arg(node.source->line);
            if (!seen.contains(key)) {
                seen.insert(key);
                sources << sourceHtml(*node.source);
            }
        }
    }
    html += QStringLiteral("</table>");
    if (!sources.isEmpty())
        html += QStringLiteral("<p><b>%1</b><br>%2</p>")
                    .arg(tr("From your source"), sources.join(QStringLiteral("<br>")));
    setHtml(html);
}

QString DetailsPane::profileHtml(const Kernel& k, int launch) const {
    if (m_profile.isEmpty())
        return {};
    const ModuleProfile& w = m_profile.working;
    const ProfileEntry* kernel = w.kernel(k.name);
    if (!kernel)
        return {};
    const QList<const ProfileEntry*> launches = w.launchesOf(k.name);
    const ProfileEntry* e = kernel;
    if (launch >= 0)
        for (const ProfileEntry* l : launches)
            if (l->launch == launch)
                e = l;
    auto pct = [](double f) { return QStringLiteral("%1%").arg(f * 100, 0, 'f', f < 0.1 ? 1 : 0); };
    QString html;
    auto row = [&html](const QString& key, const QString& value) {
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;</td><td>%2</td></tr>").arg(key, value);
    };
    int rank = 1;
    for (const ProfileEntry& other : w.kernels) {
        if (other.kernel == k.name)
            break;
        ++rank;
    }
    const QString which =
        e == kernel ? (launches.size() > 1 ? tr(" (%1 launches)").arg(launches.size()) : QString())
                    : tr(" (launch %1)").arg(launch + 1);
    row(tr("time"), tr("%1 per call%2, %3 of the kernels' time (#%4 of %5)")
                        .arg(formatSeconds(e->seconds), which, pct(e->share))
                        .arg(rank)
                        .arg(w.kernels.size()));
    if (e->bytes > 0)
        row(tr("memory"),
            tr("%1 moved, %2 (%3 of the peak %4)")
                .arg(formatBytes(e->bytes), formatBandwidth(e->bandwidth),
                     pct(m_profile.device.bandwidth > 0 ? e->bandwidth / m_profile.device.bandwidth
                                                        : 0),
                     formatBandwidth(m_profile.device.bandwidth)));
    if (e->flops > 0)
        row(tr("compute"),
            tr("%1 FLOPs, %2")
                .arg(QLocale().toString(e->flops, 'g', 3), formatFlopRate(e->flopsPerSecond)));
    if (e->roofline >= 0)
        row(tr("roofline"),
            tr("%1 of the attainable (%2-bound)")
                .arg(pct(e->roofline), e->bound.isEmpty() ? tr("memory") : e->bound));
    if (!e->deviceKernels.isEmpty())
        row(tr("on the device"), e->deviceKernels.join(QStringLiteral(", ")).toHtmlEscaped());
    if (launch < 0 && launches.size() > 1) {
        QStringList each;
        for (const ProfileEntry* l : launches)
            each << formatSeconds(l->seconds);
        row(tr("each launch"), each.join(QStringLiteral(", ")));
    }
    if (m_profile.pristine.present)
        if (const ProfileEntry* before = m_profile.pristine.kernel(k.name);
            before && before->seconds > 0)
            row(tr("pristine"), tr("%1 (this one %2×)")
                                    .arg(formatSeconds(before->seconds))
                                    .arg(kernel->seconds / before->seconds, 0, 'f', 2));
    return html;
}

} // namespace ks
