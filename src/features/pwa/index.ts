export { IosInstallGuide } from './components/ios-install-guide';
export { OfflineData } from './components/offline-data';
export { OfflineNotice } from './components/offline-notice';
