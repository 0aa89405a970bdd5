import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../config/storage-keys';
import { renderWithProviders } from '../../../testing/render';
import { entry, fakeArchive, ids, me } from '../testing/fake-archive-api';
import { ArchivePage } from './archive-page';

// Uploads go through XMLHttpRequest (upload progress): a fake one that the test drives.
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'text/plain' });

describe('/archive: uploads', () => {
  it('sends several files at once into the listed folder, each with its own progress bar, and shows the quota refusal', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(storageKeys.accessToken, 'token-1');
    const api = fakeArchive();
    vi.stubGlobal('fetch', api.fetch);
    const router = createMemoryRouter(
      [
        {
          path: '/archive',
          element: (
            <ArchivePage
              userId={me}
              openHref={() => undefined}
              useGroupOptions={() => ({ options: [], loading: false, error: false })}
            />
          ),
        },
      ],
      { initialEntries: [`/archive?folder=${ids.reports}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findAllByTestId('archive-row');

    await userEvent.upload(screen.getByTestId('archive-upload-input'), [
      file('a.txt', 100),
      file('b.txt', 200),
    ]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toMatch(new RegExp(`/api/archive/files\\?parentId=${ids.reports}$`));
    expect(first.headers.Authorization).toBe('Bearer token-1');
    expect(first.headers['Accept-Language']).toBe('pt-BR');
    expect(first.body?.get('parentId')).toBe(ids.reports);
    const sentFile = first.body?.get('file');
    expect(sentFile instanceof File ? sentFile.name : sentFile).toBe('a.txt');

    const bars = () => screen.getAllByRole('progressbar', { name: /Envio de/ });
    expect(bars()).toHaveLength(2);
    first.progress(50, 100);
    second.progress(20, 200);
    await waitFor(() => expect(bars().map((b) => b.getAttribute('aria-valuenow'))).toEqual(['50', '10']));
    expect(screen.getAllByTestId('upload-item')[0]?.textContent).toContain('Enviando… 50%');

    // The server's translated refusal (quota) reaches the file's line as is.
    const quota = 'O envio passa da sua cota de armazenamento (1 GB).';
    api.entries.push(
      entry({
        id: '00000000-0000-4000-8000-000000000077',
        name: 'a.txt',
        kind: 'file',
        parentId: ids.reports,
        size: 100,
      }),
    );
    first.answer(201, { data: api.entries.at(-1) });
    second.answer(413, { error: quota });
    const items = screen.getAllByTestId('upload-item');
    await waitFor(() => expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['done', 'error']));
    expect(within(items[1] as HTMLElement).getByRole('alert').textContent).toBe(quota);
    expect(items[0]?.textContent).toContain('Enviado');
    // The folder's list is read again and shows the new file.
    await waitFor(() =>
      expect(screen.getAllByTestId('archive-row').map((r) => r.getAttribute('data-name'))).toContain('a.txt'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Limpar concluídos' }));
    expect(screen.queryByTestId('upload-panel')).toBeNull();
  }, 15_000);

  it('an expired token (401) is renewed through the API client and the file is sent once more', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(storageKeys.accessToken, 'old-token');
    const api = fakeArchive();
    // The API client's renewal: a 401 on its call, then the session store's refresh stores a new token.
    const { sessionStore } = await import('../../../lib/session-store');
    const renew = vi.spyOn(sessionStore, 'renewAccessToken').mockImplementation(async () => {
      localStorage.setItem(storageKeys.accessToken, 'new-token');
      return true;
    });
    const answer = api.fetch.getMockImplementation();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const auth = new Headers(init?.headers).get('authorization');
        if (auth === 'Bearer old-token') return new Response(null, { status: 401 });
        return answer ? answer(input, init) : new Response(null, { status: 500 });
      }),
    );
    const { uploadArchiveFile } = await import('../api/upload-file');
    const sent = uploadArchiveFile(file('c.txt', 10), { parentId: null });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.answer(401, { error: 'expired' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(renew).toHaveBeenCalledWith('old-token');
    expect(FakeXhr.sent[1]?.headers.Authorization).toBe('Bearer new-token');
    FakeXhr.sent[1]?.answer(201, { data: entry({ id: ids.csv, name: 'c.txt', kind: 'file' }) });
    expect((await sent).name).toBe('c.txt');
  });
});
