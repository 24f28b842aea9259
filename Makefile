# PiPSim's two entry points: `make demo` (the main job) and `make test` (every test).
# Both install what they need on a fresh Debian 12 machine (as root) and are quick when it is there.
SWIFT ?= swift
LINT_PATHS = Package.swift Sources Tests Benchmarks Plugins Examples
# The concurrent code (ring, pool, pipeline threads, trace rings, the app tasks' executor and sleeps,
# run loops and videos let go on other threads) also runs under ThreadSanitizer, in debug and in
# release: release-mode TSan finds memory-ordering bugs that debug builds hide.
TSAN_FILTER = RenderPipelineTests|PixelBuffersTests|TracingTests|TasksOnVirtualTimeTests|RuntimeTests|VideoRenderingTests

BENCHMARK_SUITES = HandoffBenchmarks ThroughputBenchmarks LatencyBenchmarks LifecycleBenchmarks VideoCallBenchmarks DrawingBenchmarks

# The suites with stepped cases whose instructions per operation valgrind counts.
INSTRUCTION_SUITES = HandoffBenchmarks ThroughputBenchmarks LifecycleBenchmarks DrawingBenchmarks
# Saved under .benchmarkBaselines/<Suite>/scratch, which git ignores: counts depend on the toolchain.
INSTRUCTIONS_BASELINE ?= scratch

.PHONY: deps demo test lint unit-tests example example-repeat docs tsan traces bench-smoke bench-instructions bench-times bench-memory fuzz

deps:
	@scripts/ensure-deps.sh

demo: deps
	$(SWIFT) run -c release pipsim

# Regenerates every committed trace (Traces/NAME.json and .txt) from Scenarios/NAME.json; runs are in
# virtual time, so unchanged code gives identical bytes (PiPSimScenariosTests checks that).
traces:
	$(SWIFT) build --product pipsim
	@bin=$$($(SWIFT) build --show-bin-path); for file in Scenarios/*.json; do \
	  name=$$(basename $$file .json); \
	  $$bin/pipsim run $$file --trace Traces/$$name.json --text Traces/$$name.txt > /dev/null || exit 1; \
	done; echo "regenerated $$(ls Scenarios/*.json | wc -l) traces in Traces/"

# Also fails when docs/api-coverage.md (the table of every Apple API AVKitCompat declares, with its
# status) is not what scripts/api-table.py makes from the code.
lint:
	$(SWIFT) format lint --strict -r $(LINT_PATHS)
	scripts/api-table.py --check
	Benchmarks/Scripts/figures-table.py --self-test
	Benchmarks/Scripts/times-table.py --self-test

# The package's own targets build without a warning; the one line SwiftPM prints,
# `warning: prohibited flag(s): -D_REENTRANT, -pthread`, is its note on libpulse's pkg-config Cflags
# (it drops them), not a compiler warning, so warnings-as-errors lets it through.
WARNINGS_AS_ERRORS = -Xswiftc -warnings-as-errors

unit-tests:
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error $(WARNINGS_AS_ERRORS)
	scripts/with-pulse.sh $(SWIFT) test --skip-build

# The example consumer, built as a user's package is: against the products only, with strict
# target-dependency imports, and with every import checked against the products' modules; then
# again in Swift 5 language mode, as much real iOS code still is. Warnings fail it: a port should
# compile as cleanly as it does on iOS, in either mode.
example:
	scripts/check-package-shape.py --self-test
	cd Examples/SampleApps && $(SWIFT) build --build-tests --explicit-target-dependency-import-check error \
	  -Xswiftc -warnings-as-errors
	cd Examples/SampleApps && $(SWIFT) test --skip-build
	cd Examples/SampleApps && SAMPLE_APPS_SWIFT_5=1 $(SWIFT) build --build-tests \
	  --explicit-target-dependency-import-check error -Xswiftc -warnings-as-errors
	cd Examples/SampleApps && SAMPLE_APPS_SWIFT_5=1 $(SWIFT) test --skip-build

# Runs the example package's whole suite REPEAT times (default 200), each run with its tests in
# parallel, and stops at the first run that fails: the check that the sample apps' tests do not
# depend on the machine's speed. Not part of `make test` (200 runs take about 20 minutes).
REPEAT ?= 200
example-repeat: deps
	cd Examples/SampleApps && $(SWIFT) build --build-tests
	cd Examples/SampleApps && for run in $$(seq 1 $(REPEAT)); do \
	  ../../scripts/with-pulse.sh $(SWIFT) test --skip-build --parallel > /dev/null 2>&1 || { echo "run $$run of $(REPEAT) failed"; exit 1; }; \
	done; echo "$(REPEAT) runs passed"

# Offline documentation: one DocC catalog (Sources/PiPSim/PiPSim.docc, the articles) over the symbol
# graphs of every module the products export (read from Package.swift), as a static site in
# .build/docs/site. Any DocC warning (a broken link, say) fails the target. dump-symbol-graph reads
# every module of the package, test targets included, from the build directory, so they are built
# first: on a fresh clone it otherwise stops at the tests. `make test` runs it before anything else is
# built, so CI shows that it works on its own from a clean clone.
docs: deps
	$(SWIFT) build --build-tests $(WARNINGS_AS_ERRORS)
	$(SWIFT) package $(WARNINGS_AS_ERRORS) dump-symbol-graph --minimum-access-level public > /dev/null
	@graphs=$$(dirname $$($(SWIFT) build --show-bin-path))/symbolgraph; rm -rf .build/docs; \
	  mkdir -p .build/docs/symbol-graphs; \
	  for module in $$(scripts/check-package-shape.py --documented-modules); do cp $$graphs/$$module.symbols.json $$graphs/$$module@*.symbols.json \
	    .build/docs/symbol-graphs/ 2>/dev/null || test -f .build/docs/symbol-graphs/$$module.symbols.json || exit 1; done
	docc convert Sources/PiPSim/PiPSim.docc --additional-symbol-graph-dir .build/docs/symbol-graphs \
	  --output-path .build/docs/site --fallback-display-name PiPSim --fallback-bundle-identifier org.pipsim.PiPSim \
	  --transform-for-static-hosting --warnings-as-errors
	@echo "documentation: .build/docs/site (serve it, e.g. python3 -m http.server -d .build/docs/site, then open /documentation/pipsim)"

tsan:
	$(SWIFT) test --sanitize=thread --filter '$(TSAN_FILTER)' --scratch-path .build-tsan
	$(SWIFT) test -c release --sanitize=thread --filter '$(TSAN_FILTER)' --scratch-path .build-tsan-release

# Every benchmark suite with --short: CI checks that they run, not their figures. The release build
# has warnings as errors too: the optimiser's builds warn where debug ones do not.
bench-smoke:
	$(SWIFT) build -c release $(WARNINGS_AS_ERRORS)
	@for suite in $(BENCHMARK_SUITES); do \
	  echo "== $$suite --short"; .build/release/$$suite --short || exit 1; \
	done

# Instructions per operation of every stepped hot path and its C or kiwi reference, counted under
# valgrind (deterministic, unlike times): JSON in .build/instructions/, the table
# Benchmarks/FIGURES.md with the commit and toolchain (written here only, never by hand), compared
# with the baseline INSTRUCTIONS_BASELINE (saved on the first run; exit 2 on a regression beyond 2 %). Minutes, not
# seconds, so not part of `make test`. Installs valgrind (callgrind) and binutils (objcopy strips the
# DWARF 5 debug sections valgrind 3.19 cannot read), and builds the kiwi reference (a venv and
# kiwisolver's source from PyPI), when missing.
bench-instructions: deps
	@scripts/ensure-deps.sh valgrind binutils
	@Benchmarks/KiwiReference/build.sh
	$(SWIFT) build -c release $(WARNINGS_AS_ERRORS)
	@status=0; Benchmarks/Scripts/count-instructions.sh .build/instructions $(INSTRUCTIONS_BASELINE) \
	  $(INSTRUCTION_SUITES) || status=$$?; \
	  Benchmarks/Scripts/figures-table.py .build/instructions Benchmarks/FIGURES.md $(INSTRUCTION_SUITES) \
	  && exit $$status

# Wall-clock time per operation of every case `make bench-instructions` counts, beside its reference
# timed in the same run: the current-figures table of Benchmarks/README.md (written here only, never
# by hand). Needs that target's .build/instructions/ and a quiet machine: it waits up to three minutes
# for a load average below 1.5, then writes nothing and exits 3.
bench-times: deps
	$(SWIFT) build -c release $(WARNINGS_AS_ERRORS)
	Benchmarks/Scripts/times-table.py .build/release .build/instructions Benchmarks/README.md $(INSTRUCTION_SUITES)

# Peak resident memory of `pipsim run` (release build) over runs of 60, 600 and 3600 s at 240 fps,
# without and with trace output, and of 20,000 and 200,000 steps; exits 1 when a longer run peaks
# more than 10 % above the shortest. A few minutes, so not part of `make test`.
bench-memory: deps
	$(SWIFT) build -c release --product pipsim
	Benchmarks/Scripts/peak-memory.py .build/release/pipsim

test: deps lint docs unit-tests example tsan bench-smoke

# Fuzzes the scenario parser and runner (each input that decodes runs its first 2 s of virtual time)
# for FUZZ_SECONDS (default 300) with libFuzzer; not part of `make test`. New inputs go to
# .build-fuzz/corpus, seeded from the committed Scenarios (Scenarios/Fuzz/corpus and every committed
# scenario, so the player and sample-buffer set-ups and their steps are there from the start);
# Scenarios/Fuzz/scenario.dict gives the mutator every step kind, key and value. Crashes go to
# .build-fuzz/.
FUZZ_SECONDS ?= 300
fuzz: deps
	$(SWIFT) build -c release --product ScenarioFuzz --sanitize=fuzzer --scratch-path .build-fuzz
	mkdir -p .build-fuzz/corpus
	SWIFT_BACKTRACE=enable=no .build-fuzz/release/ScenarioFuzz -max_total_time=$(FUZZ_SECONDS) \
	  -print_final_stats=1 -artifact_prefix=.build-fuzz/ -dict=Scenarios/Fuzz/scenario.dict \
	  .build-fuzz/corpus Scenarios
