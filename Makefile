# Kindred — the two commands that matter are `make dev` and `make test`.
SHELL := /bin/bash
export STORYBOOK_DISABLE_TELEMETRY := 1
export NODE_OPTIONS ?= --enable-source-maps

PROTO_FILES := $(shell find proto/kindred -name "*.proto")
PROTO_OUT := services/kit/src/generated

.PHONY: install proto build dev test lint typecheck bench bench-chat clean

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

typecheck: install
	npx tsc -p tsconfig.check.json

lint: install
	npx eslint services

## Runs Kindred on this machine: Postgres, Redis, S3 and mail catcher provided when absent.
dev: build
	node deploy/local/dist/dev.js

test: install build typecheck
	npx jest --ci

## Benchmarks print figures; they assert nothing (loopback only, bounded in time).
bench: bench-chat

## Chat: delivered msg/s and p50/p99 at 1,000 sockets, with persistence vs a bare relay; memory per idle socket.
bench-chat: build
	node services/chat/bench/chatBench.js

clean:
	rm -rf services/*/dist deploy/local/dist services/*/tsconfig.tsbuildinfo
