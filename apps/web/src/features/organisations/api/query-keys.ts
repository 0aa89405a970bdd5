/** Query keys of the organisations feature: a mutation invalidates the lists it changes. */
export const organisationKeys = {
  companies: ['organisations', 'companies'] as const,
  companyUsers: (companyId: string) => ['organisations', 'companies', companyId, 'users'] as const,
  invitations: (companyId: string) => ['organisations', 'companies', companyId, 'invitations'] as const,
  invitation: (token: string) => ['organisations', 'invitation', token] as const,
  groups: (companyId: string) => ['organisations', 'groups', companyId] as const,
  devices: ['organisations', 'devices'] as const,
};
