import { describe, expect, it } from 'vitest';
import { REFERRAL_SOURCE_STORAGE_KEY, referralSourceFor } from './logic';

describe('referralSourceFor', () => {
  it('gives the kept visit source for the same code only', () => {
    sessionStorage.setItem(REFERRAL_SOURCE_STORAGE_KEY, JSON.stringify({ code: 'AGTABC123', source: 'qr' }));
    expect(referralSourceFor(' agtabc123 ')).toBe('qr');
    expect(referralSourceFor('AGTZZZ999')).toBeNull();
    expect(referralSourceFor('')).toBeNull();
    sessionStorage.setItem(REFERRAL_SOURCE_STORAGE_KEY, 'not json');
    expect(referralSourceFor('AGTABC123')).toBeNull();
    sessionStorage.removeItem(REFERRAL_SOURCE_STORAGE_KEY);
    expect(referralSourceFor('AGTABC123')).toBeNull();
  });
});
