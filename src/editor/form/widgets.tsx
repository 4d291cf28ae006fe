import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { WIDGET_NETWORKS } from '../../catalogue/networks';
import { contrastShortfalls } from './contrast';

const describedBy = (id: string, rawErrors: readonly string[] | undefined, extra = '') =>
  [`${id}__description`, rawErrors?.length ? `${id}__error` : '', extra].filter(Boolean).join(' ');

/** The brand colour: the browser's colour picker beside the #rrggbb text, with its contrast. */
export function ColourWidget({ id, value, onChange, rawErrors, label }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const picked = /^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : '#000000';
  const shortfalls = contrastShortfalls(text);
  return (
    <div className="colour-field">
      <input
        type="color"
        aria-label={`${label}: pick`}
        value={picked}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        aria-describedby={describedBy(id, rawErrors, `${id}__contrast`)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <p id={`${id}__contrast`} className={shortfalls.length ? 'contrast-warning' : 'hint'}>
        {shortfalls.length === 0
          ? /^#[0-9a-f]{6}$/i.test(text)
            ? 'Stands out from the page and card backgrounds of both themes (3:1 or more).'
            : ''
          : `Warning: hard to see on ${shortfalls
              .map(
                ({ theme, name, ratio }) => `the ${theme} theme's ${name} (${ratio.toFixed(1)}:1)`,
              )
              .join(', ')}; a mark needs 3:1.`}
      </p>
    </div>
  );
}

/**
 * What a list of ids needs, in the page's form and in the New page form alike: the box's id,
 * its value, what to call with a new one (undefined for none), and the ids of its help lines.
 */
export interface IdInputProps {
  id: string;
  value: unknown;
  onChange: (value: string | undefined) => void;
  describedBy: string;
}

/** A text box with a list to choose from, which typing narrows; what is typed stays free. */
function ListedText({
  id,
  value,
  onChange,
  describedBy: described,
  listId,
  choices,
}: IdInputProps & { listId: string; choices: readonly { value: string; label: string }[] }) {
  return (
    <>
      <input
        id={id}
        type="text"
        list={listId}
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <datalist id={listId}>
        {choices.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}

const CHAIN_OPTIONS = WIDGET_NETWORKS.map((network) => ({
  value: network.chain,
  label: network.network,
})).sort((a, b) => a.label.localeCompare(b.label));

/** A chain by the swap widget's name for it, chosen from the widget's list of chains. */
export function ChainSelect(props: IdInputProps) {
  return (
    <select
      id={props.id}
      value={typeof props.value === 'string' ? props.value : ''}
      aria-describedby={props.describedBy}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? undefined : event.target.value)
      }
    >
      <option value="">(none)</option>
      {typeof props.value === 'string' &&
        props.value !== '' &&
        !CHAIN_OPTIONS.some((option) => option.value === props.value) && (
          <option value={props.value}>{props.value} (not a chain the widget lists)</option>
        )}
      {CHAIN_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface MarketCoin {
  id: string;
  name: string;
  symbol: string;
}

let marketCoins: Promise<MarketCoin[]> | undefined;
/** The catalogue's coins by market id, asked of the dev server once (the list is 0.6 MB of source). */
const loadMarketCoins = () =>
  (marketCoins ??= fetch('/__edit/api/form/markets').then(async (response) => {
    if (!response.ok) throw new Error(`the catalogue could not be listed (${response.status})`);
    return (await response.json()) as MarketCoin[];
  }));

const idInputOf = (props: WidgetProps): IdInputProps => ({
  id: props.id,
  value: props.value,
  onChange: (value) => props.onChange(value),
  describedBy: describedBy(props.id, props.rawErrors),
});

/** The page form's chain: the widget's list of chains. */
export function ChainWidget(props: WidgetProps) {
  return <ChainSelect {...idInputOf(props)} />;
}

/** The page form's market id: the catalogue's coins. */
export function MarketIdWidget(props: WidgetProps) {
  return <MarketIdInput {...idInputOf(props)} />;
}

/** A coin's market id, chosen from the catalogue's coins by name or symbol. */
export function MarketIdInput(props: IdInputProps) {
  const [coins, setCoins] = useState<MarketCoin[]>([]);
  useEffect(() => {
    loadMarketCoins().then(setCoins, () => setCoins([]));
  }, []);
  const chosen = coins.find((coin) => coin.id === props.value);
  return (
    <>
      <ListedText
        {...props}
        listId={`${props.id}__markets`}
        choices={coins.map((coin) => ({ value: coin.id, label: `${coin.name} (${coin.symbol})` }))}
      />
      <p className="hint" aria-live="polite">
        {chosen
          ? `The catalogue’s ${chosen.name} (${chosen.symbol}).`
          : typeof props.value === 'string' && props.value && coins.length
            ? 'Not a coin of the catalogue: check the id at the market-data service.'
            : ''}
      </p>
    </>
  );
}

/**
 * The widget's "cannot swap" mark, a checkbox: the schema allows only `false` there, which the
 * form would draw as a box of JSON.
 */
export function NotSwappableField({ formData, onChange, fieldPathId, schema }: FieldProps) {
  const id = fieldPathId.$id;
  return (
    <div className="form-group">
      <input
        id={id}
        type="checkbox"
        checked={formData === false}
        aria-describedby={`${id}__help`}
        onChange={(event) => onChange(event.target.checked ? false : undefined, fieldPathId.path)}
      />{' '}
      <label htmlFor={id}>{String(schema.title ?? 'The swap widget cannot swap this coin')}</label>
      <p id={`${id}__help`} className="hint">
        {String(schema.description ?? '')}
      </p>
    </div>
  );
}

/** A field the marketer does not fill in: the site sets it, or it is for another kind of page. */
export function NoField() {
  return null;
}
