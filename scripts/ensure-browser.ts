import { findTestBrowser } from './lib/browser.ts';
import { aptInstall, canAptInstall, run } from './lib/apt.ts';

const found = findTestBrowser();
if (found?.source === 'debian' && canAptInstall()) {
  // The full browser works, but the suite takes more than twice as long in it.
  console.log("Installing Debian's chromium-headless-shell, the faster browser for these tests.");
  aptInstall(['chromium-headless-shell']);
} else if (!found) {
  if (canAptInstall()) {
    console.log(
      "No Chromium found; installing Debian's chromium (for the benchmark) and its headless shell (for the tests).",
    );
    aptInstall(['chromium', 'chromium-headless-shell']);
  } else {
    console.log("No Chromium found; downloading Playwright's own build.");
    run('npx', ['playwright', 'install', 'chromium']);
  }
}
const chosen = findTestBrowser();
if (!chosen) {
  console.error('Still no Chromium after installing one; set CHROME_PATH to a Chromium binary.');
  process.exit(1);
}
const where = chosen.executablePath ?? "Playwright's own Chromium";
console.log(`Browser for the end-to-end tests: ${where} (${chosen.source}).`);
