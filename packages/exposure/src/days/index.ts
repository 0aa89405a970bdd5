export * from './calendar-days.ts';
