/** The copy of the installed, offline-capable app (docs/decisions/030-installable-and-offline.md). */

/**
 * "A new version is ready: Reload" (issue 40), quoted character for character: the toast's line is
 * the words up to the colon, and Reload is its button.
 */
export const NEW_VERSION = { id: 'new-version', title: 'A new version is ready:', action: 'Reload' } as const;
