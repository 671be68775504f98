// What the server makes from a built file (a remote's entry version, its server bundle),
// made once per deploy: made again only when the file's mtime or size changes, so a
// remote redeployed on disk is picked up with no restart and no work on other requests.
import fs from 'node:fs/promises';

/** stat's answers for a path that cannot name a file here: a miss, never a server error. */
export const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

export const isMissingFile = (error: unknown) => NO_SUCH_FILE.has(String((error as NodeJS.ErrnoException).code));

/** `make(file)`, kept until the file changes on disk; null while there is no such file (gone mid-deploy too). */
export function perDeploy<T>(make: (file: string) => Promise<T> | T): (file: string) => Promise<T | null> {
  const made = new Map<string, { stamp: string; value: T }>();
  return async (file) => {
    let stamp: string;
    try {
      const stat = await fs.stat(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    const cached = made.get(file);
    if (cached?.stamp === stamp) return cached.value;
    let value: T;
    try {
      value = await make(file);
    } catch (error) {
      // Removed between the stat and the read: a redeploy under way, not a server error.
      if (isMissingFile(error)) return null;
      throw error;
    }
    made.set(file, { stamp, value });
    return value;
  };
}
