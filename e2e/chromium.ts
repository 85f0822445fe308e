import { existsSync } from 'node:fs';

/** The background services a test browser runs without (this machine's closed network refuses them). */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How the browser benchmarks start Debian's Chromium: the whole browser, headless, as root, with the
 * background services off.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the journeys start it: Chromium's headless shell when installed (the same engine without the
 * browser's window machinery, about 15 % less CPU for the same journeys), else the whole browser.
 * `CHROMIUM_PATH` overrides both.
 */
export const journeyLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args,
};
