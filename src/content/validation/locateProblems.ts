import { readSmallTextFile } from './json-file';
import { jsonPositions, locateJsonPath, positionInMessage } from './json-locate';
import { TOP_LEVEL } from './json-path';
import type { Problem } from './report';

/**
 * Gives every problem the line and column its JSON path has in the file, reading each file
 * with problems whose text was not kept once more: editors, the terminal's code frame and CI
 * annotations all need them. A file the walk refused (a pipe, a device, one over the size
 * limit) is not read here either; its problem stays without a position.
 */
export async function locateProblems<E extends Problem, W extends Problem>(
  errors: E[],
  warnings: W[],
  absolute: (file: string) => string,
  knownTexts: ReadonlyMap<string, string>,
): Promise<{ errors: E[]; warnings: W[] }> {
  const pathsByFile = new Map<string, Set<string>>();
  for (const { file, path } of [...errors, ...warnings]) {
    const paths = pathsByFile.get(file);
    if (paths) paths.add(path);
    else pathsByFile.set(file, new Set([path]));
  }
  const texts = new Map<string, { text: string; positions: Map<string, number> }>();
  await Promise.all(
    [...pathsByFile].map(async ([file, paths]) => {
      const text = knownTexts.get(file) ?? (await readSmallTextFile(absolute(file)));
      if (text !== undefined) texts.set(file, { text, positions: jsonPositions(text, paths) });
    }),
  );
  const locate = <P extends Problem>(problem: P): P => {
    const source = texts.get(problem.file);
    if (!source) return problem;
    const position =
      (problem.path === TOP_LEVEL ? positionInMessage(problem.message) : undefined) ??
      locateJsonPath(source.text, source.positions, problem.path);
    return position ? { ...problem, ...position } : problem;
  };
  return { errors: errors.map(locate), warnings: warnings.map(locate) };
}
