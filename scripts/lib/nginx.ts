import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary and its version, or null when none is installed. */
export function findNginx(): { path: string; version: string } | null {
  for (const path of [process.env.NGINX_PATH, ...CANDIDATES]) {
    if (!path) continue;
    // nginx prints its version on stderr.
    const run = spawnSync(path, ['-v'], { encoding: 'utf8' });
    const version = /nginx\/([\d.]+)/.exec(`${run.stdout}${run.stderr}`)?.[1];
    if (run.status === 0 && version) return { path, version };
  }
  return null;
}
