import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The application's root folder: the nearest one, from this file upwards, that holds the committed SQL migrations
 * (`drizzle/meta/_journal.json`). That is the repository when the server runs from `src/server` (tsx, tests) and the
 * image's `/app` when it runs from the bundle in `dist/server`, so the migrations and the web build (`dist/web`) are
 * found wherever the code lives and whatever the working directory. Falls back to the working directory.
 */
export const findAppRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
};

export const APP_ROOT = findAppRoot(path.dirname(fileURLToPath(import.meta.url)));
