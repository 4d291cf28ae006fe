/** A request the editor refuses (a file outside the page folders); its message is for the marketer. */
export class EditRefused extends Error {}
