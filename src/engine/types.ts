import type { Block, PageDefinition } from '../types/schema';

export type { Block, PageDefinition };

export type BlockType = Block['type'];

export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;

/** What every block component receives: exactly its own validated data and the page it sits on. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  page: PageDefinition;
}
