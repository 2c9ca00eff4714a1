// Writes ONNX graphs node by node with onnx-proto (protobuf ModelProto): the tiny test models and the full-size
// stand-in are built with it in Node, and the preflight builds one decoder layer with it in the model worker.
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

export type ElemType = 'float32' | 'float16' | 'int64' | 'int32' | 'uint8' | 'int8';
/** A dimension: a fixed size or a symbolic name (transformers.js reads `batch_size` by name). */
export type Dim = number | string;

const ELEM_TYPE: Record<ElemType, number> = {
  float32: onnx.TensorProto.DataType.FLOAT,
  float16: onnx.TensorProto.DataType.FLOAT16,
  int64: onnx.TensorProto.DataType.INT64,
  int32: onnx.TensorProto.DataType.INT32,
  uint8: onnx.TensorProto.DataType.UINT8,
  int8: onnx.TensorProto.DataType.INT8,
};

/** ONNX's element type number (Cast's `to`). */
export function onnxType(type: ElemType): number {
  return ELEM_TYPE[type];
}

type AttributeValue = number | number[];

function valueInfo(name: string, type: ElemType, dims: readonly Dim[]): onnxProto.onnx.IValueInfoProto {
  return {
    name,
    type: {
      tensorType: {
        elemType: ELEM_TYPE[type],
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}

/** Integer attributes stay integers; `floats` names the ones ONNX wants as floats even when whole (epsilon 1). */
function attribute(name: string, value: AttributeValue, float: boolean): onnxProto.onnx.IAttributeProto {
  const { AttributeType } = onnx.AttributeProto;
  if (Array.isArray(value)) return { name, type: AttributeType.INTS, ints: value };
  return Number.isInteger(value) && !float ? { name, type: AttributeType.INT, i: value } : { name, type: AttributeType.FLOAT, f: value };
}

function rawBytes(type: 'float32' | 'int64', values: readonly number[]): Uint8Array {
  if (type === 'float32') return new Uint8Array(Float32Array.from(values).buffer);
  return new Uint8Array(BigInt64Array.from(values.map((v) => BigInt(v))).buffer);
}

/** Collects nodes and initializers; every node output gets a fresh unique name unless one is given. */
export class OnnxGraphBuilder {
  private readonly nodes: onnxProto.onnx.INodeProto[] = [];
  private readonly initializers: onnxProto.onnx.ITensorProto[] = [];
  private readonly inputs: onnxProto.onnx.IValueInfoProto[] = [];
  private readonly outputs: onnxProto.onnx.IValueInfoProto[] = [];
  private readonly domains = new Set<string>();
  private counter = 0;

  input(name: string, type: ElemType, dims: readonly Dim[]): string {
    this.inputs.push(valueInfo(name, type, dims));
    return name;
  }

  output(name: string, type: ElemType, dims: readonly Dim[]): void {
    this.outputs.push(valueInfo(name, type, dims));
  }

  /** A small constant tensor from numbers; `dims` [] makes a scalar. */
  constant(type: 'float32' | 'int64', values: readonly number[], dims: readonly number[] = [values.length]): string {
    return this.tensor(type, rawBytes(type, values), dims);
  }

  /** A tensor from its little-endian bytes (weights: a typed array's buffer, never copied into numbers). */
  tensor(type: ElemType, bytes: Uint8Array, dims: readonly number[], name = `const_${this.counter++}`): string {
    this.initializers.push({ name, dataType: ELEM_TYPE[type], dims: [...dims], rawData: bytes });
    return name;
  }

  /**
   * One node with a single output. `domain` names an operator set other than ONNX's (`com.microsoft` for
   * MatMulNBits); `floats` lists attributes ONNX types as floats.
   */
  node(
    opType: string,
    inputs: readonly string[],
    attributes: Record<string, AttributeValue> = {},
    outputName?: string,
    options: { domain?: string; floats?: readonly string[] } = {},
  ): string {
    return this.multi(opType, inputs, 1, attributes, outputName ? [outputName] : undefined, options)[0]!;
  }

  /** One node with `count` outputs (DynamicQuantizeLinear's three). */
  multi(
    opType: string,
    inputs: readonly string[],
    count: number,
    attributes: Record<string, AttributeValue> = {},
    outputNames?: readonly string[],
    options: { domain?: string; floats?: readonly string[] } = {},
  ): string[] {
    const base = `${opType.toLowerCase()}_${this.counter++}`;
    const outputs = outputNames ? [...outputNames] : Array.from({ length: count }, (_, i) => (count === 1 ? base : `${base}_${i}`));
    if (options.domain) this.domains.add(options.domain);
    this.nodes.push({
      opType,
      name: outputs[0],
      input: [...inputs],
      output: outputs,
      ...(options.domain ? { domain: options.domain } : {}),
      attribute: Object.entries(attributes).map(([k, v]) => attribute(k, v, options.floats?.includes(k) ?? false)),
    });
    return outputs;
  }

  /** Serialized ModelProto, IR version 8, default-domain opset 17 (and opset 1 of each other domain used). */
  encode(graphName: string, producerName: string): Uint8Array {
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName,
      opsetImport: [{ domain: '', version: 17 }, ...[...this.domains].map((domain) => ({ domain, version: 1 }))],
      graph: {
        name: graphName,
        node: this.nodes,
        initializer: this.initializers,
        input: this.inputs,
        output: this.outputs,
      },
    });
    return onnx.ModelProto.encode(model).finish();
  }
}
