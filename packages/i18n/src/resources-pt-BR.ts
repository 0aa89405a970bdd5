// The pt-BR texts of every namespace: one chunk per language in the web app (loaded when used).
import adminPt from '../locales/admin/pt-BR.json' with { type: 'json' };
import archivePt from '../locales/archive/pt-BR.json' with { type: 'json' };
import statisticsPt from '../locales/statistics/pt-BR.json' with { type: 'json' };
import esocialPt from '../locales/esocial/pt-BR.json' with { type: 'json' };
import signingPt from '../locales/signing/pt-BR.json' with { type: 'json' };
import gheStatisticsPt from '../locales/gheStatistics/pt-BR.json' with { type: 'json' };
import verifyPagePt from '../locales/verifyPage/pt-BR.json' with { type: 'json' };
import uploadsPt from '../locales/uploads/pt-BR.json' with { type: 'json' };
import reportSigningPt from '../locales/reportSigning/pt-BR.json' with { type: 'json' };
import appPt from '../locales/app/pt-BR.json' with { type: 'json' };
import authPt from '../locales/auth/pt-BR.json' with { type: 'json' };
import cliPt from '../locales/cli/pt-BR.json' with { type: 'json' };
import co2Pt from '../locales/co2/pt-BR.json' with { type: 'json' };
import commonPt from '../locales/common/pt-BR.json' with { type: 'json' };
import devicesPt from '../locales/devices/pt-BR.json' with { type: 'json' };
import errorsPt from '../locales/errors/pt-BR.json' with { type: 'json' };
import heatPt from '../locales/heat/pt-BR.json' with { type: 'json' };
import legalPt from '../locales/legal/pt-BR.json' with { type: 'json' };
import noisePt from '../locales/noise/pt-BR.json' with { type: 'json' };
import notificationsPt from '../locales/notifications/pt-BR.json' with { type: 'json' };
import organisationsPt from '../locales/organisations/pt-BR.json' with { type: 'json' };
import reportsPt from '../locales/reports/pt-BR.json' with { type: 'json' };
import vibrationPt from '../locales/vibration/pt-BR.json' with { type: 'json' };
import reliabilityPt from '../locales/reliability/pt-BR.json' with { type: 'json' };
import longRecordsPt from '../locales/longRecords/pt-BR.json' with { type: 'json' };
import jobsPt from '../locales/jobs/pt-BR.json' with { type: 'json' };
import viewersPt from '../locales/viewers/pt-BR.json' with { type: 'json' };
import type { Namespace, TranslationTree } from './namespaces.ts';

export const ptBR: Record<Namespace, TranslationTree> = {
  common: commonPt,
  errors: errorsPt,
  app: appPt,
  auth: authPt,
  devices: devicesPt,
  noise: noisePt,
  reports: reportsPt,
  cli: cliPt,
  co2: co2Pt,
  heat: heatPt,
  vibration: vibrationPt,
  organisations: organisationsPt,
  admin: adminPt,
  notifications: notificationsPt,
  archive: archivePt,
  statistics: statisticsPt,
  legal: legalPt,
  esocial: esocialPt,
  reliability: reliabilityPt,
  signing: signingPt,
  gheStatistics: gheStatisticsPt,
  verifyPage: verifyPagePt,
  uploads: uploadsPt,
  longRecords: longRecordsPt,
  reportSigning: reportSigningPt,
  jobs: jobsPt,
  viewers: viewersPt,
};
