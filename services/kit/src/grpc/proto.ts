import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/** Where the contracts live: the repository's proto/ folder (or PROTO_DIR in images). */
export const PROTO_DIR = process.env.PROTO_DIR ?? path.resolve(__dirname, '../../../../proto');

/** The one set of proto-loader options; `make proto` generates types with the same ones. */
export const protoLoaderOptions: protoLoader.Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_DIR],
};

const cache = new Map<string, grpc.GrpcObject>();

/** Loads `kindred/<svc>/v1/<svc>.proto` and returns its typed grpc object. */
export function loadContract<T>(service: 'user' | 'social' | 'messaging' | 'commerce' | 'media'): T {
  const file = `kindred/${service}/v1/${service}.proto`;
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = grpc.loadPackageDefinition(protoLoader.loadSync(file, protoLoaderOptions));
    cache.set(file, loaded);
  }
  return loaded as unknown as T;
}
