/**
 * The code that keeps a block's figures live without React (its `live.ts`), as the registry
 * and the build name it. Apart from codeAddress.ts, which the first frame loads: in its file,
 * the name's function came with every page's runtime.
 */

/** What a block's `live.ts` exports: started on the block's figures, it returns their stop. */
export interface LiveCode {
  startLive(figures: Element): () => void;
}

/**
 * The build's name for the code that keeps a block type's figures live (its `live.ts`) and the
 * export it is started by: the registry names it, scripts/block-chunks.ts finds it by it.
 */
export const liveCodeKey = (type: string) => `${type}/live`;
export const LIVE_CODE_EXPORT = 'startLive' satisfies keyof LiveCode;
