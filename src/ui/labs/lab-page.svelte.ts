// What #/labs/<lab> knows and does, apart from how it looks: the lab's state read from the link, the simulators
// loaded once, its runs on the page's run host (its own run, played once per key — lab-run-options.ts `labRunKey` —,
// the forks and kept runs), all played by lab-run.ts, the question set's runs, the house a hogar run leaves for the
// next, the live step-through, what blocks a Run, the actions (Run, Reset the house, the question set), and the
// outcome strip's runs (the one shown, the one before). LabPage.svelte is the view of this.
import { untrack } from 'svelte';
import { errorMessage } from '../../core/errors/index.ts';
import type { HomeState, LabId, QuestionSetReport } from '../../core/labs/index.ts';
import type { SimulatedReport } from '../../core/sim/index.ts';
import { labInfo, presetQuestions } from '../../core/labs/index.ts';
import { chooseDevice, deviceFacts } from '../../llm/device-choice.ts';
import { localRunReport } from '../../llm/local-model-backend.ts';
import { currentLang, tr } from '../common/i18n.svelte.ts';
import { localBackendOptions } from '../common/local-model/local-backend-options.ts';
import { modelSource, readModelSettings } from '../common/local-model/model-settings.ts';
import { tabModelSession as session } from '../common/local-model/tab-model-session.ts';
import { realChoice } from '../common/real-api/real-choice.svelte.ts';
import { readRealRecipe, realParams, realRunTitle, type RealRecipe } from '../common/real-api/real-recipe.ts';
import { keepRealRun } from '../common/real-api/real-runs.ts';
import { route, setParams } from '../common/route.svelte.ts';
import { RunStore, type RunState } from '../common/runs/run-store.svelte.ts';
import { loadSimulators, type Simulators } from '../common/runs/simulators.ts';
import type { ShownOutcome } from '../common/outcome/outcome-history.ts';
import { OutcomeTracker } from '../common/outcome/outcome-tracker.svelte.ts';
import { LiveStep } from '../common/trace/live-step.svelte.ts';
import { decisionsOf, type RevealUnit } from '../../core/agent/index.ts';
import { approvalsParam } from '../common/settings-params.ts';
import { StepThrough } from '../common/trace/step-through.svelte.ts';
import { RunHost } from '../common/workbench/run-host.svelte.ts';
import { withoutShared } from '../common/workbench/workbench-entry.ts';
import { analistaTables } from './analista-tables.svelte.ts';
import { LAB_PAGE_TEXT } from './lab-page-texts.ts';
import { DEFAULT_BACKEND, lightsParam, liveModel, readLabState, type LabPageState } from './lab-params.ts';
import { labOutcome } from './lab-outcome.ts';
import { labRecipeTitle } from './lab-recipe.ts';
import { playQuestionSet } from './lab-plays.ts';
import { playLabEntry, playLabRun, type LabRunDeps, type ShownRun } from './lab-run.ts';
import { labRunKey, type RunInputs } from './lab-run-options.ts';
import { mcpToolSource } from '../../mcp-browser/mcp-tool-source.ts';

export class LabPageModel {
  simulators: Simulators | undefined = $state.raw();
  loadError = $state('');
  /** The question set's runs, by key (a page's own run is the host's). */
  readonly questionSet = new RunStore<QuestionSetReport<SimulatedReport>>();
  /** Step-through of the shown run, and live stepping of the next one (held before each request). */
  readonly stepper = new StepThrough<RevealUnit>();
  readonly gate = new LiveStep();
  readonly view: RunHost<ShownRun>;
  readonly #lab: () => LabId;

  readonly lab = $derived.by(() => this.#lab());
  readonly info = $derived(labInfo(this.lab));
  readonly state: LabPageState = $derived(readLabState(this.lab, route.params));
  readonly local = $derived(this.state.backend === 'local');
  readonly real = $derived(this.state.backend === 'real');
  /** A simulated API playing a scenario (not a model reading a preset question). */
  readonly scripted = $derived(!liveModel(this.state.backend));
  readonly table = $derived(this.lab === 'analista' ? analistaTables.current : null);
  readonly presets = $derived(presetQuestions(this.lab, this.table ? { table: this.table } : {}));
  readonly question = $derived(this.questionOf(this.state));
  /** The local model's settings live in the same hash params as on the Local model page. */
  readonly modelSettings = $derived(readModelSettings(route.params));
  readonly source = $derived(modelSource(this.modelSettings.modelSetting, document.baseURI));
  readonly choice = $derived(session.report ? chooseDevice(deviceFacts(session.report), this.modelSettings.override) : null);
  /**
   * The page's own run as a recipe: its params, a real run's endpoint, model and id, and the decisions it was played
   * with (a fork of it keeps those before its changes; a link plays it without asking).
   */
  readonly currentRecipe = $derived.by(() => {
    const approvals = this.shown ? approvalsParam(decisionsOf(this.shown.record.trace)) : undefined;
    const { approvals: _given, ...params } = withoutShared(route.params);
    return { ...params, ...(approvals ? { approvals } : {}), ...(this.shown?.kind === 'real' ? this.shown.params : {}) };
  });
  /** Why Run cannot be pressed now, in words; null when it can. */
  readonly blocked = $derived.by(() => {
    const t = tr(LAB_PAGE_TEXT);
    if (this.lab === 'analista' && !this.table) return t.needTable;
    if (this.local) return session.phase !== 'ready' || this.running ? t.needModel : null;
    if (this.real) return realChoice.ready ? null : t.needKey;
    return this.simulators ? null : t.starting2;
  });
  readonly setBlocked = $derived.by(() => {
    const t = tr(LAB_PAGE_TEXT);
    return !this.scripted ? t.setLocal : !this.simulators ? t.starting2 : this.lab === 'analista' && !analistaTables.bundled ? t.needTable : null;
  });
  readonly setProvider = $derived(liveModel(this.state.backend) ? DEFAULT_BACKEND : this.state.backend);
  /** The state the page's own run was played from: its name stays the run's while the controls move on. */
  #ranState: LabPageState | undefined = $state.raw();
  /** The run on screen and the one shown before it, which the outcome strip compares it with. */
  readonly outcomes = new OutcomeTracker(() => this.shownOutcome);
  /** The shown run's figures once it has ended (its counts may be on their way), and what tells it apart. */
  readonly shownOutcome: ShownOutcome | undefined = $derived.by(() => {
    const { view } = this;
    const state = view.shownState;
    const shown = state?.status === 'done' ? state.value : undefined;
    const summary = view.shownImport ? labOutcome(view.shownImport.trace) : shown ? labOutcome(shown.record.trace, shown.record.outcome) : undefined;
    if (summary === undefined) return undefined;
    if (view.shown !== 'current') return { id: `shown:${view.shown}`, title: view.shownEntry ? view.titleOf(view.shownEntry) : (view.shownImport?.label ?? ''), summary };
    const ran = this.#ranState ?? this.state;
    const title = labRecipeTitle(ran, this.questionOf(ran), currentLang(), shown?.kind === 'real' ? shown.model : undefined);
    return { id: this.view.runs.latest ?? 'current', title, summary };
  });

  readonly #deps: LabRunDeps = {
    // The browser's own fetch, for the live Wikipedia API (the simulators' worker lets it through).
    inputs: (): RunInputs => ({ liveFetch: (input, init) => fetch(input, init), mcpTools: mcpToolSource(this.lab), ...(this.table ? { table: this.table } : {}) }),
    question: (state) => this.questionOf(state),
    simulators: loadSimulators,
    localModel: () => localBackendOptions(this.modelSettings, session.generator(), session.loaded?.model ?? this.source.model),
  };

  /** Call while the page's component is created (its effects live as long as it). */
  constructor(lab: () => LabId) {
    this.#lab = lab;
    loadSimulators().then(
      (loaded) => (this.simulators = loaded),
      (error: unknown) => (this.loadError = errorMessage(error, { withName: true })),
    );
    const lang = () => currentLang();
    this.view = new RunHost<ShownRun>({
      play: (recipe, edits, parent) => playLabEntry(this.#deps, this.lab, recipe, edits, parent, this.gate.approver(`entry:${JSON.stringify([recipe, edits])}`)),
      traceOf: (run) => run.record.trace,
      titleOf: (recipe) => {
        const state = readLabState(this.lab, recipe);
        const real = readRealRecipe(recipe);
        return labRecipeTitle(state, this.questionOf(state), lang(), real ? realRunTitle(real) : undefined);
      },
      lang,
      ownRecipe: () => this.currentRecipe,
      currentTitle: () => labRecipeTitle(this.state, this.question, lang()),
      fileRun: (run, label) => ({
        label,
        trace: run.record.trace,
        ...(run.kind === 'simulated' ? { report: run.record.report } : run.kind === 'local' ? { report: localRunReport(run.record.report) } : {}),
      }),
    });
    this.view.restore(route.params);
    $effect(() => this.view.ensureAll(this.shown ?? undefined));
    // Another run shown, another lab, or the page left: the run held live goes on to its end without pausing.
    $effect(() => {
      const key = this.view.runs.latest;
      void this.lab;
      untrack(() => this.gate.key !== null && this.gate.key !== key && this.gate.release());
    });
    $effect(() => () => this.gate.close());
    $effect(() => {
      if (this.lab === 'analista') void analistaTables.loadBundled();
    });
    $effect(() => {
      if (this.local && !session.report) void session.check();
    });
    // A link with run=1 shows its run: played on opening, and again whenever the selection changes.
    $effect(() => {
      if (this.state.run && this.scripted && this.simulators) this.#playOwn(false);
    });
    $effect(() => {
      if (this.state.questionSet && this.scripted && this.simulators) this.#playSet(false);
    });
  }

  /** The page's own run's state: idle before any. */
  get own(): RunState<ShownRun> {
    return this.view.own ?? { status: 'idle' };
  }

  get running(): boolean {
    return this.own.status === 'running';
  }

  get liveRun(): boolean {
    const key = this.view.runs.latest;
    return key !== undefined && this.gate.isLive(key);
  }

  /** The page's own run, once finished. */
  get shown(): ShownRun | null {
    return this.view.ownRecord ?? null;
  }

  /** hogar: the house the last finished run left (the next run starts from it; Reset puts the kit's back). */
  get houseLeft(): HomeState | undefined {
    const extras = this.shown?.record.outcome.extras;
    return extras?.lab === 'hogar' ? extras.after : undefined;
  }

  questionOf(state: LabPageState): string {
    return this.presets[Math.min(state.question, this.presets.length - 1)] ?? '';
  }

  /** Run: the page's own run, afresh; a hogar run starts from the house the last one left. */
  run(): void {
    this.view.shown = 'current';
    if (this.scripted) {
      const left = this.lab === 'hogar' ? this.houseLeft : undefined;
      const next = left ? lightsParam(left) : route.params.lights;
      // A link's decisions were for its run: this one asks again.
      if (next !== route.params.lights || route.params.approvals !== undefined) setParams({ lights: next, run: '1', approvals: undefined });
      else if (!this.state.run) setParams({ run: '1' });
      else this.#playOwn(true);
      return;
    }
    this.#playOwn(true);
  }

  resetHouse(): void {
    this.view.runs.clear();
    setParams({ lights: undefined, run: undefined });
  }

  runSet(): void {
    if (!this.state.questionSet) setParams({ set: '1' });
    else this.#playSet(true);
  }

  /** The link to the page as it is now (a scripted run is played on opening it). */
  link(): string {
    const { approvals } = this.currentRecipe;
    return this.view.link(route.path, { ...route.params, ...(this.scripted ? { run: '1' } : {}), ...(approvals ? { approvals } : {}) }, this.stepper.shown);
  }

  #playOwn(fresh: boolean): void {
    if (this.lab === 'analista' && !this.table) return;
    const real: RealRecipe | undefined = this.real ? { endpoint: realChoice.endpoint, model: realChoice.model, jsonToolCalls: realChoice.jsonToolCalls } : undefined;
    // Always the gate's control: a call that waits for approval asks whether or not the run is stepped live.
    const live = (key: string) => this.gate.control(key);
    this.#ranState = this.state;
    const state = this.state;
    // What the run depends on: a scenario on a simulated provider again only when `fresh`; a question on a live model
    // always afresh (a model's run is not a function of its key), a real one kept by its id once done.
    const question = this.questionOf(state);
    const what = state.backend === 'local' ? `local:${question}` : state.backend === 'real' ? `real:${real?.endpoint.id}:${real?.model}:${question}` : `scenario:${state.scenario.id}`;
    const key = labRunKey(state, what, analistaTables.id);
    const deps = this.#deps;
    this.view.runs.play(
      key,
      async (shownEarly) => {
        // A real run is kept in this tab under one id whether it is shown early (before its counts) or whole, so that
        // Keep and Copy link name it either way.
        let rid: string | undefined;
        const named = (shown: ShownRun): ShownRun => {
          if (shown.kind === 'real' && real) shown.params = realParams({ ...real, rid: (rid = keepRealRun(shown, rid)) });
          return shown;
        };
        return named(await playLabRun(deps, state, real, undefined, live(key), (early) => shownEarly(named(early))));
      },
      fresh || liveModel(state.backend),
    );
  }

  #playSet(fresh: boolean): void {
    const bundled = analistaTables.bundled;
    if (liveModel(this.state.backend) || (this.lab === 'analista' && !bundled)) return;
    const provider = this.state.backend;
    const simulators = this.simulators;
    if (!simulators) return;
    const state = this.state;
    // The analyst's questions are about the bundled orders, whatever table is loaded.
    const inputs: RunInputs = { liveFetch: (input, init) => fetch(input, init), mcpTools: mcpToolSource(this.lab), ...(bundled ? { table: bundled } : {}) };
    // Its questions were written for the kit's house: `lights` is left out of its key.
    this.questionSet.play(labRunKey({ ...state, lights: undefined }, 'question-set', ''), () => playQuestionSet(simulators.backend(provider), state, inputs), fresh);
  }
}
