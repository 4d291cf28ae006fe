/**
 * The child process that makes the client and server bundles (see `startBundlingProcess`): it
 * is handed the site data and articles, bundles, answers with its peak memory and exits.
 */
import { bundleSite, loadBundler, type BundleRequest, type BundleAnswer } from './site-bundles.ts';

const answer = (message: BundleAnswer, code: number) =>
  process.send!(message, () => process.exit(code));

// Loaded while the parent checks the content; bundleSite then finds them loaded.
loadBundler().catch(() => undefined);

// The parent gone (a failed or stopped build), nobody wants the bundles.
process.once('disconnect', () => process.exit(1));

process.once('message', (request: BundleRequest) => {
  bundleSite(request.content, request.options).then(
    () => answer({ peakRssBytes: process.resourceUsage().maxRSS * 1024 }, 0),
    (error: unknown) =>
      answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 1),
  );
});
