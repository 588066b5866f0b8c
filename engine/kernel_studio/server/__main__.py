"""`python -m kernel_studio.server`: the engine process (kernel_studio/server/serve.py)."""

from kernel_studio.server.serve import main

if __name__ == "__main__":
    main()
