/** dist/_server/render/entry-server.mjs, bundled into the Worker by wrangler.jsonc's alias. */
declare module 'site-renderer' {
  export const prepareRender: import('./server/onDemand').RendererBundle['prepareRender'];
  export const createOnDemandPages: import('./server/onDemand').RendererBundle['createOnDemandPages'];
}
