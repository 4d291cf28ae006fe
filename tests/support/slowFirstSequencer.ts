import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The unit files that each take a minute or more on a 2-core machine, slowest first. Vitest
 * starts unknown files largest first, and these are small files that start child processes and
 * builds, so on a fresh clone they ran last, one core busy and the other idle for two minutes.
 * Started first, they overlap the many short files instead.
 */
export const SLOW_UNIT_FILES: readonly string[] = [
  'tests/content-change.test.ts',
  'scripts/build.test.ts',
  'src/server/edge/worker.test.ts',
  'src/content/validation/validate-pages-data.fuzz.test.ts',
  'src/editor/client/rename.test.ts',
  'src/server/silentConnections.test.ts',
];

function rank(spec: TestSpecification): number {
  const index = SLOW_UNIT_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOW_UNIT_FILES.length : index;
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
