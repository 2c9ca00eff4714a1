// The two weight encodings of the onnx-community exports the lab loads on WASM, written from fp32 weights:
// q8 (`model_quantized.onnx`, onnxruntime's quantize_dynamic: uint8 weights with one scale and zero point per
// tensor, read by MatMulInteger) and q4 (`model_q4.onnx`, MatMul4BitsQuantizer: 4-bit blocks of 32 along the
// input dimension, one scale each, symmetric around 8, read by com.microsoft MatMulNBits).

export interface Q8Tensor {
  values: Uint8Array;
  scale: number;
  zeroPoint: number;
}

/** Asymmetric per-tensor uint8, the range widened to hold 0 (as onnxruntime's quantizer does). */
export function quantizeQ8(w: Float32Array): Q8Tensor {
  let min = 0;
  let max = 0;
  for (const x of w) {
    if (x < min) min = x;
    else if (x > max) max = x;
  }
  const scale = (max - min) / 255 || 1;
  const zeroPoint = Math.min(255, Math.max(0, Math.round(-min / scale)));
  const values = new Uint8Array(w.length);
  for (let i = 0; i < w.length; i++) values[i] = Math.min(255, Math.max(0, Math.round(w[i]! / scale) + zeroPoint));
  return { values, scale, zeroPoint };
}

export const Q4_BLOCK = 32;

export interface Q4Tensor {
  /** [out, in / 32, 16]: two 4-bit values a byte, the first in the low nibble. */
  packed: Uint8Array;
  /** [out, in / 32]. */
  scales: Float32Array;
}

/** `w` row-major [inputs, outputs] (x · W); each output's column in blocks of 32 inputs. */
export function quantizeQ4(w: Float32Array, inputs: number, outputs: number): Q4Tensor {
  if (inputs % Q4_BLOCK !== 0) throw new Error(`q4 needs inputs in blocks of ${Q4_BLOCK}, got ${inputs}`);
  const blocks = inputs / Q4_BLOCK;
  // Columns made contiguous first: one strided pass instead of one per block.
  const columns = new Float32Array(w.length);
  for (let k = 0; k < inputs; k++) for (let n = 0; n < outputs; n++) columns[n * inputs + k] = w[k * outputs + n]!;
  const packed = new Uint8Array(outputs * blocks * (Q4_BLOCK / 2));
  const scales = new Float32Array(outputs * blocks);
  for (let block = 0; block < outputs * blocks; block++) {
    const from = block * Q4_BLOCK;
    let absMax = 0;
    for (let i = 0; i < Q4_BLOCK; i++) absMax = Math.max(absMax, Math.abs(columns[from + i]!));
    const scale = absMax / 7 || 1;
    scales[block] = scale;
    const code = (x: number) => Math.min(15, Math.max(0, Math.round(x / scale) + 8));
    for (let i = 0; i < Q4_BLOCK; i += 2) packed[block * (Q4_BLOCK / 2) + i / 2] = code(columns[from + i]!) | (code(columns[from + i + 1]!) << 4);
  }
  return { packed, scales };
}
