// The pass^k chart's line colours, in one place for the chart (pass-chart.ts, loaded with chart.js) and its legend
// (PassChart.svelte, in the page: a list that wraps, where chart.js's own legend cut a long cell name on a phone).

/** Distinct from each other and dark enough on white; a cell's line takes the colour of its place. */
export const PASS_COLOURS = ['#0b5cad', '#b35900', '#2e7d32', '#8e24aa', '#c62828', '#00838f', '#5d4037', '#37474f'] as const;

export const passColour = (index: number): string => PASS_COLOURS[index % PASS_COLOURS.length] as string;
