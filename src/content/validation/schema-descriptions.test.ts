import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaDir } from './schemas';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every property, at any depth, whose `description` is missing or blank, as a path such as
 * `items[].question`. The gallery shows this text beside each field, so a gap is a blank cell
 * a marketer has to guess at.
 */
function undescribedProperties(schema: Schema, at = ''): string[] {
  const found: string[] = [];
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isSchema(property)) continue;
      const where = at ? `${at}.${name}` : name;
      const { description } = property;
      if (typeof description !== 'string' || description.trim() === '') found.push(where);
      found.push(...undescribedProperties(property, where));
    }
  }
  if (isSchema(schema.items)) found.push(...undescribedProperties(schema.items, `${at}[]`));
  if (isSchema(schema.additionalProperties)) {
    found.push(...undescribedProperties(schema.additionalProperties, `${at}.*`));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches)
      if (isSchema(branch)) found.push(...undescribedProperties(branch, at));
  }
  for (const key of ['if', 'then', 'else']) {
    const branch = schema[key];
    if (isSchema(branch)) found.push(...undescribedProperties(branch, at));
  }
  return found;
}

const blockDir = path.join(schemaDir, 'blocks');

describe('block schema descriptions', () => {
  it('describe every field of every block, nested ones included', async () => {
    const files = (await readdir(blockDir)).filter((file) => file.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(0);
    const gaps: string[] = [];
    for (const file of files.sort()) {
      const schema = JSON.parse(await readFile(path.join(blockDir, file), 'utf8')) as Schema;
      const type = file.replace('.schema.json', '');
      gaps.push(...undescribedProperties(schema).map((where) => `${type}.${where}`));
    }
    expect(gaps).toEqual([]);
  });

  it('finds a missing or blank description however deep the field sits', () => {
    const schema = {
      properties: {
        type: { const: 'faq', description: 'Always "faq".' },
        id: { $ref: '../defs.schema.json#/$defs/anchorId' },
        items: {
          description: 'the questions',
          type: 'array',
          items: {
            type: 'object',
            properties: {
              question: { type: 'string', description: ' ' },
              answer: { type: 'string', description: 'the answer' },
            },
          },
        },
        labels: {
          description: 'captions',
          type: 'object',
          properties: { totalUsers: { type: 'string' } },
        },
      },
    };
    expect(undescribedProperties(schema)).toEqual(['id', 'items[].question', 'labels.totalUsers']);
  });
});
