/**
 * Text as markup that says exactly that text, inside an element or a double-quoted
 * attribute: the page's head and the live rate's figures are written as HTML strings.
 */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
