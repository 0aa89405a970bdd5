import { isValidCpf } from '@ohp/esocial/documents';

export interface WorkerForm {
  name: string;
  cpf: string;
  registration: string;
  categoryCode: string;
}

/** The errors of a worker's form, by field, as keys of the `esocial` namespace (the server checks again). */
export function checkWorkerForm(form: WorkerForm): Partial<Record<keyof WorkerForm, string>> {
  const errors: Partial<Record<keyof WorkerForm, string>> = {};
  if (!form.name.trim()) errors.name = 'esocial:errors.missing';
  if (!isValidCpf(form.cpf)) errors.cpf = 'esocial:errors.badCpf';
  if (!/^\d{3}$/.test(form.categoryCode.trim())) errors.categoryCode = 'esocial:errors.badCategory';
  return errors;
}
