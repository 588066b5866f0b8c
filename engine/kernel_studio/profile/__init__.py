"""Profiling a project's working module (docs/profiling.md): every kernel launch timed in
the verify sandbox on the example inputs and placed against the device's roofline.

The Python API is `kernel_studio.profile.run.profile_project` (loaded on first use, so
that importing the package does not import torch); the `profile` method is
kernel_studio/methods/profile.py."""


def profile_project(*args, **kwargs):  # noqa: ANN002, ANN003, ANN201 - see run.profile_project
    """Profile a project folder; see `kernel_studio.profile.run.profile_project`."""
    from kernel_studio.profile.run import profile_project as run

    return run(*args, **kwargs)
