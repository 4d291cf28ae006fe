import { connect, type Socket } from 'node:net';

/**
 * The attacker of the silent-connections test: COUNT connections to PORT from the loopback
 * addresses in ADDRESSES (comma-separated), each sending half a request and then neither
 * reading nor closing its side. Prints "ready" once every one is open, then holds
 * them until it is killed.
 */
const port = Number(process.env.PORT);
const count = Number(process.env.COUNT);
const addresses = (process.env.ADDRESSES ?? '127.0.0.1').split(',');
// Kept referenced, and never given a 'data' listener: a socket nobody reads from.
const held: Socket[] = [];
let connected = 0;

for (let index = 0; index < count; index += 1) {
  const socket = connect({
    port,
    host: '127.0.0.1',
    localAddress: addresses[index % addresses.length],
    allowHalfOpen: true,
  });
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: ');
    connected += 1;
    if (connected === count) {
      setTimeout(() => console.log('ready'), 300);
    }
  });
  held.push(socket);
}
setInterval(() => undefined, 60_000);
