export { RetentionPanel } from './retention-panel';
