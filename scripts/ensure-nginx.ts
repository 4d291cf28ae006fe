import { findNginx } from './lib/nginx.ts';
import { aptInstall, canAptInstall } from './lib/apt.ts';

// The nginx template's test (src/server/nginx) runs the real nginx on loopback.
const found = findNginx();
if (found) {
  console.log(`nginx for the template's test: ${found.path} (${found.version}).`);
} else {
  if (!canAptInstall()) {
    console.error(
      'No nginx found, and this is not a Debian machine run as root, so nothing was installed.\n' +
        'Install nginx 1.22 or newer (on Debian or Ubuntu `sudo apt-get install nginx`), or set\n' +
        'NGINX_PATH to its binary.',
    );
    process.exit(1);
  }
  console.log("No nginx found; installing Debian's nginx package.");
  aptInstall(['--no-install-recommends', 'nginx']);
  if (!findNginx()) {
    console.error('Still no nginx after installing it; set NGINX_PATH.');
    process.exit(1);
  }
}
