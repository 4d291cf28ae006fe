import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findJava } from '../tests/support/java.ts';

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// The HTML validity check runs the Nu HTML Checker (vnu-jar), which is a Java program.
const found = findJava();
if (found) {
  console.log(`Java for the HTML validity check: ${found}.`);
} else {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    console.error(
      'No Java found, and this is not a Debian machine run as root, so nothing was installed.\n' +
        'The HTML validity check needs Java 11 or newer: install a JRE (on Debian or Ubuntu\n' +
        '`sudo apt-get install default-jre-headless`, on macOS `brew install openjdk`, or any\n' +
        'build from https://adoptium.net), or set JAVA_HOME to one.',
    );
    process.exit(1);
  }
  console.log("No Java found; installing Debian's default-jre-headless package.");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless']);
  if (!findJava()) {
    console.error('Still no Java after installing default-jre-headless; set JAVA_HOME.');
    process.exit(1);
  }
}
