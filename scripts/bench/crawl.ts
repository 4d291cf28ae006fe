/**
 * A crawler's visit to pages nobody prerendered: the production server (the bundled
 * dist/_server/server.mjs, as `npm run serve` runs it) is asked for N distinct made pairs over
 * a few keep-alive connections, and the report gives errors, latency percentiles and how much
 * the server's memory grew. Bounded: N requests, then it stops the server.
 *
 *   npx tsx scripts/bench/crawl.ts [--dist dist] [--pages 3000] [--connections 8] [--json file]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ON_DEMAND_FILES } from '../../src/server/onDemand.ts';

export interface CrawlResult {
  pages: number;
  connections: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  seconds: number;
}

/** The made-pair addresses of a build that no file answers: the first `count` in a fixed order. */
export function onDemandPairs(distDir: string, count: number): string[] {
  const made = JSON.parse(readFileSync(path.join(distDir, ON_DEMAND_FILES.made), 'utf8')) as {
    catalogue?: { slug: string }[];
    coins: { slug: string }[];
  };
  const slugs = [...(made.catalogue ?? []), ...made.coins].map((coin) => coin.slug);
  const pairs: string[] = [];
  // Walks the pairs by a stride, so the sample spreads over the catalogue instead of one coin.
  for (let step = 1; pairs.length < count && step < slugs.length; step++) {
    for (let from = 0; from < slugs.length && pairs.length < count; from++) {
      pairs.push(`${slugs[from]}to${slugs[(from + step) % slugs.length]}`);
    }
  }
  return pairs;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Resident memory of a process on Linux, from /proc. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/**
 * The server as a host starts it, `npm run serve`: its Node flags (the heap limit) matter to
 * how far its memory grows. The script's own dist/ is swapped for the one crawled.
 */
export function serveCommand(distDir: string): string {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  return scripts.serve!.replace(
    'dist/_server/server.mjs',
    JSON.stringify(path.join(distDir, '_server', 'server.mjs')),
  );
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

export async function crawl({
  distDir,
  pages,
  connections,
}: {
  distDir: string;
  pages: number;
  connections: number;
}): Promise<CrawlResult> {
  const port = await freePort();
  // `exec` in the script makes the shell the server itself: its pid is the one measured.
  const server = spawn('sh', ['-c', serveCommand(distDir)], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Serving')) resolve();
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const addresses = onDemandPairs(distDir, pages);
    // One page first: the renderer loads on the first made page, which is start-up, not growth.
    await (await fetch(`${base}/${addresses[0]}`)).arrayBuffer();
    const rssBeforeMiB = rssMiB(server.pid!);
    const statuses: Record<string, number> = {};
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < addresses.length) {
        const address = addresses[next++]!;
        const asked = performance.now();
        const answer = await fetch(`${base}/${address}`, { headers: { 'Accept-Encoding': 'br' } });
        await answer.arrayBuffer();
        times.push(performance.now() - asked);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const seconds = (performance.now() - started) / 1000;
    const sorted = times.toSorted((a, b) => a - b);
    return {
      pages: addresses.length,
      connections,
      statuses,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? 0,
      rssBeforeMiB,
      rssAfterMiB: rssMiB(server.pid!),
      seconds,
    };
  } finally {
    server.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      pages: { type: 'string', default: '3000' },
      connections: { type: 'string', default: '8' },
      json: { type: 'string' },
    },
  });
  const result = await crawl({
    distDir: path.resolve(values.dist),
    pages: Number(values.pages),
    connections: Number(values.connections),
  });
  const fixed = (value: number) => value.toFixed(1);
  console.log(
    `${result.pages} made pages over ${result.connections} connections in ${fixed(result.seconds)} s: ` +
      `statuses ${JSON.stringify(result.statuses)}; p50 ${fixed(result.p50Ms)} ms, ` +
      `p95 ${fixed(result.p95Ms)} ms, p99 ${fixed(result.p99Ms)} ms, max ${fixed(result.maxMs)} ms; ` +
      `server memory ${fixed(result.rssBeforeMiB)} → ${fixed(result.rssAfterMiB)} MiB ` +
      `(+${fixed(result.rssAfterMiB - result.rssBeforeMiB)}).`,
  );
  if (values.json) await writeFile(values.json, JSON.stringify(result, null, 2));
}
