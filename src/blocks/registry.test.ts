import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './index';

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
});

/** Every component file of every block folder, by folder: what each folder exports. */
const componentModules = import.meta.glob<Record<string, unknown>>([
  './*/*.tsx',
  '!./*/*.test.tsx',
]);

async function exportsOfFolder(folder: string): Promise<unknown[]> {
  const files = Object.keys(componentModules).filter((file) => file.startsWith(`./${folder}/`));
  const modules = await Promise.all(files.map((file) => componentModules[file]!()));
  return modules.flatMap((module) => Object.values(module));
}

describe('block entries', () => {
  it.each(Object.entries(blockRegistry))(
    '%s loads a component from its own folder',
    async (type, entry) => {
      const component = await entry.load();
      expect(component).not.toBeNull();
      expect(['function', 'object']).toContain(typeof component);
      expect(await exportsOfFolder(type)).toContain(component);
      // Not one another block's folder also exports, as a shared part would be.
      const others = Object.keys(blockRegistry).filter((other) => other !== type);
      for (const other of others) expect(await exportsOfFolder(other)).not.toContain(component);
    },
  );
});
