import Form from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Block, PageDefinition } from '../../engine/types';
import * as api from '../api';
import { useContentChanged } from '../contentChanged';
import { buttonTemplates } from '../form/textButtons';
import { NamedSelect } from '../form/NamedSelect';
import { NumberedItem } from '../form/NumberedItem';
import { withFormParts } from '../form/formUi';
import type { FormContext, UploadNote } from '../form/LogoWidget';
import { PageHistory } from '../publish/PageHistory';
import { errorTreeOf } from '../problemFields';
import { RENAMED_KEY, RenamePage } from '../client/RenamePage';
import { keptMessage } from '../client/keptMessage';
import { DraftNotice, UndoButtons } from '../client/SessionBar';
import { useEditSession } from '../client/session';
import { withPictureChoices } from '../schemaBundle';
import { ConflictChoice } from '../store/ConflictChoice';
import { Preview } from '../preview/Preview';
import { BlockPicker } from './BlockPicker';
import { Problems } from './Problems';
import { pageFormSchema } from './schemas';
import { routeForSlug } from '../../engine/routes';
import { pageNameOf, thePage } from '../pageName';

const uiSchema: UiSchema = {
  'ui:title': 'Page',
  'ui:submitButtonOptions': { norender: true },
  $schema: { 'ui:widget': 'hidden' },
  description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  // New blocks come from the type picker, which shows what each one looks like.
  blocks: { 'ui:options': { addable: false }, items: { type: { 'ui:widget': 'hidden' } } },
};

const CHECK_DELAY_MS = 400;

/** One page open: its form, checked as it changes, saved when it passes, with its preview. */
export function PageEditor({ file }: { file: string }) {
  const [opened, setOpened] = useState<api.OpenedPage>();
  const session = useEditSession<PageDefinition>(file);
  const { value, open } = session;
  const savedValue = session.saved;
  // The file's version the edits began from, and what the disk holds when it changed since.
  const [version, setVersion] = useState('');
  const [conflict, setConflict] = useState<{ value: unknown; version: string }>();
  const [problems, setProblems] = useState<api.EditorProblem[]>([]);
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState(() => keptMessage(RENAMED_KEY, file));
  const [saving, setSaving] = useState(false);
  const [openError, setOpenError] = useState('');
  const latestCheck = useRef(0);
  // Counts the content folder's changes: another page's change can give this one a problem.
  const [contentRound, setContentRound] = useState(0);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = session.dirty;
  });
  const [pictures, setPictures] = useState<string[]>([]);
  const offered = useMemo(() => withPictureChoices(pageFormSchema, pictures), [pictures]);
  const [uploadNotes, setUploadNotes] = useState<Record<string, UploadNote>>({});
  const formContext = useMemo<FormContext>(
    () => ({
      addPicture: (added) => setPictures((list) => [...new Set([...list, added])].sort()),
      uploadNotes,
      noteUpload: (fieldId, note) => setUploadNotes((notes) => ({ ...notes, [fieldId]: note })),
    }),
    [uploadNotes],
  );

  useEffect(() => {
    api
      .listPictures()
      .then(setPictures, (failure: Error) =>
        setStatus(`The site's pictures could not be listed: ${failure.message}`),
      );
  }, []);

  /** The page as its file holds it, in the form. */
  const showPage = useCallback(
    (page: api.OpenedPage) => {
      setOpened(page);
      open(page.value as PageDefinition);
      setVersion(page.version);
    },
    [open],
  );

  useEffect(() => {
    api.openPage(file).then(showPage, (failure: Error) => setOpenError(failure.message));
  }, [file, showPage]);

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
  }, [file, value, contentRound]);

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
        const saved = `Saved ${thePage(pageNameOf(value, opened?.slug ?? ''))}.`;
        setStatus(result.saved ? saved : result.message);
        if (result.saved) {
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

  // Read again in place, never reloaded: a reload would throw away what is open around the
  // form (a new page's address, a rename, Publish's message). Unsaved edits stay as they are,
  // and a change to this very page then gives the choice.
  useContentChanged(() => {
    setContentRound((round) => round + 1);
    api.listPictures().then(setPictures, () => undefined);
    const hadEdits = session.dirty;
    if (hadEdits) {
      setStatus(
        'The content changed elsewhere (another tab, a checkout). Your edits here are kept, not saved yet: save them, or reload the page to see the change.',
      );
    }
    // This very file may have changed too (a checkout, a pull, another tab).
    api.openPage(file).then(
      (page) => {
        if (page.version === version) return;
        if (hadEdits) {
          // The choice, before a save.
          setConflict({ value: page.value, version: page.version });
          setStatus(
            'This page changed elsewhere. Your edits are kept, not saved: choose what to keep.',
          );
          // Typing that began while the page was read is kept; its save states its version.
        } else if (!dirty.current) showPage(page);
      },
      (failure: Error) => {
        if (!hadEdits) setOpenError(failure.message);
      },
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
        <p>Opening the page…</p>
      </main>
    );
  }
  const errors = problems.filter((problem) => problem.severity === 'error');
  const name = pageNameOf(value, opened.slug);
  return (
    <>
      <main>
        <h1>
          {name === 'home' ? 'Home page' : name} <small>at {routeForSlug(opened.slug)}</small>
        </h1>
        {opened.made && (
          <p className="made">
            The site makes this pair&apos;s page from its two coins&apos; pages. When you save your
            changes, it is saved as a page of its own, with them; from then on it changes only when
            you edit it here.
          </p>
        )}
        <div className="toolbar">
          <button type="button" className="editor-button primary" onClick={save} disabled={saving}>
            {opened.made ? 'Save as a page of its own' : 'Save'}
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
        <DraftNotice session={session} page={thePage(name)} />
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
        <Problems
          problems={problems}
          file={file}
          page={value}
          checked={checked}
          errors={errors.length}
        />
        <Form
          schema={offered}
          uiSchema={withFormParts(uiSchema, value)}
          formContext={formContext}
          formData={value}
          validator={validator}
          templates={{ ButtonTemplates: buttonTemplates }}
          widgets={{ SelectWidget: NamedSelect }}
          fields={{ ArraySchemaField: NumberedItem }}
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
