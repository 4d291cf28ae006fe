/** What the editor's Publish and History ask and answer, shared by the server and the browser. */

export type ChangeKind = 'added' | 'changed' | 'removed';

/** A saved change in the content folder that is not published yet. */
export interface PendingFile {
  /** The file's path inside the content folder, e.g. `coins/bitcoin.json`. */
  file: string;
  change: ChangeKind;
}

export interface PendingChanges {
  files: PendingFile[];
  /** The unified diff of every pending file, as git shows it. */
  diff: string;
  /**
   * Each pending JSON file's value as published (`before`) and as saved (`after`), by file;
   * absent where there is none or it is not JSON. Publish says in words what changed from them.
   */
  values?: Record<string, { before?: unknown; after?: unknown }>;
}

export interface PublishResult {
  /** The new commit's id. */
  commit: string;
  files: PendingFile[];
}

/** One published change of a page, as git recorded it. */
export interface PageCommit {
  commit: string;
  /** When it was published, as git recorded it (ISO 8601 with the publisher's offset). */
  date: string;
  name: string;
  message: string;
}

export interface RevertedPage {
  /** The page with the chosen change undone, for the form: the marketer saves, then publishes. */
  value: unknown;
}
