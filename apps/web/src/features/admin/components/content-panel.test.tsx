import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { ContentPanel } from './content-panel';

const item = (id: string, kind: 'document' | 'video', title: string, category: string | null) => ({
  id,
  kind,
  family: null,
  category,
  title,
  description: '',
  mimeType: kind === 'document' ? 'application/pdf' : 'video/mp4',
  size: 10,
  hasPoster: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function stubServer() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'POST') return jsonResponse(201, { data: item('new', 'document', 'Novo', 'driver') });
    if (method === 'PATCH')
      return jsonResponse(200, { data: item('d1', 'document', 'Manual', 'declaration') });
    if (method === 'DELETE') return jsonResponse(200, { ok: true });
    if (url.includes('/api/documents'))
      return jsonResponse(200, { data: [item('d1', 'document', 'Manual', 'manual')] });
    return jsonResponse(200, { data: [item('v1', 'video', 'Treinamento', null)] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsOf = (fetchMock: ReturnType<typeof stubServer>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

async function fillTitles() {
  for (const language of ['Português', 'English', 'Español']) {
    await userEvent.type(
      screen.getByLabelText(new RegExp(`^Título \\(${language}\\)`)),
      `Driver ${language}`,
    );
  }
}

describe('admin support content', () => {
  it('publishes a document as a driver: the category and the three titles go with the file', async () => {
    const fetchMock = stubServer();
    const { container } = renderWithProviders(<ContentPanel />);
    const upload = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'driver.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByLabelText('Categoria', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Driver' }));
    await fillTitles();
    expect(upload.disabled).toBe(false);
    await userEvent.click(upload);
    expect(await screen.findByText('Enviado: Driver Português')).toBeTruthy();

    const [post] = callsOf(fetchMock, 'POST');
    expect(String(post?.[0])).toContain('/api/admin/documents');
    const form = post?.[1]?.body as FormData;
    expect(form.get('category')).toBe('driver');
    expect([form.get('titlePtBR'), form.get('titleEn'), form.get('titleEs')]).toEqual([
      'Driver Português',
      'Driver English',
      'Driver Español',
    ]);
    expect(form.get('family')).toBeNull();
    expect((form.get('file') as File).name).toBe('driver.pdf');
    // The file is the last part: the server reads the fields before it.
    expect([...form.keys()].at(-1)).toBe('file');
  });

  it('a video has no category', async () => {
    const fetchMock = stubServer();
    const { container } = renderWithProviders(<ContentPanel />);
    await userEvent.click(screen.getByText('Vídeo (MP4 ou WebM)'));
    expect(screen.queryByLabelText('Categoria', { selector: 'input' })).toBeNull();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('video/webm');
    await userEvent.upload(input, new File(['x'], 'aula.webm', { type: 'video/webm' }));
    await fillTitles();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(callsOf(fetchMock, 'POST')).toHaveLength(1));
    const [post] = callsOf(fetchMock, 'POST');
    expect(String(post?.[0])).toContain('/api/admin/videos');
    const form = post?.[1]?.body as FormData;
    expect(form.get('category')).toBeNull();
  });

  it('changes a document’s category and deletes a video after the confirmation', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<ContentPanel />);
    const [document] = await screen.findAllByTestId('admin-document');
    await userEvent.click(
      within(document as HTMLElement).getByLabelText('Categoria de Manual', { selector: 'input' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Declaração' }));
    await waitFor(() => expect(callsOf(fetchMock, 'PATCH')).toHaveLength(1));
    const [patch] = callsOf(fetchMock, 'PATCH');
    expect(String(patch?.[0])).toContain('/api/admin/documents/d1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ category: 'declaration' });

    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Treinamento' }));
    expect(callsOf(fetchMock, 'DELETE')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(callsOf(fetchMock, 'DELETE')).toHaveLength(1));
    expect(String(callsOf(fetchMock, 'DELETE')[0]?.[0])).toContain('/api/admin/support/v1');
  });
});
