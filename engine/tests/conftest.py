"""Options shared by the engine's test folders."""


def pytest_addoption(parser) -> None:  # noqa: ANN001 - pytest's Parser
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/clean/corpus/*/*/expected.py from the current clean stage"
        " (review the diff by eye before committing)",
    )
