import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './afterPageLoad';

const pretendLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

afterEach(() => vi.restoreAllMocks());

describe('afterPageLoad', () => {
  it('starts at once when the page has loaded', () => {
    const start = vi.fn();
    afterPageLoad(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the load event while the page is still loading', () => {
    pretendLoading();
    const start = vi.fn();
    afterPageLoad(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('never starts when cancelled before the load event', () => {
    pretendLoading();
    const start = vi.fn();
    const cancel = afterPageLoad(start);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
  });
});
