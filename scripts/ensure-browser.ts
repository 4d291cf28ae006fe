import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from '../tests/support/browser.ts';

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const found = findBrowser();
if (found) {
  const where = found.executablePath ?? "Playwright's own Chromium";
  console.log(`Browser for the end-to-end tests: ${where} (${found.source}).`);
} else {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log("No Chromium found; installing Debian's chromium package.");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    console.log("No Chromium found; downloading Playwright's own build.");
    run('npx', ['playwright', 'install', 'chromium']);
  }
  if (!findBrowser()) {
    console.error('Still no Chromium after installing one; set CHROME_PATH to a Chromium binary.');
    process.exit(1);
  }
}
