"""The sandbox: the process in which a project's working module and the eager model run,
shared by verify and profile (both sit above it). The engine's side keeps a pool of
worker processes (pool.py) spoken to over pipes with a deadline on every request; inside
the worker (worker.py) a session (session.py) holds the loaded model and module between
requests and runs the operations verify and profile register with it.

Also here: the project as a run sees it (project.py), its settings (settings.py) and where
results are written (report.py); loading and instrumenting the module (modules.py,
instrument.py, hooks.py), trial inputs (inputs.py), memory (memory.py, host_memory.py),
compile errors placed at module lines (compile_errors.py), bounded tensor reductions
(chunks.py)."""
