export { FaqScreen } from './faq-screen';
