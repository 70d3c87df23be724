export { BackendScreen } from './backend-screen';
