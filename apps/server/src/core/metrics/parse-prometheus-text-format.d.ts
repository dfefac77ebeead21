// The parts of parse-prometheus-text-format (no types of its own) the metrics test reads.
declare module 'parse-prometheus-text-format' {
  export interface ParsedSample {
    value?: string;
    labels?: Record<string, string>;
    /** Histograms: the count at each bucket's upper bound (`le`). */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
    /** Summaries: the value at each quantile. */
    quantiles?: Record<string, string>;
  }
  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
