# PiPSim's two entry points: `make demo` (the main job) and `make test` (every test).
# Both install what they need on a fresh Debian 12 machine (as root) and are quick when it is there.
SWIFT ?= swift
LINT_PATHS = Package.swift Sources Tests Benchmarks

.PHONY: deps demo test lint

deps:
	@scripts/ensure-deps.sh

demo: deps
	$(SWIFT) run -c release pipsim

lint:
	$(SWIFT) format lint --strict -r $(LINT_PATHS)

test: deps lint
	$(SWIFT) build --build-tests
	scripts/with-pulse.sh $(SWIFT) test --skip-build
