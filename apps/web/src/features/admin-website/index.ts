export { WebsiteSettingsScreen } from './website-settings-screen';
