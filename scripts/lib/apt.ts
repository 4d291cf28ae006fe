import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs a command with its output shown, never stopping to ask a question. */
export function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Installing a system package unattended only works on Debian as root; elsewhere we must not try. */
export function canAptInstall(): boolean {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  return isRoot && isDebian;
}

/** `args` are what follows `apt-get install -y -qq`: options, then package names. */
export function aptInstall(args: string[]) {
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...args]);
}
