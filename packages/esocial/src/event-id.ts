// REGRA_VALIDA_ID_EVENTO (eSocial manual): "ID" + tpInsc (1 digit) + nrInsc padded on the right with
// zeros to 14 digits + AAAAMMDDHHMMSS + a 5-digit sequence: 36 characters (TS_Id: ID\d{34}).

/** yyyymmddhhmmss in Brasília time (UTC−3, no daylight saving since 2019), the clock the manual speaks of. */
export function brasiliaStamp(at: Date): string {
  const b = new Date(at.getTime() - 3 * 3600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(b.getUTCFullYear(), 4)}${p(b.getUTCMonth() + 1)}${p(b.getUTCDate())}${p(b.getUTCHours())}${p(b.getUTCMinutes())}${p(b.getUTCSeconds())}`;
}

/** The Id of an event of an employer identified by CNPJ: its 8-digit root, as in ideEmpregador. */
export function eventId(employerCnpj: string, at: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99999)
    throw new RangeError('sequence 1..99999');
  return `ID1${employerCnpj.slice(0, 8).padEnd(14, '0')}${brasiliaStamp(at)}${String(sequence).padStart(5, '0')}`;
}
