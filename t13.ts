import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
const which = process.argv[2]!;
const server = which === 'old'
  ? spawn(process.execPath, ['local-old/serve.ts', '--dir', 'dist-e2e', '--port', '4466'], { stdio: 'ignore' })
  : spawn(process.execPath, ['local/serve.ts', '--dir', 'dist-e2e', '--port', '4466', '--no-functions'], { stdio: 'ignore' });
for (;;) { try { await fetch('http://localhost:4466/'); break; } catch { await new Promise((r) => setTimeout(r, 100)); } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking', '--no-first-run', '--disable-gpu'] });
const ideaPath = Object.values(await (await fetch('http://localhost:4466/ideas/paths.json')).json() as Record<string, string>)[0]!;
for (const p of ['/discover', ideaPath, '/workspace']) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t = performance.now();
    await page.goto('http://localhost:4466' + p, { waitUntil: 'networkidle' });
    times.push(performance.now() - t);
    await context.close();
  }
  times.sort((a, b) => a - b);
  console.log(which, p.slice(0, 30), 'median ms', Math.round(times[4]!));
}
await browser.close();
server.kill();
