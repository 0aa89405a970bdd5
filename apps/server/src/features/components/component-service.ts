import { type ComponentDomain, componentDataSchemas } from '@ohp/contracts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { OwnerScope } from '../common/owner-scope.ts';
import type { ComponentRepository, ComponentRow } from './component-repository.ts';

/** `data` must be what the domain's component holds (contracts' componentDataSchemas). */
function checkedData(domain: ComponentDomain, data: unknown): unknown {
  const parsed = componentDataSchemas[domain].safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = ['data', ...(issue?.path ?? [])].join('.');
  throw new AppError(400, 'errors:componentDataInvalid', { field });
}

export function createComponentService(repository: ComponentRepository) {
  async function owned(scope: OwnerScope, id: string): Promise<ComponentRow> {
    const row = await repository.find(scope, id);
    if (!row) throw notFound('errors:componentNotFound');
    return row;
  }

  return {
    async create(
      scope: OwnerScope,
      input: {
        domain: ComponentDomain;
        description: string;
        measurementId?: string | undefined;
        data: unknown;
      },
    ): Promise<ComponentRow> {
      const data = checkedData(input.domain, input.data);
      // Another owner's measurement answers as a missing one: nothing about it is revealed.
      if (input.measurementId && !(await repository.ownsMeasurement(scope, input.measurementId)))
        throw notFound('errors:measurementNotFound');
      return repository.insert(scope, {
        domain: input.domain,
        description: input.description,
        measurementId: input.measurementId ?? null,
        data,
      });
    },

    list: repository.list,
    get: owned,

    async update(
      scope: OwnerScope,
      id: string,
      values: { description?: string | undefined; data?: unknown },
    ): Promise<ComponentRow> {
      const current = await owned(scope, id);
      const data =
        values.data === undefined ? undefined : checkedData(current.domain as ComponentDomain, values.data);
      const row = await repository.update(scope, id, {
        ...(values.description !== undefined ? { description: values.description } : {}),
        ...(data !== undefined ? { data } : {}),
      });
      if (!row) throw notFound('errors:componentNotFound');
      return row;
    },

    async remove(scope: OwnerScope, id: string): Promise<void> {
      if (!(await repository.remove(scope, id))) throw notFound('errors:componentNotFound');
    },
  };
}

export type ComponentService = ReturnType<typeof createComponentService>;
