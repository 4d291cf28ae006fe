import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

function runs(java: string): boolean {
  try {
    execFileSync(java, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The Java runtime for the Nu HTML Checker: JAVA_HOME's first, then the one on PATH. */
export function findJava(): string | null {
  const fromHome = process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java');
  if (fromHome && existsSync(fromHome) && runs(fromHome)) return fromHome;
  return runs('java') ? 'java' : null;
}
