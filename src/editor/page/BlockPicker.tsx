import { useState } from 'react';
import type { Block } from '../../engine/types';
import { previewUrl } from '../../gallery/Gallery';
import { markAsExample } from '../../content/exampleText';
import { BLOCK_NAMES } from '../form/words';
import type { JsonSchema } from '../schemaBundle';
import { blockSchemas, pageFormSchema } from './schemas';

const formDefs = pageFormSchema.$defs as Record<string, JsonSchema>;

const blockTypes = Object.values(blockSchemas)
  .map((block) => {
    const type = (block.properties as { type: { const: string } }).type.const;
    const words = BLOCK_NAMES[type] ?? { name: type, add: `Add ${type}` };
    return {
      type,
      ...words,
      // The help line the form shows for the block, in the same words.
      description: String(formDefs[`block-${type}`]?.description ?? ''),
      // The example is a placeholder: marked, the validator refuses the page until it is replaced.
      example: (block.examples as Block[] | undefined)?.slice(0, 1).map(markAsExample)[0],
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** Adds a block of a chosen type, holding its first example, shown as the gallery draws it. */
export function BlockPicker({ onAdd }: { onAdd: (block: Block) => void }) {
  // None at first: each example is a whole page of the site in a frame, drawn only when wanted.
  const [type, setType] = useState('');
  const chosen = blockTypes.find((block) => block.type === type);
  return (
    <section aria-labelledby="add-block-heading">
      <h2 id="add-block-heading">Add a block</h2>
      <label htmlFor="block-type">Block type</label>
      <select id="block-type" value={type} onChange={(event) => setType(event.target.value)}>
        <option value="">Choose a block type</option>
        {blockTypes.map((block) => (
          <option key={block.type} value={block.type}>
            {block.name}
          </option>
        ))}
      </select>
      <p className="hint">{chosen?.description}</p>
      {chosen?.example && (
        <>
          <div className="preview-frame" style={{ width: 375, height: 320 }}>
            <iframe
              title={`${chosen.name}, as the gallery shows it`}
              src={previewUrl(type, 0, 'light')}
              style={{ width: 375, height: 320 }}
            />
          </div>
          <button type="button" className="editor-button" onClick={() => onAdd(chosen.example!)}>
            {chosen.add}
          </button>
        </>
      )}
    </section>
  );
}
