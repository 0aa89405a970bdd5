// Second-order digital sections (transposed direct form II) and the bilinear transform that makes
// them from analog sections H(s) = (b2·s² + b1·s + b0) / (a2·s² + a1·s + a0).

export interface BiquadCoefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

export interface AnalogSection {
  b: [number, number, number]; // b2, b1, b0
  a: [number, number, number]; // a2, a1, a0
  /** Frequency (rad/s) where the bilinear transform is made exact by pre-warping. */
  warpAt: number;
}

/** Bilinear transform s = K·(1 − z⁻¹)/(1 + z⁻¹), with K = ω/tan(ω/2fs) so that `warpAt` maps exactly. */
export function bilinear(section: AnalogSection, sampleRate: number): BiquadCoefficients {
  const w = section.warpAt;
  const K = w > 0 ? w / Math.tan(w / (2 * sampleRate)) : 2 * sampleRate;
  const [b2, b1, b0] = section.b;
  const [a2, a1, a0] = section.a;
  const K2 = K * K;
  const n0 = b2 * K2 + b1 * K + b0;
  const n1 = 2 * (b0 - b2 * K2);
  const n2 = b2 * K2 - b1 * K + b0;
  const d0 = a2 * K2 + a1 * K + a0;
  const d1 = 2 * (a0 - a2 * K2);
  const d2 = a2 * K2 - a1 * K + a0;
  return { b0: n0 / d0, b1: n1 / d0, b2: n2 / d0, a1: d1 / d0, a2: d2 / d0 };
}

/** |H(e^{jωT})| of a digital section at frequency f (Hz). */
export function biquadMagnitude(c: BiquadCoefficients, f: number, sampleRate: number): number {
  const w = (2 * Math.PI * f) / sampleRate;
  const cos1 = Math.cos(w);
  const sin1 = Math.sin(w);
  const cos2 = Math.cos(2 * w);
  const sin2 = Math.sin(2 * w);
  const nr = c.b0 + c.b1 * cos1 + c.b2 * cos2;
  const ni = -(c.b1 * sin1 + c.b2 * sin2);
  const dr = 1 + c.a1 * cos1 + c.a2 * cos2;
  const di = -(c.a1 * sin1 + c.a2 * sin2);
  return Math.hypot(nr, ni) / Math.hypot(dr, di);
}

/** |H(jω)| of an analog section at frequency f (Hz). */
export function analogMagnitude(section: AnalogSection, f: number): number {
  const w = 2 * Math.PI * f;
  const [b2, b1, b0] = section.b;
  const [a2, a1, a0] = section.a;
  return Math.hypot(b0 - b2 * w * w, b1 * w) / Math.hypot(a0 - a2 * w * w, a1 * w);
}

/**
 * A cascade of biquads filtering a stream: `process` may be called with any chunking and gives
 * the same output as one call on the whole signal (the state carries over).
 */
export class BiquadCascade {
  private readonly c: Float64Array;
  private readonly s: Float64Array;
  constructor(sections: BiquadCoefficients[]) {
    this.c = new Float64Array(sections.length * 5);
    sections.forEach((q, i) => {
      this.c.set([q.b0, q.b1, q.b2, q.a1, q.a2], i * 5);
    });
    this.s = new Float64Array(sections.length * 2);
  }

  /**
   * Sets the state as if `value` had been the input forever (steady state), so that a constant
   * offset at the start — gravity on a raw accelerometer axis — does not ring through as a step.
   * Returns the steady output.
   */
  prime(value: number): number {
    const c = this.c;
    let u = value;
    for (let k = 0; k < c.length / 5; k++) {
      const o = k * 5;
      const [b0, b1, b2, a1, a2] = [c[o], c[o + 1], c[o + 2], c[o + 3], c[o + 4]] as [
        number,
        number,
        number,
        number,
        number,
      ];
      const y = ((b0 + b1 + b2) / (1 + a1 + a2)) * u;
      this.s[2 * k + 1] = b2 * u - a2 * y;
      this.s[2 * k] = b1 * u - a1 * y + (this.s[2 * k + 1] as number);
      u = y;
    }
    return u;
  }

  /** Filters `input` into `output` (may be the same array). */
  process(input: Float64Array, output: Float64Array): void {
    this.run(input, output, false);
  }

  /** Filters `input` and returns Σ y² of the output; `scratch` holds the intermediate sections. */
  sumOfSquares(input: Float64Array, scratch: Float64Array): number {
    return this.run(input, scratch, true);
  }

  // Section by section over the whole chunk with the state in locals: the same arithmetic per
  // sample as sample by sample, so results do not depend on the chunking, but several times faster.
  private run(input: Float64Array, output: Float64Array, square: boolean): number {
    const c = this.c;
    const s = this.s;
    const sections = c.length / 5;
    const length = input.length;
    let sum = 0;
    for (let k = 0; k < sections; k++) {
      const o = k * 5;
      const b0 = c[o] as number;
      const b1 = c[o + 1] as number;
      const b2 = c[o + 2] as number;
      const a1 = c[o + 3] as number;
      const a2 = c[o + 4] as number;
      let s1 = s[2 * k] as number;
      let s2 = s[2 * k + 1] as number;
      const source = k === 0 ? input : output;
      if (square && k === sections - 1) {
        // The band energy needs only Σ y²: the last section writes nothing.
        for (let i = 0; i < length; i++) {
          const x = source[i] as number;
          const y = b0 * x + s1;
          s1 = b1 * x - a1 * y + s2;
          s2 = b2 * x - a2 * y;
          sum += y * y;
        }
      } else {
        for (let i = 0; i < length; i++) {
          const x = source[i] as number;
          const y = b0 * x + s1;
          s1 = b1 * x - a1 * y + s2;
          s2 = b2 * x - a2 * y;
          output[i] = y;
        }
      }
      s[2 * k] = s1;
      s[2 * k + 1] = s2;
    }
    if (sections === 0) {
      for (let i = 0; i < length; i++) {
        const x = input[i] as number;
        output[i] = x;
        if (square) sum += x * x;
      }
    }
    return sum;
  }
}
