const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The spec's fallback agent code: AGT + 6 random uppercase alphanumerics. On its own, without the
 * browser, so tests/db/account.test.ts can hold it to the database's check.
 */
export function fallbackAgentCode(random: () => number = Math.random): string {
  let code = 'AGT';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET.charAt(Math.floor(random() * CODE_ALPHABET.length));
  return code;
}
