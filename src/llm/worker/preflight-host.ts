// The preflight in a worker of its own (started for it, ended after it): ONNX Runtime with the device, precision
// and threads a Load would use, a few seconds of calibration layers, and the prediction for the lesson's task.
// Nothing of the model is downloaded; the weights are seeded and built here.
import * as ort from 'onnxruntime-web/webgpu';
import { calibrate, predictLessonTask, predictLoadMs, type CalibrationRuntime } from '../decoder-graph/calibrate.ts';
import type { StandInDtype } from '../decoder-graph/decoder-graph.ts';
import type { LocalDtype } from '../device-choice.ts';
import { configureRuntime } from './ort-runtime.ts';
import type { PreflightRequest, PreflightResult } from './protocol.ts';

/** The precision the calibration layers are built at: the chosen one, or the nearest the builder writes (half precision → full). */
export const CALIBRATED_DTYPE: Record<LocalDtype, StandInDtype> = { q8: 'q8', q4: 'q4', q4f16: 'q4', fp16: 'fp32', fp32: 'fp32' };

export async function preflight(request: PreflightRequest, threads: number): Promise<PreflightResult> {
  configureRuntime(ort.env.wasm, threads, request.device);
  const runtime: CalibrationRuntime = {
    createSession: (model) => ort.InferenceSession.create(model, { executionProviders: [request.device] }),
    tensor: (type, data, dims) => new ort.Tensor(type, data, dims),
  };
  const measuredDtype = CALIBRATED_DTYPE[request.dtype];
  const calibration = await calibrate(runtime, request.dims, measuredDtype);
  const { step1, step2 } = predictLessonTask(calibration, request.dims.layers);
  return {
    device: request.device,
    dtype: request.dtype,
    measuredDtype,
    threads: ort.env.wasm.numThreads ?? threads,
    calibration,
    step1,
    step2,
    ...(request.weightBytes !== undefined ? { loadMs: predictLoadMs(calibration, request.weightBytes) } : {}),
  };
}
