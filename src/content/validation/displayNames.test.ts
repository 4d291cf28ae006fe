import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayNames } from './displayNames';

const project = path.resolve('/work/project');

describe('displayNames', () => {
  it('names a file from the working folder when the content folder is inside it', () => {
    const display = displayNames(path.join(project, 'pages-data'), project);
    expect(display('coins/bitcoin.json')).toBe('pages-data/coins/bitcoin.json');
    expect(display('')).toBe('pages-data');
  });

  it('names a file relative to a folder inside the content folder', () => {
    const display = displayNames(
      path.join(project, 'pages-data'),
      path.join(project, 'pages-data', 'coins'),
    );
    expect(display('coins/bitcoin.json')).toBe('bitcoin.json');
    expect(display('site.json')).toBe('../site.json');
  });

  it('names a file of a content folder beside the working folder with ".."', () => {
    const display = displayNames(path.resolve('/work/other/content'), project);
    expect(display('pages/about.json')).toBe('../other/content/pages/about.json');
  });
});
