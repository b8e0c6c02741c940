// NOTE: vitest resolves `qrcode` to its node build (which has toBuffer) even in this jsdom project.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_CODE_OPTIONS, shareUrl } from '~/domain/share';

const render = async (url: string) => PNG.sync.read(await QRCode.toBuffer(url, QR_CODE_OPTIONS));

describe('the share QR code (spec 2 section 9)', () => {
  const url = shareUrl({
    pageUrl: 'http://localhost:5173/tips?day=today#tip-2',
    channel: 'qrcode',
    publicSiteUrl: 'https://racepro.co.uk',
  });

  it('encodes the qrcode channel link to the public site', () => {
    expect(url).toBe(
      'https://racepro.co.uk/tips?day=today&utm_source=qrcode&utm_medium=qrcode&utm_campaign=racing_tips#tip-2',
    );
  });

  it('is a 300 px png, black on white, that decodes back to the exact link', async () => {
    const png = await render(url);
    expect(png.width).toBe(300);
    expect(png.height).toBe(300);
    // Margin 2: the corner pixel is the white quiet zone; the finder pattern just inside it is black.
    expect([...png.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    const colours = new Set<string>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.subarray(i, i + 3).join(','));
    expect(colours).toEqual(new Set(['0,0,0', '255,255,255']));

    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(url);
  });

  it('decodes a long link with an encoded query exactly', async () => {
    const long = shareUrl({
      pageUrl: `https://racepro.co.uk/learn?lesson=${'each-way-'.repeat(20)}&q=a%20b%26c`,
      channel: 'qrcode',
      publicSiteUrl: 'https://racepro.co.uk',
    });
    const png = await render(long);
    expect(png.width).toBe(300);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(long);
  });
});
