import { heatActivityTable, NR15_2019_QUADRO2 } from '@ohp/exposure';
import { hasTranslation, languages, translate } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { activityName, activityOptions } from './activity-options';

const pt = (key: string) => translate('pt-BR', key);

describe('Quadro 2 (2019) texts', () => {
  const keys = [
    ...NR15_2019_QUADRO2.map((a) => `heat:quadro2.${a.key}`),
    ...new Set(NR15_2019_QUADRO2.map((a) => `heat:quadro2Group.${a.posture}`)),
  ];
  it('found the 52 rows and 4 headings', () => {
    expect(keys).toHaveLength(56);
  });
  for (const language of languages)
    it(`every row and heading has a text in ${language}, and no two rows read the same`, () => {
      expect(keys.filter((k) => !hasTranslation(language, k))).toEqual([]);
      const names = heatActivityTable('nr15-2019').map((r) => activityName(r, (k) => translate(language, k)));
      expect(new Set(names).size).toBe(52);
    });

  it('pt-BR holds the printed wording', () => {
    expect(pt('heat:quadro2Group.standing')).toBe('Em pé, agachado ou ajoelhado');
    expect(pt('heat:quadro2.seated.rest')).toBe('Em repouso');
    expect(pt('heat:quadro2.standing.bodyHeavy')).toBe('Trabalho pesado com o corpo');
    expect(pt('heat:quadro2.moving.stairsUp20kg')).toContain('degrau de 0,17 m');
    expect(pt('heat:quadro2.other.liftPushDragHeavy')).toContain('abertura de valas');
  });
});

describe('the picker options', () => {
  it('2019: the rows under the printed headings, each with its M in W', () => {
    const { data, optionText } = activityOptions('nr15-2019', pt);
    const groups = data.map((g) => ('group' in g ? [g.group, g.items.length] : null));
    expect(groups).toEqual([
      ['Sentado', 13],
      ['Em pé, agachado ou ajoelhado', 13],
      ['Em pé, em movimento', 21],
      ['Outras atividades', 5],
    ]);
    const standing = data[1];
    expect(standing && 'group' in standing ? standing.items[1] : null).toEqual({
      value: 'standing.handsLight',
      label: 'Em pé, agachado ou ajoelhado: Trabalho leve com as mãos — 153 W',
    });
    expect(optionText('moving.run15kmh')).toBe('Correndo no plano a 15 km/h — 990 W');
  });

  it('1978: Quadro 3 as a flat list in kcal/h', () => {
    const { data } = activityOptions('nr15-1978', pt);
    expect(data).toHaveLength(10);
    expect(data[0]).toEqual({ value: 'seatedRest', label: 'Sentado em repouso — 100 kcal/h' });
  });
});
