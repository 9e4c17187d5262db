"""Starmail as a package (issue 39): the wheel, built from a copy of the sources, installed into a fresh virtualenv
outside the checkout, and run there.

Nothing reaches a package index. The wheel is built with the dev virtualenv's setuptools and Babel
(`--no-build-isolation`), and installed without its dependencies (`--no-deps --no-index`) into a virtualenv of the
base interpreter; the dependencies are then lent from the dev virtualenv's site-packages by a `.pth` line, which adds
that folder to the path without running its own `.pth` files, so the checkout's editable install stays out.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.waits import HANG

pytestmark = pytest.mark.heavy

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "data", "rules", "render", "bot", "tools")
"""What a build needs (the Dockerfile copies the same)."""
LEFTOVERS = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo")
"""The checkout's compiled files stay out: the wheel's catalogs are compiled by its own build."""
QUIET_PIP = {"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1"}


def run(command: list[str | Path], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=HANG,
    )


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=LEFTOVERS)
        else:
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheels")
    built = run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", out, "."],
        cwd=source,
        env={**os.environ, **QUIET_PIP},
    )
    assert built.returncode == 0, built.stdout + built.stderr
    [found] = out.glob("starmail-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A virtualenv of the base interpreter holding the wheel, the dev virtualenv's packages lent for the rest."""
    folder = tmp_path_factory.mktemp("venv")
    made = run([sys._base_executable, "-m", "venv", "--without-pip", folder], cwd=folder)
    assert made.returncode == 0, made.stderr
    python = folder / "bin" / "python"
    installed = run(
        [sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", wheel],
        cwd=folder,
        env={**os.environ, **QUIET_PIP},
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    site = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=folder).stdout.strip()
    lent = dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))
    # After the wheel's own folder on the path, so that the wheel's modules and metadata are the ones found.
    (Path(site) / "zz_dev_dependencies.pth").write_text("".join(f"{path}\n" for path in lent), encoding="utf-8")
    return folder


def clean_env(home: Path) -> dict[str, str]:
    """No settings from the developer's shell and no path into the checkout."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C.UTF-8"}


def test_the_wheel_carries_the_compiled_catalogs_and_the_fonts_and_not_the_sources_of_the_catalogs(
    wheel: Path,
) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    catalogs = {
        f"starmail_data/{po.relative_to(ROOT / 'data').with_suffix('.mo').as_posix()}"
        for po in (ROOT / "data" / "locales").glob("*/LC_MESSAGES/*.po")
    }
    assert catalogs, "the checkout has catalogs"
    assert {name for name in names if name.endswith(".mo")} == catalogs
    assert not [name for name in names if name.endswith((".po", ".pot"))]
    fonts = {f"starmail_data/fonts/{path.name}" for path in (ROOT / "data" / "fonts").iterdir()}
    assert "starmail_data/fonts/DejaVuSans.ttf" in fonts
    assert "starmail_data/fonts/LICENSE-DejaVu.txt" in fonts
    assert fonts <= names
    migrations = {f"bot/{path.relative_to(ROOT / 'bot').as_posix()}" for path in (ROOT / "bot").rglob("*.sql")}
    assert migrations, "the checkout has migrations"
    assert migrations <= names
    assert not [name for name in names if name.startswith(("tests/", "bench/", "docs/"))]


def test_the_installed_wheel_runs_outside_the_checkout_from_its_own_files(venv: Path, tmp_path: Path) -> None:
    where = run(
        [
            venv / "bin" / "python",
            "-c",
            "import bot, render.fonts, rules.i18n, importlib.metadata as m; print(bot.__file__, "
            "render.fonts.FONT_DIR, rules.i18n.LOCALE_DIR, m.distribution('starmail').locate_file(''))",
        ],
        cwd=tmp_path,
        env=clean_env(tmp_path),
    )
    assert where.returncode == 0, where.stderr
    paths = [Path(path) for path in where.stdout.split()]
    assert len(paths) == 4
    for path in paths:
        assert path.is_relative_to(venv), f"{path} is not the wheel's"
    assert not list(paths[2].glob("*/LC_MESSAGES/*.po")), "the catalogs are read compiled"

    helped = run([venv / "bin" / "starmail", "--help"], cwd=tmp_path, env=clean_env(tmp_path))
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith("usage: starmail")
    assert "play" in helped.stdout


def test_a_whole_game_at_the_terminal_of_the_installed_wheel_speaks_german_and_draws_its_board(
    venv: Path, tmp_path: Path
) -> None:
    played = run(
        [venv / "bin" / "starmail", "play", "hanse", "--seats", "ai,ai", "--seed", "3", "--locale", "de"],
        cwd=tmp_path,
        env=clean_env(tmp_path),
    )
    assert played.returncode == 0, played.stdout + played.stderr
    # The table's words (the "starmail" catalog) and the game's reason for the end (the "hanse" catalog), in German.
    assert "Partie vorbei: " in played.stdout, played.stdout
    endings = ("ein Spieler hat 70 MG erreicht", "das Rundenlimit wurde erreicht")
    assert any(ending in played.stdout for ending in endings), played.stdout
    assert "Game over" not in played.stdout
    board = tmp_path / "boards" / "game-1.png"  # drawn with the wheel's fonts
    assert board.read_bytes().startswith(b"\x89PNG")
    assert (tmp_path / "starmail.db").is_file()
