"""Profiling a project's working module (docs/profiling.md): every kernel launch timed in
the verify sandbox on the example inputs and placed against the device's roofline.

Importing the package registers the `profile` method; the Python API is
`kernel_studio.profile.run.profile_project` (loaded on first use, so the server does not
import torch at start-up)."""

from kernel_studio.profile import method  # noqa: F401 - registers `profile`


def profile_project(*args, **kwargs):  # noqa: ANN002, ANN003, ANN201 - see run.profile_project
    """Profile a project folder; see `kernel_studio.profile.run.profile_project`."""
    from kernel_studio.profile.run import profile_project as run

    return run(*args, **kwargs)
