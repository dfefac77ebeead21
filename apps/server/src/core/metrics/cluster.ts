// Metrics of WORKERS > 1 (docs/decisions/033-metrics.md): a scrape reaches one worker through the shared port, so
// that worker asks the supervisor, which gathers every worker's registry with prom-client's AggregatorRegistry
// (counters and histograms summed; a figure the database gives, the same in every worker, taken as the highest) and
// hands the text back. Prometheus then sees one target whose counters only grow, whichever worker answered.
// The supervisor loads only this module and prom-client, never the app.
import cluster from 'node:cluster';
import type { Registry } from 'prom-client';

const ASK = 'portal:metrics-ask';
const ANSWER = 'portal:metrics-answer';
/** How long a worker waits for the supervisor's gathering (prom-client waits up to 5 s for each worker). */
const ASK_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the supervisor: answers the workers' asks with the metrics of every worker together. */
export async function gatherWorkerMetrics(): Promise<void> {
  const { AggregatorRegistry } = await import('prom-client');
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies Answer),
    );
  });
}

/** In a worker: offers `registry` to the supervisor's gathering, and answers a function that asks for it. */
export async function workerMetrics(registry: Registry): Promise<() => Promise<string>> {
  const { AggregatorRegistry } = await import('prom-client');
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect: a worker then answers the supervisor's requests for its registry.
  new AggregatorRegistry();
  let next = 0;
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the supervisor did not answer with the metrics'));
      }, ASK_TIMEOUT_MS);
      const onMessage = (message: unknown) => {
        if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.text === undefined) reject(new Error(message.error ?? 'no metrics'));
        else resolve(message.text);
      };
      process.on('message', onMessage);
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
