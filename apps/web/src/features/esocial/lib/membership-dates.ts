import { fromIsoDate, toIsoDate } from '@ohp/i18n';

/** The errors of a membership's dates, by field, as translation keys (checked again by the server). */
export interface DateErrors {
  startDate?: string;
  endDate?: string;
}

/**
 * dtIniCondicao must be a real date not after today (the event reports conditions already
 * started); an end date, when given, a real date not before the start.
 */
export function checkMembershipDates(startDate: string, endDate: string, today = new Date()): DateErrors {
  const errors: DateErrors = {};
  const todayIso = toIsoDate(today);
  if (!startDate) errors.startDate = 'esocial:web.dates.startRequired';
  else if (!fromIsoDate(startDate)) errors.startDate = 'esocial:web.dates.invalid';
  else if (startDate > todayIso) errors.startDate = 'esocial:web.dates.startInFuture';
  if (endDate) {
    if (!fromIsoDate(endDate)) errors.endDate = 'esocial:web.dates.invalid';
    else if (fromIsoDate(startDate) && endDate < startDate)
      errors.endDate = 'esocial:web.dates.endBeforeStart';
  }
  return errors;
}
