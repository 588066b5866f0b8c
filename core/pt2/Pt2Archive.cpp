// The archive is read by the ks_torch_reader module (pt2/torch/TorchPt2Archive.cpp), which
// TorchLibrary loads with the engine's libtorch.
#include "pt2/Pt2Archive.h"

#include "pt2/torch/TorchPt2Archive.h"
#include "torchlib/TorchLibrary.h"

namespace ks {

struct Pt2Archive::Private {
    void* archive = nullptr;
    TorchPt2CloseFn close = nullptr;
    TorchPt2RecordsFn records = nullptr;
    TorchPt2ReadFn read = nullptr;
    ~Private() {
        if (archive && close)
            close(archive);
    }
};

Pt2Archive::Pt2Archive() : d(std::make_unique<Private>()) {}
Pt2Archive::~Pt2Archive() = default;

std::unique_ptr<Pt2Archive> Pt2Archive::open(const std::string& path, std::string* error) {
    QString why;
    const auto open = TorchLibrary::symbol<TorchPt2OpenFn>("ks_torch_pt2_open", &why);
    std::unique_ptr<Pt2Archive> archive(new Pt2Archive);
    archive->d->close = TorchLibrary::symbol<TorchPt2CloseFn>("ks_torch_pt2_close", &why);
    archive->d->records = TorchLibrary::symbol<TorchPt2RecordsFn>("ks_torch_pt2_records", &why);
    archive->d->read = TorchLibrary::symbol<TorchPt2ReadFn>("ks_torch_pt2_read", &why);
    if (!open || !archive->d->close || !archive->d->records || !archive->d->read) {
        if (error)
            *error = QStringLiteral("cannot read .pt2 archives: %1").arg(why).toStdString();
        return nullptr;
    }
    archive->d->archive = open(path, error);
    if (!archive->d->archive)
        return nullptr;
    return archive;
}

std::vector<std::string> Pt2Archive::records() const {
    return d->records(d->archive);
}

std::optional<std::string> Pt2Archive::read(const std::string& record, std::string* error) const {
    std::string bytes;
    if (!d->read(d->archive, record, &bytes, error))
        return std::nullopt;
    return bytes;
}

} // namespace ks
