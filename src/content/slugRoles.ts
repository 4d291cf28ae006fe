// Until newPage.ts and src/editor import them from contentFiles.ts, where they are declared.
export { reservedFor, slugRole } from './contentFiles';
