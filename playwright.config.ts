import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the main process; workers inherit the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fp-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

// Debian's chromium: its headless shell when installed (the same engine without the window code, about
// a fifth less CPU on two cores), else the full browser in headless mode.
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records DOM snapshots and screencast frames on every action: it triples the browser's CPU
    // time on two cores. CI keeps only the printed error and the page's accessibility snapshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /(mobile|staff-two-factor|-scale)\.spec/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec/ },
    // A scale spec adds thousands of products to the shared catalogue (counts, public pages and the
    // lists made from the templates would change under the other specs): it runs after them.
    {
      name: 'scale',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /-scale\.spec/,
      dependencies: ['desktop', 'mobile'],
    },
    // Requiring two-step verification for staff holds every seller and admin without it at their
    // profile: that spec runs alone, after the others (run it by itself with --no-deps).
    {
      name: 'staff-two-factor',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /staff-two-factor\.spec/,
      dependencies: ['desktop', 'mobile', 'scale'],
    },
  ],
  webServer: {
    command: 'npx tsx e2e/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Scheduled work (list sends, standing-order drafts, price alerts) runs every second, not every minute.
      SCHEDULER_INTERVAL_MS: '1000',
      // A price move is told once it has stood this long: the price-alert spec waits it out, and rolls one back within it.
      PRICE_ALERT_SETTLE_SECONDS: '3',
      NODE_ENV: 'production',
    },
  },
});
