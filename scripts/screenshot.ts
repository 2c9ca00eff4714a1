// The README's screenshot of the data page, at 1280×800, from a built site.
// Usage: npx vite build && npx tsx scripts/screenshot.ts [dist-folder]
// Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium); nothing is downloaded.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const dist = process.argv[2] ?? 'dist';
const port = 4731;
const base = `http://localhost:${port}/some/sub/`;
const page = '#/data?ticker=BUSI&desde=2024-03-01&hasta=2024-03-31&lang=en';

// One process (node with tsx's loader), so killing it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-static.ts', dist, '/some/sub/', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await tab.goto(base + page);
  await tab.locator('[data-testid="closes-chart"][data-drawn="true"]').waitFor();
  await mkdir('docs', { recursive: true });
  await tab.screenshot({ path: 'docs/screenshot-data.png' });
  console.log('wrote docs/screenshot-data.png');
} finally {
  await browser.close();
  server.kill();
}
