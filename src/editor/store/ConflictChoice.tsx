import { useMemo, useState } from 'react';
import { pageFormSchema } from '../page/schemas';
import { placeWords } from '../problemFields';
import {
  differences,
  fieldName,
  mergeChoice,
  overlaps,
  resolve,
  type FieldDifference,
  type Side,
} from './conflict';

const shown = (value: unknown) => {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

/**
 * The file changed on disk since the edits here began (another tab, a checkout, a pull): each
 * field that differs, with a choice of the marketer's or the disk's, set at first to the merge
 * (the side that changed it). Fields both sides changed wait for a choice. The page made from
 * the choices replaces the form's, to be checked and saved over the disk's version.
 */
export function ConflictChoice({
  base,
  mine,
  disk,
  onResolve,
}: {
  /** The page as it was when the edits here began. */
  base: unknown;
  mine: unknown;
  disk: unknown;
  onResolve: (page: unknown) => void;
}) {
  const fields = useMemo(() => differences(base, mine, disk), [base, mine, disk]);
  // By field name, so that typing on while the choice is open keeps what was chosen.
  const [picked, setPicked] = useState<Record<string, Side>>({});
  const choiceOf = (field: FieldDifference) => picked[fieldName(field.path)] ?? mergeChoice(field);
  const undecided = fields.filter((field) => choiceOf(field) === undefined);
  const chooseAll = (side: Side) =>
    setPicked(Object.fromEntries(fields.map((field) => [fieldName(field.path), side])));
  const apply = () =>
    onResolve(
      resolve(
        disk,
        fields.filter((field) => choiceOf(field) === 'mine'),
      ),
    );
  return (
    <section
      aria-labelledby="conflict-heading"
      style={{ border: '2px solid #b3261e', borderRadius: 6, padding: '4px 12px', margin: '8px 0' }}
    >
      <h2 id="conflict-heading">This page changed since you opened it</h2>
      <p>
        Someone or something else (another tab, a checkout, a pull) changed this page since you
        began. Nothing is saved yet. Choose, box by box, your version or the saved one.
      </p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '8px 0' }}>
        <button type="button" className="editor-button" onClick={() => chooseAll('mine')}>
          Keep all mine
        </button>
        <button type="button" className="editor-button" onClick={() => chooseAll('disk')}>
          Take all the saved ones
        </button>
        <button type="button" className="editor-button" onClick={() => setPicked({})}>
          Merge where they do not overlap
        </button>
      </div>
      {fields.map((field) => {
        const name = fieldName(field.path);
        const words = placeWords(field.path, pageFormSchema, disk);
        return (
          <fieldset key={name}>
            <legend>
              {words}
              {overlaps(field)
                ? ' — changed on both sides'
                : field.diskChanged
                  ? ' — changed elsewhere'
                  : ' — changed here'}
            </legend>
            {(['mine', 'disk'] as const).map((side) => (
              <label key={side} style={{ display: 'block' }}>
                <input
                  type="radio"
                  name={`conflict-${name}`}
                  checked={choiceOf(field) === side}
                  onChange={() => setPicked({ ...picked, [name]: side })}
                />{' '}
                {side === 'mine' ? 'Mine' : 'The saved one'}: {shown(field[side])}
              </label>
            ))}
          </fieldset>
        );
      })}
      {undecided.length > 0 && (
        <p className="hint">
          Changed on both sides, waiting for your choice:{' '}
          {undecided.map((field) => placeWords(field.path, pageFormSchema, disk)).join(', ')}.
        </p>
      )}
      <button
        type="button"
        className="editor-button primary"
        disabled={undecided.length > 0}
        onClick={apply}
      >
        Use these choices
      </button>
    </section>
  );
}
