import { describe, expect, it } from 'vitest';
import { careerRef, careerSource, talkTo } from './logic';

describe("the career page's invitation", () => {
  it("takes the QR code's source, else the plain career link", () => {
    expect(careerSource('qr')).toBe('career:qr');
    expect(careerSource(' QR ')).toBe('career:qr');
    expect(careerSource(null)).toBe('career');
    expect(careerSource('lesson:budgeting')).toBe('career');
  });

  it('looks up only codes shaped as agent codes', () => {
    expect(careerRef(' agt123abc ')).toBe('AGT123ABC');
    expect(careerRef(null)).toBeNull();
    expect(careerRef('')).toBeNull();
    expect(careerRef('a b')).toBeNull();
    expect(careerRef('x'.repeat(21))).toBeNull();
  });

  it('talks to the agent or the house', () => {
    expect(talkTo('Jane D.')).toBe('Talk to Jane D.');
    expect(talkTo(null)).toBe('Talk to our team');
  });
});
