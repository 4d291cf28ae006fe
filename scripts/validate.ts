import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../src/content/collections';
import { formatReport, validatePagesData, ValidationSetupError } from '../src/validation/index';

const usage = 'usage: npm run validate [-- <content folder>]';

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  try {
    const report = await validatePagesData(
      args[0] ?? path.relative(process.cwd(), DEFAULT_CONTENT_DIR),
    );
    console.log(formatReport(report));
    return report.errors.length > 0 ? 1 : 0;
  } catch (error) {
    // Never a stack trace: the reader is a marketer, and the message says what to fix.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof ValidationSetupError
        ? `cannot validate: ${reason}`
        : `validator failed: ${reason}`,
    );
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
