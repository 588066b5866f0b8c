"""The export pipeline: one folder per stage, each a function from one plain artifact to
the next, and api.py, the Python API that runs them all (options.py checks its options,
exported_kernel.py is its result).

    trace/      a model and example inputs -> a torch.export program
    decompose/  the program with the project's decompositions applied
    lower/      the program through Inductor (kernel_studio/inductor, the one adapter)
                -> Inductor's raw output module and its provenance maps
    clean/      the raw module -> a standalone, readable module (pure function)
    describe/   the metadata document the IDE draws from (graph, kernels, provenance)
    precompile/ (cuda) the clean module's Triton kernels compiled into Triton's cache
    train/      a training step: AOTAutograd's forward and backward through the stages above

Errors of any stage are `ExportError` (errors.py), located in the user's code."""
