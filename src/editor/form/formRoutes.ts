import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MarketCoin } from './widgets';

/**
 * The form's own requests under /__edit/api/form/: the catalogue's coins for the market id
 * list, and the logo upload. The editor's middleware (../vitePlugin.ts) calls this after its
 * checks that the request comes from this machine and, for the upload, from the editor.
 */
export async function formRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  /** The content folder, which keeps the uploads. */
  contentDir: string,
): Promise<boolean> {
  if (url.pathname === '/__edit/api/form/markets' && req.method === 'GET') {
    send(res, 200, await marketCoins());
    return true;
  }
  if (url.pathname === '/__edit/api/form/logo' && req.method === 'POST') {
    // jsdom, which the SVG sanitiser runs on, loads only for the first upload.
    const { LogoRefused, MAX_LOGO_BYTES, saveLogo } = await import('./logoUpload');
    try {
      const bytes = await bodyBytes(req, MAX_LOGO_BYTES, LogoRefused);
      const saved = await saveLogo(contentDir, url.searchParams.get('name') ?? 'logo', bytes);
      send(res, 200, { path: saved });
    } catch (error) {
      if (!(error instanceof LogoRefused)) throw error;
      send(res, 400, { message: error.message });
    }
    return true;
  }
  return false;
}

let coins: Promise<MarketCoin[]> | undefined;
/** The catalogue's coins, loaded once and only when asked: the package's list is large. */
function marketCoins(): Promise<MarketCoin[]> {
  coins ??= Promise.all([
    import('../../catalogue/build'),
    import('../../catalogue/packageData'),
  ]).then(([{ buildCatalogue }, { PACKAGE_TOKENS }]) =>
    buildCatalogue({ tokens: PACKAGE_TOKENS }).coins.map(({ id, name, symbol }) => ({
      id,
      name,
      symbol,
    })),
  );
  return coins;
}

/** The request's bytes, refused past `limit` without reading the rest. */
async function bodyBytes(
  req: IncomingMessage,
  limit: number,
  Refused: new (message: string) => Error,
): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = () =>
    new Refused(`The file is larger than ${limit / 1024} KiB, the most a logo may be.`);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}
