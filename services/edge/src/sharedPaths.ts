import type Router from '@koa/router';

/**
 * Throws when an extra router answers a POST to one of the API's paths: the edge hands an API call
 * to its handler before any router is asked (app.ts), so such a route would never be reached.
 */
export function refuseSharedPaths(apiPaths: Iterable<string>, routers: Router[]): void {
  const paths = [...apiPaths];
  for (const router of routers)
    for (const layer of router.stack) {
      if (!layer.methods.includes('POST')) continue;
      const shared = paths.find((path) => layer.match(path));
      if (shared !== undefined) throw new Error(`the route ${layer.path} answers POST ${shared}, an API path`);
    }
}
