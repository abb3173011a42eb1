/** Minimal types for the parts of autocannon 9 the benchmarks use (the package ships none). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    /** Requests: how many were answered in all. */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Bytes per second. */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
