import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * npm run icons — the installed app's icons, drawn from the mark in public/favicon.svg by Debian's
 * headless Chromium and written to public/icons/ (committed: the build reads them, never draws them).
 * Run again after the mark changes (docs/decisions/030-installable-and-offline.md):
 * - icon-192.png, icon-512.png: the mark as it is, rounded corners transparent (`purpose: any`);
 * - maskable-512.png: the green to every edge and the mark inside the middle 80% circle, the safe
 *   zone that Android's round, squircle and square masks all keep (`purpose: maskable`);
 * - apple-touch-icon.png (180 px): iOS fills transparency with black and rounds the corners itself,
 *   so it gets the square, full-bleed drawing too.
 */
const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const BRAND_GREEN = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!BRAND_GREEN) throw new Error('public/favicon.svg has no filled <rect> to take the colour from');
// The mark without its rounded square: what sits on the green.
const mark = favicon.replace(/<svg[^>]*>|<\/svg>|<rect [^>]*\/>/g, '').trim();

const roundedIcon = favicon.replace('<svg ', '<svg width="100%" height="100%" ');
// The mark's 32-unit box shrunk to 80% around its centre: its farthest stroke then lies well within
// the safe circle (radius 40% of the icon).
const fullBleedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
  <rect width="32" height="32" fill="${BRAND_GREEN}" />
  <g transform="translate(3.2 3.2) scale(0.8)">${mark}</g>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: roundedIcon },
  { file: 'icon-512.png', size: 512, svg: roundedIcon },
  { file: 'maskable-512.png', size: 512, svg: fullBleedIcon },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedIcon },
];

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${svg}</body>`);
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
