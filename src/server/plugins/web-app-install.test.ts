import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

/**
 * What a browser needs to install the app and run it offline, as the server sends the build's files: the service
 * worker at the root, always revalidated (a new build's worker is found on the next visit), the manifest with its
 * media type, the icons, and index.html itself (the page the worker stores for opening offline).
 */
let webRoot: string;
let app: TTestApp;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-install-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"RacePro"}');
  fs.mkdirSync(path.join(webRoot, 'icons'));
  fs.writeFileSync(path.join(webRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc.js'), 'console.info(1);');
  app = await createTestApp({ demo: false, config: { webRoot } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves the service worker at /sw.js as JavaScript, revalidated on every visit, under the page policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the manifest as application/manifest+json and the icons as PNG, revalidated', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('serves index.html as built (the page the worker keeps for offline), and the hashed files for a year', async () => {
    const page = await app.inject({ method: 'GET', url: '/index.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
