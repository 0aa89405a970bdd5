// The es texts of every namespace: one chunk per language in the web app (loaded when used).
import adminEs from '../locales/admin/es.json' with { type: 'json' };
import archiveEs from '../locales/archive/es.json' with { type: 'json' };
import statisticsEs from '../locales/statistics/es.json' with { type: 'json' };
import esocialEs from '../locales/esocial/es.json' with { type: 'json' };
import signingEs from '../locales/signing/es.json' with { type: 'json' };
import gheStatisticsEs from '../locales/gheStatistics/es.json' with { type: 'json' };
import verifyPageEs from '../locales/verifyPage/es.json' with { type: 'json' };
import uploadsEs from '../locales/uploads/es.json' with { type: 'json' };
import reportSigningEs from '../locales/reportSigning/es.json' with { type: 'json' };
import appEs from '../locales/app/es.json' with { type: 'json' };
import authEs from '../locales/auth/es.json' with { type: 'json' };
import cliEs from '../locales/cli/es.json' with { type: 'json' };
import co2Es from '../locales/co2/es.json' with { type: 'json' };
import commonEs from '../locales/common/es.json' with { type: 'json' };
import devicesEs from '../locales/devices/es.json' with { type: 'json' };
import errorsEs from '../locales/errors/es.json' with { type: 'json' };
import heatEs from '../locales/heat/es.json' with { type: 'json' };
import legalEs from '../locales/legal/es.json' with { type: 'json' };
import noiseEs from '../locales/noise/es.json' with { type: 'json' };
import notificationsEs from '../locales/notifications/es.json' with { type: 'json' };
import organisationsEs from '../locales/organisations/es.json' with { type: 'json' };
import reportsEs from '../locales/reports/es.json' with { type: 'json' };
import vibrationEs from '../locales/vibration/es.json' with { type: 'json' };
import reliabilityEs from '../locales/reliability/es.json' with { type: 'json' };
import longRecordsEs from '../locales/longRecords/es.json' with { type: 'json' };
import jobsEs from '../locales/jobs/es.json' with { type: 'json' };
import viewersEs from '../locales/viewers/es.json' with { type: 'json' };
import type { Namespace, TranslationTree } from './namespaces.ts';

export const es: Record<Namespace, TranslationTree> = {
  common: commonEs,
  errors: errorsEs,
  app: appEs,
  auth: authEs,
  devices: devicesEs,
  noise: noiseEs,
  reports: reportsEs,
  cli: cliEs,
  co2: co2Es,
  heat: heatEs,
  vibration: vibrationEs,
  organisations: organisationsEs,
  admin: adminEs,
  notifications: notificationsEs,
  archive: archiveEs,
  statistics: statisticsEs,
  legal: legalEs,
  esocial: esocialEs,
  reliability: reliabilityEs,
  signing: signingEs,
  gheStatistics: gheStatisticsEs,
  verifyPage: verifyPageEs,
  uploads: uploadsEs,
  longRecords: longRecordsEs,
  reportSigning: reportSigningEs,
  jobs: jobsEs,
  viewers: viewersEs,
};
