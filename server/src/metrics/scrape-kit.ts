/** Test helpers: scrape a metrics listener and read the Prometheus text format exactly. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  status: number;
  contentType: string | null;
  samples: Sample[];
  /** The value of the one series with exactly these labels, or undefined when there is none. */
  value: (name: string, labels?: Record<string, string>) => number | undefined;
  /** Every series of a metric. */
  series: (name: string) => Sample[];
}

export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  const samples = parsePrometheusText(await res.text());
  const series = (name: string) => samples.filter((s) => s.name === name);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    samples,
    series,
    value: (name, labels = {}) => {
      const wanted = JSON.stringify(Object.entries(labels).sort());
      const found = series(name).filter(
        (s) => JSON.stringify(Object.entries(s.labels).sort()) === wanted,
      );
      if (found.length > 1) throw new Error(`${name} has ${found.length} series with ${wanted}`);
      return found[0]?.value;
    },
  };
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"\s*,?/gy;

/** Version 0.0.4 of the text format: comments, then `name{label="value",...} value`. */
export function parsePrometheusText(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const [, name, labelText = '', valueText] = match;
      return { name: name!, labels: parseLabels(labelText, line), value: parseValue(valueText!) };
    });
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let consumed = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    consumed = LABEL.lastIndex;
  }
  if (consumed !== text.length) throw new Error(`unreadable labels in: ${line}`);
  return labels;
}

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  // prom-client writes 'Nan'; Prometheus reads NaN in any case.
  if (text.toLowerCase() === 'nan') return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a sample value: ${text}`);
  return value;
}
