import { findBrowser } from './lib/browser.ts';
import { aptInstall, canAptInstall, run } from './lib/apt.ts';

const found = findBrowser();
if (found) {
  const where = found.executablePath ?? "Playwright's own Chromium";
  console.log(`Browser for the end-to-end tests: ${where} (${found.source}).`);
} else {
  if (canAptInstall()) {
    console.log("No Chromium found; installing Debian's chromium package.");
    aptInstall(['chromium']);
  } else {
    console.log("No Chromium found; downloading Playwright's own build.");
    run('npx', ['playwright', 'install', 'chromium']);
  }
  if (!findBrowser()) {
    console.error('Still no Chromium after installing one; set CHROME_PATH to a Chromium binary.');
    process.exit(1);
  }
}
