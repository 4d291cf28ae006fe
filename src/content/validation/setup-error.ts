/**
 * The input cannot be validated at all: the pages-data folder is missing or unreadable, or the
 * schemas themselves are broken. The CLI prints the message and exits with code 2.
 */
export class ValidationSetupError extends Error {
  override name = 'ValidationSetupError';
}
