import type { Company } from '@ohp/contracts';
import { useSearchParams } from 'react-router';

/**
 * The company a screen shows: `?company=<id>` when it is one of mine, else the first. Kept in the
 * address so /company and /group open on the same company and a reload keeps it.
 */
export function useSelectedCompany(companies: Company[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('company');
  const company = companies?.find((c) => c.id === wanted) ?? companies?.[0];
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('company', id);
        return next;
      },
      { replace: true },
    );
  return { company, select };
}
