import { createHmac } from 'node:crypto';

/**
 * An independent TOTP (RFC 6238 over RFC 4226, SHA-1, 6 digits, 30 s), checked against the RFC's own test vectors in
 * modules/admin/two-factor.test.ts, so the server's codes are judged by the standard and not by the library the
 * server uses (otplib). The two-factor API tests and the e2e journey make their codes with it.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const base32Bytes = (text: string) => {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
};
export const totp = (secret: string, at: Date, digits = 6) => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / 30)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
};
