import { findJava } from './lib/java.ts';
import { aptInstall, canAptInstall } from './lib/apt.ts';

// The HTML validity check runs the Nu HTML Checker (vnu-jar), which is a Java program.
const found = findJava();
if (found) {
  console.log(`Java for the HTML validity check: ${found}.`);
} else {
  if (!canAptInstall()) {
    console.error(
      'No Java found, and this is not a Debian machine run as root, so nothing was installed.\n' +
        'The HTML validity check needs Java 11 or newer: install a JRE (on Debian or Ubuntu\n' +
        '`sudo apt-get install default-jre-headless`, on macOS `brew install openjdk`, or any\n' +
        'build from https://adoptium.net), or set JAVA_HOME to one.',
    );
    process.exit(1);
  }
  console.log("No Java found; installing Debian's default-jre-headless package.");
  aptInstall(['--no-install-recommends', 'default-jre-headless']);
  if (!findJava()) {
    console.error('Still no Java after installing default-jre-headless; set JAVA_HOME.');
    process.exit(1);
  }
}
