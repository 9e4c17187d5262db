"""What pyproject.toml cannot say: the package of the data folder, and the translation catalogs compiled into the wheel.

The translations and fonts live in `data/` at the top of the checkout, installed as the package `starmail_data`
(rules/i18n.py and render/fonts.py read them with importlib.resources). An editable install (`make`) maps that
package onto the checkout's folder, where `make` compiles each `.po` to a `.mo` beside it; a wheel carries the
compiled `.mo` files only, made here from the `.po` files while it is built.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"


class BuildWithCatalogs(build_py):
    """build_py, then every catalog compiled into the build (a fuzzy, unchecked translation left out, as in use)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # the checkout's own .mo files are read, compiled by `make`
        for po in sorted(DATA.glob("locales/*/LC_MESSAGES/*.po")):
            target = Path(self.build_lib) / "starmail_data" / po.relative_to(DATA).with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name, domain=po.stem)
            with target.open("wb") as out:
                write_mo(out, catalog, use_fuzzy=False)


setup(
    packages=[*find_namespace_packages(include=["rules*", "render*", "bot*", "tools*"]), "starmail_data"],
    package_dir={"starmail_data": "data"},
    cmdclass={"build_py": BuildWithCatalogs},
)
