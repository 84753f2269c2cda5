import { describe, expect, it } from 'vitest';
import { safeHref } from './logic';

describe('safeHref', () => {
  it.each([
    [
      '/dashboard/solutions/income-for-life',
      { kind: 'internal', to: '/dashboard/solutions/income-for-life' },
    ],
    ['https://www.ssa.gov/', { kind: 'external', href: 'https://www.ssa.gov/' }],
    ['mailto:help@example.com', { kind: 'external', href: 'mailto:help@example.com' }],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/path', null],
    ['vbscript:msgbox', null],
    [undefined, null],
  ])('%s', (href, expected) => {
    expect(safeHref(href)).toEqual(expected);
  });
});
