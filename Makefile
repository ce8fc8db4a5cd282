# Kindred — the two commands that matter are `make dev` and `make test`.
SHELL := /bin/bash
export STORYBOOK_DISABLE_TELEMETRY := 1
export NODE_OPTIONS ?= --enable-source-maps

PROTO_FILES := $(shell find proto/kindred -name "*.proto")
PROTO_OUT := services/kit/src/generated

.PHONY: install proto build web dev test lint format typecheck storybook storybook-build bench bench-chat clean

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.package-lock.json

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

FORMATTED := "services/**/*.ts" "deploy/local/src/**/*.ts" "deploy/k6/**/*.ts" "deploy/k8s/test/**/*.ts" \
  "web/src/**/*.{ts,tsx}" "web/e2e/**/*.ts" "design-system/src/**/*.{ts,tsx}" "design-system/.storybook/**/*.{ts,tsx}"

lint: install
	npx eslint services deploy/local web/src
	npx prettier --check --log-level warn $(FORMATTED)

format: install
	npx prettier --log-level warn --write $(FORMATTED)

## Runs Kindred on this machine: Postgres, Redis, S3 and mail catcher provided when absent.
dev: build web
	node deploy/local/dist/dev.js

## Storybook for designers: `make storybook` serves it on :6006, `make storybook-build` builds it.
storybook: install
	npm run storybook -w design-system

storybook-build: install
	npm run build-storybook -w design-system

test: install build typecheck lint
	npx jest --ci
	npm run build-storybook -w design-system
	npm run build -w web
	node web/scripts/bundle-size.mjs --check

## Benchmarks print figures; they assert nothing (loopback only, bounded in time).
bench: bench-chat

## Chat: delivered msg/s and p50/p99 at 1,000 sockets, with persistence vs a bare relay; memory per idle socket.
bench-chat: build
	node services/chat/bench/chatBench.js

clean:
	rm -rf services/*/dist deploy/local/dist services/*/tsconfig.tsbuildinfo
