export { DEFAULT_CONTENT_DIR } from './collections';
export {
  collectionOf,
  collections,
  contentFileOf,
  SCHEMA_IDS,
  type Collection,
  type CollectionName,
  type ContentFile,
} from './contentFiles';
export { ContentError, loadContent, type Content } from './loadContent';
