"""The training export: AOTAutograd's forward and backward, each through Inductor and the
clean stage, joined into one module with an autograd.Function (docs/project-format.md)."""
