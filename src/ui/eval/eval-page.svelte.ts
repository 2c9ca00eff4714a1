// What #/eval knows and does, apart from how it looks: the set-up the link holds (eval-params.ts), the course data
// and the simulators, the backends ticked (the local model, a real one), the bench's and the attack's runs kept in
// this browser (bench-run.svelte.ts), an imported results file shown in the bench's place, a run's trace again,
// and each cell's runs on its run host (cell-host.ts). EvalPage.svelte is the view of this.
import { del, get, set } from 'idb-keyval';
import type { PlanTrace, Trace } from '../../core/agent/index.ts';
import type { MarketData } from '../../core/data/index.ts';
import { readResultsJson, type EvalResult } from '../../core/eval/index.ts';
import { chooseDevice, deviceFacts } from '../../llm/device-choice.ts';
import { currentLang, tr } from '../common/i18n.svelte.ts';
import { modelSource, readModelSettings } from '../common/local-model/model-settings.ts';
import { tabModelSession as session } from '../common/local-model/tab-model-session.ts';
import { loadBrowserMarketData } from '../common/market-data/market-data-store.ts';
import { realChoice } from '../common/real-api/real-choice.svelte.ts';
import { route } from '../common/route.svelte.ts';
import { loadSimulators, type Simulators } from '../common/runs/simulators.ts';
import { BenchOrders } from './bench-orders.svelte.ts';
import { BenchRun } from './bench-run.svelte.ts';
import { cellHost, type CellHost } from './cell-host.ts';
import { REAL_RUN_CAP } from './eval-backends.ts';
import { EVAL_PAGE_TEXT } from './eval-page-texts.ts';
import { attackKey, benchKey, readEvalState } from './eval-params.ts';
import { attackInSetup, attackPlannedCount, attackPlay, backendIds, benchPlay, inSetup, plannedCount, type BenchInputs } from './eval-plays.ts';
import { playResult, replayable } from './eval-replays.ts';

// idb-keyval's default store: the results survive a reload, and "Offline use and storage" clears them with the rest.
const storage = { get: (key: string) => get<unknown>(key), set: (key: string, value: unknown) => set(key, value), del: (key: string) => del(key) };

export class EvalPageModel {
  readonly setup = $derived(readEvalState(route.params));
  readonly bench = new BenchRun(storage);
  readonly attack = new BenchRun(storage);
  data: MarketData | null = $state.raw(null);
  simulators: Simulators | null = $state.raw(null);
  loadError = $state('');
  /** The analyst's table, fetched only once its set is ticked. */
  readonly orders = new BenchOrders();
  readonly wantsOrders = $derived(this.setup.suites.includes('lab:analista'));
  /** The local model, with the Local model page's settings in the same params. */
  readonly modelSettings = $derived(readModelSettings(route.params));
  readonly source = $derived(modelSource(this.modelSettings.modelSetting, document.baseURI));
  readonly choice = $derived(session.report ? chooseDevice(deviceFacts(session.report), this.modelSettings.override) : null);
  readonly wantsLocal = $derived(this.setup.backends.includes('local'));
  readonly wantsReal = $derived(this.setup.backends.includes('real'));
  readonly inputs: BenchInputs | null = $derived.by(() => {
    if (!this.data || !this.simulators) return null;
    const real = this.wantsReal && realChoice.ready ? { endpoint: realChoice.endpoint, model: realChoice.model, jsonToolCalls: realChoice.jsonToolCalls } : undefined;
    const loaded = session.loaded;
    const local = this.wantsLocal && session.phase === 'ready' && loaded ? { generator: session.generator(), model: loaded.model, maxNewTokens: this.modelSettings.maxNewTokens } : undefined;
    const orders = this.wantsOrders && this.orders.table ? { orders: this.orders.table } : {};
    return { state: this.setup, data: this.data, simulators: this.simulators, ...(real ? { real } : {}), ...(local ? { local } : {}), ...orders };
  });
  readonly planned = $derived(this.inputs ? plannedCount(this.inputs) : { total: 0, real: 0 });
  readonly attackPlanned = $derived(this.inputs ? attackPlannedCount(this.inputs) : { total: 0, real: 0 });
  /** The bench's results in the set-up now. */
  readonly shown = $derived(this.inputs ? inSetup(this.bench.results, this.inputs, backendIds(this.inputs)) : []);
  readonly attackShown = $derived(this.inputs ? attackInSetup(this.attack.results, this.inputs) : []);
  /** Why Run cannot be pressed now, in words; null when it can. */
  readonly blocked = $derived.by(() => {
    const t = tr(EVAL_PAGE_TEXT);
    if (!this.data) return t.needData;
    if (!this.simulators) return t.needSims;
    if (this.wantsReal && !realChoice.ready) return t.needKey;
    if (this.wantsLocal && session.phase !== 'ready') return t.needModel;
    if (this.wantsOrders && !this.orders.table && !this.orders.error) return t.needOrders;
    return this.planned.real > REAL_RUN_CAP ? t.overCap(this.planned.real) : null;
  });
  readonly attackBlocked = $derived(this.blocked ?? (this.attackPlanned.real > REAL_RUN_CAP ? tr(EVAL_PAGE_TEXT).overCap(this.attackPlanned.real) : null));
  /** An imported file is shown in place of the bench until the student goes back to it. */
  imported: { name: string; results: EvalResult[] } | null = $state.raw(null);
  importError = $state('');
  readonly viewed = $derived(this.imported ? this.imported.results : this.shown);
  readonly fileBase = $derived(`eval-s${this.setup.seed}-k${this.setup.k}`);
  /**
   * Each opened cell's runs, forks and kept runs, on a host made when the cell is first opened and kept while the page
   * is open (a fork names its run; the policy's are seeded). Not reactive: a host is made while the page derives
   * which cell is open, and a cell's host is the same every time.
   */
  readonly #cells: Record<string, CellHost> = {};

  /** Call while the page's component is created (its effects live as long as it). */
  constructor() {
    $effect(() => void this.bench.open(benchKey(this.setup)));
    $effect(() => void this.attack.open(attackKey(this.setup)));
    // The page left: its benches stop between runs (what finished is kept; Run goes on from it on coming back).
    $effect(() => () => {
      this.bench.cancel();
      this.attack.cancel();
    });
    void loadBrowserMarketData().then((loaded) => {
      if (loaded.errors.length > 0) this.loadError = loaded.errors.map((e) => e.message).join('; ');
      else this.data = loaded.data;
    });
    loadSimulators().then(
      (s) => (this.simulators = s),
      (err: unknown) => (this.loadError = String(err)),
    );
    $effect(() => {
      if (this.wantsOrders) void this.orders.want();
    });
    $effect(() => {
      if (this.wantsLocal && !session.report) void session.check();
    });
  }

  run(): void {
    if (this.inputs && !this.blocked) void this.bench.play(benchPlay(this.inputs), { done: this.shown.length, total: this.planned.total });
  }

  runAttack(): void {
    if (this.inputs && !this.attackBlocked) void this.attack.play(attackPlay(this.inputs), { done: 0, total: this.attackPlanned.total });
  }

  /** Reads a results file in place of the bench; says why, in words, when it cannot (the bench stays as it was). */
  async importFile(file: File): Promise<boolean> {
    try {
      this.imported = { name: file.name, results: readResultsJson(await file.text()) };
      this.importError = '';
      return true;
    } catch (err) {
      this.importError = tr(EVAL_PAGE_TEXT).badFile(file.name, err instanceof SyntaxError ? err.message : shortReason(err));
      return false;
    }
  }

  /** The cell's id, within its bench or the imported file: its forks are kept under it. */
  cellId(row: string): string {
    return `${this.imported ? `import:${this.imported.name}` : benchKey(this.setup)}|${row}`;
  }

  /** The cell's host (`cellId`). */
  hostOf(cell: string): CellHost {
    return (this.#cells[cell] ??= cellHost({
      playFork: (result, fork) => (this.inputs ? playResult(this.inputs, result, fork) : Promise.reject(new Error(tr(EVAL_PAGE_TEXT).needData))),
      traceOf: (result) => this.traceOf(result),
      lang: () => currentLang(),
    }));
  }

  /** A run's trace: this tab's, or the seeded policy's run played again (eval-replays.ts). */
  async traceOf(result: EvalResult): Promise<Trace | PlanTrace | undefined> {
    const kept = this.imported ? undefined : this.bench.trace(result);
    if (kept || this.imported || !this.inputs || !replayable(result)) return kept;
    const played = await playResult(this.inputs, result).catch(() => undefined);
    if (played) this.bench.keepTrace(result, played.trace);
    return played?.trace;
  }
}

/** zod's first issue in words (its whole report is a JSON list). */
function shortReason(err: unknown): string {
  const issues = (err as { issues?: { path: (string | number)[]; message: string }[] }).issues;
  const first = issues?.[0];
  return first ? `${first.path.join('.') || '(file)'}: ${first.message}` : String(err);
}
