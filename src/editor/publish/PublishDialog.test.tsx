import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishDialog } from './PublishDialog';

/** The dev server's answers, by route; what the browser sent is kept to be checked. */
let answers: Record<string, { status: number; body: unknown }>;
let sent: { route: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const route = url.replace('/__edit/api/', '');
    sent.push({ route, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body } = answers[route] ?? { status: 404, body: { message: 'no route' } };
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the Publish dialog', () => {
  it("shows what will go and publishes it with the marketer's name and message", async () => {
    answers = {
      changes: {
        status: 200,
        body: {
          files: [
            { file: 'pages/about.json', change: 'changed' },
            { file: 'site.json', change: 'changed' },
          ],
          diff: '-"title": "About"\n+"title": "About us"\n',
          values: {
            'pages/about.json': {
              before: { kind: 'fixed', slug: 'about', title: 'About' },
              after: { kind: 'fixed', slug: 'about', title: 'About us' },
            },
          },
        },
      },
      publish: {
        status: 200,
        body: { commit: 'abc', files: [{ file: 'pages/about.json', change: 'changed' }] },
      },
    };
    const user = userEvent.setup();
    render(<PublishDialog />);
    await user.click(screen.getByRole('button', { name: 'Publish…' }));

    // In words first: the page by name and address, and the changed field by its label.
    const summary = await screen.findByRole('list', { name: 'What will be published' });
    expect(summary).toHaveTextContent('About us at /about: changed');
    expect(screen.getByRole('list', { name: 'Changed on About us' })).toHaveTextContent(/^Title$/);
    // Another file by what it holds, not its name.
    expect(summary).toHaveTextContent('The site’s settings: changed');
    expect(summary).not.toHaveTextContent(/\.json/);
    // git's diff waits behind a closed disclosure, for a reviewer.
    const exact = screen.getByText('Show the exact file changes');
    expect(screen.getByText('+"title": "About us"')).not.toBeVisible();
    await user.click(exact);
    expect(screen.getByText('+"title": "About us"')).toHaveClass('added');
    expect(screen.getByText('+"title": "About us"')).toBeVisible();
    expect(screen.getByText('-"title": "About"')).toHaveClass('removed');
    await user.type(screen.getByLabelText('Your name'), 'Ann');
    await user.type(screen.getByLabelText('What changed'), 'A friendlier title');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Published 1 file: “A friendlier title”.',
    );
    expect(sent.at(-1)).toEqual({
      route: 'publish',
      body: { name: 'Ann', message: 'A friendlier title' },
    });
    expect(localStorage.getItem('page-editor-publisher')).toBe('Ann');
  });

  it("says plainly when there is nothing to publish, or git's problem", async () => {
    answers = { changes: { status: 200, body: { files: [], diff: '' } } };
    const user = userEvent.setup();
    const { unmount } = render(<PublishDialog />);
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    expect(
      await screen.findByText('Nothing to publish: every saved change is already published.'),
    ).toBeVisible();
    unmount();

    answers = {
      changes: { status: 503, body: { message: 'git is not installed on this computer' } },
    };
    render(<PublishDialog />);
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('git is not installed');
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });
});
