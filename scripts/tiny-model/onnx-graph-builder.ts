// A small helper to write ONNX graphs node by node with onnx-proto (protobuf ModelProto).
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

export type ElemType = 'float32' | 'int64';
/** A dimension: a fixed size or a symbolic name (transformers.js reads `batch_size` by name). */
export type Dim = number | string;

const ELEM_TYPE: Record<ElemType, number> = {
  float32: onnx.TensorProto.DataType.FLOAT,
  int64: onnx.TensorProto.DataType.INT64,
};

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

function attribute(name: string, value: AttributeValue): onnxProto.onnx.IAttributeProto {
  const { AttributeType } = onnx.AttributeProto;
  if (Array.isArray(value)) return { name, type: AttributeType.INTS, ints: value };
  return Number.isInteger(value) ? { name, type: AttributeType.INT, i: value } : { name, type: AttributeType.FLOAT, f: value };
}

function rawBytes(type: ElemType, values: readonly number[]): Uint8Array {
  if (type === 'float32') return new Uint8Array(Float32Array.from(values).buffer);
  return new Uint8Array(BigInt64Array.from(values.map((v) => BigInt(v))).buffer);
}

/** Collects nodes and initializers; every node output gets a fresh unique name unless one is given. */
export class OnnxGraphBuilder {
  private readonly nodes: onnxProto.onnx.INodeProto[] = [];
  private readonly initializers: onnxProto.onnx.ITensorProto[] = [];
  private readonly inputs: onnxProto.onnx.IValueInfoProto[] = [];
  private readonly outputs: onnxProto.onnx.IValueInfoProto[] = [];
  private counter = 0;

  input(name: string, type: ElemType, dims: readonly Dim[]): string {
    this.inputs.push(valueInfo(name, type, dims));
    return name;
  }

  output(name: string, type: ElemType, dims: readonly Dim[]): void {
    this.outputs.push(valueInfo(name, type, dims));
  }

  /** A constant tensor; `dims` [] makes a scalar. */
  constant(type: ElemType, values: readonly number[], dims: readonly number[] = [values.length]): string {
    const name = `const_${this.counter++}`;
    this.initializers.push({ name, dataType: ELEM_TYPE[type], dims: [...dims], rawData: rawBytes(type, values) });
    return name;
  }

  node(opType: string, inputs: readonly string[], attributes: Record<string, AttributeValue> = {}, outputName?: string): string {
    const output = outputName ?? `${opType.toLowerCase()}_${this.counter++}`;
    this.nodes.push({
      opType,
      name: output,
      input: [...inputs],
      output: [output],
      attribute: Object.entries(attributes).map(([k, v]) => attribute(k, v)),
    });
    return output;
  }

  /** Serialized ModelProto, IR version 8, default-domain opset 17. */
  encode(graphName: string, producerName: string): Uint8Array {
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName,
      opsetImport: [{ domain: '', version: 17 }],
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
