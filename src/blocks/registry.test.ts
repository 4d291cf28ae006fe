import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './index';
import { LIVE_CODE_EXPORT } from '../engine/liveCode';

const schemaDir = path.resolve(__dirname, '../../schema');

function schemaBlockTypes(): string[] {
  const union = JSON.parse(readFileSync(path.join(schemaDir, 'block.schema.json'), 'utf8')) as {
    oneOf: { $ref: string }[];
  };
  return union.oneOf.map(({ $ref }) => {
    const block = JSON.parse(readFileSync(path.join(schemaDir, $ref), 'utf8')) as {
      properties: { type: { const: string } };
    };
    return block.properties.type.const;
  });
}

describe('block registry', () => {
  it('has exactly one component for every block type in the schema union', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaBlockTypes().sort());
  });

  it("is what the engine README's table says of when each block type loads", () => {
    const readme = readFileSync(path.resolve(__dirname, '../engine/README.md'), 'utf8');
    const rows = readme.split('\n').filter((line) => line.startsWith('| '));
    for (const [type, { hydrate }] of Object.entries(blockRegistry)) {
      const row = rows.filter((line) => new RegExp(`[|,;:] ${type}\\b`).test(line));
      expect(row, type).toHaveLength(1);
      expect(row[0], type).toContain(`| \`${hydrate}\`:`);
    }
  });
});

/** Every live figures file of every block folder, by path. */
const liveModules = import.meta.glob<Record<string, unknown>>('./*/live.ts');

describe('live figures', () => {
  // The prerender tells the runtime where they are by this rule (scripts/block-chunks.ts).
  it.each(Object.entries(blockRegistry).filter(([, entry]) => entry.live))(
    "%s's start from the folder's live.ts, exported under the name the build looks for",
    async (type, entry) => {
      const load = liveModules[`./${type}/live.ts`];
      expect(load, `src/blocks/${type}/live.ts`).toBeDefined();
      const module = await entry.live!();
      expect(typeof module[LIVE_CODE_EXPORT]).toBe('function');
      expect(module[LIVE_CODE_EXPORT]).toBe((await load!())[LIVE_CODE_EXPORT]);
    },
  );
});

/** Every component file of every block folder, by path. */
const componentModules = import.meta.glob<Record<string, unknown>>([
  './*/*.tsx',
  '!./*/*.test.tsx',
]);

describe('block entries', () => {
  // The prerender tells a waking island where its code is by this rule (scripts/block-chunks.ts).
  it.each(Object.entries(blockRegistry))(
    '%s loads the component its folder exports from the file named after the type',
    async (type, entry) => {
      const name = type[0]!.toUpperCase() + type.slice(1);
      const load = componentModules[`./${type}/${name}.tsx`];
      expect(load, `src/blocks/${type}/${name}.tsx`).toBeDefined();
      const component = await entry.load();
      expect(['function', 'object']).toContain(typeof component);
      expect(component).toBe((await load!())[name]);
    },
  );
});
