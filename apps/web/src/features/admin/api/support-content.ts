import type { DeviceFamily, DocumentCategory, SupportItem } from '@ohp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ContentKind = 'document' | 'video';
export const contentLanguages = ['pt-BR', 'en', 'es'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
type Texts = Record<ContentLanguage, string>;

/** What the upload form sends (POST /api/admin/documents|videos, docs/admin.md "Support content"). */
export interface ContentUpload {
  kind: ContentKind;
  file: File;
  family?: DeviceFamily;
  /** Documents only. */
  category?: DocumentCategory;
  titles: Texts;
  descriptions: Texts;
}

const fieldSuffix: Record<ContentLanguage, string> = { 'pt-BR': 'PtBR', en: 'En', es: 'Es' };
const contentKey = (kind: ContentKind) => ['admin', 'content', kind] as const;

/** The multipart body: text fields first, so that the server reads them before the (large) file. */
export function contentForm(input: ContentUpload): FormData {
  const body = new FormData();
  if (input.family) body.append('family', input.family);
  if (input.kind === 'document' && input.category) body.append('category', input.category);
  for (const language of contentLanguages) {
    body.append(`title${fieldSuffix[language]}`, input.titles[language]);
    body.append(`description${fieldSuffix[language]}`, input.descriptions[language]);
  }
  body.append('file', input.file, input.file.name);
  return body;
}

/** Every document or video (no device filter), in my language. */
export const useAdminContent = (kind: ContentKind) =>
  useQuery({ queryKey: contentKey(kind), queryFn: () => api.get<SupportItem[]>(`/${kind}s`) });

/** After a change the admin lists and every support list (documents, videos, Help) are fetched again. */
function useContentMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'content'] }),
        queryClient.invalidateQueries({ queryKey: ['support'] }),
      ]),
  });
}

export const useUploadContent = () =>
  useContentMutation((input: ContentUpload) =>
    api.post<SupportItem>(`/admin/${input.kind}s`, contentForm(input)),
  );

export const useSetDocumentCategory = () =>
  useContentMutation(({ id, category }: { id: string; category: DocumentCategory }) =>
    api.patch<SupportItem>(`/admin/documents/${encodeURIComponent(id)}`, { category }),
  );

export const useDeleteContent = () =>
  useContentMutation((id: string) => api.delete(`/admin/support/${encodeURIComponent(id)}`));
