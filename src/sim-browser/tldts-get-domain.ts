// Stands in for the `tldts` package in the page build (see vite.config.ts). MSW keeps a cookie jar
// (tough-cookie), which asks tldts for a host's registrable domain; tldts ships the whole public-suffix list,
// about 108 KB gzipped, the largest part of the simulated-APIs page. The lab's fake endpoints set no cookies,
// so a plain "last two labels" answer is enough; the page never sees a domain where the difference matters.

/** The registrable domain of a host: the host itself for IPs and single labels, else its last two labels. */
export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!name) return null;
  if (/^[\d.]+$/.test(name) || name.includes(':')) return name;
  const labels = name.split('.');
  return labels.slice(-2).join('.');
}
