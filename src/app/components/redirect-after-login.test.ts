import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect-after-login';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/orders/show/7?tab=history')).toBe('/orders/show/7?tab=history');
  });

  it('refuses anything that could leave the site', () => {
    for (const to of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'orders',
      '',
      null,
    ]) {
      expect(safeReturnPath(to)).toBe('/');
    }
  });
});
