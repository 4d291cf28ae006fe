import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../src/content/collections';
import { listSiteAssets } from '../src/content/siteAssets';
import {
  formatReport,
  formatReportGithub,
  formatReportJson,
  validatePagesData,
  ValidationSetupError,
  type ValidationReport,
} from '../src/content/validation/index';
import { loadBlockChecks } from '../src/blocks/index.ts';

const usage = 'usage: npm run validate [-- [--format text|json|github] <content folder>]';

const formats = {
  text: (report: ValidationReport) => formatReport(report, { source: readSource }),
  json: formatReportJson,
  github: formatReportGithub,
};
type Format = keyof typeof formats;

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parseArgs(args: string[]): { format: Format; folder?: string } | undefined {
  let format: Format = 'text';
  const folders: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const inline = /^--format=(.*)$/.exec(arg)?.[1];
    if (arg === '--format' || inline !== undefined) {
      const value = inline ?? args[++index];
      if (!value || !(value in formats)) return undefined;
      format = value as Format;
    } else if (arg.startsWith('-')) {
      return undefined;
    } else {
      folders.push(arg);
    }
  }
  return folders.length > 1 ? undefined : { format, folder: folders[0] };
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(usage);
    return 2;
  }
  try {
    const folder = parsed.folder ?? path.relative(process.cwd(), DEFAULT_CONTENT_DIR);
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      assets: await listSiteAssets(folder),
    });
    console.log(formats[parsed.format](report));
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
