/** What the editor shows before a page is picked. */
export function Welcome() {
  return (
    <main>
      <h1>Page editor</h1>
      <p>
        Pick a page on the left, or make a new one. Every change is checked as you type, with the
        same checks the site runs before it is built: a page with a problem cannot be saved, and the
        problem shows at its box. A saved page stays on this computer until you publish it.
      </p>
    </main>
  );
}
