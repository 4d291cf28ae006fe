/** The editor page's own styles: its three columns, the form's controls and the problems. */
export const editorCss = `
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
  a { color: #0b57d0; }
  /* A pointer target of at least 24 px, with room around it (WCAG 2.2 target size). */
  summary { padding-block: 4px; cursor: pointer; }
  .editor { display: grid; grid-template-columns: 13rem minmax(0, 1fr) 31rem; min-height: 100vh; }
  .editor > nav, .editor > aside { padding: 12px; background: #f4f5f7; max-height: 100vh; overflow: auto; position: sticky; top: 0; }
  .editor > main { padding: 12px 20px; min-width: 0; }
  .editor nav ul { list-style: none; padding: 0; margin: 0 0 12px; }
  .editor nav li a { display: block; padding: 2px 4px; border-radius: 4px; text-decoration: none; overflow-wrap: anywhere; }
  .editor nav li a[aria-current="page"] { background: #0b57d0; color: #fff; }
  .editor h1 { font-size: 1.3rem; margin: 0 0 8px; }
  .editor h2 { font-size: 1.05rem; margin: 16px 0 6px; }
  .toolbar { position: sticky; top: 0; z-index: 2; background: #fff; padding: 8px 0; border-bottom: 1px solid #ccc; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  .editor-button, .toolbar button, .editor form button { font: inherit; padding: 2px 10px; border: 1px solid #5f6368; border-radius: 4px; background: #fff; color: #1d1d1f; cursor: pointer; }
  .editor-button:disabled { opacity: 0.5; cursor: default; }
  .primary { background: #0b57d0 !important; color: #fff !important; border-color: #0b57d0 !important; }
  :focus-visible { outline: 3px solid #f29900; outline-offset: 1px; }
  .editor input[type=text], .editor input:not([type]), .editor input[type=number], .editor textarea, .editor select { font: inherit; width: 100%; box-sizing: border-box; padding: 4px; border: 1px solid #5f6368; border-radius: 4px; }
  .editor fieldset { border: 1px solid #d0d3d8; border-radius: 6px; margin: 6px 0; padding: 6px 10px; min-width: 0; }
  .editor legend { font-weight: 600; }
  .form-group { margin: 6px 0; }
  .form-group > label, .control-label { font-weight: 600; display: block; }
  .field-description, .help-block, .hint { color: #4d5156; font-size: 0.85rem; margin: 0; }
  .error-detail, .problems .error { color: #b3261e; }
  .error-detail { margin: 2px 0; padding-left: 18px; }
  .problems .warning { color: #7a4f00; }
  /* A problem's place takes the marketer to its field: a link's look, a button's keys. */
  .problems .place { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
  .has-error input, .has-error textarea, .has-error select { border-color: #b3261e; border-width: 2px; }
  /* Each list item's fields take the whole width, its buttons in a row under them. */
  .rjsf-array-item { border-left: 3px solid #d0d3d8; padding-left: 8px; margin: 8px 0; flex-direction: column; align-items: stretch !important; }
  .rjsf-array-item > div:first-child { width: 100%; }
  .array-item-toolbox .btn-group { margin-top: 2px !important; justify-content: flex-start !important; gap: 4px; }
  .editor fieldset fieldset { padding: 4px 6px; }
  .preview-frame { border: 1px solid #999; overflow: hidden; background: #fff; }
  .preview-frame iframe { border: 0; transform-origin: 0 0; display: block; }
  .status { min-height: 1.5em; }
  .made { background: #fff4d6; padding: 6px 10px; border-radius: 6px; }
  .output { white-space: pre-wrap; font-size: 0.8rem; background: #fff; border: 1px solid #ccc; padding: 6px; }
`;
