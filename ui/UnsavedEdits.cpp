#include "UnsavedEdits.h"

#include "app/ProjectSession.h"

#include <QFileInfo>
#include <QMessageBox>

namespace ks {

bool settleUnsavedEdits(ProjectSession& session, const QString& next, QWidget* parent,
                        QString* error) {
    if (error)
        error->clear();
    if (!session.isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, QObject::tr("Unsaved Edits"),
                    QObject::tr("%1 has unsaved edits. Save them before opening %2?")
                        .arg(QFileInfo(session.workingPath()).fileName(), next),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(
        QObject::tr("Discard drops the edits; Cancel keeps the project open as it is."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return session.save(error);
    case QMessageBox::Discard:
        session.discardEdits();
        return true;
    default:
        return false;
    }
}

} // namespace ks
