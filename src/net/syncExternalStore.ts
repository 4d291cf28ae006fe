/**
 * Stands in for `use-sync-external-store/shim`, which SWR imports to support React before 18.
 * React 19 has the hook built in and the shim only hands it on; its fallback would cost every
 * island that fetches 0.3 KB (gzip) for code that never runs here.
 */
export { useSyncExternalStore } from 'react';
