import { describe, expect, it } from 'vitest';
import { HEADER_ISLANDS } from './headerIslands';

/** The shell's components, by their path under src/. */
const shellFiles = import.meta.glob<Record<string, unknown>>('../*/*.tsx');

describe('the header islands', () => {
  it("name the file the build finds each one's code by, and the component it exports under the file's name", async () => {
    for (const [name, { code, component }] of Object.entries(HEADER_ISLANDS)) {
      const file = shellFiles[`../${code.replace(/^shell\//, '')}.tsx`];
      expect(file, name).toBeDefined();
      const exportName = code.split('/').pop()!;
      expect((await file!())[exportName], name).toBe(await component.load());
    }
  });
});
