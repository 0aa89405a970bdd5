import { ApiError, api } from '../../../lib/api-client';

// The user's company logo for the report header (GET /api/user/company-logo). A user without a
// logo (404) or any failure gives a report without a logo, never an error.

export async function fetchCompanyLogoDataUrl(): Promise<string | undefined> {
  try {
    const blob = await api.get<Blob>('/user/company-logo', { responseType: 'blob', skipLoading: true });
    if (!/^image\/(png|jpe?g)$/.test(blob.type) || blob.size === 0) return undefined;
    return await new Promise<string | undefined>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
      reader.onerror = () => resolve(undefined);
      reader.readAsDataURL(blob);
    });
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    return undefined;
  }
}
