import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does (its text between the tags), not the files', () => {
    const html = [
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script>\n  (function () { window.a = 1; })();\n</script></head>',
      '<body><script type="text/javascript">window.b = 2</script><script></script></body>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('\n  (function () { window.a = 1; })();\n'),
      sha('window.b = 2'),
    ]);
  });

  it('has nothing to allow on a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><title>Skyler</title>')).toEqual([]);
  });
});
