import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import createDOMPurify from 'dompurify';
import { imageSize } from 'image-size';
import { JSDOM } from 'jsdom';
import { UPLOADS_FOLDER, UPLOADS_SITE_FOLDER } from '../../content/uploads';

/**
 * A logo uploaded from the editor, made safe to serve from the site: an SVG keeps only what
 * DOMPurify's SVG profile allows (no script, no event handler, no link out of the picture),
 * and a raster picture is held to a size a logo needs, in bytes and in pixels.
 */
export const MAX_LOGO_BYTES = 256 * 1024;
export const MAX_LOGO_PIXELS = 1024;
export const MIN_LOGO_PIXELS = 16;

const RASTER_TYPES: Readonly<Record<string, string>> = {
  png: 'png',
  jpg: 'jpg',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

export class LogoRefused extends Error {}

const purifier = createDOMPurify(new JSDOM('').window);

/** The SVG with everything but drawing taken out; refused when nothing drawable is left. */
export function sanitiseSvg(text: string): string {
  const clean = purifier.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // A picture that loads another one is a request to elsewhere from every visitor.
    FORBID_ATTR: ['href', 'xlink:href'],
    FORBID_TAGS: ['use', 'image', 'a', 'foreignObject'],
  });
  if (!/^<svg[\s>]/.test(clean.trim())) {
    throw new LogoRefused('The file is not an SVG picture, or nothing in it is safe to show.');
  }
  return clean.includes('xmlns=')
    ? clean
    : clean.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** The raster's file extension, after its pixel size is checked. */
export function checkRaster(bytes: Uint8Array): string {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new LogoRefused(
      'The file is not a picture the site can show (SVG, PNG, JPEG, WebP, AVIF or GIF).',
    );
  }
  const extension = RASTER_TYPES[size.type ?? ''];
  if (!extension) {
    throw new LogoRefused(
      `A ${size.type ?? 'file of this kind'} cannot be a logo: use SVG, PNG, JPEG, WebP, AVIF or GIF.`,
    );
  }
  const { width = 0, height = 0 } = size;
  if (width > MAX_LOGO_PIXELS || height > MAX_LOGO_PIXELS) {
    throw new LogoRefused(
      `The picture is ${width} × ${height} pixels; a logo may be at most ${MAX_LOGO_PIXELS} × ${MAX_LOGO_PIXELS}. Make it smaller and upload it again.`,
    );
  }
  if (width < MIN_LOGO_PIXELS || height < MIN_LOGO_PIXELS) {
    throw new LogoRefused(
      `The picture is ${width} × ${height} pixels; a logo needs at least ${MIN_LOGO_PIXELS} × ${MIN_LOGO_PIXELS} to stay sharp.`,
    );
  }
  return extension;
}

const looksLikeSvg = (bytes: Uint8Array) =>
  /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'));

/** The file's name as a site path part: lower-case words joined by dashes. */
export function uploadName(fileName: string): string {
  const base = path
    .basename(fileName)
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'logo';
}

/**
 * Writes the logo into the content folder's uploads (content/uploads.ts), so that Publish
 * carries it with the page that names it, under a name of its own (an existing file is never
 * replaced), and answers its site path, such as /icons/uploads/toncoin.svg.
 */
export async function saveLogo(
  contentDir: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<string> {
  if (bytes.length === 0) throw new LogoRefused('The file is empty.');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new LogoRefused(
      `The file is ${Math.ceil(bytes.length / 1024)} KiB; a logo may be at most ${MAX_LOGO_BYTES / 1024} KiB.`,
    );
  }
  const svg = looksLikeSvg(bytes);
  const contents = svg ? sanitiseSvg(Buffer.from(bytes).toString('utf8')) : bytes;
  const extension = svg ? 'svg' : checkRaster(bytes);
  const folder = path.join(contentDir, UPLOADS_FOLDER);
  await mkdir(folder, { recursive: true });
  const name = uploadName(fileName);
  for (let attempt = 1; attempt <= 100; attempt++) {
    const file = `${name}${attempt === 1 ? '' : `-${attempt}`}.${extension}`;
    try {
      // 'wx' fails on a name that exists, also one made by an upload at the same moment.
      const handle = await open(path.join(folder, file), 'wx');
      try {
        await handle.writeFile(contents);
      } finally {
        await handle.close();
      }
      return `/${UPLOADS_SITE_FOLDER}/${file}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new LogoRefused(`Too many uploads are called ${name}; give the file another name.`);
}
