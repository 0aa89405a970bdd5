import type { ArchiveEntry, ArchiveList, ArchivePermissionEntry, ArchiveShare } from '@ohp/contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';

// A fetch stub answering the archive routes of issue 14 item 6 from a small tree, for the
// component tests (the boundary is fetch, as in the other web tests).

export const me = '00000000-0000-4000-8000-00000000000a';
export const other = '00000000-0000-4000-8000-00000000000b';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = {
  reports: id(1),
  year: id(2),
  plan: id(3),
  shift: id(4),
  report: id(5),
  csv: id(6),
  shared: id(7),
  sharedFile: id(8),
  group: id(9),
  share: id(10),
};

export function entry(
  partial: Partial<ArchiveEntry> & Pick<ArchiveEntry, 'id' | 'name' | 'kind'>,
): ArchiveEntry {
  return {
    parentId: null,
    size: 0,
    ownerId: me,
    contentType: null,
    resource: null,
    permission: 3,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...partial,
  };
}

export function sampleTree(): ArchiveEntry[] {
  return [
    entry({ id: ids.reports, name: 'Relatórios', kind: 'folder', size: 1500 }),
    entry({
      id: ids.plan,
      name: 'planta.pdf',
      kind: 'file',
      size: 2_500_000,
      contentType: 'application/pdf',
    }),
    entry({
      id: ids.shift,
      name: 'Turno A.txt',
      kind: 'file',
      size: 4000,
      resource: { type: 'measurement', id: id(40), domain: 'noise', family: 'doseMaxV2' },
    }),
    entry({ id: ids.year, name: '2026', kind: 'folder', parentId: ids.reports, size: 500 }),
    entry({ id: ids.report, name: 'laudo.pdf', kind: 'file', parentId: ids.reports, size: 1000 }),
    entry({ id: ids.csv, name: 'x.csv', kind: 'file', parentId: ids.year, size: 500 }),
    entry({ id: ids.shared, name: 'Compartilhada', kind: 'folder', ownerId: other, permission: 1, size: 10 }),
    entry({
      id: ids.sharedFile,
      name: 'dados.csv',
      kind: 'file',
      parentId: ids.shared,
      ownerId: other,
      permission: 1,
      size: 10,
    }),
  ];
}

export interface FakeArchive {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  entries: ArchiveEntry[];
  shares: ArchiveShare[];
  permissions: ArchivePermissionEntry[];
  /** Bodies of the requests other than GET, with their method and path. */
  sent: Array<{ method: string; path: string; body: unknown }>;
}

export function fakeArchive(entries = sampleTree()): FakeArchive {
  const state: FakeArchive = {
    fetch: vi.fn<typeof fetch>(),
    entries,
    shares: [],
    permissions: [{ archiveId: ids.shared, value: 1 }],
    sent: [],
  };
  const byId = (x: string) => state.entries.find((e) => e.id === x);
  const crumbs = (folderId: string | null) => {
    const out: Array<{ id: string; name: string }> = [];
    for (let f = folderId ? byId(folderId) : undefined; f; f = f.parentId ? byId(f.parentId) : undefined) {
      out.unshift({ id: f.id, name: f.name });
    }
    return out;
  };
  state.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      state.sent.push({
        method,
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      });
    }
    if (method === 'GET' && path === '/archive') {
      const parentId = url.searchParams.get('parentId');
      if (parentId && !byId(parentId))
        return jsonResponse(404, { error: 'Pasta ou arquivo não encontrado.' });
      const items = state.entries.filter(
        (e) => e.parentId === parentId && (parentId !== null || e.ownerId === me),
      );
      const folder = parentId ? byId(parentId) : undefined;
      const list: ArchiveList = {
        breadcrumbs: crumbs(parentId),
        permission: folder ? folder.permission : 3,
        items,
        total: items.length,
        page: 1,
        pageSize: 200,
      };
      return jsonResponse(200, { data: list });
    }
    if (method === 'GET' && path === '/archive/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return jsonResponse(200, { data: state.entries.filter((e) => e.name.toLowerCase().includes(q)) });
    }
    if (method === 'GET' && path === '/archive/shared-with-me') {
      return jsonResponse(200, {
        data: state.entries.filter((e) => e.ownerId !== me && e.parentId === null),
      });
    }
    if (method === 'GET' && path === '/user/get-permission')
      return jsonResponse(200, { data: state.permissions });
    if (method === 'GET' && path === '/home/dashboard') {
      return jsonResponse(200, {
        data: {
          storage: { usedBytes: 250 * 1024 ** 2, quotaBytes: 1024 ** 3 },
          devices: { registered: 2, certificatesDue: 1, certificatesOverdue: 0 },
          files: { files: 4, folders: 2, sharedWithMe: 1 },
          measurements: [{ domain: 'noise', family: 'doseMaxV2', count: 3 }],
          components: [{ domain: 'heat', count: 2 }],
          reports: 1,
          recent: state.entries.slice(0, 2),
        },
      });
    }
    const shares = path.match(/^\/archive\/([\w-]+)\/shares$/);
    if (shares && method === 'GET') {
      return jsonResponse(200, { data: state.shares.filter((s) => s.archiveId === shares[1]) });
    }
    if (shares && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { email?: string; groupId?: string; value: number };
      if (body.email === 'ninguem@example.com')
        return jsonResponse(404, { error: 'Usuário não encontrado.' });
      const share: ArchiveShare = {
        id: ids.share,
        archiveId: shares[1] ?? '',
        userId: body.email ? other : null,
        groupId: body.groupId ?? null,
        label: body.email ?? 'Equipe de campo',
        value: body.value,
        createdAt: '2026-03-10T12:00:00.000Z',
      };
      state.shares.push(share);
      return jsonResponse(201, { data: share });
    }
    const oneShare = path.match(/^\/archive\/([\w-]+)\/shares\/([\w-]+)$/);
    if (oneShare && method === 'DELETE') {
      state.shares = state.shares.filter((s) => s.id !== oneShare[2]);
      return new Response(null, { status: 204 });
    }
    const one = path.match(/^\/archive\/([\w-]+)$/);
    if (one && method === 'PATCH') {
      const target = byId(one[1] ?? '');
      const patch = JSON.parse(String(init?.body)) as { name?: string; parentId?: string | null };
      if (!target) return jsonResponse(404, { error: 'Pasta ou arquivo não encontrado.' });
      if (patch.parentId === target.id)
        return jsonResponse(400, { error: 'Uma pasta não pode ir para dentro dela mesma.' });
      Object.assign(target, patch);
      return jsonResponse(200, { data: target });
    }
    if (one && method === 'DELETE') {
      state.entries = state.entries.filter((e) => e.id !== one[1]);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/archive/folders') {
      const body = JSON.parse(String(init?.body)) as { name: string; parentId?: string };
      const created = entry({
        id: id(100 + state.entries.length),
        name: body.name,
        kind: 'folder',
        parentId: body.parentId ?? null,
      });
      state.entries.push(created);
      return jsonResponse(201, { data: created });
    }
    if (method === 'GET' && path === '/group/mine') {
      return jsonResponse(200, {
        data: [{ id: ids.group, description: 'Equipe de campo', companyId: id(90), companyName: 'Acústica' }],
      });
    }
    return jsonResponse(404, { error: `no route ${method} ${path}` });
  });
  return state;
}
