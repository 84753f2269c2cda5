import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateVapidKeys, vapidFromEnv, type VapidKeys } from '../functions/_shared/push/send.ts';

/**
 * The local stack's VAPID key pair (docs/decisions/031-notifications.md): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set, else made on first start and kept in `file` beside the database
 * (a browser's subscription is bound to the public key, so it must outlive a restart), or made
 * anew for an in-memory stack. Hosted, the same variables are the functions' secrets.
 */
export function localVapidKeys(file: string | null): VapidKeys {
  const fromEnv = vapidFromEnv((name) => process.env[name]);
  if (fromEnv) return fromEnv;
  const subject = 'mailto:notifications@empowered-finance.local';
  if (file && existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  const keys = generateVapidKeys();
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  }
  return { ...keys, subject };
}
