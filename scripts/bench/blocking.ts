/**
 * Chrome's URL blocking knows only `*` wildcards, so "everything but our loopback server" is
 * spelled as every https/wss address plus every http/ws host that starts with a letter. The site
 * is served from 127.0.0.1, which starts with a digit (so would be a third party named by a
 * bare IP address; the site names none).
 */
export function thirdPartyBlockPatterns(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  return [
    'https://*',
    'wss://*',
    ...letters.flatMap((letter) => [`http://${letter}*`, `ws://${letter}*`]),
  ];
}
