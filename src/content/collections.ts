import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the content folder is. What each file in it is (its collection, its page kind and
 * slug, what a slug is to the site) is contentFiles.ts's answer.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository's own content folder. */
export const REPOSITORY_CONTENT_DIR = path.join(projectRoot, 'pages-data');

/**
 * The content folder every tool and test reads when given none: the repository's own, or the
 * folder the CONTENT_DIR environment variable names, so that `npm run dev`, the scripts and the
 * tests that check the site's content all run on a copy alike. Every tool also takes another
 * folder as an argument.
 */
export const DEFAULT_CONTENT_DIR = process.env.CONTENT_DIR
  ? path.resolve(process.env.CONTENT_DIR)
  : REPOSITORY_CONTENT_DIR;
