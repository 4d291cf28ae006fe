import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describeApiContract } from '../../tests/support/contract/apiContract';
import { loadServerConfig } from './config';
import { createNodeApp, readServerContent } from './node';

describeApiContract('Node', {
  probeRoute: '/robots.txt',
  async start({ env, distDir }) {
    const content = readServerContent(distDir);
    const app = createNodeApp({
      distDir,
      content,
      config: loadServerConfig(env, content.providers),
    });
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started as Server),
      ) as Server;
    });
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      stop: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  },
});
