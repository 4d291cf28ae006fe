/**
 * Loopback ports for the end-to-end run. E2E_PORT_BASE moves them all, so two checkouts
 * can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4300);

export const sitePort = base;
/** tests/fixtures/fake-upstreams: market data, widget scripts and news feeds. */
export const fakePort = base + 1;
export const fakeBase = `http://127.0.0.1:${fakePort}`;
/**
 * A second site with fakes of its own, for the tests that switch a fake to failing: the
 * rest of the suite, on the first pair, never sees a switched fake.
 */
export const switchableSitePort = base + 2;
export const switchableFakePort = base + 3;
export const switchableFakeBase = `http://127.0.0.1:${switchableFakePort}`;
/** `npm run dev`, started by the tests of the dev server on a copy of the content. */
export const devPort = base + 10;
/** `npm run dev` for the page editor's tests, on a copy of the content of its own. */
export const editorDevPort = base + 11;
/** `npm run dev` for the editor's safety tests (tests/e2e/editor-safety.spec.ts), on a copy of its own. */
export const editorSafetyDevPort = base + 12;
/** `npm run dev` started on a content folder with an error (tests/e2e/dev-content.spec.ts). */
export const devBrokenPort = base + 13;
/** `npm run dev` for the editor's form tests (tests/e2e/editor-form.spec.ts). */
export const editorFormDevPort = base + 14;
/** `npm run dev` for the editor's drafts, undo and rename tests (tests/e2e/editor-drafts.spec.ts). */
export const editorDraftsDevPort = base + 15;
/** `npm run edit` for the Publish and History tests, on a content copy that is a git repository. */
export const editorPublishPort = base + 20;
/** `npx wrangler dev` on the built site, for the Worker's made pages (tests/e2e/worker-pages.spec.ts). */
export const wranglerDevPort = base + 30;
