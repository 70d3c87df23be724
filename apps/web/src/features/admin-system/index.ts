export { SystemSettingsScreen } from './system-settings-screen';
