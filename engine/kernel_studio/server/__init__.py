"""Where a request enters the engine: JSON-RPC 2.0 on stdio (serve.py, run as
`python -m kernel_studio.server`), the wire format and its errors (protocol.py), the schemas
every request and answer is checked against (validation.py), the method registry handlers
add themselves to (registry.py), and the export and inspect jobs, each in a worker process
of its own (jobs.py, job_worker.py; the process machinery is kernel_studio/workers.py, which
the sandbox and the precompile stage use too).

The methods themselves live in kernel_studio/methods/, one module per method."""
