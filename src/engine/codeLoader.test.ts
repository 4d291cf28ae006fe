import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './codeLoader';

describe('loadOnce', () => {
  it('fetches once for every caller and keeps what came', async () => {
    const fetchCode = vi.fn(async () => 'code');
    const code = loadOnce(fetchCode);
    expect(code.get()).toBeUndefined();
    expect(await Promise.all([code.load(), code.load()])).toEqual(['code', 'code']);
    expect(code.get()).toBe('code');
    expect(await code.load()).toBe('code');
    expect(fetchCode).toHaveBeenCalledOnce();
  });

  it('forgets a failed fetch, so the next caller tries again', async () => {
    const fetchCode = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const code = loadOnce(fetchCode);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.get()).toBeUndefined();
    expect(await code.load()).toBe('code');
    expect(fetchCode).toHaveBeenCalledTimes(2);
  });
});
