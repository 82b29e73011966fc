# vkts: `make bench` and `make test` work on a fresh Debian 12 machine with Node 20 (as root).
# Every target is idempotent: what is already in place is checked and skipped.
#
#   make setup      system packages (scripts/setup-system.sh) + npm ci when node_modules is missing or stale
#   make toolchain  pinned glslc / spirv-tools / vk.xml into .toolchain/ (scripts/toolchain.sh)
#   make bench      setup, then the main job (the MAIN_JOB variable below)
#   make test       setup + toolchain, then drift checks (binding, shaders), lint, type check and the test suite
#   make shaders    recompile shaders/*.comp into shaders/spv/ (commit the result)
#   make gen        regenerate src/vk/generated/ from vk.xml (commit the result)

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# The job `make bench` runs after setup.
MAIN_JOB := node bin/vkts.js bench --quick

# Exports VKTS_GLSLC, VKTS_SPIRV_VAL, VKTS_VK_XML, ... for the steps that need the toolchain.
TOOLCHAIN_ENV := . ./.toolchain/env.sh

.PHONY: help setup system toolchain bench test shaders gen

help:
	@sed -n '1,10p' Makefile | sed 's/^# \{0,1\}//'
	@echo "MAIN_JOB = $(MAIN_JOB)"

# System packages: the Vulkan loader, lavapipe, the validation layer, vulkaninfo, SPIR-V headers.
system:
	@echo "== make system: checking system packages (scripts/setup-system.sh)"
	@bash scripts/setup-system.sh

# npm ci only when node_modules is missing or older than package-lock.json (npm ci writes
# node_modules/.package-lock.json, so its date is the date of the install).
node_modules/.package-lock.json: package-lock.json
	@echo "== make setup: node_modules missing or older than package-lock.json: npm ci"
	npm ci --no-audit --no-fund
	@touch $@

setup: system node_modules/.package-lock.json
	@echo "== make setup: system packages and node_modules are in place"

toolchain:
	@echo "== make toolchain: pinned glslc, spirv-tools and vk.xml in .toolchain/ (scripts/toolchain.sh)"
	@bash scripts/toolchain.sh

bench: setup
	@echo "== make bench: $(MAIN_JOB)"
	$(MAIN_JOB)

# The suite enables the Khronos validation layer itself (installed by `make setup`).
test: setup toolchain
	@echo "== make test: binding drift check (npm run gen:check)"
	$(TOOLCHAIN_ENV) && npm run -s gen:check
	@echo "== make test: SPIR-V grammar table drift check (npm run grammar:check)"
	$(TOOLCHAIN_ENV) && npm run -s grammar:check
	@echo "== make test: shader drift check + spirv-val (npm run shaders:check)"
	$(TOOLCHAIN_ENV) && npm run -s shaders:check
	@echo "== make test: IQ codebook drift check against ggml-common.h (npm run iq-grids:check)"
	npm run -s iq-grids:check
	@echo "== make test: lint (npm run lint)"
	npm run -s lint
	@echo "== make test: formatting (npm run format:check; npm run format fixes it)"
	npm run -s format:check
	@echo "== make test: type check (npm run typecheck)"
	npm run -s typecheck
	@echo "== make test: test suite (npm test)"
	npm test

shaders: setup toolchain
	$(TOOLCHAIN_ENV) && npm run -s shaders

gen: setup toolchain
	$(TOOLCHAIN_ENV) && npm run -s gen
