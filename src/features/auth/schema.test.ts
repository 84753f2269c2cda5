import { describe, expect, it } from 'vitest';
import { NAME_ONE_LINE_MESSAGE, profileNamesSchema, signUpSchema } from './schema';

// Names go into email subjects (decisions/020): the sign-up and Settings forms refuse a name that is
// not one line, with a message that says so.

const signUp = {
  firstName: 'Eve',
  lastName: 'Smith',
  email: 'eve@example.com',
  password: 'correct-horse-42',
  referralCode: '',
};

describe('name fields', () => {
  it.each([
    'Eve\r\nBcc: attacker@example.com',
    'Eve\tSmith',
    'Eve\u0000',
    'Eve\u2028Smith',
    'Eve\u2029Smith',
    'Eve\u202Ehtimi',
    'Eve\u202A',
    'Eve\u2066Smith\u2069',
    'Eve\u0085',
  ])('refuse %j with a clear message, in sign-up and Settings', (firstName) => {
    const up = signUpSchema.safeParse({ ...signUp, firstName });
    expect(up.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', NAME_ONE_LINE_MESSAGE],
    ]);
    const settings = profileNamesSchema.safeParse({ firstName: 'Eve', lastName: firstName });
    expect(settings.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lastName', NAME_ONE_LINE_MESSAGE],
    ]);
  });

  it('accept names with spaces, hyphens, apostrophes and accents, trimmed', () => {
    expect(profileNamesSchema.parse({ firstName: ' Anne-Marie ', lastName: "O'Brien Núñez" })).toEqual({
      firstName: 'Anne-Marie',
      lastName: "O'Brien Núñez",
    });
  });
});
