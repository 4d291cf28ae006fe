import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogoRefused, MAX_LOGO_BYTES, sanitiseSvg, saveLogo, uploadName } from './logoUpload';

/** A PNG's signature and header chunk: enough for its pixel size to be read. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt8(8, 24);
  bytes.writeUInt8(6, 25);
  return bytes;
}

let contentDir: string;
beforeEach(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), 'logo-upload-'));
});
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

describe('an uploaded SVG logo', () => {
  it('keeps its drawing and loses scripts, handlers and links out', () => {
    const clean = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(2)</script><a href="javascript:alert(3)"><rect width="5" height="5"/></a>' +
        '<image href="https://tracker.example/pixel.png"/><circle cx="5" cy="5" r="4" fill="#f7931a"/></svg>',
    );
    expect(clean).toContain('<circle');
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).not.toMatch(/script|onload|javascript|tracker|<image|<a[\s>]/i);
  });

  it('is refused when nothing drawable is left', () => {
    expect(() => sanitiseSvg('<html><body><script>alert(1)</script></body></html>')).toThrow(
      LogoRefused,
    );
  });

  it('is written under the uploads folder with the file’s name, never over another file', async () => {
    const svg = Buffer.from('<svg viewBox="0 0 4 4"><rect width="4" height="4"/></svg>');
    expect(await saveLogo(contentDir, 'My Coin Logo.SVG', svg)).toBe(
      '/icons/uploads/my-coin-logo.svg',
    );
    expect(await saveLogo(contentDir, 'My Coin Logo.SVG', svg)).toBe(
      '/icons/uploads/my-coin-logo-2.svg',
    );
    const stored = await readFile(path.join(contentDir, 'uploads/my-coin-logo.svg'), 'utf8');
    expect(stored).toContain('xmlns="http://www.w3.org/2000/svg"');
  });
});

describe('an uploaded raster logo', () => {
  it('is kept when its size suits a logo', async () => {
    expect(await saveLogo(contentDir, 'coin.png', pngHeader(256, 256))).toBe(
      '/icons/uploads/coin.png',
    );
  });

  it('is refused past 1024 pixels a side or under 16, naming its size', async () => {
    await expect(saveLogo(contentDir, 'wide.png', pngHeader(2000, 40))).rejects.toThrow(
      /2000 × 40 pixels; a logo may be at most 1024 × 1024/,
    );
    await expect(saveLogo(contentDir, 'tiny.png', pngHeader(8, 8))).rejects.toThrow(/at least 16/);
    expect(await readdir(contentDir)).toEqual([]);
  });

  it('is refused past 256 KiB, and when it is no picture at all', async () => {
    const large = Buffer.concat([pngHeader(64, 64), Buffer.alloc(MAX_LOGO_BYTES)]);
    await expect(saveLogo(contentDir, 'large.png', large)).rejects.toThrow(/at most 256 KiB/);
    await expect(saveLogo(contentDir, 'notes.png', Buffer.from('just text'))).rejects.toThrow(
      LogoRefused,
    );
  });
});

describe('the name of an upload', () => {
  it('is the file’s name in lower-case words, with no folder', () => {
    expect(uploadName('../../etc/Pass Wd.png')).toBe('pass-wd');
    expect(uploadName('.svg')).toBe('logo');
  });
});
