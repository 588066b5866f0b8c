"""Small libcst helpers shared by the clean stage's rewrites (libcst keeps comments and
layout, which `ast` drops)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import libcst as cst

_EMPTY = cst.Module(body=[])
# Expressions that never need parentheses where another expression is substituted in.
_ATOMS = (
    cst.Name,
    cst.Integer,
    cst.Float,
    cst.SimpleString,
    cst.Attribute,
    cst.Call,
    cst.Subscript,
    cst.Tuple,
    cst.List,
)


def code(node: cst.CSTNode) -> str:
    """The source text of `node`."""
    return _EMPTY.code_for_node(node)


def expr(text: str) -> cst.BaseExpression:
    return cst.parse_expression(text)


def dotted(node: cst.CSTNode) -> str | None:
    """`a.b.c` for a chain of attributes on a name, else None."""
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        base = dotted(node.value)
        return None if base is None else f"{base}.{node.attr.value}"
    return None


def bare(node: cst.BaseExpression) -> cst.BaseExpression:
    """`node` without its own parentheses, for a place where none are needed (a call
    argument, a tuple element). A tuple keeps them."""
    if getattr(node, "lpar", None) and not isinstance(node, cst.Tuple | cst.GeneratorExp):
        return node.with_changes(lpar=[], rpar=[])
    return node


def grouped(node: cst.BaseExpression) -> cst.BaseExpression:
    """`node` in parentheses unless it is an atom (for substitution into an operator)."""
    if isinstance(node, _ATOMS) or getattr(node, "lpar", None):
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


class Renamer(cst.CSTTransformer):
    """Replaces variable names (not attribute names, keyword names or parameters) by
    `names[old]`: an identifier, or an expression (parenthesized where an operator needs
    it, bare as a call argument)."""

    def __init__(self, names: Mapping[str, str | cst.BaseExpression]) -> None:
        super().__init__()
        self.names = names

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        return False

    def leave_Attribute(
        self, original_node: cst.Attribute, updated_node: cst.Attribute
    ) -> cst.BaseExpression:
        return updated_node.with_changes(value=updated_node.value.visit(self))

    def visit_Arg(self, node: cst.Arg) -> bool:
        return False

    def leave_Arg(self, original_node: cst.Arg, updated_node: cst.Arg) -> cst.Arg:
        value = updated_node.value
        if isinstance(value, cst.Name) and not value.lpar:
            new = self.names.get(value.value)
            if new is not None and not isinstance(new, str):
                return updated_node.with_changes(value=bare(new))
        return updated_node.with_changes(value=value.visit(self))

    def visit_Param(self, node: cst.Param) -> bool:
        return False

    def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.BaseExpression:
        new = self.names.get(updated_node.value)
        if new is None:
            return updated_node
        if isinstance(new, str):
            return updated_node.with_changes(value=new)
        if updated_node.lpar:
            return new.with_changes(lpar=updated_node.lpar, rpar=updated_node.rpar)
        return grouped(new)


def rename(node: cst.CSTNode, names: Mapping[str, str | cst.BaseExpression]) -> Any:
    return node.visit(Renamer(names)) if names else node


class _Names(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False

    def visit_Arg(self, node: cst.Arg) -> bool:
        node.value.visit(self)
        return False

    def visit_Name(self, node: cst.Name) -> None:
        self.found.append(node.value)


def names_in(node: cst.CSTNode) -> list[str]:
    """Variable names used in `node`, in source order (with repeats)."""
    visitor = _Names()
    node.visit(visitor)
    return visitor.found
