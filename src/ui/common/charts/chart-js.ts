// chart.js with the parts this site's charts draw with, registered once (its tree-shaken build draws nothing
// unregistered). Only the lazily loaded chart modules import it, so chart.js stays out of a page's first load.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import annotationPlugin from 'chartjs-plugin-annotation';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Legend, Tooltip, annotationPlugin);

export { Chart };

/**
 * What every chart here does: drawn once, at once, the same every time (and in screenshots); as tall as its box;
 * its tooltip reads every dataset at the point under the pointer.
 */
export const COMMON_OPTIONS = {
  animation: false,
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
} as const;
