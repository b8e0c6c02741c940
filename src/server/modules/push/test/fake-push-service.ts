import { spawnSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A push service on 127.0.0.1 for tests: https with a certificate made for the run (web-push only speaks https), it
 * answers what the test says and keeps every request it received.
 */

export type TReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A self-signed certificate for 127.0.0.1, made with openssl (Node has no API to make one). */
const makeCertificate = (): { key: string; cert: string } => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export type TFakePushService = {
  /** The certificate to trust (config.pushTesting.ca). */
  ca: string;
  origin: string;
  /** A new endpoint on this service. */
  endpoint: (name: string) => string;
  received: TReceivedPush[];
  /** The status to answer for requests to `name`, in turn (201 once the list runs out). */
  answer: (name: string, ...statuses: number[]) => void;
  close: () => Promise<void>;
};

export const startFakePushService = async (): Promise<TFakePushService> => {
  const { key, cert } = makeCertificate();
  const received: TReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pushPath = req.url ?? '/';
      received.push({ path: pushPath, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(pushPath.replace(/^\/push\//, ''))?.shift() ?? 201;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 201 ? '' : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ca: cert,
    origin,
    endpoint: (name) => `${origin}/push/${name}`,
    received,
    answer: (name, ...statuses) => answers.set(name, statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A browser's side of a subscription: its P-256 key pair and auth secret, as `PushSubscription.toJSON()` gives them. */
export const makeBrowserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
};

/**
 * Decrypts an `aes128gcm` push message (RFC 8291 section 3.4, RFC 8188 section 2) with the browser's private key and
 * auth secret; throws when the message was not encrypted to them.
 */
export const decryptPush = (body: Buffer, browser: ReturnType<typeof makeBrowserKeys>): string => {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the server's ephemeral public key).
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const ecdhSecret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  // One record (a push message is smaller than the record size): the tag is its last 16 bytes.
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The plaintext ends with the last record's delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
};

/**
 * Checks a VAPID Authorization header (RFC 8292 section 3: `vapid t=<JWT>, k=<public key>`): the key is ours, the
 * JWT's ES256 signature verifies with it, `aud` is the push service's origin, `exp` is within 24 hours from `now` and
 * `sub` is our contact. Returns the JWT's claims; throws on any mismatch.
 */
export const verifyVapid = (
  authorization: string | undefined,
  expected: { publicKey: string; audience: string; subject: string; now: Date },
): { aud: string; exp: number; sub: string } => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expected.publicKey) throw new Error('k= is not our public key');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg.alg !== 'ES256') throw new Error(`JWT alg is ${alg.alg}`);
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('JWT signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  const nowSeconds = expected.now.getTime() / 1000;
  if (body.aud !== expected.audience) throw new Error(`aud is ${body.aud}`);
  if (!(body.exp > nowSeconds && body.exp <= nowSeconds + 24 * 60 * 60))
    throw new Error(`exp is ${body.exp}`);
  if (body.sub !== expected.subject) throw new Error(`sub is ${body.sub}`);
  return body;
};
