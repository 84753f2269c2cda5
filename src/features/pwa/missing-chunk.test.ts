import { describe, expect, it } from 'vitest';
import { isMissingChunk, MISSING_CHUNK_KEY, shouldReloadForMissingChunk } from './missing-chunk';

/** A tab's sessionStorage: the real Storage of jsdom, emptied for each test. */
function tabStorage(): Storage {
  window.sessionStorage.clear();
  return window.sessionStorage;
}

const chromium = 'Failed to fetch dynamically imported module: https://app.example/assets/goals-page-1a2b.js';
const other = 'Failed to fetch dynamically imported module: https://app.example/assets/calendar-page-3c4d.js';

describe('shouldReloadForMissingChunk', () => {
  it('reloads once for a missing script, never twice in the same tab', () => {
    const storage = tabStorage();
    expect(shouldReloadForMissingChunk(chromium, true, () => storage)).toBe(true);
    expect(shouldReloadForMissingChunk(chromium, true, () => storage)).toBe(false);
    expect(shouldReloadForMissingChunk(chromium, true, () => storage)).toBe(false);
  });

  it('reloads again for another script: a later deploy', () => {
    const storage = tabStorage();
    expect(shouldReloadForMissingChunk(chromium, true, () => storage)).toBe(true);
    expect(shouldReloadForMissingChunk(other, true, () => storage)).toBe(true);
    expect(JSON.parse(storage.getItem(MISSING_CHUNK_KEY)!)).toEqual([chromium, other]);
  });

  it('never reloads offline: the failure is the connection, and the reload would lose the app', () => {
    const storage = tabStorage();
    expect(shouldReloadForMissingChunk(chromium, false, () => storage)).toBe(false);
    expect(storage.getItem(MISSING_CHUNK_KEY)).toBeNull();
    // Back online, the same failure still gets its one reload.
    expect(shouldReloadForMissingChunk(chromium, true, () => storage)).toBe(true);
  });

  it('never reloads where the tab cannot remember it did', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(shouldReloadForMissingChunk(chromium, true, refused)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(shouldReloadForMissingChunk(chromium, true, () => full)).toBe(false);
  });

  it('treats a stored value it cannot read as no memory at all, and does not reload', () => {
    const storage = tabStorage();
    storage.setItem(MISSING_CHUNK_KEY, 'not json');
    expect(shouldReloadForMissingChunk(chromium, true, () => storage)).toBe(false);
  });
});

describe('isMissingChunk', () => {
  it("knows each browser's words for a script that failed to load", () => {
    expect(isMissingChunk(new TypeError(chromium))).toBe(true);
    expect(
      isMissingChunk(new TypeError('error loading dynamically imported module: https://app.example/a.js')),
    ).toBe(true);
    expect(isMissingChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunk(new Error('Unable to preload CSS for https://app.example/assets/a.css'))).toBe(
      true,
    );
  });

  it('leaves every other error to the error page', () => {
    expect(isMissingChunk(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingChunk('Failed to fetch dynamically imported module')).toBe(false);
    expect(isMissingChunk(undefined)).toBe(false);
  });
});
