export { ActivityScreen } from './activity-screen';
