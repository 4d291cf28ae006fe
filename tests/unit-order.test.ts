import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_UNIT_FILES } from './support/slowFirstSequencer';

const root = path.resolve(import.meta.dirname, '..');

describe('the unit files started first', () => {
  it('all exist, so a renamed slow file does not fall back to running last', () => {
    expect(SLOW_UNIT_FILES.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
