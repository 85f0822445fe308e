import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts written inline in the web app's
 * index.html: the one that starts the page's first API requests and picks its first markup before the
 * app's code arrives (decision 0059). Only these run; any other inline script stays refused.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((source) => source.trim() !== '')
    .map((source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
}

/** The hashes of the built index.html in `webDist`, none without a build. */
export function webDistScriptHashes(webDist: string | undefined): string[] {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  return index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
