"""Verification of a project's working module against the eager model (docs/verification.md).

The Python API is `kernel_studio.verify.run.verify_project` (loaded on first use, so that
importing the package does not import torch); the `verify` method is
kernel_studio/methods/verify.py. The run happens in the sandbox (kernel_studio/sandbox/),
which profiling shares."""


def verify_project(*args, **kwargs):  # noqa: ANN002, ANN003, ANN201 - see run.verify_project
    """Verify a project folder; see `kernel_studio.verify.run.verify_project`."""
    from kernel_studio.verify.run import verify_project as run

    return run(*args, **kwargs)
