/**
 * Images you can trust: the Dockerfile's Node base has the glibc that the chat node's native
 * uWebSockets.js binary needs, and each image's build writes a CycloneDX SBOM. The glibc versions a
 * binary needs are read from its ELF version-needed section (what `objdump -T` prints as GLIBC_x.y),
 * for every architecture the images are built for.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repo } from './kube';

const dockerfile = fs.readFileSync(path.join(repo, 'deploy/docker/Dockerfile'), 'utf8');
const uws = path.join(repo, 'node_modules/uWebSockets.js');

/** glibc of each Debian release a Node image is built on. */
const debianGlibc: Record<string, string> = { bullseye: '2.31', bookworm: '2.36', trixie: '2.41' };
/** NODE_MODULE_VERSION of each Node major: the ABI in a uWebSockets.js binary's name. */
const nodeAbi: Record<string, number> = { '20': 115, '22': 127, '24': 137 };
const architectures = ['x64', 'arm64'];

/** Every `GLIBC_x.y` an ELF64 little-endian shared object names in its SHT_GNU_verneed section. */
function glibcVersionsNeeded(file: string): string[] {
  const elf = fs.readFileSync(file);
  if (elf.readUInt32BE(0) !== 0x7f454c46 || elf[4] !== 2 || elf[5] !== 1) throw new Error(`${file}: not ELF64 LE`);
  const sectionOffset = Number(elf.readBigUInt64LE(0x28));
  const sectionSize = elf.readUInt16LE(0x3a);
  const sections = Array.from({ length: elf.readUInt16LE(0x3c) }, (_, i) => {
    const at = sectionOffset + i * sectionSize;
    return {
      type: elf.readUInt32LE(at + 4),
      offset: Number(elf.readBigUInt64LE(at + 0x18)),
      link: elf.readUInt32LE(at + 0x28),
      info: elf.readUInt32LE(at + 0x2c),
    };
  });
  const verneed = sections.find((s) => s.type === 0x6ffffffe);
  if (!verneed) return [];
  const strings = sections[verneed.link]!.offset;
  const name = (at: number) => elf.toString('latin1', strings + at, elf.indexOf(0, strings + at));
  const found = new Set<string>();
  let need = verneed.offset;
  for (let n = 0; n < verneed.info; n++) {
    let aux = need + elf.readUInt32LE(need + 8);
    for (let a = 0; a < elf.readUInt16LE(need + 2); a++) {
      const version = name(elf.readUInt32LE(aux + 8));
      if (version.startsWith('GLIBC_')) found.add(version);
      aux += elf.readUInt32LE(aux + 12);
    }
    need += elf.readUInt32LE(need + 12);
  }
  return [...found];
}

const versionOrder = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) =>
    v
      .replace(/^GLIBC_/, '')
      .split('.')
      .map(Number),
  );
  for (let i = 0; i < Math.max(x!.length, y!.length); i++)
    if ((x![i] ?? 0) !== (y![i] ?? 0)) return (x![i] ?? 0) - (y![i] ?? 0);
  return 0;
};

/** The binaries an image built from this Dockerfile text keeps, each whose glibc need its base lacks. */
function glibcShortfalls(text: string): { base: string; glibc: string; shortfalls: string[] } {
  const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
  const [, major, release] = /^node:(\d+)-([a-z]+)/.exec(base ?? '') ?? [];
  const glibc = debianGlibc[release ?? ''];
  const abi = nodeAbi[major ?? ''];
  if (!base || !glibc || !abi) throw new Error(`unknown Node base image ${base}: add it to the tables of this test`);
  const shortfalls = architectures.flatMap((arch) => {
    const binary = `uws_linux_${arch}_${abi}.node`;
    const needed = glibcVersionsNeeded(path.join(uws, binary)).sort(versionOrder).at(-1) ?? 'GLIBC_0';
    return versionOrder(needed, `GLIBC_${glibc}`) > 0 ? [`${binary} needs ${needed}, ${base} has ${glibc}`] : [];
  });
  return { base, glibc, shortfalls };
}

describe('the images', () => {
  it('run Node 22 on Debian trixie, whose glibc every shipped uWebSockets.js binary finds', () => {
    expect(glibcShortfalls(dockerfile)).toEqual({ base: 'node:22-trixie-slim', glibc: '2.41', shortfalls: [] });
  });

  it('would not start the chat node on a bookworm base with Node 22', () => {
    const bookworm = dockerfile.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:22-bookworm-slim');
    expect(glibcShortfalls(bookworm).shortfalls).toEqual([
      'uws_linux_x64_127.node needs GLIBC_2.38, node:22-bookworm-slim has 2.36',
      'uws_linux_arm64_127.node needs GLIBC_2.38, node:22-bookworm-slim has 2.36',
    ]);
    // Node 20's binaries were built against an older glibc: bookworm was enough for them.
    expect(glibcShortfalls(bookworm.replace('node:22-', 'node:20-')).shortfalls).toEqual([]);
  });

  it('reads the same GLIBC_ versions as objdump -T, where binutils is installed', () => {
    const binary = path.join(uws, 'uws_linux_x64_127.node');
    const objdump = spawnSync('objdump', ['-T', binary], { encoding: 'utf8' });
    if (objdump.error) return; // binutils is not a dependency of the project; the ELF reader is.
    const printed = new Set(objdump.stdout.match(/GLIBC_[0-9.]+/g));
    expect(glibcVersionsNeeded(binary).sort()).toEqual([...printed].sort());
  });

  it('writes a CycloneDX SBOM of what each image ships, from the lockfile', () => {
    const commands = [...dockerfile.matchAll(/^RUN (npx cyclonedx-npm .*)$/gm)].map((m) => m[1]!);
    expect(commands.map((c) => /--workspace (\S+)/.exec(c)![1])).toEqual([
      '"services/${SERVICE}"',
      'web',
      'design-system',
    ]);
    for (const stage of ['service', 'web', 'storybook'])
      expect(dockerfile).toMatch(
        new RegExp(`^FROM [^\\n]+ AS ${stage}\\n(?:(?!^FROM )[^]*?)sbom\\.cdx\\.json /usr/share/doc/kindred/`, 'm'),
      );

    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-sbom-'));
    try {
      const command = commands[0]!.replaceAll('${SERVICE}', 'chat').replace('/sbom/', `${out}/`);
      const run = spawnSync('sh', ['-ec', command], { cwd: repo, encoding: 'utf8' });
      expect(run.status).toBe(0);
      const sbom = JSON.parse(fs.readFileSync(path.join(out, 'sbom.cdx.json'), 'utf8'));
      expect(sbom.bomFormat).toBe('CycloneDX');
      const components: string[] = [];
      const walk = (list: { name: string; group?: string; version: string; components?: unknown[] }[] = []) => {
        for (const c of list) {
          components.push(`${c.group ? `${c.group}/` : ''}${c.name}@${c.version}`);
          walk(c.components as typeof list);
        }
      };
      walk(sbom.components);
      const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8'));
      expect(components).toContain(`uwebsockets@${lock.packages['node_modules/uWebSockets.js'].version}`);
      expect(components).toContain(`@grpc/grpc-js@${lock.packages['node_modules/@grpc/grpc-js'].version}`);
      // Production dependencies only: the test runner is not in the chat image.
      expect(components.some((c) => c.startsWith('jest@'))).toBe(false);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
