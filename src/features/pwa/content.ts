/** The copy of the installed, offline-capable app (docs/decisions/030-installable-and-offline.md). */

/**
 * "A new version is ready: Reload" (issue 40), quoted character for character: the toast's line is
 * the words up to the colon, and Reload is its button.
 */
export const NEW_VERSION = { id: 'new-version', title: 'A new version is ready:', action: 'Reload' } as const;

/** The iOS guide: Safari's Share menu is the only way to install there. */
export const IOS_GUIDE = {
  title: 'Add Empowered Finance to your Home Screen',
  steps: ['Tap the Share button in Safari’s toolbar.', 'Choose “Add to Home Screen”, then Add.'],
  outcome: 'It then opens like an app, full screen, and shows what you last saw when you are offline.',
  dismiss: 'Dismiss the Home Screen guide',
} as const;
