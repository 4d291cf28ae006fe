/**
 * Publish and History for the page editor: the saved changes of the content folder become a
 * commit of the repository that holds it, and a page's commits can be listed and one undone.
 *
 * git runs only as a child process with an argument array (execFile), never through a shell.
 * What a person typed never reaches git's command line as an option: the message goes in on
 * standard input, the name in git's author variables, and every path follows `--` with git's
 * pathspec magic turned off.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ChangeKind,
  PageCommit,
  PendingChanges,
  PendingFile,
  PublishResult,
  RevertedPage,
} from './types';

/** A request the editor answers with a plain message for the marketer, and this status. */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}

const GIT_MISSING =
  'git is not installed on this computer, so nothing can be published. Ask a developer to install git.';
const NOT_A_REPOSITORY =
  'The content folder is not in a git repository, so there is nowhere to publish to. Ask a developer to set one up.';
/** git's id of the empty tree: what a repository with no commit yet is compared with. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const HISTORY_LENGTH = 50;
const GIT_TIMEOUT_MS = 60_000;
const MAX_NAME_LENGTH = 100;
const MAX_MESSAGE_LENGTH = 5_000;

interface GitOutput {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * git's environment: no variable of the calling shell (a hook's GIT_DIR, say) points it
 * elsewhere, and paths are always literal.
 */
function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('GIT_')) env[key] = value;
  }
  return { ...env, GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...extra };
}

/** Runs git and answers its exit code and output; refuses plainly when git is missing. */
function git(
  cwd: string,
  args: string[],
  { input, env }: { input?: string; env?: Record<string, string> } = {},
): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        env: gitEnvironment(env),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: GIT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new PublishRefused(GIT_MISSING, 503));
          return;
        }
        const code = typeof error?.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
    // git may exit before reading its input (a refusal); its exit code says what happened.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input ?? '');
  });
}

/** git's answer, or an error that carries what git said. */
async function gitOk(cwd: string, args: string[], options?: Parameters<typeof git>[2]) {
  const output = await git(cwd, args, options);
  if (output.code !== 0) {
    throw new Error(`git ${args[0]} failed: ${output.stderr.trim() || output.stdout.trim()}`);
  }
  return output.stdout;
}

/** The repository that holds the content folder, and the folder's path inside it. */
interface ContentRepository {
  root: string;
  /** The content folder as a pathspec from the repository's root ('.' when it is the root). */
  folder: string;
}

async function contentRepository(dir: string): Promise<ContentRepository> {
  const folder = await realpath(dir);
  const top = await git(folder, ['rev-parse', '--show-toplevel']);
  if (top.code !== 0) throw new PublishRefused(NOT_A_REPOSITORY, 409);
  const root = await realpath(top.stdout.trim());
  return { root, folder: path.relative(root, folder).split(path.sep).join('/') || '.' };
}

/** A file inside the content folder as the browser names it, or a refusal. */
function pageFile(file: unknown): string {
  const name = typeof file === 'string' ? file : '';
  const normal = path.posix.normalize(name);
  if (
    !name ||
    normal !== name ||
    path.posix.isAbsolute(name) ||
    normal.split('/').includes('..') ||
    !name.endsWith('.json')
  ) {
    throw new PublishRefused(`"${name}" is not a page file of the content folder.`, 400);
  }
  return name;
}

const inFolder = (repo: ContentRepository, file: string) =>
  repo.folder === '.' ? file : `${repo.folder}/${file}`;
const fromFolder = (repo: ContentRepository, repoPath: string) =>
  repo.folder === '.' ? repoPath : repoPath.slice(repo.folder.length + 1);

/** Publishes and reverts one at a time for each repository: two would race for git's index. */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(root: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(root) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(
    root,
    next.catch(() => undefined),
  );
  return next;
}

const STATUS_KINDS: Record<string, ChangeKind> = { '?': 'added', A: 'added', D: 'removed' };

/** A pending file, and whether git knows it yet. */
type StatusEntry = PendingFile & { untracked: boolean };

/** The files of the content folder whose saved text differs from the last commit. */
async function pendingFiles(repo: ContentRepository): Promise<StatusEntry[]> {
  const status = await gitOk(repo.root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--no-renames',
    '--untracked-files=all',
    '--',
    repo.folder,
  ]);
  return status
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const [staged, unstaged] = [entry[0]!, entry[1]!];
      const change =
        STATUS_KINDS[unstaged === ' ' ? staged : unstaged] ?? STATUS_KINDS[staged] ?? 'changed';
      return { file: fromFolder(repo, entry.slice(3)), change, untracked: staged === '?' };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

async function headCommit(repo: ContentRepository): Promise<string | undefined> {
  const head = await git(repo.root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  return head.code === 0 ? head.stdout.trim() : undefined;
}

/** What Publish would commit: the saved, unpublished changes of the content folder. */
export async function pendingChanges(dir: string): Promise<PendingChanges> {
  const repo = await contentRepository(dir);
  const files = await pendingFiles(repo);
  if (files.length === 0) return { files: [], diff: '' };
  const base = (await headCommit(repo)) ?? EMPTY_TREE;
  const tracked = await gitOk(repo.root, [
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--no-renames',
    base,
    '--',
    repo.folder,
  ]);
  const untracked: string[] = [];
  for (const { file, untracked: unknownToGit } of files) {
    if (!unknownToGit) continue;
    // A file git does not know yet is missing from the diff above; it is compared with nothing.
    const shown = await git(repo.root, [
      'diff',
      '--no-color',
      '--no-ext-diff',
      '--no-index',
      '--',
      '/dev/null',
      inFolder(repo, file),
    ]);
    untracked.push(shown.stdout);
  }
  const values: NonNullable<PendingChanges['values']> = {};
  for (const { file } of files) {
    if (!file.endsWith('.json')) continue;
    const before = base === EMPTY_TREE ? undefined : await textAt(repo, base, file);
    const after = await readFile(path.join(dir, file), 'utf8').catch(() => undefined);
    values[file] = { before: jsonOrNothing(before), after: jsonOrNothing(after) };
  }
  return {
    files: files.map(({ file, change }) => ({ file, change })),
    diff: tracked + untracked.join(''),
    values,
  };
}

/** A file's value, or nothing where it is missing or not JSON (then only the diff shows it). */
function jsonOrNothing(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The marketer's name as git records it, or a refusal that says what to change. */
function publisherName(name: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw new PublishRefused('Type your name: it is recorded with what you publish.', 400);
  if (text.length > MAX_NAME_LENGTH || /[<>\p{Cc}]/u.test(text)) {
    throw new PublishRefused(
      `Your name may be up to ${MAX_NAME_LENGTH} characters, without < or >.`,
      400,
    );
  }
  return text;
}

function publishMessage(message: unknown): string {
  const text = typeof message === 'string' ? message.trim() : '';
  if (!text) {
    throw new PublishRefused('Say in a few words what changed: it is shown in History.', 400);
  }
  if (text.length > MAX_MESSAGE_LENGTH) {
    throw new PublishRefused(`The message may be up to ${MAX_MESSAGE_LENGTH} characters.`, 400);
  }
  return text;
}

/** What the browser sends to publish: the marketer's name and message, as typed. */
export interface PublishRequest {
  name: unknown;
  message: unknown;
}

/** The name and message as git records them, or a refusal that says what to change. */
export function publishRequestOf({ name, message }: PublishRequest): {
  name: string;
  message: string;
} {
  return { name: publisherName(name), message: publishMessage(message) };
}

/**
 * Commits every saved change of the content folder, and nothing else: files staged outside
 * it stay staged and out of the commit. The marketer is the commit's author and committer,
 * with no e-mail address, which git allows.
 */
export async function publishChanges(dir: string, request: PublishRequest): Promise<PublishResult> {
  const { name: publisher, message: text } = publishRequestOf(request);
  const repo = await contentRepository(dir);
  return oneAtATime(repo.root, async () => {
    const files = await pendingFiles(repo);
    if (files.length === 0) {
      throw new PublishRefused('Nothing to publish: every saved change is already published.');
    }
    await gitOk(repo.root, ['add', '--all', '--', repo.folder]);
    const identity = {
      GIT_AUTHOR_NAME: publisher,
      GIT_AUTHOR_EMAIL: '',
      GIT_COMMITTER_NAME: publisher,
      GIT_COMMITTER_EMAIL: '',
    };
    await gitOk(
      repo.root,
      // --only with the folder: the commit takes the folder and no other staged file.
      ['commit', '--quiet', '--cleanup=whitespace', '--file=-', '--only', '--', repo.folder],
      { input: text, env: identity },
    );
    const commit = (await headCommit(repo))!;
    return { commit, files: files.map(({ file, change }) => ({ file, change })) };
  });
}

const FIELD = '\x1f';
const RECORD = '\x1e';

/** A page's published changes, newest first (the last 50). */
export async function pageHistory(dir: string, file: unknown): Promise<PageCommit[]> {
  const page = pageFile(file);
  const repo = await contentRepository(dir);
  if (!(await headCommit(repo))) return [];
  const log = await gitOk(repo.root, [
    'log',
    `--max-count=${HISTORY_LENGTH}`,
    `--format=%H${FIELD}%aI${FIELD}%an${FIELD}%s${RECORD}`,
    '--',
    inFolder(repo, page),
  ]);
  return log
    .split(RECORD)
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [commit = '', date = '', name = '', message = ''] = record.split(FIELD);
      return { commit, date, name, message };
    });
}

/** The file's text in a commit, or undefined where the commit has no such file. */
async function textAt(repo: ContentRepository, revision: string, file: string) {
  const shown = await git(repo.root, ['cat-file', 'blob', `${revision}:${inFolder(repo, file)}`]);
  return shown.code === 0 ? shown.stdout : undefined;
}

/**
 * The page as saved now with one of its published changes undone, for the form. Nothing is
 * written: the marketer sees it, saves it (the validator checks it as any edit) and
 * publishes it. Later changes to other lines of the page are kept; a change that later ones
 * overlap cannot be undone on its own, and is refused.
 */
export async function revertedPage(
  dir: string,
  { file, commit }: { file: unknown; commit: unknown },
): Promise<RevertedPage> {
  const page = pageFile(file);
  const history = await pageHistory(dir, page);
  const chosen = history.find((entry) => entry.commit === commit);
  if (!chosen) throw new PublishRefused('That change is not in this page’s history.', 404);
  const repo = await contentRepository(dir);
  const after = await textAt(repo, chosen.commit, page);
  const before = await textAt(repo, `${chosen.commit}^`, page);
  if (after === undefined || before === undefined) {
    throw new PublishRefused(
      after === undefined
        ? 'That change removed the page; it cannot be undone here.'
        : 'That change made the page; there is no earlier version to go back to.',
    );
  }
  let now: string;
  try {
    now = await readFile(path.join(repo.root, inFolder(repo, page)), 'utf8');
  } catch {
    throw new PublishRefused('The page file is not there any more.', 404);
  }
  const text = now === after ? before : await undoChange(now, after, before);
  try {
    return { value: JSON.parse(text) };
  } catch {
    throw new PublishRefused('Undoing that change would leave the page unreadable.');
  }
}

/** The saved text with the change from `before` to `after` taken back (git merge-file). */
async function undoChange(now: string, after: string, before: string): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'editor-revert-'));
  try {
    const [current, base, other] = ['current', 'base', 'other'].map((name) =>
      path.join(work, name),
    ) as [string, string, string];
    await Promise.all([writeFile(current, now), writeFile(base, after), writeFile(other, before)]);
    const merged = await git(work, ['merge-file', '--stdout', '--quiet', current, base, other]);
    if (merged.code !== 0) {
      throw new PublishRefused(
        'Later changes to this page touch the same lines, so this change cannot be undone on its own. Edit the page by hand instead.',
      );
    }
    return merged.stdout;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
