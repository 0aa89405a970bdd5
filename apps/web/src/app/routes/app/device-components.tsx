import { deviceFamilies, domainOf } from '@ohp/devices';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { componentsRouteOfFamily } from '../../../config/measurement-routes';
import { webDomainOf } from '../../domains';

// /device/components/{type} (SPEC §2: itemp, ax-pro): the saved components of the type's domain,
// shown by that domain's module; any other type goes home, as an unknown path does.

const lists = new Map<string, ComponentType>();

/** `ax-pro`, `axpro` and `AxPro` name the same type (SPEC §2 writes `ax-pro`, issue 11 `axpro`). */
const routeKey = (type: string) => type.toLowerCase().replace(/-/g, '');

function listOf(type: string | undefined): ComponentType | undefined {
  const family = deviceFamilies.find((f) => {
    const route = componentsRouteOfFamily(f);
    return route !== undefined && routeKey(route) === routeKey(type ?? '');
  });
  const module = family ? webDomainOf(domainOf(family)) : undefined;
  if (!module?.loadComponentList || !type) return undefined;
  let list = lists.get(type);
  if (!list) {
    const load = module.loadComponentList;
    list = lazy(async () => ({ default: await load() }));
    lists.set(type, list);
  }
  return list;
}

export function Component() {
  const { type } = useParams();
  const List = listOf(type);
  if (!List) return <Navigate to="/" replace />;
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader />
        </Center>
      }
    >
      <List />
    </Suspense>
  );
}
