import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import ToastList from './ToastList';
import { createToastStore, siteToasts, TOAST_REMOVE_DELAY_MS } from './toastStore';

// A dismissed toast is forgotten 1,000,000 ms later. The tests run on fake timers, which are
// dropped with what is pending when they are turned off, so no such timer outlives its test.
describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 5 toasts, newest first', () => {
    const store = createToastStore();
    for (let n = 1; n <= 7; n += 1) store.toast({ title: `Toast ${n}` });
    expect(store.getToasts().map((entry) => entry.title)).toEqual([
      'Toast 7',
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
  });

  it('collapses identical open toasts into one, raised to the top', () => {
    const store = createToastStore();
    store.toast({ title: 'No wallet found', description: 'Install one.' });
    store.toast({ title: 'Saved' });
    for (let n = 1; n <= 4; n += 1) {
      store.toast({ title: 'No wallet found', description: 'Install one.' });
    }
    store.toast({ title: 'Linked', description: <b>markup</b>, dedupeKey: 'linked' });
    store.toast({ title: 'Linked', description: <b>markup</b>, dedupeKey: 'linked' });
    expect(store.getToasts().map((entry) => entry.title)).toEqual([
      'Linked',
      'No wallet found',
      'Saved',
    ]);
  });

  it('shows a message again once its earlier toast has closed', () => {
    const store = createToastStore();
    store.toast({ title: 'Saved' }).dismiss();
    store.toast({ title: 'Saved' });
    expect(store.getToasts().map((entry) => entry.open)).toEqual([true, false]);
  });

  it('closes a dismissed toast at once and forgets it after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const handle = store.toast({ title: 'Saved' });
    handle.dismiss();
    expect(store.getToasts()).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it('tells subscribers about every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: 'One' }).dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('ToastList', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    for (const entry of siteToasts.getToasts()) siteToasts.dismiss(entry.id);
    vi.useRealTimers();
  });

  const raise = (content: Parameters<typeof siteToasts.toast>[0]) =>
    act(async () => void siteToasts.toast(content));

  it('labels its region with F8', async () => {
    renderWithSite(<ToastList />);
    await raise({ title: 'Saved' });
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });

  it('shows a toast and closes it after 5000 ms', async () => {
    vi.useFakeTimers();
    renderWithSite(<ToastList />);
    await raise({ title: 'Copied', description: 'The address is copied.' });
    expect(screen.getByText('Copied')).toBeVisible();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('closes a toast from its named close button', async () => {
    renderWithSite(<ToastList />);
    await raise({ title: 'Heads up' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });
});
