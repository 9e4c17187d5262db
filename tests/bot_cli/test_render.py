"""`starmail render` writes a PNG that Pillow decodes, of the size it reports, the same for the same seed."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image

from tests.bot_cli.cli_support import starmail


def test_render_writes_a_valid_png_of_the_reported_size(tmp_path: Path) -> None:
    out = tmp_path / "docs" / "hanse.png"
    done = starmail(["render", "hanse", "--seed", "3", "--steps", "20", "--out", str(out)], tmp_path)
    assert done.returncode == 0, done.stderr
    found = re.search(r"^Wrote (.+) \((\d+)x(\d+), after 20 random moves\)\.$", done.stdout, re.MULTILINE)
    assert found is not None, done.stdout
    assert Path(found.group(1)) == out
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    with Image.open(out) as image:
        image.verify()
    with Image.open(out) as image:
        image.load()
        assert image.size == (int(found.group(2)), int(found.group(3)))
    assert "Alt text: " in done.stdout

    again = tmp_path / "again.png"
    assert starmail(["render", "hanse", "--seed", "3", "--steps", "20", "--out", str(again)], tmp_path).returncode == 0
    assert again.read_bytes() == out.read_bytes()


def test_render_refuses_a_bad_player_count(tmp_path: Path) -> None:
    done = starmail(["render", "hanse", "--players", "3", "--out", str(tmp_path / "x.png")], tmp_path)
    assert (done.returncode, done.stderr.strip()) == (2, "This game needs 2 players, not 3.")
    assert not (tmp_path / "x.png").exists()
