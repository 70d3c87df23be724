/** The statistics' period arithmetic (statistics/periods.ts), importable beside the facade. */
export { change, periodRange, previousRange, rangeDays, type DayRange } from './statistics/periods';
