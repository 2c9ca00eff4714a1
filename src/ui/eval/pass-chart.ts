// The pass^k curve of each cell, k = 1 … its k on the x axis, each in its place's colour (pass-colours.ts). Loaded with import() by PassChart.svelte, so chart.js
// stays out of the page's first load (as the token and closes charts).
import { Chart, COMMON_OPTIONS } from '../common/charts/chart-js.ts';
import { passColour } from './pass-colours.ts';

export interface PassChartInput {
  /** One line per cell: its label and pass^k (0 … 1) for k = 1 … */
  lines: { label: string; values: (number | null)[] }[];
  kAxis: string;
  passAxis: string;
  /** Writes a share as the UI's language does (the axis and tooltips). */
  percent: (value: number) => string;
}

export function drawPassChart(canvas: HTMLCanvasElement, input: PassChartInput): Chart<'line'> {
  const longest = Math.max(1, ...input.lines.map((l) => l.values.length));
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: Array.from({ length: longest }, (_, i) => String(i + 1)),
      datasets: input.lines.map((line, i) => ({
        label: line.label,
        data: line.values,
        borderColor: passColour(i),
        backgroundColor: passColour(i),
        borderWidth: 3,
        pointRadius: 4,
        tension: 0,
      })),
    },
    options: {
      ...COMMON_OPTIONS,
      scales: {
        x: { title: { display: true, text: input.kAxis, font: { size: 15 } }, ticks: { font: { size: 15 } } },
        y: { min: 0, max: 1, title: { display: true, text: input.passAxis, font: { size: 15 } }, ticks: { font: { size: 15 }, callback: (v) => input.percent(Number(v)) } },
      },
      plugins: {
        // The page writes the legend (PassChart.svelte): a list wraps a long cell name, the canvas's cut it on a phone.
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${input.percent(Number(item.raw))}` } },
      },
    },
  });
}
