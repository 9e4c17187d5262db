"""Benchmarks (not tests). `python -m bench` runs every `bench/bench_*.py` and prints Markdown tables."""
