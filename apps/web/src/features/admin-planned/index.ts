export { PlannedScreen } from './planned-screen';
