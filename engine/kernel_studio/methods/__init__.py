"""The protocol's methods (docs/protocol.md), one module per method or family of methods,
each registering its handlers with `@method("name")` (kernel_studio/server/registry.py).
Importing this package registers them all: a new method is a new module here and one more
name on the import below.

A handler reads its params, calls into the pipeline, the project folder or the sandbox, and
returns the result; the work itself lives there, not here."""

from kernel_studio.methods import (  # noqa: F401 - importing registers the methods
    check_module,
    compiler_settings,
    debug,
    edit_decompositions,
    environment,
    export,
    import_artifact,
    inspect_model,
    kernel_compiled,
    module_map,
    profile,
    project_status,
    triton_api,
    verify,
    workspace,
)
