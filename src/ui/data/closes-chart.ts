// The closes line chart. Loaded with import() by ClosesChart.svelte, so chart.js stays out of the shell's bundle.
import type { Close } from '../../core/data/index.ts';
import { Chart, COMMON_OPTIONS } from '../common/charts/chart-js.ts';

export interface ClosesChartInput {
  closes: readonly Close[];
  /** Indices (into `closes`) of the chosen range's first and last session, shaded; absent when none is shaded. */
  highlight?: { first: number; last: number };
  /** Legend of the shaded band. */
  highlightLabel: string;
}

/** Draw the chart on `canvas`; the caller destroys it. A category axis of date strings needs no date adapter. */
export function drawClosesChart(canvas: HTMLCanvasElement, input: ClosesChartInput): Chart<'line'> {
  const { closes, highlight } = input;
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: closes.map((c) => c.fecha),
      datasets: [
        {
          data: closes.map((c) => c.cierre),
          borderColor: '#0b5cad',
          backgroundColor: 'rgba(11, 92, 173, 0.08)',
          borderWidth: 3,
          pointRadius: closes.length > 60 ? 0 : 3,
          pointHoverRadius: 6,
          fill: 'origin',
          tension: 0,
        },
      ],
    },
    options: {
      ...COMMON_OPTIONS,
      scales: {
        x: { ticks: { font: { size: 15 }, maxRotation: 0, autoSkipPadding: 24 } },
        y: { ticks: { font: { size: 15 } }, grace: '5%', beginAtZero: false },
      },
      plugins: {
        legend: { display: false },
        tooltip: { titleFont: { size: 16 }, bodyFont: { size: 16 } },
        annotation: {
          annotations: highlight
            ? {
                range: {
                  type: 'box',
                  xMin: highlight.first - 0.5,
                  xMax: highlight.last + 0.5,
                  backgroundColor: 'rgba(255, 193, 7, 0.25)',
                  borderColor: 'rgba(138, 90, 0, 0.8)',
                  borderWidth: 1,
                  label: {
                    display: true,
                    content: input.highlightLabel,
                    position: { x: 'center', y: 'start' },
                    font: { size: 15 },
                    color: '#5c3c00',
                  },
                },
              }
            : {},
        },
      },
    },
  });
}
