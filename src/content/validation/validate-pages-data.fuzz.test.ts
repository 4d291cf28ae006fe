import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from './report';
import { DEFAULT_CONTENT_DIR } from '../collections';
import { collectionOf, PAGE_FOLDERS } from '../contentFiles';

/**
 * Thousands of page files made from the real ones by random damage, then validated: each
 * must pass or get clear lines, and nothing may crash or hang. The damage is drawn from a
 * seeded generator, so a failing run is repeated exactly with FUZZ_SEED=<the seed it names>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const MUTATED_FILES = 3_000;
/** Files also put through the real command, which prints what a person reads. */
const COMMAND_SAMPLE = 40;
/** Inside a page folder, so the validator reads the mutated files as pages. */
const FUZZ_FOLDER = `${PAGE_FOLDERS.page}/fuzz`;
/**
 * The validator runs in a child process that is killed past this, so a hang fails the test.
 * A run takes a few seconds alone and over 30 s on a 2-core machine running two suites.
 */
const RUN_LIMIT_MS = 120_000;
/** Writing the folder, or one run, with room for such a machine. */
const TEST_LIMIT_MS = RUN_LIMIT_MS + 60_000;
/** formatReport cuts cells at 1,000 characters; three columns and padding fit in this. */
const MAX_LINE_LENGTH = 1_300;

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const runner = fileURLToPath(
  new URL('../../../tests/support/validatorFuzzRun.ts', import.meta.url),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

/** mulberry32: tiny, and the same sequence on every machine. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    /** From 1 to `max`, spread evenly over the orders of magnitude: mostly small, sometimes huge. */
    size: (max: number) => Math.max(1, Math.floor(Math.exp(next() * Math.log(max)))),
  };
}
type Random = ReturnType<typeof randomSource>;

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'line\nbreak',
  'tab\there',
  '\u202eright to left',
  'zero\u200bwidth',
  '\ud800',
  '\udfff alone',
  '😀🚀',
  'ｂｉｔｃｏｉｎ',
  '</script><script>alert(1)</script>',
  'javascript:alert(1)',
  '#',
  '/',
  '//evil.example',
  '/bitcoin#',
  '/bitcoin/',
  '/../../etc/passwd',
  '%00',
  '\\',
  '"',
  'null',
  '__proto__',
  'BITCOIN',
];
const ODD_NUMBERS = [0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 0.1, 3.5, 1e21];
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  'type ',
  'Type',
  'a\nb',
  '\u0000',
  '$schema',
  'blocks',
  'id',
  'href',
  'slug',
  '😀',
];

function randomValue(random: Random, depth = 0): Json {
  switch (random.int(depth > 2 ? 4 : 6)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(ODD_NUMBERS);
    case 3:
      return random.pick(ODD_STRINGS);
    case 4:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [
          random.pick(ODD_KEYS),
          randomValue(random, depth + 1),
        ]),
      );
  }
}

const typeOf = (value: Json) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

interface Slot {
  parent: Container;
  key: string | number;
}

/** Every place in the page that holds a value. */
function slotsOf(root: Json): Slot[] {
  const found: Slot[] = [];
  const visit = (node: Json) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        found.push({ parent: node, key: index });
        visit(child);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        found.push({ parent: node, key });
        visit(node[key]!);
      }
    }
  };
  visit(root);
  return found;
}

/** A random one of the slots that pass `test`, if any does. */
function pickSlot(page: Json, random: Random, test: (value: Json) => boolean = () => true) {
  const slots = slotsOf(page).filter((slot) => test(read(slot)));
  return slots.length > 0 ? random.pick(slots) : undefined;
}

const read = ({ parent, key }: Slot): Json => (parent as Record<string | number, Json>)[key]!;
const write = ({ parent, key }: Slot, value: Json) => {
  (parent as Record<string | number, Json>)[key] = value;
};
const clone = (value: Json): Json => structuredClone(value);

/** Damage to the parsed page: each changes `page` in place. */
const VALUE_MUTATIONS: Record<string, (page: { [key: string]: Json }, random: Random) => void> = {
  'wrong type': (page, random) => {
    const slot = pickSlot(page, random);
    if (!slot) return;
    const before = typeOf(read(slot));
    for (let tries = 0; tries < 10; tries++) {
      const value = randomValue(random);
      if (typeOf(value) !== before) return write(slot, value);
    }
  },
  deletion: (page, random) => {
    const slot = pickSlot(page, random);
    if (!slot) return;
    if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
    else delete slot.parent[slot.key];
  },
  duplication: (page, random) => {
    const slot = pickSlot(page, random);
    if (!slot) return;
    const copies = Array.from({ length: random.size(2_000) }, () => clone(read(slot)));
    if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 0, ...copies);
    else slot.parent[`${slot.key}`.concat(random.pick(['', '2', 's', ' ']))] = copies[0]!;
  },
  'moved subtree': (page, random) => {
    const [from, to] = [pickSlot(page, random), pickSlot(page, random)];
    if (from && to) write(to, clone(read(from)));
  },
  'odd string': (page, random) => {
    const slot = pickSlot(page, random, (value) => typeof value === 'string');
    const text = Array.from({ length: random.size(4) }, () => random.pick(ODD_STRINGS)).join('');
    if (slot) write(slot, text);
  },
  'long value': (page, random) => {
    const slot = pickSlot(page, random, (value) => typeof value === 'string');
    if (slot) write(slot, String(read(slot)).concat('ab€😀'.repeat(random.size(250_000))));
  },
  'odd field': (page, random) => {
    const objects = [page, ...slotsOf(page).map(read)].filter(
      (value): value is { [key: string]: Json } =>
        value !== null && typeof value === 'object' && !Array.isArray(value),
    );
    Object.defineProperty(random.pick(objects), random.pick(ODD_KEYS), {
      value: randomValue(random),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  },
  'empty container': (page, random) => {
    const slot = pickSlot(page, random, (value) => typeof value === 'object' && value !== null);
    if (slot) write(slot, random.chance(0.5) ? [] : {});
  },
};

/** Damage to the file's text, where JSON.parse cannot hide it. */
const TEXT_MUTATIONS: Record<string, (text: string, random: Random) => string> = {
  'duplicate key': (text, random) => {
    const lines = text.split('\n');
    const fields = lines.flatMap((line, index) => (/^\s*"[^"]*": .*,$/.test(line) ? [index] : []));
    if (fields.length === 0) return text;
    const index = random.pick(fields);
    lines.splice(index, 0, lines[index]!);
    return lines.join('\n');
  },
  'deep nesting': (text, random) => {
    const lines = text.split('\n');
    const scalars = lines.flatMap((line, index) =>
      /^\s*"[^"]*": [^[{]+$/.test(line) ? [index] : [],
    );
    if (scalars.length === 0) return text;
    const index = random.pick(scalars);
    const [, head, value, comma] = /^(\s*"[^"]*": )(.*?)(,?)$/.exec(lines[index]!)!;
    const depth = random.size(100_000);
    const [open, close] = random.chance(0.5) ? ['[', ']'] : ['{"a":', '}'];
    lines[index] = `${head}${open.repeat(depth)}${value}${close.repeat(depth)}${comma}`;
    return lines.join('\n');
  },
  truncation: (text, random) => text.slice(0, random.int(text.length)),
  'syntax slip': (text, random) => {
    const at = random.int(text.length);
    const inserted = random.chance(0.5) ? random.pick([...',{}[]:"\\/x0 ']) : '';
    return text.slice(0, at) + inserted + text.slice(at + 1);
  },
  'trailing comma': (text, random) => {
    const closers = [...text.matchAll(/\n\s*[}\]]/g)].map((match) => match.index);
    if (closers.length === 0) return text;
    const at = random.pick(closers);
    return `${text.slice(0, at)},${text.slice(at)}`;
  },
};

/** Damage to the bytes on disk. */
const BYTE_MUTATIONS: Record<string, (bytes: Uint8Array, random: Random) => Uint8Array> = {
  'odd bytes': (bytes, random) => {
    const result = [...bytes];
    for (let count = random.size(16); count > 0; count--) {
      result.splice(random.int(result.length + 1), 0, random.int(256));
    }
    return Uint8Array.from(result);
  },
  'byte order mark': (bytes, random) => {
    const at = random.chance(0.5) ? 0 : random.int(bytes.length);
    return Uint8Array.from([...bytes.slice(0, at), 0xef, 0xbb, 0xbf, ...bytes.slice(at)]);
  },
  'UTF-16': (bytes) => Uint8Array.from(Buffer.from(new TextDecoder().decode(bytes), 'utf16le')),
};

interface MutatedFile {
  /** Relative to the folder validated, as the report names it. */
  file: string;
  source: string;
  mutations: string[];
}

function mutate(
  source: { [key: string]: Json },
  slug: string,
  random: Random,
): { bytes: Uint8Array; mutations: string[] } {
  const page = clone({ ...source, slug }) as { [key: string]: Json };
  const names = Array.from({ length: 1 + random.int(3) }, () =>
    random.pick([
      ...Object.keys(VALUE_MUTATIONS),
      ...Object.keys(VALUE_MUTATIONS),
      ...Object.keys(TEXT_MUTATIONS),
      ...Object.keys(BYTE_MUTATIONS),
    ]),
  );
  for (const name of names) VALUE_MUTATIONS[name]?.(page, random);
  let text = JSON.stringify(page, null, random.chance(0.8) ? 2 : undefined);
  for (const name of names) text = TEXT_MUTATIONS[name]?.(text, random) ?? text;
  let bytes: Uint8Array = new TextEncoder().encode(text);
  for (const name of names) bytes = BYTE_MUTATIONS[name]?.(bytes, random) ?? bytes;
  return { bytes, mutations: names };
}

/** A copy of the content folder (so links and site.json resolve) plus the mutated pages in pages/fuzz/. */
async function writeFuzzFolder(folder: string): Promise<MutatedFile[]> {
  await cp(DEFAULT_CONTENT_DIR, folder, { recursive: true });
  await mkdir(path.join(folder, FUZZ_FOLDER));
  const sources = (await readdir(DEFAULT_CONTENT_DIR, { recursive: true }))
    .filter((name) => name.endsWith('.json') && collectionOf(name)?.name === 'pages')
    .sort();
  const pages = await Promise.all(
    sources.map(
      async (name) =>
        JSON.parse(await readFile(path.join(DEFAULT_CONTENT_DIR, name), 'utf8')) as {
          [key: string]: Json;
        },
    ),
  );
  const random = randomSource(SEED);
  const mutated: MutatedFile[] = [];
  for (let index = 0; index < MUTATED_FILES; index++) {
    const which = random.int(sources.length);
    const slug = `f${index}-${String(pages[which]!.slug)}`;
    const { bytes, mutations } = mutate(pages[which]!, slug, random);
    const file = `${FUZZ_FOLDER}/${slug}.json`;
    await writeFile(path.join(folder, file), bytes);
    mutated.push({ file, source: sources[which]!, mutations });
  }
  return mutated;
}

interface RunReport {
  text: string;
  errors: Problem[];
  pages: string[];
  filesChecked: number;
  ms: number;
}

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...args],
      { cwd: repoRoot, timeout: RUN_LIMIT_MS, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({
          code,
          stdout,
          stderr: error?.killed ? `killed after ${RUN_LIMIT_MS} ms` : stderr,
        });
      },
    );
  });
}

// eslint-disable-next-line no-control-regex -- a control character in a line is what is looked for
const UNCLEAR = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const STACK_TRACE = /\bat \S+ \(?\S+:\d+:\d+\)?|could not be checked|validator failed/;

/** The lines of a report that a person could not read as one clear problem each. */
/** A line of the code frame under a problem: "    > 4 |   \"slug\": 1," or its caret line. */
const CODE_FRAME_LINE = /^ {4}[ >] *\d* \|/;

function unclearLines(text: string): string[] {
  const lines = text.split('\n');
  const summary = lines.pop() ?? '';
  const bad = lines.filter(
    (line) =>
      !(/^(error|warning) {2}\S/.test(line) || CODE_FRAME_LINE.test(line)) ||
      line.length > MAX_LINE_LENGTH ||
      UNCLEAR.test(line) ||
      STACK_TRACE.test(line),
  );
  if (!/^(No errors|No problems|\d+ problems?)\b.*\d+ files? checked\.$/.test(summary)) {
    bad.push(summary);
  }
  return bad.map((line) => line.slice(0, 300));
}

const FUZZ_SUITE = `the validator on ${MUTATED_FILES} damaged page files (seed ${SEED})`;

describe(FUZZ_SUITE, { timeout: TEST_LIMIT_MS }, () => {
  let folder: string;
  let mutated: MutatedFile[];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'validator-fuzz-'));
    mutated = await writeFuzzFolder(path.join(folder, 'all'));
  }, TEST_LIMIT_MS);

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('passes each file or gives it clear lines, without crashing or hanging', async () => {
    const all = path.join(folder, 'all');
    const output = path.join(folder, 'report.json');
    const { code, stderr } = await run([runner, all, output]);
    expect({ code, stderr }, `seed ${SEED}`).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(await readFile(output, 'utf8')) as RunReport;

    expect(unclearLines(report.text), `seed ${SEED}`).toEqual([]);
    const passed = new Set(report.pages);
    const filesWithLines = new Set(report.errors.map((error) => error.file));
    const unexplained = mutated.filter(
      ({ file }) => !passed.has(file) && !filesWithLines.has(file),
    );
    expect(unexplained, `seed ${SEED}: failed without a line`).toEqual([]);
    for (const error of report.errors) {
      expect(error.path, `seed ${SEED}: ${error.file}`).not.toBe('');
      expect(error.message, `seed ${SEED}: ${error.file}`).not.toBe('');
    }
    expect(report.filesChecked).toBe(MUTATED_FILES + (await countJsonFiles()));

    // A fuzzer whose damage is always fatal, or never, would prove little.
    const fuzzPassed = mutated.filter(({ file }) => passed.has(file)).length;
    expect(fuzzPassed).toBeGreaterThan(MUTATED_FILES * 0.02);
    expect(fuzzPassed).toBeLessThan(MUTATED_FILES * 0.9);
    for (const kind of [
      'invalid JSON at line',
      'is given twice',
      'file is not UTF-8 text',
      'unknown field',
      'must be',
      'missing required field',
    ]) {
      expect(report.text, `no "${kind}" line`).toContain(kind);
    }
  });

  it('gives the same clear lines through the real command', async () => {
    const sample = path.join(folder, 'sample');
    await cp(DEFAULT_CONTENT_DIR, sample, { recursive: true });
    await mkdir(path.join(sample, FUZZ_FOLDER));
    const step = Math.floor(MUTATED_FILES / COMMAND_SAMPLE);
    const picked = mutated.filter((_, index) => index % step === 0).slice(0, COMMAND_SAMPLE);
    await Promise.all(
      picked.map(({ file }) => cp(path.join(folder, 'all', file), path.join(sample, file))),
    );

    const { code, stdout, stderr } = await run(['scripts/validate.ts', sample]);
    expect({ code, stderr }, `seed ${SEED}`).toEqual({ code: 1, stderr: '' });
    expect(unclearLines(stdout.trimEnd()), `seed ${SEED}`).toEqual([]);
    expect(stdout).toMatch(
      new RegExp(`; ${picked.length + (await countJsonFiles())} files checked\\.\\n$`),
    );
  });
});

async function countJsonFiles(): Promise<number> {
  const names = await readdir(DEFAULT_CONTENT_DIR, { recursive: true });
  // Archetypes are templates for `npm run new`, skipped by the validator.
  return names.filter((name) => name.endsWith('.json') && collectionOf(name)?.name !== 'archetypes')
    .length;
}
