import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT, findAppRoot } from './app-root';
import { loadConfig } from './config';
import { MIGRATIONS_FOLDER } from './db/migrate';

describe('the application root', () => {
  it('is the folder holding drizzle/, found from the source (src/server) and from the bundle (dist/server)', () => {
    const root = path.resolve('.');
    expect(APP_ROOT).toBe(root);
    expect(findAppRoot(path.join(root, 'dist', 'server'))).toBe(root);
    expect(MIGRATIONS_FOLDER).toBe(path.join(root, 'drizzle'));
    expect(loadConfig({ NODE_ENV: 'test' }).webRoot).toBe(path.join(root, 'dist', 'web'));
  });

  it('is found whatever the working directory, as in the image (/app/dist/server -> /app)', () => {
    const image = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-image-'));
    try {
      fs.mkdirSync(path.join(image, 'drizzle', 'meta'), { recursive: true });
      fs.writeFileSync(path.join(image, 'drizzle', 'meta', '_journal.json'), '{"entries":[]}');
      fs.mkdirSync(path.join(image, 'dist', 'server'), { recursive: true });
      expect(findAppRoot(path.join(image, 'dist', 'server'))).toBe(image);
      // Without migrations anywhere above, the working directory.
      expect(findAppRoot(os.tmpdir())).toBe(process.cwd());
    } finally {
      fs.rmSync(image, { recursive: true, force: true });
    }
  });
});
