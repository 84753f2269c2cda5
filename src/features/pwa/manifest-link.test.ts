import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_HREF } from './manifest-href';
import { linkManifest } from './manifest-link';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('linkManifest', () => {
  it('links the manifest the build writes, once however often it is called', () => {
    expect(links()).toHaveLength(0);
    linkManifest();
    linkManifest();
    expect(links().map((link) => link.getAttribute('href'))).toEqual([MANIFEST_HREF]);
  });
});
