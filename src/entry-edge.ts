// The build's server bundle, which wrangler.jsonc's alias names: the Worker makes pages with
// the very code the prerender rendered with, so a made page is the prerender's, byte for byte.
import * as renderer from 'site-renderer';
import { createWorker } from './server/edge/worker';

export default createWorker(renderer);
