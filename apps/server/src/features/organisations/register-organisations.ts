import type { FastifyInstance } from 'fastify';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createUserRepository } from '../users/user-repository.ts';
import { createCompanyRepository } from './company-repository.ts';
import { companyRoutes, invitationViewRoutes } from './company-routes.ts';
import { createCompanyService } from './company-service.ts';
import { createDeviceRepository } from './device-repository.ts';
import { deviceRoutes } from './device-routes.ts';
import { createDeviceService } from './device-service.ts';
import { createGroupRepository } from './group-repository.ts';
import { groupRoutes } from './group-routes.ts';
import { createGroupService } from './group-service.ts';

function createOrganisationServices(
  { database, mail, storage, config, uploads }: FeatureDeps,
  notifier: Notifier,
) {
  const companies = createCompanyRepository(database.db);
  const accounts = createUserRepository(database.db);
  const onInvited = async (email: string, companyName: string, path: string) => {
    const invited = await accounts.findByEmail(email);
    if (invited)
      await notifier.notify(invited.id, {
        kind: 'companyInvitation',
        titleKey: 'notifications:companyInvitation.title',
        textKey: 'notifications:companyInvitation.text',
        params: { company: companyName },
        link: path,
      });
  };
  const companyService = createCompanyService({ companies, mail, onInvited });
  return {
    config,
    uploads,
    companies,
    companyService,
    groupService: createGroupService({
      groups: createGroupRepository(database.db),
      companies,
      companyService,
    }),
    deviceService: createDeviceService({ devices: createDeviceRepository(database.db), storage }),
  };
}

export type OrganisationServices = ReturnType<typeof createOrganisationServices>;

/**
 * Companies (members, roles, e-mailed invitations), groups and the user's devices with their
 * calibration certificates (docs/organisations.md). Reading an invitation needs only its token.
 */
export async function registerOrganisations(
  app: FastifyInstance,
  deps: FeatureDeps,
  notifier: Notifier,
): Promise<void> {
  const services = createOrganisationServices(deps, notifier);
  await registerRouteFolder(app, 'public', [invitationViewRoutes(services)]);
  await registerRouteFolder(app, 'signedIn', [
    companyRoutes(services),
    groupRoutes(services),
    deviceRoutes(services),
  ]);
}
