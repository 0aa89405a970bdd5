import type { FeatureDeps } from '../feature-deps.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createUserRepository } from '../users/user-repository.ts';
import { createCompanyRepository } from './company-repository.ts';
import { createCompanyService } from './company-service.ts';
import { createDeviceRepository } from './device-repository.ts';
import { createDeviceService } from './device-service.ts';
import { createGroupRepository } from './group-repository.ts';
import { createGroupService } from './group-service.ts';

// The organisation services, apart from their registration so that the route files can name their
// type without importing register-organisations.ts (which imports them).

export function createOrganisationServices(
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
