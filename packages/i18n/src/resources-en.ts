// The en texts of every namespace: one chunk per language in the web app (loaded when used).
import adminEn from '../locales/admin/en.json' with { type: 'json' };
import archiveEn from '../locales/archive/en.json' with { type: 'json' };
import statisticsEn from '../locales/statistics/en.json' with { type: 'json' };
import esocialEn from '../locales/esocial/en.json' with { type: 'json' };
import signingEn from '../locales/signing/en.json' with { type: 'json' };
import gheStatisticsEn from '../locales/gheStatistics/en.json' with { type: 'json' };
import verifyPageEn from '../locales/verifyPage/en.json' with { type: 'json' };
import uploadsEn from '../locales/uploads/en.json' with { type: 'json' };
import reportSigningEn from '../locales/reportSigning/en.json' with { type: 'json' };
import appEn from '../locales/app/en.json' with { type: 'json' };
import authEn from '../locales/auth/en.json' with { type: 'json' };
import cliEn from '../locales/cli/en.json' with { type: 'json' };
import co2En from '../locales/co2/en.json' with { type: 'json' };
import commonEn from '../locales/common/en.json' with { type: 'json' };
import devicesEn from '../locales/devices/en.json' with { type: 'json' };
import errorsEn from '../locales/errors/en.json' with { type: 'json' };
import heatEn from '../locales/heat/en.json' with { type: 'json' };
import legalEn from '../locales/legal/en.json' with { type: 'json' };
import noiseEn from '../locales/noise/en.json' with { type: 'json' };
import notificationsEn from '../locales/notifications/en.json' with { type: 'json' };
import organisationsEn from '../locales/organisations/en.json' with { type: 'json' };
import reportsEn from '../locales/reports/en.json' with { type: 'json' };
import vibrationEn from '../locales/vibration/en.json' with { type: 'json' };
import reliabilityEn from '../locales/reliability/en.json' with { type: 'json' };
import longRecordsEn from '../locales/longRecords/en.json' with { type: 'json' };
import jobsEn from '../locales/jobs/en.json' with { type: 'json' };
import viewersEn from '../locales/viewers/en.json' with { type: 'json' };
import type { Namespace, TranslationTree } from './namespaces.ts';

export const en: Record<Namespace, TranslationTree> = {
  common: commonEn,
  errors: errorsEn,
  app: appEn,
  auth: authEn,
  devices: devicesEn,
  noise: noiseEn,
  reports: reportsEn,
  cli: cliEn,
  co2: co2En,
  heat: heatEn,
  vibration: vibrationEn,
  organisations: organisationsEn,
  admin: adminEn,
  notifications: notificationsEn,
  archive: archiveEn,
  statistics: statisticsEn,
  legal: legalEn,
  esocial: esocialEn,
  reliability: reliabilityEn,
  signing: signingEn,
  gheStatistics: gheStatisticsEn,
  verifyPage: verifyPageEn,
  uploads: uploadsEn,
  longRecords: longRecordsEn,
  reportSigning: reportSigningEn,
  jobs: jobsEn,
  viewers: viewersEn,
};
