"""The import graph of a package, read with `ast` (nothing is executed), for the layering tests.

Every import statement counts, including those inside functions and `TYPE_CHECKING` blocks, so a type-only
cycle shows too.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module `path` names in an import statement (for `from X import y`: X, and X.y if y is a module)."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def graph(folder: Path) -> dict[str, set[str]]:
    """Module -> the modules of `folder` it imports (itself left out)."""
    files = {module_name(path): path for path in folder.rglob("*.py")}
    return {
        name: {found for found in imports(path) if found in files and found != name} for name, path in files.items()
    }


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (its modules, the first repeated at the end), or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> list[str] | None:
        if name in path:
            return [*path[path.index(name) :], name]
        if name in done:
            return None
        path.append(name)
        for target in sorted(edges[name]):
            cycle = visit(target)
            if cycle is not None:
                return cycle
        path.pop()
        done.add(name)
        return None

    for name in sorted(edges):
        cycle = visit(name)
        if cycle is not None:
            return cycle
    return None


def imports_of(folder: Path, forbidden: tuple[str, ...]) -> list[str]:
    """ "module imports target" for every import in `folder` of a module named in `forbidden` or below one."""
    return sorted(
        f"{module_name(path)} imports {found}"
        for path in folder.rglob("*.py")
        for found in imports(path)
        if any(found == name or found.startswith(f"{name}.") for name in forbidden)
    )
