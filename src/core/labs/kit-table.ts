// Every tool kit the lab serves, in one list: the lesson's four tools (core/tools) and each companion lab's kit (its
// folder, one line of LAB_DEFINITIONS in lab-registry.ts), in that order. The MCP servers, the #/mcp page's picker
// and the eval's suites read this list; none keeps its own, so a lab added to the registry is served and evaluated.
import { LAB_IDS, type LabId } from './lab-registry.ts';

/** The lesson's kit: precio, variacion, calculadora and buscar_noticias over the course's market data. */
export const LESSON_KIT = 'lesson';

export type KitId = typeof LESSON_KIT | LabId;

export const KIT_IDS: readonly KitId[] = [LESSON_KIT, ...LAB_IDS];

export function isKitId(value: string): value is KitId {
  return (KIT_IDS as readonly string[]).includes(value);
}
