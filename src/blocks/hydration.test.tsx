import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/renderWithSite';
import type { BlockProps, BlockType, PageDefinition } from '../engine/types';
import { blockRegistry } from './index';

const schemaDir = path.resolve(__dirname, '../../schema/blocks');

/** The examples a block's schema gives (what the gallery shows). */
const examplesOf = (type: string) =>
  (
    JSON.parse(readFileSync(path.join(schemaDir, `${type}.schema.json`), 'utf8')) as {
      examples?: unknown[];
    }
  ).examples ?? [];

const page = {
  kind: 'coin',
  slug: 'bitcoin',
  title: 'Bitcoin',
  blocks: [],
} as unknown as PageDefinition;

interface Fiber {
  type: unknown;
  tag: number;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

interface Hook {
  memoizedState: unknown;
  queue: unknown;
  next: Hook | null;
}

// React's fiber tags and effect flags (react-reconciler): what a rendered tree is made of.
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const HOST_COMPONENT = 5;
const FORWARD_REF = 11;
const MEMO = 14;
const SIMPLE_MEMO = 15;
const LAYOUT_EFFECT = 0b0100;
const PASSIVE_EFFECT = 0b1000;

/** What in a rendered tree makes it more than markup: handlers, state and effects, by name. */
function whatWorks(root: Fiber | null): string[] {
  const found: string[] = [];
  const nameOf = (fiber: Fiber) =>
    typeof fiber.type === 'string'
      ? fiber.type
      : ((fiber.type as { displayName?: string; name?: string } | null)?.displayName ??
        (fiber.type as { name?: string } | null)?.name ??
        'anonymous');
  const visit = (fiber: Fiber | null) => {
    for (let current = fiber; current; current = current.sibling) {
      if (current.tag === HOST_COMPONENT) {
        for (const [prop, value] of Object.entries(current.memoizedProps ?? {})) {
          if (/^on[A-Z]/.test(prop) && typeof value === 'function') {
            found.push(`${nameOf(current)} ${prop}`);
          }
        }
      }
      if (current.tag === CLASS_COMPONENT) found.push(`${nameOf(current)} (a class)`);
      if ([FUNCTION_COMPONENT, FORWARD_REF, MEMO, SIMPLE_MEMO].includes(current.tag)) {
        for (let hook = current.memoizedState as Hook | null; hook; hook = hook.next) {
          const effect = hook.memoizedState as { tag?: number; create?: unknown } | null;
          if (hook.queue !== null) found.push(`${nameOf(current)} state`);
          else if (
            effect &&
            typeof effect === 'object' &&
            typeof effect.create === 'function' &&
            ((effect.tag ?? 0) & (LAYOUT_EFFECT | PASSIVE_EFFECT)) !== 0
          ) {
            // Emotion's insertion effects write style rules; they change nothing on the page.
            found.push(`${nameOf(current)} effect`);
          }
        }
      }
      visit(current.child);
    }
  };
  visit(root);
  return found;
}

const fiberOf = (element: Element) =>
  (element as unknown as Record<string, Fiber>)[
    Object.keys(element).find((key) => key.startsWith('__reactFiber$'))!
  ]!;

const neverWoken = Object.entries(blockRegistry).filter(([, entry]) => entry.hydrate === 'none');

describe('blocks that never wake on the page they came with', () => {
  // A press island fetches nothing either until a visitor reaches for it (the chain list's
  // copy buttons, the FAQ, a pair's swap button), so it counts with them.
  it('with those that wake only when pressed, are most of the blocks', () => {
    const onlyOnPress = Object.values(blockRegistry).filter((entry) => entry.hydrate === 'press');
    expect(neverWoken.length + onlyOnPress.length).toBeGreaterThan(
      Object.keys(blockRegistry).length / 2,
    );
  });

  it.each(neverWoken)('%s has no handler, state or effect', async (type, entry) => {
    const component = await entry.load();
    const examples = examplesOf(type);
    expect(examples.length, `${type} has an example in its schema`).toBeGreaterThan(0);
    for (const example of examples) {
      const block = { type, ...(example as object) } as BlockProps<BlockType>['block'];
      const { container, unmount } = await act(async () =>
        renderWithSite(createElement(component as never, { block, page })),
      );
      const first = container.firstElementChild;
      expect(first, `${type} renders something`).not.toBeNull();
      // From the rendered block's own fiber up to the nearest component: the block itself.
      let fiber: Fiber | null = fiberOf(first!);
      while (fiber && fiber.type !== component)
        fiber = (fiber as { return?: Fiber }).return ?? null;
      expect(whatWorks(fiber ? { ...fiber, sibling: null } : null), type).toEqual([]);
      unmount();
    }
  });

  it('would be caught with a handler or with state', async () => {
    const { Faq } = await import('./faq/Faq');
    const block = { type: 'faq', ...(examplesOf('faq')[0] as object) } as never;
    const { container } = await act(async () =>
      renderWithSite(createElement(Faq, { block, page })),
    );
    let fiber: Fiber | null = fiberOf(container.firstElementChild!);
    while (fiber && fiber.type !== Faq) fiber = (fiber as { return?: Fiber }).return ?? null;
    expect(whatWorks(fiber ? { ...fiber, sibling: null } : null).length).toBeGreaterThan(0);
  });
});
