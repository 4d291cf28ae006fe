/**
 * The child process that makes the client and server bundles (see `bundleSiteApart`): it is
 * handed the loaded content, bundles, answers with its peak memory and exits.
 */
import { bundleSite, type BundleRequest, type BundleAnswer } from './site-bundles.ts';

const answer = (message: BundleAnswer, code: number) =>
  process.send!(message, () => process.exit(code));

process.once('message', (request: BundleRequest) => {
  bundleSite(request.content, request.options).then(
    () => answer({ peakRssBytes: process.resourceUsage().maxRSS * 1024 }, 0),
    (error: unknown) =>
      answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 1),
  );
});
