import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAndMeasureFloor } from './floor';

describe('buildAndMeasureFloor', () => {
  let outDir = '';
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('builds the floor app with our Vite and measures its first load as ours is measured', async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'floor-test-'));
    const floor = await buildAndMeasureFloor(outDir);
    expect(floor.route).toBe('/');
    expect(floor.files.length).toBeGreaterThan(0);
    expect(floor.files.every((file) => file.startsWith('assets/') && file.endsWith('.js'))).toBe(
      true,
    );
    const code = (
      await Promise.all(floor.files.map((file) => readFile(path.join(outDir, file), 'utf8')))
    ).join('\n');
    // The runtime the floor stands for is really in it, minified for production.
    expect(code).not.toMatch(/process\.env\.NODE_ENV/);
    expect(code).toContain('react.transitional.element');
    expect(floor.gzip).toBeGreaterThan(40 * 1024);
    expect(floor.brotli).toBeLessThan(floor.gzip);
    expect(floor.gzip).toBeLessThan(floor.bytes);
  }, 60_000);
});
