#pragma once
// Before the open project closes for something else (another project, an archive): its unsaved
// edits are saved or dropped only when the user says so (Save / Discard / Cancel).

class QString;
class QWidget;

namespace ks {

class ProjectSession;

/// True when the project may close: nothing unsaved, or the user saved or discarded the edits.
/// False when the user cancelled, or the save failed (*error says why; empty on cancel).
/// `next` names what opens instead.
bool settleUnsavedEdits(ProjectSession& session, const QString& next, QWidget* parent,
                        QString* error);

} // namespace ks
