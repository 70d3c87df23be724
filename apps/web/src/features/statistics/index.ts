export { StatisticsPanel } from './statistics-panel';
