export { BackupPanel } from './backup-panel';
