// The home-automation kit: get_home_state and set_light over a house of its own (no shared state between
// kits), a snapshot of the house at any time for the before/after diff, and a reset to where it started.
import { createToolKit } from '../../tools/tool-kit.ts';
import type { ToolDefinition, ToolKit } from '../../tools/tool-kit-types.ts';
import { getHomeStateTool, setLightTool } from './hogar-tools.ts';
import { INITIAL_HOME, type HomeState } from './home-state.ts';

export interface HogarKit {
  readonly kit: ToolKit;
  /** The house now (an immutable snapshot). */
  state(): HomeState;
  /** Back to the state the kit was created with. */
  reset(): void;
}

export function createHogarKit(initial: HomeState = INITIAL_HOME): HogarKit {
  let current = initial;
  const home = {
    get: () => current,
    set: (next: HomeState) => {
      current = next;
    },
  };
  const tools: ToolDefinition[] = [getHomeStateTool(home), setLightTool(home)];
  return {
    kit: createToolKit(tools),
    state: () => current,
    reset: () => {
      current = initial;
    },
  };
}
