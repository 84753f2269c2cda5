export { IosInstallGuide } from './components/ios-install-guide';
