import fs from 'node:fs';
import path from 'node:path';
import { parseFrame } from '../../../services/chat/src/domain/frames';

/** A script's source: its name and text. */
export interface ScriptSource {
  file: string;
  text: string;
}

/** The scripts of deploy/k6 and their library, as the checks read them. */
export function k6Sources(dir = path.join(__dirname, '..')): ScriptSource[] {
  return ['', 'lib']
    .flatMap((sub) =>
      fs
        .readdirSync(path.join(dir, sub))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(dir, sub, f)),
    )
    .map((file) => ({ file: path.relative(dir, file), text: fs.readFileSync(file, 'utf8') }));
}

/**
 * What the scripts name that the system does not have: a path posted to that is not in the route table
 * (`/openapi.json`; the edge matches paths case-insensitively), or a socket frame code the chat node
 * refuses as unknown. An empty answer means every name exists.
 */
export function unknownNames(sources: ScriptSource[], routePaths: string[]): string[] {
  const routes = new Set(routePaths.map((p) => p.toLowerCase()));
  const problems: string[] = [];
  for (const { file, text } of sources) {
    for (const [, route] of text.matchAll(/['"`](\/member\/[A-Za-z0-9_/]+)['"`]/g))
      if (!routes.has(route!.toLowerCase())) problems.push(`${file}: ${route} is not a route of /openapi.json`);
    for (const [, opt] of text.matchAll(/\{\s*opt:\s*(\d+)/g)) {
      const parsed = parseFrame(JSON.stringify({ opt: Number(opt) }));
      if (!parsed.ok && parsed.msg === 'error.unknown_opt')
        problems.push(`${file}: socket frame opt ${opt} is unknown to the chat node`);
    }
  }
  return problems;
}
