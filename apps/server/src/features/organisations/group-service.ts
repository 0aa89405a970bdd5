import type { Group, GroupInput, MyGroup } from '@ohp/contracts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CompanyService } from './company-service.ts';
import type { CompanyRepository } from './company-repository.ts';
import type { GroupRepository, GroupRow } from './group-repository.ts';

/**
 * Groups inside a company. Members of the company see its groups; only owners change them.
 * A group of a company the caller is not in answers 404, like the company itself.
 */
export function createGroupService(deps: {
  groups: GroupRepository;
  companies: CompanyRepository;
  companyService: CompanyService;
}) {
  const { groups, companies, companyService } = deps;

  async function withMembers(rows: GroupRow[]): Promise<Group[]> {
    const members = await groups.members(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      description: row.description,
      active: row.active,
      createdAt: row.createdAt.toISOString(),
      members: members
        .filter((m) => m.groupId === row.id)
        .map(({ id, name, lastName, email }) => ({ id, name, lastName, email })),
    }));
  }

  /** The group, after checking the caller is in its company (and an owner when asked). */
  async function reachable(userId: string, id: string, owner: boolean): Promise<GroupRow> {
    const row = await groups.find(id);
    if (!row) throw notFound('organisations:groupNotFound');
    const role = await companies.roleOf(row.companyId, userId);
    if (!role) throw notFound('organisations:groupNotFound');
    if (owner) await companyService.requireOwner(row.companyId, userId);
    return row;
  }

  async function one(row: GroupRow): Promise<Group> {
    const [group] = await withMembers([row]);
    if (!group) throw notFound('organisations:groupNotFound');
    return group;
  }

  return {
    async list(userId: string, companyId?: string): Promise<Group[]> {
      if (companyId) await companyService.roleIn(companyId, userId);
      return withMembers(await groups.listVisible(userId, companyId));
    },

    async create(userId: string, input: GroupInput): Promise<Group> {
      await companyService.requireOwner(input.companyId, userId);
      return one(await groups.create(input));
    },

    async update(userId: string, id: string, input: GroupInput): Promise<Group> {
      const row = await reachable(userId, id, true);
      // A group stays in its company: the body's company must be the group's.
      if (input.companyId !== row.companyId) throw badRequest('organisations:groupOfAnotherCompany');
      const updated = await groups.update(id, { description: input.description, active: input.active });
      if (!updated) throw notFound('organisations:groupNotFound');
      return one(updated);
    },

    async remove(userId: string, id: string): Promise<void> {
      await reachable(userId, id, true);
      await groups.remove(id);
    },

    async addMember(userId: string, id: string, memberId: string): Promise<Group> {
      const row = await reachable(userId, id, true);
      if (!(await companies.roleOf(row.companyId, memberId))) {
        throw badRequest('organisations:notACompanyMember');
      }
      await groups.addMember(id, memberId);
      return one(row);
    },

    async removeMember(userId: string, id: string, memberId: string): Promise<Group> {
      const row = await reachable(userId, id, true);
      if (!(await groups.removeMember(id, memberId))) throw notFound('organisations:notAGroupMember');
      return one(row);
    },

    /** Active groups only: an inactive group grants nothing. */
    async mine(userId: string): Promise<MyGroup[]> {
      return groups.activeGroupsOf(userId);
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
