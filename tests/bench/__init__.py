"""Smoke tests of the benchmarks in bench/: their machinery at tiny sizes, not their numbers."""
