/** The styles of the form's own parts: paragraphs, the brand colour and the logo upload. */
export const formCss = `
  .paragraph-field textarea { resize: vertical; }
  .paragraph-tools { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 2px 0; }
  .paragraph-tools input { width: 16rem !important; }
  .colour-field { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  .colour-field input[type=color] { width: 3rem; height: 2rem; padding: 0; border: 1px solid #5f6368; border-radius: 4px; }
  .colour-field input[type=text] { width: 8rem !important; }
  .contrast-warning { color: #7a4f00; font-size: 0.85rem; margin: 0; flex-basis: 100%; }
  .upload { margin: 4px 0; }
  .upload label { font-weight: 600; margin-right: 6px; }
`;
