// Vitest global setup: builds the tiny Qwen2 test model when it is missing or stale (tests/fixtures/models/).
import { buildTinyQwen2 } from '../../../scripts/tiny-model/build-tiny-qwen2.ts';

export default function setup(): void {
  buildTinyQwen2();
}
