export { LegalScreen } from './legal-screen';
