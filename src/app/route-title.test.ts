import { describe, expect, it } from 'vitest';
import {
  APP_DESCRIPTION,
  documentDescription,
  documentTitle,
  type RouteHandle,
  type TitleSource,
} from './route-title';

const match = (handle: RouteHandle | undefined, over: Partial<TitleSource> = {}) => ({
  params: {},
  loaderData: undefined,
  handle,
  ...over,
});

describe('documentTitle', () => {
  it('takes the deepest titled route and names the product after it', () => {
    expect(documentTitle([match({ title: 'Dashboard' }), match(undefined), match({ title: 'Goals' })])).toBe(
      'Goals · Empowered Finance',
    );
  });

  it('reads a title from the match, and says the page is missing when there is none', () => {
    const fromParams: RouteHandle = { title: ({ params }) => (params.id === 'a' ? 'Item A' : null) };
    expect(documentTitle([match(fromParams, { params: { id: 'a' } })])).toBe('Item A · Empowered Finance');
    expect(documentTitle([match(fromParams, { params: { id: 'z' } })])).toBe(
      'Page not found · Empowered Finance',
    );
  });

  it('is the product name alone where no route has a title', () => {
    expect(documentTitle([match(undefined)])).toBe('Empowered Finance');
  });
});

describe('documentDescription', () => {
  it("takes the deepest route's description, else the product's", () => {
    expect(
      documentDescription([
        match({ title: 'A', description: 'Outer' }),
        match({ title: 'B', description: 'Inner' }),
      ]),
    ).toBe('Inner');
    expect(documentDescription([match({ title: 'A' }), match(undefined)])).toBe(APP_DESCRIPTION);
  });
});
