import Form from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Block, PageDefinition } from '../engine/types';
import { previewUrl, type Theme } from '../gallery/Gallery';
import pageSchemaFile from '../../schema/page.schema.json';
import blockSchemaFile from '../../schema/block.schema.json';
import defsSchemaFile from '../../schema/defs.schema.json';
import catalogueSchemaFile from '../../schema/site/catalogue.schema.json';
import { CONTENT_CHANGED_EVENT } from '../content/devEvents';
import { markAsExample } from '../content/exampleText';
import * as api from './api';
import { buttonTemplates, editorCss } from './formParts';
import { NEW_PAGE_FIELDS, NEW_PAGE_KINDS, type NewPageKind } from './newPageFields';
import { PREVIEW_URL, type PreviewMessage } from './previewMessages';
import { formCss, NamedSelect } from './form/NamedSelect';
import { withFormParts } from './form/formUi';
import type { FormContext } from './form/LogoWidget';
import { inMarketerWords } from './form/words';
import { PageHistory } from './publish/PageHistory';
import { PublishDialog } from './publish/PublishDialog';
import { errorTreeOf } from './problemFields';
import { renameCss, renamedMessage, RenamePage } from './client/RenamePage';
import { DraftNotice, sessionCss, UndoButtons } from './client/SessionBar';
import { useEditSession } from './client/session';
import {
  bundlePageSchema,
  formSchema,
  readableTitle,
  withPictureChoices,
  type JsonSchema,
} from './schemaBundle';
import { ConflictChoice } from './store/ConflictChoice';

const blockFiles = import.meta.glob<JsonSchema>('../../schema/blocks/*.schema.json', {
  eager: true,
  import: 'default',
});
const blockSchemas = Object.fromEntries(
  Object.entries(blockFiles).map(([file, schema]) => [
    file.replace(/^.*\/([\w-]+)\.schema\.json$/, '$1'),
    schema,
  ]),
);
const schema = inMarketerWords(
  formSchema(
    bundlePageSchema({
      page: pageSchemaFile as JsonSchema,
      block: blockSchemaFile as JsonSchema,
      defs: defsSchemaFile as JsonSchema,
      catalogue: catalogueSchemaFile as JsonSchema,
      blocks: blockSchemas,
    }),
  ),
);
const blockTypes = Object.values(blockSchemas)
  .map((block) => ({
    type: (block.properties as { type: { const: string } }).type.const,
    name: readableTitle(String(block.title ?? '')),
    description: String(block.description ?? ''),
    // The example is a placeholder: marked, the validator refuses the page until it is replaced.
    example: (block.examples as Block[] | undefined)?.slice(0, 1).map(markAsExample)[0],
  }))
  .sort((a, b) => a.type.localeCompare(b.type));

const uiSchema: UiSchema = {
  'ui:title': 'Page',
  'ui:submitButtonOptions': { norender: true },
  $schema: { 'ui:widget': 'hidden' },
  description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  // New blocks come from the type picker, which shows what each one looks like.
  blocks: { 'ui:options': { addable: false }, items: { type: { 'ui:widget': 'hidden' } } },
};

const widths = { desktop: 1280, phone: 375 } as const;
type Width = keyof typeof widths;
const PREVIEW_COLUMN = 472;
const CHECK_DELAY_MS = 400;

const fileFromAddress = () => new URLSearchParams(location.search).get('file');

/**
 * A save changes the content folder, and this page then reloads for the new page list and
 * site data; the word that the save worked is kept across that reload.
 */
const SAVED_KEY = 'page-editor-saved';
function savedMessageFor(file: string): string {
  const saved = sessionStorage.getItem(SAVED_KEY);
  sessionStorage.removeItem(SAVED_KEY);
  return saved === file ? `Saved ${file}.` : '';
}

export function Editor() {
  const file = fileFromAddress();
  return (
    <div className="editor">
      <style>{editorCss + formCss + sessionCss + renameCss}</style>
      <PageList current={file} />
      {file ? <PageEditor key={file} file={file} /> : <Welcome />}
    </div>
  );
}

/**
 * The dev server says when the content folder changed and passed the validator: after a save
 * from here, or an edit made elsewhere (a text editor, a git pull).
 */
function useContentChanged(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const listener = () => latest.current();
    hot.on(CONTENT_CHANGED_EVENT, listener);
    return () => hot.off(CONTENT_CHANGED_EVENT, listener);
  }, []);
}

function Welcome() {
  useContentChanged(() => location.reload());
  return (
    <main>
      <h1>Page editor</h1>
      <p>
        Pick a page on the left, or make a new one. Each change is checked by the same validator as{' '}
        <code>npm run validate</code>; saving writes the page file, formatted as a person would, for
        a reviewer to diff. This page exists only in <code>npm run dev</code>.
      </p>
    </main>
  );
}

const GROUPS: { title: string; folder: string; made?: true }[] = [
  { title: 'Pages', folder: 'pages/' },
  { title: 'Coins', folder: 'coins/' },
  { title: 'Pairs', folder: 'pairs/' },
  { title: 'Pairs the template makes', folder: 'pairs/', made: true },
];

function PageList({ current }: { current: string | null }) {
  const [pages, setPages] = useState<api.PageEntry[]>();
  const [error, setError] = useState('');
  const [filter, setFilter] = useState('');
  useEffect(() => {
    api.listPages().then(setPages, (failure: Error) => setError(failure.message));
  }, []);
  const shown = (pages ?? []).filter(({ slug, title }) =>
    `${slug} ${title}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <nav aria-label="Pages">
      <PublishDialog />
      <NewPageForm />
      <label htmlFor="page-filter">Find a page</label>
      <input
        id="page-filter"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {error && <p role="alert">The pages could not be listed: {error}</p>}
      {!pages && !error && <p>Listing the pages…</p>}
      {GROUPS.map(({ title, folder, made }) => {
        const entries = shown.filter(
          (page) => page.file.startsWith(folder) && Boolean(page.made) === Boolean(made),
        );
        const list = (
          <ul>
            {entries.map((page) => (
              <li key={page.file + String(page.made)}>
                <a
                  href={`/__edit?file=${encodeURIComponent(page.file)}`}
                  aria-current={page.file === current ? 'page' : undefined}
                >
                  /{page.slug}
                </a>
              </li>
            ))}
          </ul>
        );
        return made ? (
          <details key={title} open={filter.trim() !== ''}>
            <summary>
              {title} ({entries.length})
            </summary>
            {list}
          </details>
        ) : (
          <section key={title} aria-label={title}>
            <h2>{title}</h2>
            {list}
          </section>
        );
      })}
    </nav>
  );
}

function NewPageForm() {
  const [kind, setKind] = useState<NewPageKind>('page');
  const [slug, setSlug] = useState('');
  const [fields, setFields] = useState<Record<string, string | boolean>>({});
  const [output, setOutput] = useState('');
  const [busy, setBusy] = useState(false);
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
        <p className="hint">
          Made by the same code as <code>npm run new</code>, from the facts below.
        </p>
        <label htmlFor="new-kind">Kind</label>
        <select
          id="new-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as NewPageKind)}
        >
          {NEW_PAGE_KINDS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        <label htmlFor="new-slug">Slug</label>
        <input
          id="new-slug"
          required
          value={slug}
          aria-describedby="new-slug-help"
          onChange={(event) => setSlug(event.target.value)}
        />
        <p id="new-slug-help" className="hint">
          the address without its slash, e.g. dogecoin
        </p>
        {NEW_PAGE_FIELDS[kind].map(({ flag, label, help, checkbox }) => {
          const id = `new-${flag}`;
          return checkbox ? (
            <div key={flag}>
              <input
                id={id}
                type="checkbox"
                checked={fields[flag] === true}
                aria-describedby={`${id}-help`}
                onChange={(event) => setFields({ ...fields, [flag]: event.target.checked })}
              />{' '}
              <label htmlFor={id}>{label}</label>
              <p id={`${id}-help`} className="hint">
                {help}
              </p>
            </div>
          ) : (
            <div key={flag}>
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                value={typeof fields[flag] === 'string' ? fields[flag] : ''}
                aria-describedby={`${id}-help`}
                onChange={(event) => setFields({ ...fields, [flag]: event.target.value })}
              />
              <p id={`${id}-help`} className="hint">
                {help}
              </p>
            </div>
          );
        })}
        <button type="submit" className="editor-button primary" disabled={busy}>
          Make the {kind}
        </button>
        {output && (
          <pre className="output" role="alert">
            {output}
          </pre>
        )}
      </form>
    </details>
  );
}

function PageEditor({ file }: { file: string }) {
  const [opened, setOpened] = useState<api.OpenedPage>();
  const session = useEditSession<PageDefinition>(file);
  const { value, open } = session;
  const savedValue = session.saved;
  // The file's version the edits began from, and what the disk holds when it changed since.
  const [version, setVersion] = useState('');
  const [conflict, setConflict] = useState<{ value: unknown; version: string }>();
  const [problems, setProblems] = useState<api.EditorProblem[]>([]);
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState(() => renamedMessage() || savedMessageFor(file));
  const [saving, setSaving] = useState(false);
  const [openError, setOpenError] = useState('');
  const latestCheck = useRef(0);
  const [pictures, setPictures] = useState<string[]>([]);
  const offered = useMemo(() => withPictureChoices(schema, pictures), [pictures]);
  const formContext = useMemo<FormContext>(
    () => ({ addPicture: (added) => setPictures((list) => [...new Set([...list, added])].sort()) }),
    [],
  );

  useEffect(() => {
    api
      .listPictures()
      .then(setPictures, (failure: Error) =>
        setStatus(`The site's pictures could not be listed: ${failure.message}`),
      );
  }, []);

  useEffect(() => {
    api.openPage(file).then(
      (page) => {
        setOpened(page);
        open(page.value as PageDefinition);
        setVersion(page.version);
      },
      (failure: Error) => setOpenError(failure.message),
    );
  }, [file, open]);

  // The whole validator runs once typing pauses; only the newest answer counts.
  useEffect(() => {
    if (value === undefined) return;
    const timer = setTimeout(() => {
      const mine = ++latestCheck.current;
      setChecked(false);
      api.checkPage(file, value).then(
        (result) => {
          if (mine !== latestCheck.current) return;
          setProblems(result.problems);
          setChecked(true);
        },
        (failure: Error) => mine === latestCheck.current && setStatus(failure.message),
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, value]);

  const extraErrors = useMemo(
    () =>
      // The same shape: a tree of fields with __errors lists at its nodes.
      errorTreeOf(
        problems
          .filter((problem) => problem.file === file)
          .map((problem) => ({
            ...problem,
            message:
              problem.severity === 'warning' ? `Warning: ${problem.message}` : problem.message,
          })),
      ) as ErrorSchema,
    [problems, file],
  );

  const save = () => {
    if (!value) return;
    setSaving(true);
    setStatus('Saving…');
    api.savePage(file, value, version).then(
      (result) => {
        setProblems(result.problems);
        setStatus(result.saved ? `Saved ${result.file}.` : result.message);
        if (result.saved) {
          sessionStorage.setItem(SAVED_KEY, result.file);
          session.markSaved(value);
          setVersion(result.version);
        } else if (result.conflict) setConflict(result.conflict);
        if (result.saved && opened?.made) setOpened({ ...opened, made: undefined });
        setSaving(false);
      },
      (failure: Error) => {
        setStatus(`Not saved: ${failure.message}`);
        setSaving(false);
      },
    );
  };

  // A reload would throw away what is typed and not saved; then the page stays as it is.
  useContentChanged(() => {
    if (!session.dirty) {
      location.reload();
      return;
    }
    setStatus(
      'The content changed on disk. Your edits here are kept, not saved yet: save them, or reload the page to see the change.',
    );
    // This very file changed (a checkout, a pull, another tab): the choice, before a save.
    api.openPage(file).then(
      (page) => {
        if (page.version === version) return;
        setConflict({ value: page.value, version: page.version });
        setStatus(
          'This page changed on disk. Your edits are kept, not saved: choose what to keep.',
        );
      },
      () => undefined,
    );
  });

  const resolveConflict = (page: unknown) => {
    if (!conflict) return;
    session.markSaved(conflict.value as PageDefinition);
    session.edit(page as PageDefinition);
    setVersion(conflict.version);
    setConflict(undefined);
    setStatus('Your choices are in the form, not saved yet: save them when the check passes.');
  };

  const addBlock = (block: Block) => {
    if (!value) return;
    session.edit({ ...value, blocks: [...(value.blocks ?? []), structuredClone(block)] });
  };

  if (openError) {
    return (
      <main>
        <h1>Page editor</h1>
        <p role="alert">{openError}</p>
      </main>
    );
  }
  if (!opened || !value) {
    return (
      <main>
        <h1>Page editor</h1>
        <p>Opening {file}…</p>
      </main>
    );
  }
  const errors = problems.filter((problem) => problem.severity === 'error');
  return (
    <>
      <main>
        <h1>
          /{opened.slug} <small>({file})</small>
        </h1>
        {opened.made && (
          <p className="made">
            The pair template makes this page. Saving overrides this pair: it writes a new file,{' '}
            <code>{file}</code>, as <code>npm run new -- pair {opened.slug}</code> does, with your
            changes.
          </p>
        )}
        <div className="toolbar">
          <button type="button" className="editor-button primary" onClick={save} disabled={saving}>
            {opened.made ? 'Save as an override' : 'Save'}
          </button>
          <UndoButtons session={session} />
          <span className="status" role="status">
            {status}
          </span>
        </div>
        {conflict && (
          <ConflictChoice
            key={conflict.version}
            base={savedValue}
            mine={value}
            disk={conflict.value}
            onResolve={resolveConflict}
          />
        )}
        <DraftNotice session={session} file={file} />
        <PageHistory
          file={file}
          unsavedEdits={session.dirty}
          onUndone={(undone, note) => {
            session.edit(undone as PageDefinition);
            setStatus(note);
          }}
        />
        {!opened.made && (
          <RenamePage
            file={file}
            slug={opened.slug}
            kind={opened.kind}
            dirty={session.dirty}
            onRenamed={(next) => location.assign(`/__edit?file=${encodeURIComponent(next)}`)}
          />
        )}
        <Problems problems={problems} file={file} checked={checked} errors={errors.length} />
        <Form
          schema={offered}
          uiSchema={withFormParts(uiSchema, value)}
          formContext={formContext}
          formData={value}
          validator={validator}
          templates={{ ButtonTemplates: buttonTemplates }}
          widgets={{ SelectWidget: NamedSelect }}
          onChange={(event) => {
            const next = event.formData as PageDefinition;
            // The form reports its first drawing as a change too; only a real one clears the status.
            if (JSON.stringify(next) !== JSON.stringify(value)) setStatus('');
            session.edit(next);
          }}
          extraErrors={extraErrors}
          showErrorList={false}
          noHtml5Validate
          experimental_defaultFormStateBehavior={{
            arrayMinItems: { populate: 'never' },
            emptyObjectFields: 'skipDefaults',
            constAsDefaults: 'never',
          }}
        />
        <BlockPicker onAdd={addBlock} />
      </main>
      <Preview page={value} />
    </>
  );
}

function Problems({
  problems,
  file,
  checked,
  errors,
}: {
  problems: api.EditorProblem[];
  file: string;
  checked: boolean;
  errors: number;
}) {
  const elsewhere = problems.filter((problem) => problem.file !== file);
  return (
    <section aria-labelledby="problems-heading" className="problems">
      <h2 id="problems-heading">
        {!checked
          ? 'Checking…'
          : problems.length === 0
            ? 'No problems'
            : `${errors} ${errors === 1 ? 'error' : 'errors'}, ${problems.length - errors} ${
                problems.length - errors === 1 ? 'warning' : 'warnings'
              }`}
      </h2>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, index) => (
            <li key={index} className={problem.severity}>
              {problem.file === file ? '' : `${problem.file}: `}
              <code>{problem.path}</code> {problem.message}
            </li>
          ))}
        </ul>
      )}
      {elsewhere.length > 0 && (
        <p className="hint">
          A problem in another file is one the folder would have with this page as the form holds
          it.
        </p>
      )}
    </section>
  );
}

function BlockPicker({ onAdd }: { onAdd: (block: Block) => void }) {
  const [type, setType] = useState(blockTypes[0]?.type ?? '');
  const chosen = blockTypes.find((block) => block.type === type);
  return (
    <section aria-labelledby="add-block-heading">
      <h2 id="add-block-heading">Add a block</h2>
      <label htmlFor="block-type">Block type</label>
      <select id="block-type" value={type} onChange={(event) => setType(event.target.value)}>
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
              title={`${type} block, as the gallery shows it`}
              src={previewUrl(type, 0, 'light')}
              style={{ width: 375, height: 320 }}
            />
          </div>
          <button type="button" className="editor-button" onClick={() => onAdd(chosen.example!)}>
            Add a {type} block
          </button>
        </>
      )}
    </section>
  );
}

function Preview({ page }: { page: PageDefinition }) {
  const [theme, setTheme] = useState<Theme>('light');
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const post = useCallback(() => {
    const message: PreviewMessage = { type: 'page-editor-preview', page, theme };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, [page, theme]);
  useEffect(post, [post]);
  useEffect(() => {
    const ready = (event: MessageEvent<{ type?: string }>) => {
      if (event.origin === location.origin && event.data?.type === 'page-editor-preview-ready') {
        post();
      }
    };
    addEventListener('message', ready);
    return () => removeEventListener('message', ready);
  }, [post]);
  const pixels = widths[width];
  const scale = Math.min(1, PREVIEW_COLUMN / pixels);
  const height = 1600;
  return (
    <aside aria-label="Preview">
      <h2>Preview</h2>
      <div className="toolbar">
        <Choice
          legend="Width"
          name="preview-width"
          options={Object.keys(widths) as Width[]}
          label={(option) => `${option} (${widths[option]} px)`}
          chosen={width}
          onChoose={setWidth}
        />
        <Choice
          legend="Theme"
          name="preview-theme"
          options={['light', 'dark'] as Theme[]}
          label={(option) => option}
          chosen={theme}
          onChoose={setTheme}
        />
      </div>
      <div className="preview-frame" style={{ width: pixels * scale, height: height * scale }}>
        <iframe
          ref={frame}
          title={`Preview of the page, ${theme} theme, ${width} width`}
          src={PREVIEW_URL}
          style={{ width: pixels, height, transform: `scale(${scale})` }}
        />
      </div>
    </aside>
  );
}

/** A set of radio buttons, one for each option. */
function Choice<Option extends string>({
  legend,
  name,
  options,
  label,
  chosen,
  onChoose,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  label: (option: Option) => string;
  chosen: Option;
  onChoose: (option: Option) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            checked={chosen === option}
            onChange={() => onChoose(option)}
          />{' '}
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
