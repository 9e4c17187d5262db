"""Starmail's data, installed as the package `starmail_data` (setup.py maps this folder onto that name).

`locales/<locale>/LC_MESSAGES/<domain>.po`: the translation catalogs (rules/i18n.py), compiled to a `.mo` beside
each by `make` in a checkout, and into the wheel when one is built (without the `.po`); `locales/templates/`: the
extracted message ids (tools/messages.py, a checkout only). `fonts/`: DejaVu Sans and its licence (render/fonts.py).
Read with `importlib.resources.files("starmail_data")`, from a checkout or an installed wheel alike.
"""
