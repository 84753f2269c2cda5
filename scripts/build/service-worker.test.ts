import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MANIFEST, THEME_COLOR } from './service-worker';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, '../..', file));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const png = read(`public${file}`);
  expect(png.subarray(1, 4).toString('ascii'), file).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the installed app', () => {
  it('has the icons Chrome asks for, each at the size the manifest says', () => {
    for (const { src, sizes } of APP_MANIFEST.icons) expect(pngSize(src), src).toBe(sizes);
    const sizesFor = (purpose: string) =>
      APP_MANIFEST.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizesFor('any')).toEqual(['192x192', '512x512']);
    expect(sizesFor('maskable')).toEqual(['512x512']);
  });

  it("has iOS's home screen icon where index.html says, square at 180 px", () => {
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(read('index.html').toString())?.[1];
    expect(href).toBe('/icons/apple-touch-icon.png');
    expect(pngSize(href!)).toBe('180x180');
  });

  it("takes its theme colour from the app's mark and index.html", () => {
    expect(APP_MANIFEST.theme_color).toBe(THEME_COLOR);
    expect(read('index.html').toString()).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(read('public/favicon.svg').toString()).toContain(`fill="${THEME_COLOR}"`);
  });
});
