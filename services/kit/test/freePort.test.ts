import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimPort, freePort } from '../src/testing';

const claims = () => mkdtempSync(path.join(tmpdir(), 'claims-'));

it('claims a port once: a second pick in the same process is refused', () => {
  const dir = claims();
  expect(claimPort(31_000, dir)).toBe(true);
  expect(readFileSync(path.join(dir, '31000'), 'utf8')).toBe(String(process.pid));
  expect(claimPort(31_000, dir)).toBe(false);
});

it('refuses a port another live process claimed, and takes over a claim whose owner exited', async () => {
  const dir = claims();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  try {
    writeFileSync(path.join(dir, '31001'), String(other.pid));
    expect(claimPort(31_001, dir)).toBe(false);
  } finally {
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
  }
  expect(claimPort(31_001, dir)).toBe(true);
  expect(readFileSync(path.join(dir, '31001'), 'utf8')).toBe(String(process.pid));
});

it('refuses a claim still being written (empty file)', () => {
  const dir = claims();
  writeFileSync(path.join(dir, '31002'), '');
  expect(claimPort(31_002, dir)).toBe(false);
});

it('hands out distinct bindable ports below the ephemeral range', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  expect(new Set(ports).size).toBe(20);
  const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
  for (const port of ports) expect(port).toBeLessThan(Number(low));
});
