/** Print palette: dark text on white, one accent, traffic-light colours for judgements. */
export const reportColors = {
  text: '#1b2430',
  muted: '#5b6675',
  accent: '#0b6e99',
  rule: '#c9d1db',
  zebra: '#f3f6f9',
  ok: '#2e7d32',
  attention: '#b7791f',
  danger: '#c62828',
} as const;

export const reportStyles = {
  title: { fontSize: 16, bold: true, color: reportColors.text },
  subtitle: { fontSize: 10, color: reportColors.muted },
  section: {
    fontSize: 11.5,
    bold: true,
    color: reportColors.accent,
    margin: [0, 12, 0, 4] as [number, number, number, number],
  },
  label: { fontSize: 8, color: reportColors.muted },
  value: { fontSize: 9, color: reportColors.text },
  tableHeader: { fontSize: 8, bold: true, color: reportColors.text, fillColor: '#e4ebf2' },
  small: { fontSize: 7.5, color: reportColors.muted },
};
