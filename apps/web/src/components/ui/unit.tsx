import { unitParts } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';

/**
 * A unit as typeset on every screen (docs/formatting.md): "m/s^1.75" draws m/s with 1,75 raised in
 * pt-BR; °C, dB(A), ppm and the like are written whole. Never shows a caret.
 */
export function Unit({ unit }: { unit: string }) {
  const { i18n } = useTranslation();
  const { base, exponent } = unitParts(i18n.language, unit);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {base}
      {exponent !== undefined && <sup>{exponent}</sup>}
    </span>
  );
}

/** A figure and its unit, separated by a non-breaking space so they never part at a line end. */
export function Quantity({ value, unit }: { value: string; unit: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {value}
      {'\u00a0'}
      <Unit unit={unit} />
    </span>
  );
}
