export { TrackingScreen } from './tracking-screen';
