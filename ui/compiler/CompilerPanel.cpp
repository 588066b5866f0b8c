#include "compiler/CompilerPanel.h"

#include "app/EngineApi.h"
#include "common/AtomicFile.h"
#include "compiler/CudaGraphBucketsEditor.h"
#include "editor/CodeView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ks {
namespace {

QString inductorTip(const QString& what) {
    if (what == QLatin1String("decomposes"))
        return QObject::tr("Inductor decomposes it into simpler ops by default");
    if (what == QLatin1String("lowers"))
        return QObject::tr("Inductor lowers it whole (its own kernel code) by default");
    if (what == QLatin1String("fallback"))
        return QObject::tr("Inductor calls the ATen kernel (no fusion across it) by default");
    return QObject::tr("not known for this op");
}

QString settingTip(const QString& setting) {
    if (setting == QLatin1String("keep"))
        return QObject::tr("kept whole: not decomposed before lowering");
    if (setting == QLatin1String("decompose"))
        return QObject::tr("decomposed with PyTorch's decomposition");
    if (setting == QLatin1String("custom"))
        return QObject::tr("decomposed by a function of decompositions.py");
    return QObject::tr("what Inductor does by default");
}

QString valueText(const QJsonValue& v) {
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toInteger());
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("none");
    return v.toString();
}

bool sameValue(const QJsonValue& a, const QJsonValue& b) {
    const bool an = a.isNull() || a.isUndefined(), bn = b.isNull() || b.isUndefined();
    if (an || bn)
        return an == bn;
    return a == b;
}

/// The setting column edits with a combo of the four settings.
class SettingDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex&) const override {
        auto* box = new QComboBox(parent);
        box->setObjectName(QStringLiteral("settingEditor"));
        box->addItems(decompositionSettings());
        // A pick is a decision: commit at once.
        connect(box, &QComboBox::activated, this, [this, box] {
            auto* self = const_cast<SettingDelegate*>(this);
            Q_EMIT self->commitData(box);
            Q_EMIT self->closeEditor(box);
        });
        return box;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        static_cast<QComboBox*>(editor)->setCurrentText(index.data().toString());
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        model->setData(index, static_cast<QComboBox*>(editor)->currentText());
    }
};

QStandardItem* cell(const QString& text, const QVariant& sortKey, const QString& op) {
    auto* item = new QStandardItem(text);
    item->setData(sortKey, CompilerPanel::SortRole);
    item->setData(op, CompilerPanel::OpRole);
    item->setEditable(false);
    return item;
}

} // namespace

CompilerPanel::CompilerPanel(EngineApi& api, QWidget* parent)
    : QWidget(parent), m_api(api), m_tabs(new QTabWidget), m_banner(new QLabel),
      m_summary(new QLabel), m_filter(new QLineEdit), m_model(new QStandardItemModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_table(new QTableView), m_optionsBox(new QWidget),
      m_optionsGrid(new QGridLayout(m_optionsBox)), m_buckets(new CudaGraphBucketsEditor),
      m_materializeList(new QListWidget), m_removeButton(new QPushButton(tr("Remove"))),
      m_regenerateButton(new QPushButton(tr("Regenerate with These Settings"))),
      m_editor(new CodeView), m_fileLabel(new QLabel), m_saveButton(new QPushButton(tr("Save"))) {
    setObjectName(QStringLiteral("compilerPanel"));
    m_tabs->setObjectName(QStringLiteral("compilerTabs"));
    m_banner->setObjectName(QStringLiteral("decompositionsError"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_banner->setStyleSheet(QStringLiteral(
        "QLabel { background: #7a2020; color: white; padding: 4px 6px; border-radius: 3px; }"));
    m_banner->hide();
    connect(m_banner, &QLabel::linkActivated, this,
            [this](const QString& link) { openFile(link.toInt()); });
    m_summary->setObjectName(QStringLiteral("compilerSummary"));
    m_summary->setWordWrap(true);
    m_filter->setObjectName(QStringLiteral("decompositionsFilter"));
    m_filter->setPlaceholderText(tr("Filter ops"));
    m_filter->setClearButtonEnabled(true);

    // Decompositions.
    m_model->setColumnCount(ColumnCount);
    m_model->setHorizontalHeaderLabels({tr("Op"), tr("In model"), tr("In graph"),
                                        tr("Inductor by default"), tr("Setting"),
                                        tr("Custom decomposition")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortRole);
    m_proxy->setFilterKeyColumn(OpColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    m_table->setObjectName(QStringLiteral("decompositionsTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CountColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_table->setItemDelegateForColumn(SettingColumn, new SettingDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(OpColumn, QHeaderView::Interactive);
    m_table->setColumnWidth(OpColumn, 220);
    m_table->setColumnWidth(CountColumn, 75);
    m_table->setColumnWidth(InGraphColumn, 75);
    m_table->setColumnWidth(InductorColumn, 130);
    m_table->setColumnWidth(SettingColumn, 100);
    connect(m_model, &QStandardItemModel::itemChanged, this, &CompilerPanel::onItemChanged);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        const int line = index.siblingAtColumn(CustomColumn).data(LineRole).toInt();
        if (line > 0 && index.column() != SettingColumn)
            openFile(line);
    });
    auto* decompositions = new QGroupBox(tr("Decompositions"));
    auto* dl = new QVBoxLayout(decompositions);
    dl->addWidget(m_filter);
    dl->addWidget(m_table, 1);

    // Fusion: one row per Inductor option.
    m_optionsBox->setObjectName(QStringLiteral("inductorOptions"));
    m_optionsGrid->setColumnStretch(4, 1);
    auto* fusion = new QGroupBox(tr("Fusion, tuning and CUDA graphs (Inductor options)"));
    auto* fl = new QVBoxLayout(fusion);
    // Scrolled: the options must not dictate the height of the bottom row of panes.
    auto* optionsScroll = new QScrollArea;
    auto* optionsPage = new QWidget;
    auto* pl = new QVBoxLayout(optionsPage);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->addWidget(m_optionsBox);
    pl->addStretch(1);
    optionsScroll->setWidget(optionsPage);
    optionsScroll->setWidgetResizable(true);
    optionsScroll->setFrameShape(QFrame::NoFrame);
    fl->addWidget(optionsScroll, 1);
    // Below the scrolled options, always in view: a row per dynamic dim.
    fl->addWidget(m_buckets);
    m_buckets->hide();
    connect(m_buckets, &CudaGraphBucketsEditor::edited, this, &CompilerPanel::updateState);

    // Materialised nodes.
    m_materializeList->setObjectName(QStringLiteral("materializeList"));
    m_removeButton->setObjectName(QStringLiteral("materializeRemove"));
    m_removeButton->setEnabled(false);
    connect(m_materializeList, &QListWidget::currentRowChanged, this,
            [this](int row) { m_removeButton->setEnabled(row >= 0); });
    connect(m_removeButton, &QPushButton::clicked, this, [this] {
        if (auto* item = m_materializeList->currentItem())
            setMaterialized(item->data(Qt::UserRole).toString(), false);
    });
    auto* materialize = new QGroupBox(tr("Materialised nodes"));
    auto* ml = new QVBoxLayout(materialize);
    auto* hint = new QLabel(tr("Values kept in memory: no fusion across them. Add one from a "
                               "node's menu on the graph."));
    hint->setWordWrap(true);
    ml->addWidget(hint);
    m_materializeList->setMinimumHeight(fontMetrics().height() * 3);
    ml->addWidget(m_materializeList, 1);
    ml->addWidget(m_removeButton, 0, Qt::AlignLeft);

    auto* split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("compilerSplit"));
    split->addWidget(decompositions);
    split->addWidget(fusion);
    split->addWidget(materialize);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 5);
    split->setStretchFactor(2, 2);
    split->setSizes({900, 760, 260});

    m_regenerateButton->setObjectName(QStringLiteral("regenerateWithSettings"));
    m_regenerateButton->setToolTip(tr("Export the model again with these settings, merge your "
                                      "kernel edits into the new code, then verify"));
    m_regenerateButton->setEnabled(false);
    connect(m_regenerateButton, &QPushButton::clicked, this,
            [this] { Q_EMIT regenerateRequested(overrides()); });
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_regenerateButton);

    auto* settingsTab = new QWidget;
    auto* sl = new QVBoxLayout(settingsTab);
    sl->addWidget(m_banner);
    sl->addLayout(bar);
    sl->addWidget(split, 1);

    // decompositions.py in the project's editor.
    m_editor->setObjectName(QStringLiteral("decompositionsEditor"));
    m_editor->setReadOnly(false);
    m_fileLabel->setObjectName(QStringLiteral("decompositionsFile"));
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_saveButton->setObjectName(QStringLiteral("decompositionsSave"));
    m_saveButton->setEnabled(false);
    connect(m_editor, &QsciScintilla::modificationChanged, this, [this](bool modified) {
        m_saveButton->setEnabled(modified);
        m_tabs->setTabText(1, modified ? tr("decompositions.py *") : tr("decompositions.py"));
    });
    connect(m_saveButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!saveFile(&error))
            Q_EMIT message(tr("Could not save decompositions.py: %1").arg(error));
    });
    m_saveButton->setToolTip(tr("Write decompositions.py (Ctrl+S in the editor); the next "
                                "regenerate uses it"));
    m_editor->installEventFilter(this);
    auto* fileTab = new QWidget;
    auto* el = new QVBoxLayout(fileTab);
    el->setContentsMargins(0, 0, 0, 0);
    auto* fileBar = new QHBoxLayout;
    fileBar->setContentsMargins(6, 4, 6, 0);
    fileBar->addWidget(m_fileLabel, 1);
    fileBar->addWidget(m_saveButton);
    el->addLayout(fileBar);
    el->addWidget(m_editor, 1);

    m_tabs->addTab(settingsTab, tr("Settings"));
    m_tabs->addTab(fileTab, tr("decompositions.py"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    updateState();
}

void CompilerPanel::setProject(const QString& folder) {
    if (folder == m_project && m_settings)
        return refresh();
    saveUnsaved();
    m_project = folder;
    m_settings.reset();
    m_values.clear();
    m_materialize.clear();
    m_decompositionsEdited = false;
    m_model->removeRows(0, m_model->rowCount());
    m_editor->showText(QString(), QString());
    m_editor->setModified(false);
    m_buckets->reset({}, false, {});
    m_buckets->hide();
    fillOptions();
    fillMaterialized();
    updateState();
    refresh();
}

void CompilerPanel::refresh() {
    if (m_project.isEmpty())
        return;
    m_reading = true;
    const QString project = m_project;
    const bool completions = !m_completionsLoaded;
    m_api.compilerSettings(
        project, completions, this, [this, project](const Reply<CompilerSettings>& r) {
            m_reading = false;
            if (project != m_project)
                return;
            if (!r.ok()) {
                m_summary->setText(
                    tr("The compiler settings could not be read: %1").arg(r.error.describe()));
                Q_EMIT message(m_summary->text());
                updateState();
                return;
            }
            showSettings(*r.value);
        });
}

void CompilerPanel::showSettings(const CompilerSettings& settings) {
    const bool newGeneration = !m_settings || m_settings->generation != settings.generation;
    m_settings = settings;
    if (!settings.completions.isEmpty()) {
        m_completionsLoaded = true;
        QStringList entries;
        for (const QString& op : settings.completions)
            entries << op << QStringLiteral("torch.ops.") + op;
        m_editor->setApiEntries(entries);
    }
    // The choices for the next export start from the generation's own.
    if (newGeneration) {
        m_values.clear();
        for (const InductorOption& o : settings.inductor)
            m_values.insert(o.key, o.value);
        m_materialize = settings.materialize;
        m_decompositionsEdited = false;
        m_buckets->reset(settings.dynamicDims, settings.device == QLatin1String("cuda"),
                         settings.cudaGraphBuckets);
        m_buckets->show();
    }
    fillTable();
    fillOptions();
    fillMaterialized();
    const Decompositions& d = settings.decompositions;
    if (d.error) {
        // Where it failed: decompositions.py itself (a link to the line), or a file it uses.
        const QString file = d.error->file.isEmpty() ? d.file : d.error->file;
        const bool here = QFileInfo(file) == QFileInfo(d.file);
        QString where = QFileInfo(file).fileName().toHtmlEscaped();
        if (d.error->line > 0)
            where += QStringLiteral(":%1").arg(d.error->line);
        QString text = tr("<b>%1</b>: decompositions.py does not load: %2")
                           .arg(where, d.error->message.toHtmlEscaped());
        if (here)
            text += tr(" (<a href=\"%1\">open at line %1</a>)").arg(std::max(1, d.error->line));
        m_banner->setText(text);
        m_banner->show();
    } else {
        m_banner->hide();
    }
    m_fileLabel->setText(d.exists ? d.file : tr("%1 (not written yet)").arg(d.file));
    loadFile();
    updateState();
    emitChoices();
}

void CompilerPanel::fillTable() {
    m_filling = true;
    m_model->removeRows(0, m_model->rowCount());
    if (m_settings) {
        for (const DecompositionRow& r : m_settings->decompositions.rows) {
            QList<QStandardItem*> row;
            row << cell(r.op, r.op, r.op) << cell(QString::number(r.count), r.count, r.op)
                << cell(QString::number(r.inGraph), r.inGraph, r.op)
                << cell(r.inductor, r.inductor, r.op);
            row.last()->setToolTip(inductorTip(r.inductor));
            auto* setting = cell(r.setting, r.setting, r.op);
            setting->setEditable(true);
            setting->setToolTip(settingTip(r.setting));
            if (r.setting != QLatin1String("default")) {
                QFont bold = setting->font();
                bold.setBold(true);
                setting->setFont(bold);
            }
            row << setting;
            const QString custom = r.setting == QLatin1String("custom") && !r.function.isEmpty()
                                       ? QStringLiteral("%1:%2").arg(r.function).arg(r.line)
                                       : QString();
            auto* place = cell(custom, custom, r.op);
            // Its function, or its entry in KEEP / DECOMPOSE: activating the row opens it.
            place->setData(r.line, LineRole);
            if (r.line > 0)
                place->setToolTip(tr("Open decompositions.py at line %1").arg(r.line));
            row << place;
            m_model->appendRow(row);
        }
    }
    m_filling = false;
}

void CompilerPanel::fillOptions() {
    while (QLayoutItem* item = m_optionsGrid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_settings)
        return;
    const bool cuda = m_settings->device == QLatin1String("cuda");
    int row = 0;
    for (const InductorOption& o : m_settings->inductor) {
        const QJsonValue value = m_values.value(o.key);
        const QJsonValue effective = value.isNull() || value.isUndefined() ? o.defaultValue : value;
        const bool changed = !sameValue(effective, o.defaultValue);
        auto* name = new QLabel(o.key);
        name->setObjectName(QStringLiteral("optionName_") + o.key);
        name->setToolTip(o.description);
        QFont f = name->font();
        f.setBold(changed);
        name->setFont(f);
        QWidget* editor;
        if (o.type == QLatin1String("bool")) {
            auto* box = new QCheckBox;
            box->setChecked(effective.toBool());
            connect(box, &QCheckBox::toggled, this,
                    [this, key = o.key](bool on) { setOptionValue(key, on); });
            editor = box;
        } else {
            auto* spin = new QSpinBox;
            spin->setRange(-1, 1 << 30);
            spin->setValue(effective.toInt());
            connect(spin, &QSpinBox::valueChanged, this,
                    [this, key = o.key](int v) { setOptionValue(key, v); });
            editor = spin;
        }
        editor->setObjectName(QStringLiteral("option_") + o.key);
        editor->setToolTip(o.refused.isEmpty() ? o.description : o.refused);
        const bool usable = (!o.cudaOnly || cuda) && o.refused.isEmpty();
        editor->setEnabled(usable);
        auto* def = new QLabel(tr("default %1").arg(valueText(o.defaultValue)));
        def->setEnabled(false);
        auto* reset = new QToolButton;
        reset->setObjectName(QStringLiteral("optionReset_") + o.key);
        reset->setText(tr("default"));
        reset->setToolTip(tr("Back to Inductor's default (%1)").arg(valueText(o.defaultValue)));
        reset->setEnabled(usable && !(value.isNull() || value.isUndefined()));
        connect(reset, &QToolButton::clicked, this,
                [this, key = o.key] { setOptionValue(key, QJsonValue()); });
        auto* description =
            new QLabel(!o.refused.isEmpty()  ? tr("%1 (%2)").arg(o.description, o.refused)
                       : o.cudaOnly && !cuda ? tr("%1 (CUDA only)").arg(o.description)
                                             : o.description);
        description->setToolTip(o.refused.isEmpty() ? o.description : o.refused);
        description->setWordWrap(!o.refused.isEmpty());
        QFont small = description->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        description->setFont(small);
        m_optionsGrid->addWidget(name, row, 0);
        m_optionsGrid->addWidget(editor, row, 1);
        m_optionsGrid->addWidget(reset, row, 2);
        m_optionsGrid->addWidget(def, row, 3);
        m_optionsGrid->addWidget(description, row, 4);
        ++row;
    }
}

void CompilerPanel::fillMaterialized() {
    m_materializeList->clear();
    const QStringList recorded = m_settings ? m_settings->materialize : QStringList();
    for (const QString& name : m_materialize) {
        auto* item = new QListWidgetItem(
            recorded.contains(name) ? name : tr("%1 (until the next regenerate)").arg(name));
        item->setData(Qt::UserRole, name);
        if (!recorded.contains(name)) {
            QFont f = item->font();
            f.setItalic(true);
            item->setFont(f);
        }
        m_materializeList->addItem(item);
    }
    m_removeButton->setEnabled(m_materializeList->currentRow() >= 0);
}

void CompilerPanel::onItemChanged(QStandardItem* item) {
    if (m_filling || item->column() != SettingColumn || !m_settings)
        return;
    const QString op = item->data(OpRole).toString();
    const QString setting = item->text();
    const DecompositionRow* row = m_settings->decompositions.row(op);
    if (!row || row->setting == setting)
        return;
    if (!decompositionSettings().contains(setting)) {
        m_filling = true;
        item->setText(row->setting);
        m_filling = false;
        return;
    }
    setDecomposition(op, setting);
}

void CompilerPanel::setDecomposition(const QString& op, const QString& setting) {
    if (m_project.isEmpty())
        return;
    if (m_editor->isModified()) {
        QString error;
        if (!saveFile(&error)) {
            Q_EMIT message(tr("Could not save decompositions.py: %1").arg(error));
            return;
        }
    }
    ++m_edits;
    const QString project = m_project;
    m_api.editDecompositions(
        project, op, setting, this,
        [this, project, op, setting](const Reply<DecompositionEdit>& r) {
            --m_edits;
            if (project != m_project)
                return;
            if (!r.ok()) {
                Q_EMIT message(
                    tr("Could not set %1 to %2: %3").arg(op, setting, r.error.describe()));
                fillTable(); // the row shows what the file says
                return;
            }
            m_decompositionsEdited = m_decompositionsEdited || r.value->changed;
            if (r.value->changed)
                Q_EMIT fileChanged();
            // The file is the truth: the editor shows it as written.
            m_editor->setModified(false);
            if (setting == QLatin1String("custom"))
                m_openAt = r.value->line > 0 ? r.value->line : 1;
            Q_EMIT message(tr("decompositions.py: %1 set to %2").arg(op, setting));
            refresh();
        });
}

void CompilerPanel::setMaterialized(const QString& name, bool on) {
    if (on && !m_materialize.contains(name))
        m_materialize << name;
    else if (!on)
        m_materialize.removeAll(name);
    fillMaterialized();
    updateState();
    emitChoices();
}

void CompilerPanel::setOptionValue(const QString& key, const QJsonValue& value) {
    const InductorOption* o = m_settings ? m_settings->option(key) : nullptr;
    if (!o)
        return;
    // Setting the default is the same as no setting.
    const QJsonValue v = sameValue(value, o->defaultValue) ? QJsonValue() : value;
    if (sameValue(m_values.value(key), v))
        return;
    m_values.insert(key, v);
    showOption(*o);
    updateState();
}

void CompilerPanel::showOption(const InductorOption& o) {
    // In place: the editor being typed in stays (a rebuild would take its focus).
    const QJsonValue value = m_values.value(o.key);
    const bool set = !(value.isNull() || value.isUndefined());
    const QJsonValue effective = set ? value : o.defaultValue;
    if (auto* name = m_optionsBox->findChild<QLabel*>(QStringLiteral("optionName_") + o.key)) {
        QFont f = name->font();
        f.setBold(!sameValue(effective, o.defaultValue));
        name->setFont(f);
    }
    if (auto* reset = m_optionsBox->findChild<QToolButton*>(QStringLiteral("optionReset_") + o.key))
        reset->setEnabled(set && (!o.cudaOnly || m_settings->device == QLatin1String("cuda")));
    if (auto* box = m_optionsBox->findChild<QCheckBox*>(QStringLiteral("option_") + o.key)) {
        const QSignalBlocker block(box);
        box->setChecked(effective.toBool());
    } else if (auto* spin = m_optionsBox->findChild<QSpinBox*>(QStringLiteral("option_") + o.key)) {
        if (spin->value() != effective.toInt()) {
            const QSignalBlocker block(spin);
            spin->setValue(effective.toInt());
        }
    }
}

QJsonObject CompilerPanel::overrides() const {
    QJsonObject inductor;
    for (auto it = m_values.begin(); it != m_values.end(); ++it)
        if (!it.value().isNull() && !it.value().isUndefined())
            inductor.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("inductor"), inductor},
                  {QStringLiteral("materialize"), QJsonArray::fromStringList(m_materialize)}};
    // All dims, so that a dim left out loses its buckets; left out when neither has any (an
    // engine without buckets, a cpu project).
    const CudaGraphBuckets& buckets = m_buckets->buckets();
    if (!buckets.isEmpty() || (m_settings && !m_settings->cudaGraphBuckets.isEmpty()))
        o.insert(QStringLiteral("cudaGraphBuckets"), cudaGraphBucketsToJson(buckets));
    return o;
}

bool CompilerPanel::differs() const {
    if (!m_settings)
        return false;
    if (m_decompositionsEdited || m_fileStale || m_materialize != m_settings->materialize ||
        m_buckets->buckets() != m_settings->cudaGraphBuckets)
        return true;
    for (const InductorOption& o : m_settings->inductor)
        if (!sameValue(m_values.value(o.key), o.value))
            return true;
    return false;
}

void CompilerPanel::setFileStale(bool stale) {
    m_fileStale = stale;
    m_decompositionsEdited = false;
    updateState();
}

void CompilerPanel::setBusy(bool busy) {
    m_busy = busy;
    updateState();
}

void CompilerPanel::updateState() {
    const QStringList invalid = m_buckets->invalidDims();
    m_regenerateButton->setEnabled(!m_busy && differs() && invalid.isEmpty());
    if (!m_settings) {
        m_summary->setText(m_project.isEmpty() ? tr("Open a project to steer its compiler.")
                                               : tr("Reading the compiler settings…"));
        return;
    }
    int custom = 0, set = 0;
    for (const DecompositionRow& r : m_settings->decompositions.rows) {
        custom += r.setting == QLatin1String("custom");
        set += r.setting != QLatin1String("default");
    }
    QString text =
        tr("Generation %1 (%2): %3 ops, %4 set in decompositions.py (%5 custom)")
            .arg(m_settings->generation)
            .arg(m_settings->device.isEmpty() ? tr("device unknown") : m_settings->device)
            .arg(m_settings->decompositions.rows.size())
            .arg(set)
            .arg(custom);
    if (!invalid.isEmpty())
        text += tr(" · the CUDA graph buckets of %1 are not sizes")
                    .arg(invalid.join(QStringLiteral(", ")));
    else if (differs())
        text += tr(" · changed since this generation: regenerate to apply");
    m_summary->setText(text);
}

void CompilerPanel::loadFile() {
    if (!m_settings)
        return;
    const QString path = m_settings->decompositions.file;
    // Unsaved typing stays; otherwise the editor shows the file as it is on disk.
    if (!m_editor->isModified() || m_editor->currentPath() != path) {
        QFile f(path);
        const QString text =
            f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        if (text != m_editor->text() || m_editor->currentPath() != path) {
            int line = 0, index = 0;
            m_editor->getCursorPosition(&line, &index);
            const int first = m_editor->firstVisibleLine();
            m_editor->showText(text, path);
            m_editor->setFirstVisibleLine(first);
            m_editor->setCursorPosition(line, index);
        }
        m_editor->setModified(false);
    }
    if (m_openAt > 0) {
        const int line = m_openAt;
        m_openAt = 0;
        openFile(line);
    }
}

void CompilerPanel::openFile(int line) {
    m_tabs->setCurrentIndex(1);
    if (line > 0) {
        m_editor->setCursorPosition(line - 1, 0);
        m_editor->setSelectedRanges({LineRange{line, line}});
    }
    m_editor->setFocus();
    Q_EMIT revealRequested();
    // Scrolled once the pane is shown at its size (a hidden editor cannot scroll).
    if (line > 0)
        QTimer::singleShot(0, this, [this, line] {
            if (m_editor->lines() >= line)
                m_editor->revealLine(line);
        });
}

void CompilerPanel::saveUnsaved() {
    // The user's typing in decompositions.py is never dropped: it goes to the file.
    if (!m_settings || !m_editor->isModified())
        return;
    QString error;
    if (!writeFileAtomically(m_settings->decompositions.file, m_editor->text().toUtf8(), &error))
        Q_EMIT message(tr("Could not save decompositions.py: %1").arg(error));
    else
        Q_EMIT message(tr("Saved %1").arg(m_settings->decompositions.file));
    m_editor->setModified(false);
}

bool CompilerPanel::saveFile(QString* error) {
    if (!m_settings) {
        if (error)
            *error = tr("no project");
        return false;
    }
    if (!writeFileAtomically(m_settings->decompositions.file, m_editor->text().toUtf8(), error))
        return false;
    m_editor->setModified(false);
    m_decompositionsEdited = true;
    Q_EMIT message(tr("Saved %1").arg(m_settings->decompositions.file));
    Q_EMIT fileChanged();
    refresh();
    return true;
}

bool CompilerPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_editor &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Save)) {
            // Taken before the window's Save Module shortcut sees it.
            event->accept();
            if (event->type() == QEvent::KeyPress)
                m_saveButton->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QStringList CompilerPanel::shownOps() const {
    QStringList ops;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        ops << m_proxy->index(r, OpColumn).data(OpRole).toString();
    return ops;
}

void CompilerPanel::emitChoices() {
    QHash<QString, QString> ops;
    if (m_settings)
        for (const DecompositionRow& r : m_settings->decompositions.rows)
            if (r.setting != QLatin1String("default"))
                ops.insert(r.op, r.setting);
    Q_EMIT choicesChanged(ops, m_materialize);
}

} // namespace ks
