import type { Encoding } from './middleware';

/** One compressed form of one version of a file: a rewritten file gets a new key. */
export interface EncodedFileKey {
  file: string;
  size: number;
  mtimeMs: number;
  encoding: Encoding;
}

/**
 * The compressed forms of files the build left uncompressed (pages and their data: one or
 * more per page, so compressing them all at build time cost more than rendering them). Each
 * is made on its first request and kept, the least recently sent going first once the kept
 * bytes pass the limit, so a crawl through every page cannot grow the process without bound.
 */
export class EncodedFileCache {
  private readonly entries = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept form, or the one `encode` makes now; requests arriving meanwhile share it. */
  get(
    key: EncodedFileKey,
    encode: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const id = `${key.encoding}\0${key.size}\0${key.mtimeMs}\0${key.file}`;
    const kept = this.entries.get(id);
    if (kept) {
      // Map keeps insertion order: moving the entry to the end marks it as the newest.
      this.entries.delete(id);
      this.entries.set(id, kept);
      return kept;
    }
    const made = encode().then(
      (body) => {
        if (this.entries.get(id) === made) this.account(id, body.byteLength);
        return body;
      },
      (error: unknown) => {
        this.entries.delete(id);
        throw error;
      },
    );
    this.entries.set(id, made);
    return made;
  }

  /** Bytes of the compressed forms kept now. */
  get size(): number {
    return this.bytes;
  }

  private account(id: string, bytes: number) {
    this.sizes.set(id, bytes);
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === id) break;
      this.forget(oldest);
    }
  }

  private forget(id: string) {
    this.entries.delete(id);
    this.bytes -= this.sizes.get(id) ?? 0;
    this.sizes.delete(id);
  }
}
