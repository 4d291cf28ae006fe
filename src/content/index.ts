export {
  collectionOf,
  collections,
  DEFAULT_CONTENT_DIR,
  SCHEMA_IDS,
  type Collection,
  type CollectionName,
} from './collections';
export { ContentError, loadContent, type Content } from './loadContent';
