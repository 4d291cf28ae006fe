import { describe, expect, it } from 'vitest';
import { bundlingEnvironment } from './site-bundles.ts';

describe('the bundling process environment', () => {
  it("keeps the bundler's allocator off transparent huge pages", () => {
    expect(bundlingEnvironment({ PATH: '/usr/bin' })).toEqual({
      PATH: '/usr/bin',
      MIMALLOC_ALLOW_THP: '0',
    });
  });

  it('keeps the setting of whoever runs the build', () => {
    expect(bundlingEnvironment({ MIMALLOC_ALLOW_THP: '1' }).MIMALLOC_ALLOW_THP).toBe('1');
  });
});
