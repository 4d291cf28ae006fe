/** A plain-words reason for a failed file-system call, without Node's error codes and paths. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'it does not exist';
    case 'ENOTDIR':
      return 'it is not a folder';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ELOOP':
      return 'it is a symbolic link that leads round in a circle, or through too many links';
    case 'ENAMETOOLONG':
      return 'its name is too long for the file system';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
