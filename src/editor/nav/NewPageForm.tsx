import { useState, type FormEvent } from 'react';
import * as api from '../api';
import { ChainSelect, MarketIdInput } from '../form/widgets';
import {
  ADDRESS_LABEL,
  NEW_PAGE_FIELDS,
  NEW_PAGE_KIND_NAMES,
  NEW_PAGE_KINDS,
  type NewPageField,
  type NewPageKind,
} from '../newPageFields';

/** One of the site's coins, as the pair fields offer it. */
export interface SiteCoin {
  slug: string;
  name: string;
}

type Facts = Record<string, string | boolean>;

/** A pair's usual address, from its two coins: the one the site's pair template gives it. */
const pairAddress = (facts: Facts) =>
  typeof facts.from === 'string' && facts.from && typeof facts.to === 'string' && facts.to
    ? `${facts.from}to${facts.to}`
    : '';

/** One fact's box: typed, or chosen from the list the page's own form offers for it. */
function FactInput({
  field,
  id,
  value,
  coins,
  onChange,
}: {
  field: NewPageField;
  id: string;
  value: string;
  coins: readonly SiteCoin[];
  onChange: (value: string) => void;
}) {
  const props = {
    id,
    value,
    describedBy: `${id}-help`,
    onChange: (next: string | undefined) => onChange(next ?? ''),
  };
  if (field.list === 'markets') return <MarketIdInput {...props} />;
  if (field.list === 'chains') return <ChainSelect {...props} />;
  if (field.list === 'coins') {
    return (
      <select
        id={id}
        value={value}
        aria-describedby={props.describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">(choose a coin)</option>
        {coins.map((coin) => (
          <option key={coin.slug} value={coin.slug}>
            {coin.name}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      id={id}
      value={value}
      aria-describedby={props.describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A new coin's, pair's or other page, made by the same code as `npm run new` from the facts
 * the marketer gives: each in words, and the ids from lists.
 */
export function NewPageForm({ coins }: { coins: readonly SiteCoin[] }) {
  const [kind, setKind] = useState<NewPageKind>('page');
  const [slug, setSlug] = useState('');
  const [fields, setFields] = useState<Facts>({});
  const [output, setOutput] = useState('');
  const [busy, setBusy] = useState(false);
  const byName = [...coins].sort((a, b) => a.name.localeCompare(b.name));

  const setFact = (flag: string, value: string | boolean) => {
    const next = { ...fields, [flag]: value };
    // A pair's address follows its coins until the marketer types another.
    if (kind === 'pair' && (slug === '' || slug === pairAddress(fields))) {
      setSlug(pairAddress(next));
    }
    setFields(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutput('');
    api.newPage(kind, slug.trim(), fields).then(
      (answer) => {
        if (answer.created && answer.file) {
          location.assign(`/__edit?file=${encodeURIComponent(answer.file)}`);
          return;
        }
        setOutput(answer.output);
        setBusy(false);
      },
      (failure: Error) => {
        setOutput(failure.message);
        setBusy(false);
      },
    );
  };
  return (
    <details>
      <summary>New page</summary>
      <form onSubmit={submit} aria-label="New page">
        <label htmlFor="new-kind">Kind of page</label>
        <select
          id="new-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as NewPageKind)}
        >
          {NEW_PAGE_KINDS.map((option) => (
            <option key={option} value={option}>
              {NEW_PAGE_KIND_NAMES[option]}
            </option>
          ))}
        </select>
        {NEW_PAGE_FIELDS[kind].map((field) => {
          const id = `new-${field.flag}`;
          const value = fields[field.flag];
          return field.checkbox ? (
            <div key={field.flag}>
              <input
                id={id}
                type="checkbox"
                checked={value === true}
                aria-describedby={`${id}-help`}
                onChange={(event) => setFact(field.flag, event.target.checked)}
              />{' '}
              <label htmlFor={id}>{field.label}</label>
              <p id={`${id}-help`} className="hint">
                {field.help}
              </p>
            </div>
          ) : (
            <div key={field.flag}>
              <label htmlFor={id}>{field.label}</label>
              <FactInput
                field={field}
                id={id}
                value={typeof value === 'string' ? value : ''}
                coins={byName}
                onChange={(next) => setFact(field.flag, next)}
              />
              <p id={`${id}-help`} className="hint">
                {field.help}
              </p>
            </div>
          );
        })}
        <label htmlFor="new-slug">{ADDRESS_LABEL}</label>
        <input
          id="new-slug"
          required
          value={slug}
          aria-describedby="new-slug-help"
          onChange={(event) => setSlug(event.target.value)}
        />
        <p id="new-slug-help" className="hint">
          the last part of the page’s web address, e.g. dogecoin for the page at /dogecoin
        </p>
        <button type="submit" className="editor-button primary" disabled={busy}>
          Make the page
        </button>
        {output && (
          <p className="output" role="alert">
            {output}
          </p>
        )}
      </form>
    </details>
  );
}
