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

describe('block entries', () => {
  it.each(Object.entries(blockRegistry))(
    '%s loads a component from its own folder',
    async (_, entry) => {
      const component = await entry.load();
      expect(['function', 'object']).toContain(typeof component);
    },
  );
});
