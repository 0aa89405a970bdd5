import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArchiveEntry } from '@ohp/contracts';
import { translate } from '@ohp/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { entry, type FakeArchive, fakeArchive, ids, me } from '../testing/fake-archive-api';
import { ArchivePage } from './archive-page';

const slow = 15_000;

const openHref = (entry: ArchiveEntry) =>
  entry.resource ? `/measurement/dosimetro-v2/${entry.resource.id}` : undefined;
const useGroupOptions = () => ({
  options: [{ value: ids.group, label: 'Equipe de campo — Acústica' }],
  loading: false,
  error: false,
});

function renderArchive(api: FakeArchive = fakeArchive(), path = '/archive') {
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/archive',
        element: <ArchivePage userId={me} openHref={openHref} useGroupOptions={useGroupOptions} />,
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { api, router };
}

const rowNames = () => screen.getAllByTestId('archive-row').map((r) => r.getAttribute('data-name'));
const row = (name: string) => {
  const found = screen.getAllByTestId('archive-row').find((r) => r.getAttribute('data-name') === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};
const crumbs = () =>
  [...screen.getByTestId('archive-breadcrumbs').querySelectorAll('a, [aria-current]')].map(
    (el) => el.textContent,
  );

async function openMenu(name: string) {
  await userEvent.click(within(row(name)).getByRole('button', { name: `Ações de ${name}` }));
  return screen.findByRole('menu');
}

describe('/archive: browse', () => {
  it(
    'lists my root with kind, size and date, breadcrumbs down two folders and back, and the storage bar',
    async () => {
      const { router } = renderArchive();
      await screen.findAllByTestId('archive-row');
      expect(rowNames()).toEqual(['Relatórios', 'planta.pdf', 'Turno A.txt']);
      expect(row('planta.pdf').textContent).toContain('2,4 MiB');
      expect(row('Relatórios').getAttribute('data-kind')).toBe('folder');
      expect(crumbs()).toEqual(['Meus arquivos']);
      const storage = await screen.findByTestId('storage-bar');
      expect(storage.textContent).toContain('250 MiB de 1 GiB usados');
      // A measurement opens in its viewer from its name.
      expect(within(row('Turno A.txt')).getByRole('link').getAttribute('href')).toMatch(
        /^\/measurement\/dosimetro-v2\//,
      );

      await userEvent.click(within(row('Relatórios')).getByRole('link', { name: 'Relatórios' }));
      await waitFor(() => expect(rowNames()).toEqual(['2026', 'laudo.pdf']));
      expect(router.state.location.search).toBe(`?folder=${ids.reports}`);
      expect(crumbs()).toEqual(['Meus arquivos', 'Relatórios']);

      await userEvent.click(within(row('2026')).getByRole('link', { name: '2026' }));
      await waitFor(() => expect(rowNames()).toEqual(['x.csv']));
      expect(crumbs()).toEqual(['Meus arquivos', 'Relatórios', '2026']);
      const nav = screen.getByRole('navigation', { name: 'Local da pasta' });
      expect(within(nav).getByText('2026').getAttribute('aria-current')).toBe('page');

      await userEvent.click(within(nav).getByRole('link', { name: 'Relatórios' }));
      await waitFor(() => expect(rowNames()).toEqual(['2026', 'laudo.pdf']));
    },
    slow,
  );

  it(
    'sorts on the server and searches by name across the tree',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      await userEvent.click(screen.getByTestId('archive-sort'));
      await userEvent.click(await screen.findByRole('option', { name: 'Tamanho (maiores)' }));
      await waitFor(() =>
        expect(
          api.fetch.mock.calls.some(
            ([u]) => String(u).includes('/archive?') && String(u).includes('sort=-size'),
          ),
        ).toBe(true),
      );

      await userEvent.type(
        screen.getByRole('textbox', { name: 'Buscar por nome em todas as pastas' }),
        'pdf',
      );
      await waitFor(() => expect(rowNames()).toEqual(['planta.pdf', 'laudo.pdf']));
      const search = api.fetch.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .find((u) => u.pathname.endsWith('/archive/search'));
      expect(search?.searchParams.get('q')).toBe('pdf');
      expect(screen.getByTestId('archive-search-note').textContent).toContain('pdf');
    },
    slow,
  );

  it('an empty root says so, with what to do', async () => {
    renderArchive(fakeArchive([]));
    const empty = await screen.findByTestId('archive-empty');
    expect(empty.textContent).toContain('Nenhum arquivo ainda.');
    expect(empty.textContent).toContain(translate('pt-BR', 'archive:empty.hint'));
  });

  it('a folder that answers 404 shows the server message, not a blank page', async () => {
    renderArchive(fakeArchive(), '/archive?folder=00000000-0000-4000-8000-000000000999');
    expect((await screen.findByTestId('archive-error')).textContent).toBe('Pasta ou arquivo não encontrado.');
    expect(screen.getByRole('link', { name: 'Voltar para Meus arquivos' })).toBeTruthy();
  });
});

describe('/archive: permissions (SPEC §6)', () => {
  it(
    'a viewer-only shared folder and file show no rename, move, delete, share, new folder or upload',
    async () => {
      renderArchive(fakeArchive(), '/archive?view=shared');
      await screen.findAllByTestId('archive-row');
      expect(rowNames()).toEqual(['Compartilhada']);
      expect(crumbs()).toEqual(['Compartilhados comigo']);
      // A view-only folder has no action at all: it opens by its name.
      expect(within(row('Compartilhada')).queryByRole('button', { name: /Ações de/ })).toBeNull();
      expect(screen.queryByTestId('archive-upload')).toBeNull();
      expect(screen.queryByTestId('archive-new-folder')).toBeNull();

      await userEvent.click(within(row('Compartilhada')).getByRole('link', { name: 'Compartilhada' }));
      await waitFor(() => expect(rowNames()).toEqual(['dados.csv']));
      expect(crumbs()).toEqual(['Compartilhados comigo', 'Compartilhada']);
      expect(screen.queryByTestId('archive-upload')).toBeNull();
      expect(screen.queryByTestId('archive-new-folder')).toBeNull();
      expect(row('dados.csv').getAttribute('draggable')).toBe('false');
      const menu = await openMenu('dados.csv');
      const items = within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent);
      expect(items).toEqual(['Baixar']);
    },
    slow,
  );

  it(
    'my own entries offer every action, and my root offers upload and new folder',
    async () => {
      renderArchive();
      await screen.findAllByTestId('archive-row');
      const menu = await openMenu('planta.pdf');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Baixar', 'Renomear', 'Mover para…', 'Compartilhar', 'Excluir']);
      expect(screen.getByTestId('archive-upload')).toBeTruthy();
      expect(screen.getByTestId('archive-new-folder')).toBeTruthy();
    },
    slow,
  );

  it(
    'a shared folder with the include bit (3) offers upload and new folder, still no rename',
    async () => {
      const api = fakeArchive();
      for (const e of api.entries) if (e.ownerId !== me) e.permission = 3;
      renderArchive(api, `/archive?view=shared&folder=${ids.shared}`);
      await screen.findAllByTestId('archive-row');
      await screen.findByTestId('archive-upload');
      expect(screen.getByTestId('archive-new-folder')).toBeTruthy();
      const items = within(await openMenu('dados.csv')).getAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual(['Baixar']);
    },
    slow,
  );
});

describe('/archive: share dialog (SPEC §5)', () => {
  it(
    'refuses a share without a user or group and without a permission, in the reader language, and sends nothing',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      const menu = await openMenu('Relatórios');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Compartilhar' }));
      const dialog = await screen.findByTestId('share-dialog');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Visualizar/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
      expect(await within(dialog).findByText(translate('pt-BR', 'archive:share.needsTarget'))).toBeTruthy();
      expect(within(dialog).getByText(translate('pt-BR', 'archive:share.needsPermission'))).toBeTruthy();
      expect(api.sent.filter((s) => s.method === 'POST')).toEqual([]);

      await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail do usuário' }), 'nao-e-email');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Visualizar/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
      expect(await within(dialog).findByText(translate('pt-BR', 'errors:invalidEmail'))).toBeTruthy();
      expect(api.sent.filter((s) => s.method === 'POST')).toEqual([]);

      // The server's refusal (translated there) shows in the dialog.
      await userEvent.clear(within(dialog).getByRole('textbox', { name: 'E-mail do usuário' }));
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'E-mail do usuário' }),
        'ninguem@example.com',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Usuário não encontrado.');

      await userEvent.clear(within(dialog).getByRole('textbox', { name: 'E-mail do usuário' }));
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'E-mail do usuário' }),
        'Bia@Example.com',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
      await within(dialog).findByTestId('share-row');
      expect(api.sent.filter((s) => s.method === 'POST').at(-1)).toEqual({
        method: 'POST',
        path: `/archive/${ids.reports}/shares`,
        body: { email: 'bia@example.com', value: 1 },
      });
    },
    slow,
  );

  it(
    'shares with a group of mine with view and include, lists it, and removes it',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      await userEvent.click(
        within(await openMenu('Relatórios')).getByRole('menuitem', { name: 'Compartilhar' }),
      );
      const dialog = await screen.findByTestId('share-dialog');
      expect(await within(dialog).findByTestId('shares-empty')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Grupo' }));
      await userEvent.click(within(dialog).getByTestId('share-group'));
      await userEvent.click(await screen.findByRole('option', { name: 'Equipe de campo — Acústica' }));
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Incluir/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
      const shareRow = await within(dialog).findByTestId('share-row');
      expect(shareRow.textContent).toContain('Equipe de campo');
      expect(shareRow.textContent).toContain('Visualizar');
      expect(shareRow.textContent).toContain('Incluir');
      expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({ groupId: ids.group, value: 3 });

      await userEvent.click(
        within(shareRow).getByRole('button', { name: 'Remover compartilhamento com Equipe de campo' }),
      );
      await within(dialog).findByTestId('shares-empty');
      expect(api.sent.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/archive/${ids.reports}/shares/${ids.share}`,
      });
    },
    slow,
  );
});

describe('/archive: delete, create, move', () => {
  it(
    'the delete confirmation of a folder says how many files, folders and bytes go, then deletes',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      await userEvent.click(within(await openMenu('Relatórios')).getByRole('menuitem', { name: 'Excluir' }));
      const alert = await screen.findByRole('alertdialog');
      expect(alert.textContent).toContain(
        'Excluir a pasta “Relatórios” e tudo o que ela contém: 2 arquivos, 1 pasta, 1,5 KiB no total?',
      );
      await userEvent.click(within(alert).getByRole('button', { name: 'Excluir' }));
      await waitFor(() => expect(rowNames()).toEqual(['planta.pdf', 'Turno A.txt']));
      expect(api.sent).toEqual([{ method: 'DELETE', path: `/archive/${ids.reports}`, body: undefined }]);
    },
    slow,
  );

  it(
    'a file asks with its name and size; cancel deletes nothing',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      await userEvent.click(within(await openMenu('planta.pdf')).getByRole('menuitem', { name: 'Excluir' }));
      const alert = await screen.findByRole('alertdialog');
      expect(alert.textContent).toContain('Excluir “planta.pdf” (2,4 MiB)?');
      await userEvent.click(within(alert).getByRole('button', { name: 'Cancelar' }));
      expect(api.sent).toEqual([]);
    },
    slow,
  );

  it(
    'a new folder checks its name first (no "/"), then is created in the listed folder',
    async () => {
      const { api } = renderArchive(fakeArchive(), `/archive?folder=${ids.reports}`);
      await screen.findAllByTestId('archive-row');
      await userEvent.click(screen.getByTestId('archive-new-folder'));
      await userEvent.type(await screen.findByTestId('name-input'), 'a/b');
      await userEvent.click(screen.getByTestId('name-save'));
      expect(await screen.findByText(translate('pt-BR', 'archive:names.invalid', { max: 120 }))).toBeTruthy();
      expect(api.sent).toEqual([]);
      await userEvent.clear(screen.getByTestId('name-input'));
      await userEvent.type(screen.getByTestId('name-input'), 'Fotos');
      await userEvent.click(screen.getByTestId('name-save'));
      await waitFor(() => expect(rowNames()).toContain('Fotos'));
      expect(api.sent[0]).toEqual({
        method: 'POST',
        path: '/archive/folders',
        body: { name: 'Fotos', parentId: ids.reports },
      });
    },
    slow,
  );

  it(
    'renames from the menu: the dialog starts from the current name and saves the new one',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      await userEvent.click(within(await openMenu('planta.pdf')).getByRole('menuitem', { name: 'Renomear' }));
      const input = await screen.findByTestId('name-input');
      expect((input as HTMLInputElement).value).toBe('planta.pdf');
      await userEvent.clear(input);
      await userEvent.type(input, 'planta-galpao.pdf');
      await userEvent.click(screen.getByTestId('name-save'));
      await waitFor(() => expect(rowNames()).toContain('planta-galpao.pdf'));
      expect(api.sent[0]).toEqual({
        method: 'PATCH',
        path: `/archive/${ids.plan}`,
        body: { name: 'planta-galpao.pdf' },
      });
    },
    slow,
  );

  it(
    'moves a file with the "Move to" dialog (folder picker) and by dragging it onto a folder',
    async () => {
      const { api } = renderArchive();
      await screen.findAllByTestId('archive-row');
      await userEvent.click(
        within(await openMenu('planta.pdf')).getByRole('menuitem', { name: 'Mover para…' }),
      );
      const dialog = await screen.findByTestId('move-dialog');
      // The root is where it is already: "move here" waits for another folder.
      expect(within(dialog).getByTestId('move-here').hasAttribute('disabled')).toBe(true);
      await userEvent.click(await within(dialog).findByRole('listitem', { name: 'Abrir pasta Relatórios' }));
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Mover para Relatórios' }));
      await waitFor(() => expect(rowNames()).toEqual(['Relatórios', 'Turno A.txt']));
      expect(api.sent[0]).toEqual({
        method: 'PATCH',
        path: `/archive/${ids.plan}`,
        body: { parentId: ids.reports },
      });

      // Drag and drop: the row carries its id; the folder row takes the drop.
      const data = new Map<string, string>();
      const dataTransfer = {
        setData: (type: string, value: string) => data.set(type, value),
        getData: (type: string) => data.get(type) ?? '',
        get types() {
          return [...data.keys()];
        },
        effectAllowed: 'all',
        dropEffect: 'none',
        files: [],
      };
      fireEvent.dragStart(row('Turno A.txt'), { dataTransfer });
      fireEvent.dragOver(row('Relatórios'), { dataTransfer });
      fireEvent.drop(row('Relatórios'), { dataTransfer });
      await waitFor(() => expect(rowNames()).toEqual(['Relatórios']));
      expect(api.sent[1]).toEqual({
        method: 'PATCH',
        path: `/archive/${ids.shift}`,
        body: { parentId: ids.reports },
      });
    },
    slow,
  );
});

describe('/archive: pages', () => {
  it(
    'a folder longer than a page offers "Mostrar mais", which reads the next page',
    async () => {
      const api = fakeArchive();
      const answer = api.fetch.getMockImplementation();
      const many = Array.from({ length: 3 }, (_, i) =>
        entry({
          id: `00000000-0000-4000-8000-0000000005${String(i).padStart(2, '0')}`,
          name: `f${i}.txt`,
          kind: 'file',
        }),
      );
      api.fetch.mockImplementation(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/archive' && !url.searchParams.get('parentId')) {
          const page = Number(url.searchParams.get('page'));
          const items = page === 1 ? many.slice(0, 2) : many.slice(2);
          return jsonResponse(200, {
            data: { breadcrumbs: [], permission: 3, items, total: 3, page, pageSize: 2 },
          });
        }
        return answer ? answer(input, init) : jsonResponse(500, {});
      });
      renderArchive(api);
      await waitFor(() => expect(rowNames()).toEqual(['f0.txt', 'f1.txt']));
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
      await waitFor(() => expect(rowNames()).toEqual(['f0.txt', 'f1.txt', 'f2.txt']));
      expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
    },
    slow,
  );
});
