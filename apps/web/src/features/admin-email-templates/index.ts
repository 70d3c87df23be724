export { EmailTemplatesScreen } from './email-templates-screen';
