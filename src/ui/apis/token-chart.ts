// The token chart: tokens of each request (bars) and the running total (line) of the loop without a limit, the
// correct case's running total beside it, the step limit as a highlighted line and the figures written on it. One
// token axis for bars and lines, so a request's bar is never drawn taller than the total it adds to. On a narrow
// chart (a phone) only the limit's and the last step's figures are written, smaller, so no two collide.
// Loaded with import() by TokenChart.svelte, so chart.js stays out of the page's first load.
import type { ChartConfiguration } from 'chart.js';
import type { AnnotationOptions } from 'chartjs-plugin-annotation';
import { Chart, COMMON_OPTIONS } from '../common/charts/chart-js.ts';
import type { TokenMark, TokenSeries } from './token-series.ts';

export interface TokenChartInput {
  loop: TokenSeries;
  correct: TokenSeries;
  stepLimit: number;
  marks: readonly TokenMark[];
  /** The step a step-through of the trace stands at, marked by a line with its label. */
  current?: { step: number; label: string };
  /** Runs kept for comparison (or forks): their running totals beside the loop's. */
  compared?: readonly { label: string; cumulative: readonly number[] }[];
  format: (n: number) => string;
  /** The loop's running cost at the chosen price row, shown beside its running total in the tooltip. */
  costs?: { cumulative: readonly number[]; format: (usd: number) => string };
  /** A narrow chart (a phone): fewer figures written on it, in a smaller font. */
  compact?: boolean;
  text: {
    perRequest: string;
    cumulative: string;
    correct: string;
    /** The step-limit line's label. */
    limit: string;
    /** The correct case's label at its last step. */
    correctEnd: string;
    steps: string;
    /** The one token axis's title. */
    tokensAxis: string;
  };
}

const LOOP = '#0b5cad';
const BARS = 'rgba(11, 92, 173, 0.28)';
const CORRECT = '#17633a';
const LIMIT = '#a4161a';
const CURRENT = '#c2410c';
/** The compared runs' lines: distinct from the loop's, the correct case's and each other's, dark enough on white. */
const COMPARED = ['#6b21a8', '#9a3412', '#0f766e', '#be185d', '#4d7c0f'];

export function drawTokenChart(canvas: HTMLCanvasElement, input: TokenChartInput): Chart {
  return new Chart(canvas, tokenChartConfig(input));
}

export function tokenChartConfig(input: TokenChartInput): ChartConfiguration<'bar' | 'line', number[], string> {
  const { loop, correct, text } = input;
  const steps = loop.perRequest.length;
  const font = { size: input.compact ? 12 : 15 };
  return {
    type: 'bar',
    data: {
      labels: loop.perRequest.map((_, i) => String(i + 1)),
      datasets: [
        {
          type: 'line',
          label: text.cumulative,
          data: [...loop.cumulative],
          yAxisID: 'y',
          borderColor: LOOP,
          backgroundColor: LOOP,
          borderWidth: 3,
          pointRadius: 3,
          order: 1,
        },
        {
          type: 'line',
          label: text.correct,
          data: [...correct.cumulative],
          yAxisID: 'y',
          borderColor: CORRECT,
          backgroundColor: CORRECT,
          borderWidth: 3,
          borderDash: [8, 5],
          pointRadius: 4,
          order: 0,
        },
        ...(input.compared ?? []).map((run, i) => ({
          type: 'line' as const,
          label: run.label,
          data: [...run.cumulative],
          yAxisID: 'y',
          borderColor: COMPARED[i % COMPARED.length],
          backgroundColor: COMPARED[i % COMPARED.length],
          borderWidth: 3,
          borderDash: [3, 3],
          pointRadius: 3,
          order: 0,
        })),
        {
          type: 'bar',
          label: text.perRequest,
          data: [...loop.perRequest],
          yAxisID: 'y',
          backgroundColor: BARS,
          borderColor: LOOP,
          borderWidth: 1,
          order: 2,
        },
      ],
    },
    options: {
      ...COMMON_OPTIONS,
      scales: {
        x: { title: { display: true, text: text.steps, font }, ticks: { font } },
        y: {
          position: 'left',
          beginAtZero: true,
          grace: '12%',
          title: { display: true, text: text.tokensAxis, font },
          ticks: { font, callback: (v) => input.format(Number(v)) },
        },
      },
      plugins: {
        legend: { position: 'top', labels: { font: { size: input.compact ? 13 : 16 } } },
        tooltip: {
          titleFont: { size: 16 },
          bodyFont: { size: 16 },
          callbacks: {
            label: (item) => {
              const cost = item.datasetIndex === 0 ? input.costs?.cumulative[item.dataIndex] : undefined;
              return `${item.dataset.label ?? ''}: ${input.format(Number(item.raw))}${cost === undefined ? '' : ` · ${input.costs?.format(cost) ?? ''}`}`;
            },
          },
        },
        // Not clipped to the plot: the last step's figure sits above the highest point, in the top margin.
        annotation: { clip: false, annotations: annotations(input, steps) },
      },
    },
  };
}

function annotations(input: TokenChartInput, steps: number): Record<string, AnnotationOptions> {
  const result: Record<string, AnnotationOptions> = {};
  const compact = input.compact === true;
  const labelFont = { size: compact ? 12 : 15, weight: 'bold' as const };
  if (input.stepLimit <= steps) {
    result.limit = {
      type: 'line',
      xMin: input.stepLimit - 1,
      xMax: input.stepLimit - 1,
      borderColor: LIMIT,
      borderWidth: 4,
      label: {
        display: true,
        content: input.text.limit,
        position: 'end',
        backgroundColor: LIMIT,
        color: '#fff',
        font: labelFont,
      },
    };
  }
  if (input.current && input.current.step <= steps) {
    result.current = {
      type: 'line',
      xMin: input.current.step - 1,
      xMax: input.current.step - 1,
      borderColor: CURRENT,
      borderWidth: 4,
      borderDash: [10, 6],
      label: {
        display: true,
        content: input.current.label,
        position: 'start',
        backgroundColor: CURRENT,
        color: '#fff',
        font: labelFont,
      },
    };
  }
  for (const mark of compact ? input.marks.filter((m) => m.isLimit || m.step === steps) : input.marks) {
    result[`mark${mark.step}`] = {
      type: 'label',
      xValue: mark.step - 1,
      yValue: mark.tokens,
      yScaleID: 'y',
      // The last step sits at the right edge: its figure goes to the left of the point.
      xAdjust: mark.step === steps ? (compact ? -28 : -40) : 0,
      yAdjust: compact ? -20 : -26,
      content: input.format(mark.tokens),
      color: mark.isLimit ? LIMIT : '#111',
      backgroundColor: 'rgba(255, 255, 255, 0.9)',
      borderColor: mark.isLimit ? LIMIT : LOOP,
      borderWidth: 1,
      borderRadius: 4,
      font: { size: compact ? 13 : 17, weight: 'bold' },
    };
  }
  // The correct case's phrase is as wide as a phone's chart: there its line is named by the legend alone.
  const last = input.correct.cumulative.length;
  if (!compact && last > 0 && last <= steps) {
    result.correct = {
      type: 'label',
      xValue: last - 1,
      yValue: input.correct.cumulative[last - 1],
      yScaleID: 'y',
      // Above and left of its last point, clear of the figure written at the step limit.
      xAdjust: -20,
      yAdjust: -64,
      content: input.text.correctEnd,
      color: CORRECT,
      backgroundColor: 'rgba(255, 255, 255, 0.9)',
      font: labelFont,
    };
  }
  return result;
}
