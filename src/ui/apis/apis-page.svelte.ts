// What #/apis knows and does, apart from how it looks: the scenario and provider the link selects, and its runs on
// the page's one run host: the selected run (the host's own), the results table's (four at a time) and the token
// chart's two, the forks, kept and imported runs, real runs kept from the panel among them; the live step-through
// of the selected run. ApisPage.svelte is the view of this.
import { untrack } from 'svelte';
import { SvelteSet } from 'svelte/reactivity';
import type { RunEdit } from '../../core/agent/index.ts';
import { errorMessage } from '../../core/errors/index.ts';
import { forkOf } from '../../core/run/index.ts';
import { currentLang, tr } from '../common/i18n.svelte.ts';
import { readRealRecipe, realRunTitle, type RealRecipe } from '../common/real-api/real-recipe.ts';
import { playRealRecipe } from '../common/real-api/real-runs.ts';
import { route, setParams } from '../common/route.svelte.ts';
import { FirstShown } from './first-shown.svelte.ts';
import type { ShownOutcome } from '../common/outcome/outcome-history.ts';
import { OutcomeTracker } from '../common/outcome/outcome-tracker.svelte.ts';
import { playProgress, type RunState } from '../common/runs/run-store.svelte.ts';
import { LiveStep } from '../common/trace/live-step.svelte.ts';
import type { RevealUnit } from '../../core/agent/index.ts';
import { StepThrough } from '../common/trace/step-through.svelte.ts';
import { RunHost } from '../common/workbench/run-host.svelte.ts';
import { withoutShared, type Recipe } from '../common/workbench/workbench-entry.ts';
import { loadApisLab, requestWork, type ApisLab, type ApisRun } from './apis-lab.ts';
import { APIS_PAGE_TEXT } from './apis-page-texts.ts';
import { readApisState } from './apis-params.ts';
import { apisRecipeTitle } from './apis-recipe.ts';
import { isRealRun, REAL_SETTING_PARAMS, realRunSettings, runRealApi, type RealRun } from './real/real-run.ts';
import { ALL_PAIRS, chartRequests, pairKey, requestKey, tableOrder, type Pair, type RunRequest } from './run-requests.ts';

/** The run a recipe selects: its provider, scenario and settings. */
export function requestOf(recipe: Recipe): RunRequest {
  const state = readApisState(recipe);
  return { provider: state.provider, scenario: state.scenario, settings: state.settings };
}

export class ApisPageModel {
  readonly apis = $derived(readApisState(route.params));
  readonly selected: Pair = $derived({ scenario: this.apis.scenario, provider: this.apis.provider });
  lab: ApisLab | undefined = $state.raw();
  loadError = $state('');
  /** Step-through of the selected run's trace (the chart marks its step), and live stepping of its next run. */
  readonly stepper = new StepThrough<RevealUnit>();
  readonly gate = new LiveStep();
  /** The page's runs: the selected one is the host's own; the table's and the chart's are played in its store too. */
  readonly view: RunHost<ApisRun | RealRun>;

  /** The table's rows: every pair after "Run all", else each run chosen on this visit, under the current settings. */
  visited: Pair[] = $state([]);
  readonly tablePairs = $derived(this.apis.all ? ALL_PAIRS : tableOrder(this.visited));
  readonly rows = $derived(this.tablePairs.map((pair) => ({ pair, state: this.stateOf(this.requestFor(pair)) })));
  /** After "Run all", until every row has ended: how far the table is (the button shows it and does not act). */
  readonly allProgress = $derived(this.apis.all ? playProgress(this.rows.map((r) => r.state)) : undefined);
  readonly playingAll = $derived(this.allProgress !== undefined && this.allProgress.finished < this.allProgress.total);
  readonly chart = $derived(chartRequests(this.apis));
  readonly selectedKey = $derived(requestKey(this.requestFor(this.selected)));
  readonly selectedRun = $derived(this.stateOf(this.requestFor(this.selected)));
  /** The step the chart marks: where the step-through stands, or the request a live run waits to send. */
  readonly markedStep = $derived(
    this.selectedRun?.status === 'done' ? this.stepper.current?.step : this.gate.isLive(this.selectedKey) ? this.gate.paused?.step : undefined,
  );
  readonly #loading = loadApisLab();
  /** The runs (by key) that have ended on this visit: the Run button says "Run again" only for those. */
  readonly #ended = new SvelteSet<string>();
  readonly ran = $derived(this.#ended.has(this.selectedKey));
  /**
   * The selected run has ended (or is held live) and is painted: the chart's runs (a 30-step loop on another SDK),
   * the prices, the verifier and the real API waited for it, so a first visit's thread goes to it first.
   */
  readonly firstShown: FirstShown;
  /** The chart's section has come near the screen (or taken focus): its two runs play then (ui/common/near-view.ts). */
  chartNear = $state(false);
  /** The run on screen and the one shown before it, which the outcome strip compares it with. */
  readonly outcomes = new OutcomeTracker(() => this.shownOutcome);
  /** The shown run's trace once it has ended (its counts may be on their way). */
  readonly endedTrace = $derived.by(() => {
    const state = this.view.shownState;
    return this.view.shownImport?.trace ?? (state?.status === 'done' || state?.status === 'counting' ? state.value.trace : undefined);
  });
  /** The shown run's figures once it has ended, and what tells it apart. */
  readonly shownOutcome: ShownOutcome | undefined = $derived.by(() => {
    const { view, endedTrace: trace } = this;
    if (trace === undefined) return undefined;
    const id = view.shown === 'current' ? this.selectedKey : `shown:${view.shown}`;
    const title = view.shownEntry ? view.titleOf(view.shownEntry) : view.shownImport ? view.shownImport.label : apisRecipeTitle(this.apis, currentLang());
    return { id, title, summary: trace.summary };
  });

  /** Call while the page's component is created (its effects live as long as it). */
  constructor() {
    this.#loading.then(
      (loaded) => (this.lab = loaded),
      (error: unknown) => (this.loadError = errorMessage(error, { withName: true })),
    );
    this.firstShown = new FirstShown(() => this.selectedRun?.status, () => this.gate.isLive(this.selectedKey));
    const lang = () => currentLang();
    // Run all asks for 28 runs: all at once through the one service worker, each request took ~140 ms instead of ~9
    // and a short timeout failed healthy rows. Four at a time, in the order asked for, keeps the lab's own load out.
    this.view = new RunHost<ApisRun | RealRun>(
      {
      play: (recipe, edits, parent) => {
        const real = readRealRecipe(recipe);
        if (real) return this.#playReal(real, recipe, edits, parent);
        const approver = this.gate.approver(`entry:${JSON.stringify([recipe, edits])}`);
        return this.#loading.then((loaded) => loaded.run(requestOf(recipe), approver, forkOf(edits, parent).fork));
      },
      traceOf: (record) => record.trace,
      titleOf: (recipe) => {
        const real = readRealRecipe(recipe);
        return real ? tr(APIS_PAGE_TEXT).realTitle(realRunTitle(real)) : apisRecipeTitle(readApisState(recipe), lang());
      },
      lang,
      ownRecipe: () => withoutShared(route.params),
      ownKey: () => this.selectedKey,
      currentTitle: () => apisRecipeTitle(this.apis, lang()),
      fileRun: (record, label) => ({ label, trace: record.trace, ...(isRealRun(record) ? {} : { report: record.report }) }),
      },
      { limit: 4 },
    );
    this.view.restore(route.params);
    $effect(() => this.view.ensureAll());
    $effect(() => {
      const pair = this.selected;
      const known = untrack(() => this.visited);
      if (!known.some((p) => pairKey(p) === pairKey(pair))) this.visited = [...known, pair];
    });
    $effect(() => this.ensure(this.requestFor(this.selected)));
    $effect(() => {
      const status = this.selectedRun?.status;
      if (status !== undefined && status !== 'running' && status !== 'idle') untrack(() => this.#ended.add(this.selectedKey));
    });
    $effect(() => {
      for (const pair of this.tablePairs) this.ensure(this.requestFor(pair));
    });
    $effect(() => {
      if (this.firstShown.done && this.chartNear) for (const request of [this.chart.loop, this.chart.correct]) this.ensure(request);
    });
    // Another run selected, or the page left: the run held live goes on to its end without pausing.
    $effect(() => {
      const key = this.selectedKey;
      untrack(() => this.gate.key !== null && this.gate.key !== key && this.gate.release());
    });
    $effect(() => () => this.gate.close());
  }

  /** Compared runs' running totals go on the token chart, the selected run's among them. */
  get compared() {
    return this.view.comparing ? this.view.compareColumns.flatMap((c) => (c.trace ? [{ label: c.title, trace: c.trace }] : [])) : [];
  }

  requestFor(pair: Pair): RunRequest {
    return { ...pair, settings: this.apis.settings };
  }

  /** A request's run (the host's own runs are all simulated: a real run is only ever an entry). */
  stateOf(request: RunRequest): RunState<ApisRun> | undefined {
    return this.view.runs.get(requestKey(request)) as RunState<ApisRun> | undefined;
  }

  /**
   * Plays the request's run unless it is shown or going; `fresh` plays it again (its requests go over the wire
   * again). With Step live on, the selected run plays held before each request.
   */
  ensure(request: RunRequest, fresh = false): void {
    const key = requestKey(request);
    // Read when the run starts: the SDKs of the page's runs then (the selected one's, the table's, and the chart's
    // once it plays).
    const providers = () => [this.apis.provider, ...(this.firstShown.done && this.chartNear ? [this.apis.chartProvider] : []), ...this.tablePairs.map((p) => p.provider)];
    // The selected run is the one a person watches: it may be held live, and its calls that wait for approval ask.
    // The table's and the chart's have no one to ask: such calls are denied.
    const live = () => (key === this.selectedKey ? this.gate.control(key) : undefined);
    this.view.runs.play(key, requestWork(request, providers, live), fresh);
  }

  /** Run: the selected run again, shown. */
  run(): void {
    this.view.shown = 'current';
    this.ensure(this.requestFor(this.selected), true);
  }

  select(pair: Pair): void {
    this.view.shown = 'current';
    setParams({ scenario: pair.scenario, provider: pair.provider });
  }

  runAll(): void {
    // A press while the table plays would throw away the runs going and send all their requests again.
    if (this.playingAll) return;
    const fresh = this.apis.all;
    setParams({ all: '1' });
    // Pressed again, every run is played afresh, so its requests show up in the Network panel again.
    if (fresh) for (const pair of ALL_PAIRS) this.ensure(this.requestFor(pair), true);
  }

  clearTable(): void {
    this.visited = [this.selected];
    setParams({ all: undefined });
  }

  /** A real run in the comparison, kept once (a fork of it finds it), with the link's guardrails and limits. */
  keepReal(params: Record<string, string>) {
    const known = this.view.entries.find((e) => e.recipe.rid === params.rid && e.edits.length === 0);
    const linkSettings = Object.fromEntries(REAL_SETTING_PARAMS.flatMap((key) => (route.params[key] !== undefined ? [[key, route.params[key]]] : [])));
    return known ?? this.view.keep({ ...linkSettings, ...params });
  }

  forkReal(params: Record<string, string>, edit: RunEdit): void {
    const kept = this.keepReal(params);
    this.view.shown = kept.id;
    this.view.fork(kept.recipe, edit);
  }

  link(): string {
    return this.view.link(route.path, route.params, this.stepper.shown);
  }

  #playReal(real: RealRecipe, recipe: Recipe, edits: readonly RunEdit[], parent: ApisRun | RealRun | undefined) {
    return playRealRecipe(real, edits, parent && isRealRun(parent) ? parent : undefined, (r: RealRun) => r, (fork) => runRealApi(real, realRunSettings(recipe), fork));
  }
}
