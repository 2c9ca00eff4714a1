// Vitest global setup: builds the tiny Qwen2 test models when missing or stale (tests/fixtures/models/).
import { buildTinyModels } from '../../../scripts/tiny-model/build-tiny-models.ts';

export default function setup(): void {
  buildTinyModels();
}
