// Kept to this device's subscription: sign-out imports it lazily (src/features/auth).
export {
  forgetThisDevice,
  NotificationsBlocked,
  subscribeThisDevice,
  thisBrowserSupport,
  thisDeviceEndpoint,
} from './device';
export type { PushSupport } from './logic';
