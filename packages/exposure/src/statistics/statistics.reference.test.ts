// The statistics against values computed independently, once, by reference/compute_references.py
// (Debian python3-scipy 1.17: scipy.stats.nct for the tolerance limits and the exceedance UCL,
// scipy.stats.shapiro, and a brute-force 4000 × 4000 grid over (μ, σ) for the Bayesian posterior —
// a different method from the one-dimensional integral of bayes.ts). Python is not needed here.
import { describe, expect, it } from 'vitest';
import { computeExposureStatistics, computeNoiseStatistics, type ExposureStatistics } from './compute.ts';

interface Reference {
  n: number;
  gm: number;
  gsd: number;
  mean: number;
  mvue: number;
  p95: number;
  utl9595: number;
  utl9570: number;
  exceedance: number;
  exceedanceUcl95: number;
  aihaCategory: number;
  en689Preliminary: string | null;
  en689Statistical: string | null;
  shapiroWilkP: number;
  categoryProbabilities: number[];
}

const DATASETS: { name: string; values: number[]; oel: number; expected: Reference }[] = [
  {
    name: 'three-low',
    values: [2.1, 3.4, 5.0],
    oel: 100,
    expected: {
      n: 3,
      gm: 3.292729632312839,
      gsd: 1.544403759112943,
      mean: 3.5,
      mvue: 3.503359982319368,
      p95: 6.730387058782402,
      utl9595: 91.76779338860457,
      utl9570: 11.163780161220027,
      exceedance: 2.0220187238204525e-15,
      exceedanceUcl95: 0.045323497043526895,
      aihaCategory: 1,
      en689Preliminary: 'compliant',
      en689Statistical: null,
      shapiroWilkP: 0.877920185951566,
      categoryProbabilities: [
        6.0660275134199015e-6, 0.4863877081426175, 0.4007991994068038, 0.05796283219862597,
        0.05484419422443931,
      ],
    },
  },
  {
    name: 'four-one-above',
    values: [12, 45, 130, 30],
    oel: 100,
    expected: {
      n: 4,
      gm: 38.09470297421598,
      gsd: 2.684703171053838,
      mean: 54.25,
      mvue: 53.63833819886794,
      p95: 193.34644288697845,
      utl9595: 6124.256370546288,
      utl9570: 429.5171014205191,
      exceedance: 0.16422470634494457,
      exceedanceUcl95: 0.5447586442920844,
      aihaCategory: 4,
      en689Preliminary: 'noncompliant',
      en689Statistical: null,
      shapiroWilkP: 0.9745658906531663,
      categoryProbabilities: [
        1.4263400242113121e-12, 4.322257303024532e-7, 0.0028494159267082866, 0.08737662391889618,
        0.9097735279272389,
      ],
    },
  },
  {
    name: 'five-mid',
    values: [8, 25, 14, 40, 19],
    oel: 100,
    expected: {
      n: 5,
      gm: 18.432927915584745,
      gsd: 1.832120468282585,
      mean: 21.2,
      mvue: 21.2713224109522,
      p95: 49.90168485481839,
      utl9595: 234.80435535655383,
      utl9570: 73.56838245991399,
      exceedance: 0.0026118497051934586,
      exceedanceUcl95: 0.16054580405890456,
      aihaCategory: 2,
      en689Preliminary: 'inconclusive',
      en689Statistical: null,
      shapiroWilkP: 0.9986208712686201,
      categoryProbabilities: [
        2.216077175951863e-13, 5.777827678896652e-7, 0.3229231820727312, 0.39715540631396146,
        0.27992083383031785,
      ],
    },
  },
  {
    name: 'six',
    values: [23, 41, 17.5, 65, 30.2, 12.8],
    oel: 100,
    expected: {
      n: 6,
      gm: 27.30737798286029,
      gsd: 1.8004637364498643,
      mean: 31.583333333333332,
      mvue: 31.449822730489988,
      p95: 71.83728711456993,
      utl9595: 241.6375893972799,
      utl9570: 98.79626009698607,
      exceedance: 0.013645178695988192,
      exceedanceUcl95: 0.19742620379332304,
      aihaCategory: 3,
      en689Preliminary: null,
      en689Statistical: 'compliant',
      shapiroWilkP: 0.9872527737980809,
      categoryProbabilities: [
        3.965924990946722e-17, 2.060923093288216e-9, 0.06822064234310636, 0.5278133937093272,
        0.40396596188664324,
      ],
    },
  },
  {
    name: 'ten',
    values: [0.31, 0.52, 0.18, 0.95, 0.44, 0.27, 0.61, 1.3, 0.39, 0.22],
    oel: 1,
    expected: {
      n: 10,
      gm: 0.43131424952501124,
      gsd: 1.8742399691992917,
      mean: 0.5189999999999999,
      mvue: 0.5137092570415233,
      p95: 1.2121359118673072,
      utl9595: 2.685208218813261,
      utl9570: 1.5201697219253287,
      exceedance: 0.09034903798879268,
      exceedanceUcl95: 0.2796768886734408,
      aihaCategory: 4,
      en689Preliminary: null,
      en689Statistical: 'noncompliant',
      shapiroWilkP: 0.9138250412663248,
      categoryProbabilities: [
        9.843583625859274e-30, 8.875400052926173e-17, 4.258847803583098e-6, 0.17051232394179489,
        0.8294834172104014,
      ],
    },
  },
  {
    name: 'twelve-high',
    values: [3.2, 5.9, 2.4, 8.8, 4.1, 6.6, 12.5, 3.7, 5.2, 9.9, 2.9, 7.4],
    oel: 5,
    expected: {
      n: 12,
      gm: 5.35118921213537,
      gsd: 1.6850338950212103,
      mean: 6.050000000000001,
      mvue: 6.055293320076456,
      p95: 12.62374906138191,
      utl9595: 22.311520337933757,
      utl9570: 14.889518989706097,
      exceedance: 0.5517537593677985,
      exceedanceUcl95: 0.7271290535323759,
      aihaCategory: 4,
      en689Preliminary: null,
      en689Statistical: 'noncompliant',
      shapiroWilkP: 0.9387292845020969,
      categoryProbabilities: [
        2.8748901979845036e-49, 4.1804059573388864e-26, 2.1375140666779973e-16, 5.612898133175467e-10,
        0.99999999943871,
      ],
    },
  },
  {
    name: 'wide',
    values: [0.4, 12.0, 150.0, 2.2, 60.0],
    oel: 50,
    expected: {
      n: 5,
      gm: 9.898771187077616,
      gsd: 11.132809557101114,
      mean: 44.92,
      mvue: 59.473871075280634,
      p95: 521.3062763541345,
      utl9595: 247814.6846981356,
      utl9570: 2443.7458704028827,
      exceedance: 0.25077046587225726,
      exceedanceUcl95: 0.5750769265724844,
      aihaCategory: 4,
      en689Preliminary: 'noncompliant',
      en689Statistical: null,
      shapiroWilkP: 0.849091561549497,
      categoryProbabilities: [
        3.822852502287375e-12, 4.104604335505088e-6, 0.00556968244524037, 0.04107367365101337,
        0.9533525392955879,
      ],
    },
  },
  {
    name: 'sixty',
    values: [
      10.07, 11.41, 14.75, 14.65, 17.46, 17.07, 19.63, 19.16, 21.56, 21.07, 23.35, 22.9, 25.05, 24.67, 26.71,
      26.41, 28.35, 28.16, 29.98, 29.92, 31.62, 31.71, 33.29, 33.55, 35.0, 35.44, 36.76, 37.41, 38.58, 39.47,
      40.48, 41.64, 42.48, 43.94, 44.6, 46.4, 46.86, 49.05, 49.3, 51.93, 51.95, 55.11, 54.86, 58.64, 58.11,
      62.65, 61.81, 67.27, 66.09, 72.75, 71.21, 79.48, 77.59, 88.2, 86.08, 100.5, 98.75, 121.16, 123.69,
      185.12,
    ],
    oel: 100,
    expected: {
      n: 60,
      gm: 40.05677428224388,
      gsd: 1.835888630292951,
      mean: 48.047666666666665,
      mvue: 48.001478469475806,
      p95: 108.80893756619967,
      utl9595: 136.84069312587945,
      utl9570: 116.83609362709832,
      exceedance: 0.06604747664820305,
      exceedanceUcl95: 0.11697263787559214,
      aihaCategory: 4,
      en689Preliminary: null,
      en689Statistical: 'noncompliant',
      shapiroWilkP: 0.9999963084748451,
      categoryProbabilities: [
        0.0, 3.818404520216669e-108, 3.689973114569875e-22, 0.20107137384817408, 0.7989286261518259,
      ],
    },
  },
];

// The same six daily levels (NEN, dB(A)) with Lc = 85 and both exchange rates.
const LEVELS = [82.3, 84.1, 86.7, 80.2, 85.5, 83.9];
const NOISE: {
  name: string;
  exchangeRate: 3 | 5;
  expected: Reference & Record<string, number | number[] | string | null>;
}[] = [
  {
    name: 'noise-q3',
    exchangeRate: 3,
    expected: {
      n: 6,
      gm: 0.7549455210443432,
      gsd: 1.7040384970736855,
      mean: 0.8428580144717351,
      mvue: 0.8481708883607713,
      p95: 1.814117224239089,
      utl9595: 5.447133434492263,
      utl9570: 2.4215978858240232,
      exceedance: 0.29895469666965735,
      exceedanceUcl95: 0.5864685802674766,
      aihaCategory: 4,
      en689Preliminary: null,
      en689Statistical: 'noncompliant',
      shapiroWilkP: 0.9282433371179167,
      categoryProbabilities: [
        2.463250670401479e-21, 8.733210280695164e-13, 1.6265827857664892e-7, 0.0033265729624286132,
        0.9966732643784195,
      ],
      gmDb: 83.78333333333333,
      p95Db: 87.57780304791504,
      utl9595Db: 92.33649162480793,
      utl9570Db: 88.82787796220123,
    },
  },
  {
    name: 'noise-q5',
    exchangeRate: 5,
    expected: {
      n: 6,
      gm: 0.844791173655024,
      gsd: 1.3768532092314203,
      mean: 0.8801043852721481,
      mvue: 0.881342918707815,
      p95: 1.429549533261881,
      utl9595: 2.7650361167022512,
      utl9570: 1.700048131664959,
      exceedance: 0.2989546966696573,
      exceedanceUcl95: 0.5864685802674765,
      aihaCategory: 4,
      en689Preliminary: null,
      en689Statistical: 'noncompliant',
      shapiroWilkP: 0.9282433371179167,
      categoryProbabilities: [
        1.1594454385392313e-22, 5.306365921511311e-14, 9.698744436441684e-9, 0.0033034974989758713,
        0.9966964928022266,
      ],
      gmDb: 83.78333333333333,
      p95Db: 87.57780304791504,
      utl9595Db: 92.33649162480792,
      utl9570Db: 88.82787796220123,
    },
  },
];

const FIGURES = [
  'gm',
  'gsd',
  'mean',
  'mvue',
  'p95',
  'utl9595',
  'utl9570',
  'exceedance',
  'exceedanceUcl95',
] as const;

function expectMatches(r: ExposureStatistics, e: Reference) {
  expect(r.n).toBe(e.n);
  for (const key of FIGURES) {
    const relative = Math.abs(r[key] - e[key]) / Math.max(Math.abs(e[key]), 1e-300);
    expect({ key, relative: relative < 1e-9 }).toEqual({ key, relative: true });
  }
  expect(r.aihaCategory).toBe(e.aihaCategory);
  expect(r.en689Preliminary).toBe(e.en689Preliminary);
  expect(r.en689Statistical).toBe(e.en689Statistical);
  expect(Math.abs((r.shapiroWilk?.p ?? -1) - e.shapiroWilkP)).toBeLessThan(1e-6);
  // The grid reference itself is good to ~1e-5; the acceptance tolerance of the issue is 0.03.
  r.bayes?.categoryProbabilities.forEach((p, i) => {
    expect(Math.abs(p - (e.categoryProbabilities[i] as number))).toBeLessThan(1e-4);
  });
  expect(r.bayes?.p95AboveOelProbability).toBe(r.bayes?.categoryProbabilities[4]);
}

describe('computeExposureStatistics against independent computations', () => {
  it.each(DATASETS)('$name', ({ values, oel, expected }) => {
    expectMatches(computeExposureStatistics(values, oel), expected);
  });
});

describe('computeNoiseStatistics against independent computations', () => {
  it.each(NOISE)('$name', ({ exchangeRate, expected }) => {
    const r = computeNoiseStatistics(LEVELS, 85, exchangeRate);
    expectMatches(r, expected);
    for (const key of ['gmDb', 'p95Db', 'utl9595Db', 'utl9570Db'] as const) {
      expect(Math.abs(r[key] - (expected[key] as number))).toBeLessThan(1e-9);
    }
  });

  it('gives the same decibel figures and exceedance with either exchange rate', () => {
    const q3 = computeNoiseStatistics(LEVELS, 85, 3);
    const q5 = computeNoiseStatistics(LEVELS, 85, 5);
    expect(q3.p95Db).toBeCloseTo(q5.p95Db, 9);
    expect(q3.exceedance).toBeCloseTo(q5.exceedance, 12);
    expect(q3.gsd).not.toBeCloseTo(q5.gsd, 3);
  });
});

describe('the Bayesian estimate against a published Expostats example', () => {
  // Webexpo project (Lavoué et al., the Bayesian engine behind Expostats), final report, table 5
  // "sensitivity to priors", column "Uninformative" (μ ∈ (−20, 20), σ ∈ (0, 2.3), JAGS MCMC, 25,000
  // iterations), as published in github.com/webexpo/webexpo_r_lib, EXAMPLES/output/table5.csv and
  // EXAMPLES/webexpo.seg.examples.R (sample 1, OEL 100): P95 bands 0 / 0 / 0.064 / 24 / 76 % and
  // P(exceedance > 5 %) = 76 %. The σ prior starts at 0 there and at 0.095 here: for these data
  // (GSD ≈ 2.1, n = 9) the posterior has no mass below 0.095, so the figures must agree within the
  // Monte Carlo error of the published run (the tolerance is 0.03).
  it('sample 1 of the Webexpo report', () => {
    const r = computeExposureStatistics([24.7, 64.1, 13.8, 43.7, 19.9, 133, 32.1, 15, 53.7], 100);
    const published = [0, 0, 0.00064, 0.24, 0.76];
    r.bayes?.categoryProbabilities.forEach((p, i) => {
      expect(Math.abs(p - (published[i] as number))).toBeLessThan(0.01);
    });
    expect(Math.abs((r.bayes?.p95AboveOelProbability ?? 0) - 0.76)).toBeLessThan(0.01);
  });
});
