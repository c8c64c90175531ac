import { describe, expect, it } from 'vitest';
import { moduleSideEffects } from './pure-modules';

describe('pure modules', () => {
  it('are the Markdown renderer, the CSV parser and the trace parser, and nothing else', () => {
    for (const id of [
      '/app/node_modules/papaparse/papaparse.js',
      '/app/node_modules/react-markdown/index.js',
      '/app/node_modules/remark-gfm/index.js',
      '/app/node_modules/micromark-util-symbol/index.js',
      '/app/node_modules/error-stack-parser/error-stack-parser.js',
    ])
      expect(moduleSideEffects(id), id).toBe(false);
    for (const id of ['/app/node_modules/antd/es/index.js', '/app/src/app/main.tsx'])
      expect(moduleSideEffects(id), id).toBeUndefined();
  });
});
