import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface BootPath {
  /** The files counted, relative to the source root, sorted. */
  files: string[];
  /** Non-blank lines of those files, comments included. */
  lines: number;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/**
 * Specifiers the bundler keeps: static imports and re-exports that bring values, side-effect
 * imports and dynamic `import()`. Type-only imports are erased before the browser sees them.
 */
export function importedSpecifiers(code: string): string[] {
  const specifiers: string[] = [];
  const fromClause = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(fromClause)) {
    if (match[2] || isTypeOnlyList(match[3]!)) continue;
    specifiers.push(match[4]!);
  }
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) specifiers.push(match[1]!);
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    specifiers.push(match[1]!);
  }
  return specifiers;
}

/** `{ type A, type B }`: every name is a type, so the bundler drops the import. */
function isTypeOnlyList(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

async function resolveRelative(from: string, specifier: string): Promise<string | null> {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Not this extension; try the next.
    }
  }
  return null;
}

const countLines = (code: string) => code.split('\n').filter((line) => line.trim() !== '').length;

/**
 * The entry file and every file under `folders` (relative to `sourceRoot`) that it imports,
 * directly or through other such files, statically or dynamically; bare and virtual imports
 * (packages, generated modules) are outside the count.
 */
export async function measureBootPath(
  sourceRoot: string,
  entry: string,
  folders: readonly string[],
): Promise<BootPath> {
  const inFolders = (file: string) =>
    folders.some((folder) => !path.relative(path.join(sourceRoot, folder), file).startsWith('..'));
  const seen = new Map<string, number>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    const code = await readFile(file, 'utf8');
    seen.set(file, countLines(code));
    for (const specifier of importedSpecifiers(code)) {
      if (!specifier.startsWith('.')) continue;
      const imported = await resolveRelative(file, specifier);
      if (imported && inFolders(imported)) await visit(imported);
    }
  };
  await visit(path.resolve(sourceRoot, entry));
  const files = [...seen.keys()].map((file) => path.relative(sourceRoot, file)).sort();
  return { files, lines: [...seen.values()].reduce((sum, lines) => sum + lines, 0) };
}
