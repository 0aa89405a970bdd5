// Every namespace lives in locales/<namespace>/<language>.json; pt-BR is the source language.
import adminEn from '../locales/admin/en.json' with { type: 'json' };
import adminEs from '../locales/admin/es.json' with { type: 'json' };
import adminPt from '../locales/admin/pt-BR.json' with { type: 'json' };
import archiveEn from '../locales/archive/en.json' with { type: 'json' };
import archiveEs from '../locales/archive/es.json' with { type: 'json' };
import archivePt from '../locales/archive/pt-BR.json' with { type: 'json' };
import appEn from '../locales/app/en.json' with { type: 'json' };
import appEs from '../locales/app/es.json' with { type: 'json' };
import appPt from '../locales/app/pt-BR.json' with { type: 'json' };
import authEn from '../locales/auth/en.json' with { type: 'json' };
import authEs from '../locales/auth/es.json' with { type: 'json' };
import authPt from '../locales/auth/pt-BR.json' with { type: 'json' };
import cliEn from '../locales/cli/en.json' with { type: 'json' };
import cliEs from '../locales/cli/es.json' with { type: 'json' };
import cliPt from '../locales/cli/pt-BR.json' with { type: 'json' };
import co2En from '../locales/co2/en.json' with { type: 'json' };
import co2Es from '../locales/co2/es.json' with { type: 'json' };
import co2Pt from '../locales/co2/pt-BR.json' with { type: 'json' };
import commonEn from '../locales/common/en.json' with { type: 'json' };
import commonEs from '../locales/common/es.json' with { type: 'json' };
import commonPt from '../locales/common/pt-BR.json' with { type: 'json' };
import devicesEn from '../locales/devices/en.json' with { type: 'json' };
import devicesEs from '../locales/devices/es.json' with { type: 'json' };
import devicesPt from '../locales/devices/pt-BR.json' with { type: 'json' };
import errorsEn from '../locales/errors/en.json' with { type: 'json' };
import errorsEs from '../locales/errors/es.json' with { type: 'json' };
import errorsPt from '../locales/errors/pt-BR.json' with { type: 'json' };
import heatEn from '../locales/heat/en.json' with { type: 'json' };
import heatEs from '../locales/heat/es.json' with { type: 'json' };
import heatPt from '../locales/heat/pt-BR.json' with { type: 'json' };
import noiseEn from '../locales/noise/en.json' with { type: 'json' };
import noiseEs from '../locales/noise/es.json' with { type: 'json' };
import noisePt from '../locales/noise/pt-BR.json' with { type: 'json' };
import notificationsEn from '../locales/notifications/en.json' with { type: 'json' };
import notificationsEs from '../locales/notifications/es.json' with { type: 'json' };
import notificationsPt from '../locales/notifications/pt-BR.json' with { type: 'json' };
import organisationsEn from '../locales/organisations/en.json' with { type: 'json' };
import organisationsEs from '../locales/organisations/es.json' with { type: 'json' };
import organisationsPt from '../locales/organisations/pt-BR.json' with { type: 'json' };
import reportsEn from '../locales/reports/en.json' with { type: 'json' };
import reportsEs from '../locales/reports/es.json' with { type: 'json' };
import reportsPt from '../locales/reports/pt-BR.json' with { type: 'json' };
import vibrationEn from '../locales/vibration/en.json' with { type: 'json' };
import vibrationEs from '../locales/vibration/es.json' with { type: 'json' };
import vibrationPt from '../locales/vibration/pt-BR.json' with { type: 'json' };
import type { Language } from './languages.ts';

export type TranslationTree = { [key: string]: string | TranslationTree };

export const namespaces = [
  'common',
  'errors',
  'app',
  'auth',
  'devices',
  'noise',
  'reports',
  'cli',
  'co2',
  'heat',
  'vibration',
  'organisations',
  'admin',
  'notifications',
  'archive',
] as const;
export type Namespace = (typeof namespaces)[number];

export const resources: Record<Language, Record<Namespace, TranslationTree>> = {
  'pt-BR': {
    common: commonPt,
    errors: errorsPt,
    app: appPt,
    auth: authPt,
    devices: devicesPt,
    noise: noisePt,
    heat: heatPt,
    reports: reportsPt,
    cli: cliPt,
    co2: co2Pt,
    vibration: vibrationPt,
    organisations: organisationsPt,
    admin: adminPt,
    notifications: notificationsPt,
    archive: archivePt,
  },
  en: {
    common: commonEn,
    errors: errorsEn,
    app: appEn,
    auth: authEn,
    devices: devicesEn,
    noise: noiseEn,
    heat: heatEn,
    reports: reportsEn,
    cli: cliEn,
    co2: co2En,
    vibration: vibrationEn,
    organisations: organisationsEn,
    admin: adminEn,
    notifications: notificationsEn,
    archive: archiveEn,
  },
  es: {
    common: commonEs,
    errors: errorsEs,
    app: appEs,
    auth: authEs,
    devices: devicesEs,
    noise: noiseEs,
    heat: heatEs,
    reports: reportsEs,
    cli: cliEs,
    co2: co2Es,
    vibration: vibrationEs,
    organisations: organisationsEs,
    admin: adminEs,
    notifications: notificationsEs,
    archive: archiveEs,
  },
};
