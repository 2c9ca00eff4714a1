// The docs' screenshots, from a built site: the drawing of the loop at the end of #/apis's bucle run (the README's
// picture) and the data page at 1280×800.
// Usage: npx vite build && npx tsx scripts/screenshot.ts [dist-folder]
// Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium); nothing is downloaded.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const dist = process.argv[2] ?? 'dist';
const port = 4731;
const base = `http://localhost:${port}/some/sub/`;

// One process (node with tsx's loader), so killing it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-static.ts', dist, '/some/sub/', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  await mkdir('docs', { recursive: true });
  // Twice the pixels, so its small words stay sharp; still, so it is not caught mid-bounce off a gate.
  const apis = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  await apis.goto(`${base}#/apis?provider=openai-responses&scenario=bucle&lang=en`);
  await apis.getByTestId('apis-trace').getByTestId('end-reason').waitFor();
  await apis.getByTestId('loop-diagram').first().screenshot({ path: 'docs/loop-drawing.png' });
  console.log('wrote docs/loop-drawing.png');

  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await tab.goto(`${base}#/data?ticker=BUSI&desde=2024-03-01&hasta=2024-03-31&lang=en`);
  await tab.locator('[data-testid="closes-chart"][data-drawn="true"]').waitFor();
  await tab.screenshot({ path: 'docs/screenshot-data.png' });
  console.log('wrote docs/screenshot-data.png');
} finally {
  await browser.close();
  server.kill();
}
