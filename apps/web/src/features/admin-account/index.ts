export { AccountScreen } from './account-screen';
export { TwoFactorSection } from './two-factor-section';
