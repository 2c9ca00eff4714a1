// What #/local knows and does, apart from how it looks: the settings the link sets, the course data's kit, the
// tab's model session, its runs on the page's run host (its own run, its steps appearing as they finish, and the
// forks and kept runs), all played by local-run.ts, the live step-through, the prompts before any run, what blocks
// a Run, and the outcome strip's runs (the one shown, the one before). LocalPage.svelte is the view of this.
import { untrack } from 'svelte';
import type { PlanEdit, ReferenceTrace, RunEdit } from '../../core/agent/index.ts';
import { createLessonToolKit, type ToolKit } from '../../core/tools/index.ts';
import { chooseDevice, deviceFacts } from '../../llm/device-choice.ts';
import type { RenderedPrompt } from '../../llm/generator.ts';
import { HERMES_ADAPTER_ID, type LocalStep } from '../../llm/hermes-adapter.ts';
import { localRunReport } from '../../llm/local-model-backend.ts';
import { previewPrompts, recordedReplies, type Render } from '../../llm/prompt-preview.ts';
import { tokenizerSource } from '../../llm/shipped-tokenizer.ts';
import { currentLang, tr } from '../common/i18n.svelte.ts';
import { localBackendOptions } from '../common/local-model/local-backend-options.ts';
import { modelSource, thinkingOn } from '../common/local-model/model-settings.ts';
import { PromptTokenizer } from '../common/local-model/prompt-tokenizer.svelte.ts';
import { tabModelSession as session } from '../common/local-model/tab-model-session.ts';
import { loadBrowserMarketData } from '../common/market-data/market-data-store.ts';
import { route } from '../common/route.svelte.ts';
import { siteBasePath } from '../common/site-base.ts';
import type { ShownOutcome } from '../common/outcome/outcome-history.ts';
import { OutcomeTracker } from '../common/outcome/outcome-tracker.svelte.ts';
import { LiveStep } from '../common/trace/live-step.svelte.ts';
import { StepThrough } from '../common/trace/step-through.svelte.ts';
import { RunHost } from '../common/workbench/run-host.svelte.ts';
import { withoutShared, type Recipe } from '../common/workbench/workbench-entry.ts';
import { LOCAL_PAGE_TEXT } from './local-page-texts.ts';
import { localOutcome } from './local-outcome.ts';
import { localPlan } from './local-plan.ts';
import { applicableReference } from './local-presets.ts';
import { localRecipeTitle } from './local-recipe.ts';
import { playLocalRun, type RunResult } from './local-run.ts';
import { readSettings, type LocalSettings } from './local-settings.ts';
import { mcpToolSource } from '../../mcp-browser/mcp-tool-source.ts';

// The tab's: the prompt tokenizer outlives a visit to another page.
const prompts = new PromptTokenizer();
/** The page's own run's key in its host, and the live step-through's: a model's run is played afresh every time. */
const OWN_KEY = 'local';

export class LocalPageModel {
  readonly prompts = prompts;
  readonly settings = $derived(readSettings(route.params));
  readonly source = $derived(modelSource(this.settings.modelSetting, document.baseURI));
  readonly choice = $derived(session.report ? chooseDevice(deviceFacts(session.report), this.settings.override) : null);
  kit: ToolKit | null = $state(null);
  readonly data = loadBrowserMarketData();
  /** Why Run cannot be pressed now, in words; null when it can. */
  readonly blocked = $derived.by(() => {
    const t = tr(LOCAL_PAGE_TEXT);
    const needsModel = !(this.settings.mode === 'plan' && this.settings.planSource !== 'local');
    return this.kit === null ? t.noData : needsModel && session.phase !== 'ready' ? t.load : this.settings.question.trim() === '' ? t.noQuestion : null;
  });
  /** The steps of the page's own run in progress (then of the last run). */
  steps: LocalStep[] = $state([]);
  /** The settings the page's own run was played with. */
  ranWith: LocalSettings | null = $state(null);
  /** The lesson's recorded outcome for the last run's preset, when it ran one. */
  readonly reference = $derived(
    this.result?.kind === 'react' && this.ranWith ? applicableReference(this.ranWith.presetId, this.ranWith.question, this.ranWith.tools) : undefined,
  );
  /**
   * Step-through of the result (the ReAct trace, or the plan stage by stage: its view loads its kind's units), and
   * live stepping of the next run: held before each request to the model, a plan's too.
   */
  readonly stepper = new StepThrough();
  readonly gate = new LiveStep();
  readonly view: RunHost<RunResult, RunEdit | PlanEdit>;
  readonly liveRun = $derived(this.running && this.gate.isLive(OWN_KEY));
  /** The page's own run is the last one played: its params kept, so a fork replays what ran, whatever the controls say now. */
  ranParams: Recipe = $state(withoutShared(route.params));
  /**
   * The controls changed since the last run (another preset, question, tools…): its prompts are not what the model
   * would read now. Compared as read (a link's defaults and the same values written out are one setup), the notices
   * left out, and "what it almost said" too (it changes what is recorded, not what the model reads).
   */
  readonly setupChanged = $derived(!this.running && this.ranWith !== null && setupOf(withoutShared(route.params)) !== setupOf(this.ranParams));
  /** The run on screen and the one shown before it, which the outcome strip compares it with. */
  readonly outcomes = new OutcomeTracker(() => this.shownOutcome);
  /**
   * The shown run's figures once it has ended, and what tells it apart: the page's own by the settings it ran with
   * (the same setup run again is the same run), an entry or an imported run by its id.
   */
  readonly shownOutcome: ShownOutcome | undefined = $derived.by(() => {
    const { view } = this;
    const result = view.shownImport ? undefined : this.shownResult;
    const summary = view.shownImport ? view.shownImport.trace.summary : result ? localOutcome(result) : undefined;
    if (summary === undefined) return undefined;
    if (view.shown !== 'current') return { id: `shown:${view.shown}`, title: view.shownEntry ? view.titleOf(view.shownEntry) : (view.shownImport?.label ?? ''), summary };
    const ran = this.ranWith;
    return { id: `current:${JSON.stringify({ ...ran, corrections: [] })}`, title: ran ? localRecipeTitle(ran, currentLang()) : '', summary };
  });
  /** Before any run, without the weights: the current setup's prompts by the tokenizer and chat template alone. */
  preview: { steps: RenderedPrompt[]; recorded: ReferenceTrace | undefined } | null = $state(null);

  /** Call while the page's component is created (its effects live as long as it). */
  constructor() {
    void this.data.then((loaded) => (this.kit = createLessonToolKit(loaded.data)));
    if (!session.report) void session.check();
    $effect(() => () => this.gate.close());
    const lang = () => currentLang();
    this.view = new RunHost<RunResult, RunEdit | PlanEdit>({
      play: (recipe, edits, parent) => this.#playEntry(recipe, edits, parent),
      traceOf: (r) => r.trace,
      titleOf: (recipe) => localRecipeTitle(readSettings(recipe), lang()),
      lang,
      ownRecipe: () => this.ranParams,
      currentTitle: () => localRecipeTitle(readSettings(this.ranParams), lang()),
      fileRun: (r, label) => {
        const report = localRunReport(r);
        if (r.kind === 'react') return { label, trace: r.trace, report };
        const model = session.loaded?.model ?? this.source.model;
        return { label, planTrace: r.trace, ...(r.scripted ? {} : { model, backend: HERMES_ADAPTER_ID, report }) };
      },
    });
    this.view.restore(route.params);
    // Played once the data is in; a run that needed the model and failed is tried again once it is loaded.
    $effect(() => {
      if (this.kit && session.phase !== 'loading') this.view.ensureAll(this.result ?? undefined);
    });
    this.#previewEffect();
  }

  get running(): boolean {
    return this.view.own?.status === 'running';
  }

  /** The page's own run's result once done. */
  get result(): RunResult | null {
    return this.view.ownRecord ?? null;
  }

  /** The shown run's result: an entry not played yet shows nothing (null), not the page's own run. */
  get shownResult(): RunResult | null {
    return this.view.shownEntry ? (this.view.shownRecord ?? null) : this.result;
  }

  /** Run: the page's own run afresh (not while one goes: the session gives the model one generation at a time). */
  run(): void {
    const kit = this.kit;
    if (!kit || this.blocked || this.running) return;
    const settings = this.settings;
    this.view.shown = 'current';
    this.ranParams = withoutShared(route.params);
    this.ranWith = settings;
    this.steps = [];
    // Always the gate's control: a call that waits for approval asks whether or not the run is stepped live.
    const live = this.gate.control(OWN_KEY);
    const model = this.#modelOptions(settings);
    const onStep = (step: LocalStep) => (this.steps = [...this.steps, step]);
    this.view.runs.play(OWN_KEY, () => playLocalRun(settings, kit, { model: () => model, mcpTools: mcpToolSource('lesson'), live, onStep }), true);
  }

  link(): string {
    return this.view.link(route.path, route.params, this.stepper.shown);
  }

  #modelOptions(settings: LocalSettings) {
    return localBackendOptions(settings, session.generator(), session.loaded?.model ?? this.source.model);
  }

  /** A workbench entry: the session gives the model one generation at a time. */
  #playEntry(recipe: Recipe, edits: readonly (RunEdit | PlanEdit)[], parent: RunResult | undefined): Promise<RunResult> {
    const t = tr(LOCAL_PAGE_TEXT);
    const settings = readSettings(recipe);
    const kit = this.kit;
    if (!kit) return Promise.reject(new Error(t.noData));
    const usesModel = settings.mode === 'react' || settings.planSource === 'local';
    if (usesModel && session.phase !== 'ready') return Promise.reject(new Error(t.load));
    const live = this.gate.approver(`entry:${JSON.stringify([recipe, edits])}`);
    return playLocalRun(settings, kit, { model: () => this.#modelOptions(settings), mcpTools: mcpToolSource('lesson'), edits, live, ...(parent ? { parent } : {}) });
  }

  /**
   * The prompts before a run: every step of the lesson's recorded run played back for its presets, step 1
   * otherwise; the same plan a Run would play, so what shows is what the model reads. Played again only when what
   * the prompts depend on changes (not for kv=, alts=, lang=… in the link).
   */
  #previewEffect(): void {
    const basePath = siteBasePath();
    const setup = $derived(
      JSON.stringify({ ...pick(this.settings), think: thinkingOn(this.settings), source: this.source }),
    );
    $effect(() => {
      void setup;
      const s = untrack(() => this.settings);
      const kit = this.kit;
      if (!kit || s.mode !== 'react') {
        this.preview = null;
        return;
      }
      const recorded = applicableReference(s.presetId, s.question, s.tools);
      const tokenizer = tokenizerSource(untrack(() => this.source), basePath);
      let current = true;
      const render: Render = (messages, tools, options) => prompts.render(tokenizer, messages, tools, options);
      previewPrompts(localPlan(s, kit), render, { replies: recorded ? recordedReplies(recorded) : [], thinking: thinkingOn(s) }).then(
        (steps) => current && (this.preview = { steps, recorded }),
        () => current && (this.preview = null),
      );
      return () => {
        current = false;
      };
    });
  }
}

const pick = (s: LocalSettings) => ({ mode: s.mode, preset: s.presetId, q: s.question, tools: s.tools });
const setupOf = (recipe: Recipe) => JSON.stringify({ ...readSettings(recipe), corrections: [], alternatives: false });
