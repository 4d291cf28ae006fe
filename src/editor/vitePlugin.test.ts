import { describe, expect, it } from 'vitest';
import { fromThisMachine } from './vitePlugin';

const request = (remoteAddress: string, headers: Record<string, string>, method = 'GET') => ({
  method,
  headers,
  socket: { remoteAddress },
});

describe('who may reach the page editor', () => {
  it('answers this machine by its loopback names', () => {
    expect(fromThisMachine(request('127.0.0.1', { host: '127.0.0.1:5173' }) as never)).toBe(true);
    expect(fromThisMachine(request('::1', { host: 'localhost:5173' }) as never)).toBe(true);
  });

  it('refuses another machine, and a page elsewhere that named itself for 127.0.0.1', () => {
    expect(fromThisMachine(request('192.168.1.20', { host: '127.0.0.1:5173' }) as never)).toBe(
      false,
    );
    expect(fromThisMachine(request('127.0.0.1', { host: 'evil.example:5173' }) as never)).toBe(
      false,
    );
  });

  it('takes writes only from the editor’s own origin', () => {
    const write = (origin?: string) =>
      fromThisMachine(
        request(
          '127.0.0.1',
          { host: '127.0.0.1:5173', ...(origin ? { origin } : {}) },
          'POST',
        ) as never,
      );
    expect(write('http://127.0.0.1:5173')).toBe(true);
    expect(write('https://evil.example')).toBe(false);
    expect(write()).toBe(false);
  });

  it('answers reads only to the editor’s own pages, not to another loopback origin', () => {
    const read = (origin?: string) =>
      fromThisMachine(
        request('127.0.0.1', { host: '127.0.0.1:5173', ...(origin ? { origin } : {}) }) as never,
      );
    expect(read()).toBe(true);
    expect(read('http://127.0.0.1:5173')).toBe(true);
    expect(read('http://localhost:3000')).toBe(false);
    expect(read('http://127.0.0.1:3000')).toBe(false);
  });
});
