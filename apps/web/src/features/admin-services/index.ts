export { ServicesScreen } from './services-screen';
