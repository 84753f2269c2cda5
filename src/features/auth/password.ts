/** The auth server's minimum password length, which the forms check before sending. */
export const MIN_PASSWORD_LENGTH = 8;
