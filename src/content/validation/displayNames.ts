import path from 'node:path';

/**
 * How the report names a path inside the folder: relative to `relativeTo`, with "/". Unless
 * `relativeTo` is inside the folder, that is the folder's own name followed by the path, so
 * it is worked out once rather than by resolving two paths for each of thousands of files.
 */
export function displayNames(root: string, relativeTo: string): (inside: string) => string {
  const slow = (inside: string) =>
    path.relative(relativeTo, path.join(root, inside)).split(path.sep).join('/');
  const back = path.relative(root, relativeTo);
  const outside = back === '..' || back.startsWith(`..${path.sep}`) || path.isAbsolute(back);
  if (!outside) return slow;
  const prefix = path.relative(relativeTo, root).split(path.sep).join('/');
  return (inside) => {
    // A name from a link's real path may still hold the system's separators.
    if (inside === '' || inside.includes('\\')) return slow(inside);
    return `${prefix}/${inside}`;
  };
}
