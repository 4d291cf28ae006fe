import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationKey } from './strings';
import { t } from './t';

describe('t', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the English text for a section.key', () => {
    expect(t('settings.save')).toBe('Save Settings');
    expect(t('wallet.connect')).toBe('CONNECT WALLET');
  });

  it.each(['settings', 'settings.save.extra', '.save', 'settings.'])(
    'shows the key %s itself and warns when it lacks two dot-separated parts',
    (key) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(t(key as TranslationKey)).toBe(key);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toContain(key);
    },
  );

  it('shows the key and warns when the table has no such string', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('settings.missing' as TranslationKey)).toBe('settings.missing');
    expect(t('toString.x' as TranslationKey)).toBe('toString.x');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
