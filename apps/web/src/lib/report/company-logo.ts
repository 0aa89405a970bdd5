import { api } from '../api-client';
import { sessionStore } from '../session-store';

// The user's company logo for a report header (GET /api/user/company-logo), as a data URL. The
// session says whether there is one: a user without a logo is not asked for it, so no 404 shows in
// the browser console; any failure gives a report without a logo, never an error.

export async function fetchCompanyLogoDataUrl(
  hasLogo: boolean = sessionStore.getState().user?.hasCompanyLogo === true,
): Promise<string | undefined> {
  if (!hasLogo) return undefined;
  try {
    const blob = await api.get<Blob>('/user/company-logo', { responseType: 'blob', skipLoading: true });
    if (!/^image\/(png|jpe?g)$/.test(blob.type) || blob.size === 0) return undefined;
    return await new Promise<string | undefined>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
      reader.onerror = () => resolve(undefined);
      reader.readAsDataURL(blob);
    });
  } catch {
    return undefined;
  }
}
