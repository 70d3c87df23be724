export { RedirectsScreen } from './redirects-screen';
