export { CustomerNotesScreen } from './customer-notes-screen';
