import { editorCss } from './editorCss';
import { formCss } from './form/formCss';
import { renameCss } from './client/RenamePage';
import { sessionCss } from './client/SessionBar';
import { PageList } from './nav/PageList';
import { PageEditor } from './page/PageEditor';
import { Welcome } from './Welcome';

const fileFromAddress = () => new URLSearchParams(location.search).get('file');

/** The editor's page: the page list on the left, and the page the address names, if any. */
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
