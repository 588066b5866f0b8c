"""A project on disk (docs/project-format.md): the project file kernel-studio.toml and each
generation's generation.toml (project_file.py, their one reader and writer), the folder an
export writes (layout.py) all or nothing (commit.py), the numbered generations
(generations.py), the weights file (weights.py), and the user's model file and callable
references an export starts from (model_file.py, callable_ref.py)."""
