// Renders the raster brand images (social card, touch icon, favicon.ico) from HTML/SVG with the
// local Chromium. Run by hand when the brand changes: `node scripts/render-brand-images.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../web/public/', import.meta.url).pathname;
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function render(html, width, height, path) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  const png = await page.screenshot({ type: 'png', omitBackground: false });
  await page.close();
  if (path) writeFileSync(path, png);
  return png;
}

const socialCard = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;background:linear-gradient(135deg,#f0fdfa 0%,#ffffff 55%,#fef3c7 100%);display:flex;align-items:center;">
<div style="padding:0 80px;flex:1">
  <div style="display:flex;align-items:center;gap:18px;font-size:34px;font-weight:800;color:#0f172a">${favicon.replace('width="64" height="64"', 'width="72" height="72"')} Salary Reality Check</div>
  <div style="margin-top:36px;font-size:64px;line-height:1.08;font-weight:800;color:#0f172a;max-width:760px">Is your Gulf job offer really enough?</div>
  <div style="margin-top:24px;font-size:28px;color:#334155;max-width:720px">Rent, schools and living costs for your household, with a clear verdict. Free and private.</div>
  <div style="margin-top:36px;display:flex;gap:12px;flex-wrap:wrap">${['UAE', 'Saudi Arabia', 'Qatar', 'Oman', 'Bahrain', 'Kuwait'].map((c) => `<span style="padding:8px 18px;border-radius:999px;background:#0f766e;color:#fff;font-size:22px;font-weight:700">${c}</span>`).join('')}</div>
</div>
<div style="width:300px;margin-right:70px">${favicon.replace('width="64" height="64"', 'width="300" height="300"')}</div>
</body></html>`;

await render(socialCard, 1200, 630, `${publicDir}social-card.png`);
const iconPage = (size) =>
  `<!doctype html><html><body style="margin:0;background:transparent">${favicon.replace('width="64" height="64"', `width="${size}" height="${size}"`)}</body></html>`;
await render(iconPage(180), 180, 180, `${publicDir}apple-touch-icon.png`);
await render(iconPage(192), 192, 192, `${publicDir}icon-192.png`);
await render(iconPage(512), 512, 512, `${publicDir}icon-512.png`);
const png32 = await render(iconPage(32), 32, 32);

// favicon.ico holding one 32x32 PNG image (supported by every current browser).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(`${publicDir}favicon.ico`, Buffer.concat([header, png32]));
await browser.close();
console.log('brand images written to web/public');
