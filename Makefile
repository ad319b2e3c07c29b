# The two commands the README starts with:
#   make run   — generate code for every bundled spec in every built-in style into out/
#   make test  — format-check, then the whole test suite (unit, conformance, end-to-end builds of generated code)
SWIFT ?= swift
SPECS := $(wildcard specs/*.yaml)
OUT ?= out

.PHONY: run test deps build lint bench mutants format format-check clean templates

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

run: deps
	$(SWIFT) run generate lint $(SPECS)
	$(SWIFT) run generate $(SPECS) --style all --output $(OUT)/Sources --tests-output $(OUT)/Tests --scaffold $(OUT)/Scaffolds
	@echo "Generated code is in $(OUT)/ (see README: 'What comes out')"

# format-check first: a formatting finding fails the run before the long build.
test: deps format-check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT=$(SWIFT) scripts/plugin-e2e

lint: deps
	$(SWIFT) run generate lint $(SPECS)

bench: deps
	scripts/bench

# How many realistic bugs the generated tests catch, per spec and style (docs/mutation-testing.md).
mutants: deps
	SWIFT=$(SWIFT) scripts/mutants

# After editing Templates/: write them into the binary's sources (checked in; see Package.swift).
templates:
	$(SWIFT) run embed-templates Templates Sources/ScreenGen/BuiltinTemplates.swift

# Our Swift sources, formatted by the toolchain's `swift format` with .swift-format. Golden files are
# generated output: they follow the templates, which are held to the same rules by the end-to-end tests.
FORMAT_FILES = $(shell find Sources Tests Plugins Examples -name '*.swift' -not -path '*/Fixtures/golden/*' -not -path '*/.build/*')

format:
	@$(SWIFT) format --in-place --parallel $(FORMAT_FILES)

format-check:
	@$(SWIFT) format lint --strict --parallel $(FORMAT_FILES)

clean:
	rm -rf .build $(OUT)
