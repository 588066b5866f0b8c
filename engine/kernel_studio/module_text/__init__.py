"""A clean module's text as the IDE edits it: where each kernel, its launches in `call` and
the user's edits are (module_map.py), also when the text does not parse (statements.py)."""
