import { draftTime } from './drafts';
import type { useEditSession } from './session';

type Session = Pick<
  ReturnType<typeof useEditSession>,
  | 'undo'
  | 'redo'
  | 'canUndo'
  | 'canRedo'
  | 'restored'
  | 'restoredOverChange'
  | 'discardDraft'
  | 'storageFull'
>;

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** Undo and redo, for the editor's toolbar. */
export function UndoButtons({ session }: { session: Session }) {
  const key = isMac() ? 'Meta' : 'Control';
  const shown = isMac() ? '⌘' : 'Ctrl+';
  return (
    <>
      <button
        type="button"
        className="editor-button"
        onClick={session.undo}
        disabled={!session.canUndo}
        aria-keyshortcuts={`${key}+Z`}
        title={`${shown}Z`}
      >
        Undo
      </button>
      <button
        type="button"
        className="editor-button"
        onClick={session.redo}
        disabled={!session.canRedo}
        aria-keyshortcuts={`${key}+Shift+Z`}
        title={`${shown}Shift+Z`}
      >
        Redo
      </button>
    </>
  );
}

/** Says that unsaved changes came back from the browser, with a way to throw them away. */
export function DraftNotice({
  session,
  page,
}: {
  session: Session;
  /** The page in words, e.g. "the Bitcoin page". */
  page: string;
}) {
  return (
    <>
      {session.restored && (
        <div className="draft-notice" role="region" aria-label="Unsaved changes restored">
          <p>
            Your unsaved changes to {page} from {draftTime(session.restored.savedAt)} were kept in
            this browser and are back in the form. They are not saved yet.
            {session.restoredOverChange &&
              ' The page has been changed elsewhere since then: saving writes your version over it.'}
          </p>
          <button type="button" className="editor-button" onClick={session.discardDraft}>
            Discard them
          </button>
        </div>
      )}
      {session.storageFull && (
        <p className="draft-notice" role="alert">
          This browser would not keep a draft of your changes (its storage is full or switched off):
          save them before you leave this page.
        </p>
      )}
    </>
  );
}

export const sessionCss = `
  .draft-notice { background: #e8f0fe; border: 1px solid #0b57d0; padding: 6px 10px; border-radius: 6px; margin: 8px 0; }
  .draft-notice p { margin: 0 0 4px; }
`;
