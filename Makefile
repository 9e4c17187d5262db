# Starmail: the whole set-up is `make run` (start the bot) and `make test` (check everything).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_DEV := $(VENV)/.installed-dev
STAMP_BENCH := $(VENV)/.installed-bench
STAMP_BUILT := $(VENV)/.built
CATALOGS := $(wildcard data/locales/*/LC_MESSAGES/*.po)

.PHONY: run test test-long test-loaded lint typecheck pytest bench bench-ai prompts notices conformance play messages clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_DEV): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(STAMP_RUN)

# What a start would otherwise do every time (a bot's cold start): the catalogs compiled (a .mo beside each .po, read
# unless older than it) and the code compiled to bytecode, as pip does for an installed wheel.
$(STAMP_BUILT): $(CATALOGS) | $(STAMP_RUN)
	$(BIN)/python -m tools.messages compile > /dev/null
	$(BIN)/python -m compileall -q bot rules render tools
	touch $@

run: $(STAMP_RUN) $(STAMP_BUILT)
	$(BIN)/starmail run

# Every group runs (lint, types, the tests spread over every core, then the multi-process tests alone), whatever became
# of the others; one summary at the end names what failed, and the exit status says whether anything did.
test: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m tools.check

# The checks over many games that make test leaves out (the AI's strength, conformance seeds beyond the first): CI
# runs them after make test.
test-long: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m tools.check long

# make test on a machine made busy: twice as many spinning processes as cores beside it (tools/load.py).
test-loaded: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m tools.load -- $(BIN)/python -m tools.check

lint: $(STAMP_DEV)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP_DEV)
	$(BIN)/mypy --strict rules/ render/ bot/ tools/

pytest: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m tools.check tests solo

# The conformance kit at full size: 500 seeds per game and player count, spread over every core.
conformance: $(STAMP_DEV)
	STARMAIL_CONFORMANCE_SEEDS=500 $(BIN)/python -m pytest tests/rules/test_conformance.py -q -n auto

# The bench-only extra (OpenSpiel, bench/bench_openspiel.py): `make test` never needs it.
$(STAMP_BENCH): pyproject.toml setup.py | $(STAMP_DEV)
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	touch $@

bench: $(STAMP_DEV) $(STAMP_BENCH) $(STAMP_BUILT)
	$(BIN)/python -m bench

# How strong the search AI is (bench/strength.py): one search player among heuristic AIs, per game; hours, not in
# make bench. GAMES=N plays N games per game, SECONDS=S thinks S CPU seconds per decision.
bench-ai: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m bench.strength $(if $(GAMES),--games $(GAMES)) $(if $(SECONDS),--seconds $(SECONDS))

# How many prompts a game asks at the terminal (tools/prompts.py): seeded games, one human always taking choice 1.
prompts: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m tools.prompts

# How often Cosmic Encounter tells its players that they act, per challenge, before and after notice groups
# (tools/notices.py): seeded games of human seats through the real bot and the loopback fake Discord.
notices: $(STAMP_DEV) $(STAMP_BUILT)
	$(BIN)/python -m tools.notices

# The local table: `make play GAME=hanse`, more options through ARGS, e.g. ARGS="--seats you,you --seed 7".
play: $(STAMP_RUN) $(STAMP_BUILT)
	$(BIN)/starmail play $(GAME) $(ARGS)

# The translation catalogs: extract the texts from the code, bring every locale's catalog up to date (rules/i18n.py).
messages: $(STAMP_DEV)
	$(BIN)/python -m tools.messages update $(DOMAINS)
	$(BIN)/python -m tools.messages compile > /dev/null

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
	rm -f data/locales/*/LC_MESSAGES/*.mo
