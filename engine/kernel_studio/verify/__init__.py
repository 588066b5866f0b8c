"""Verification of a project's working module against the eager model (docs/verification.md).

Importing the package registers the `verify` method; the Python API is
`kernel_studio.verify.run.verify_project` (loaded on first use, so the server does not
import torch at start-up)."""

from kernel_studio.verify import method  # noqa: F401 - registers `verify`


def verify_project(*args, **kwargs):  # noqa: ANN002, ANN003, ANN201 - see run.verify_project
    """Verify a project folder; see `kernel_studio.verify.run.verify_project`."""
    from kernel_studio.verify.run import verify_project as run

    return run(*args, **kwargs)
