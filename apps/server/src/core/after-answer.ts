// Work a request leaves until its answer has gone (there is no job queue yet): the answer then costs the same
// whatever that work turns out to be, so its timing tells nothing (forgot-password: whether an e-mail has an
// account). A task's failure is logged, never left unhandled; closing the app waits for the tasks under way.
import type { FastifyReply } from 'fastify';

const underWay = new Set<Promise<void>>();

/**
 * Runs `task` once the answer of `reply` has been sent (or the client has gone: the work is done all the same).
 * `name` says in the log which task failed.
 */
export function afterAnswer(reply: FastifyReply, name: string, task: () => Promise<void>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // On the next turn of the event loop: what answers the client (the socket write; an inject's promise) goes
    // first, even when the task's first statement runs on this thread (PGlite).
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).catch((error: unknown) => {
      reply.log.error({ err: error, event: 'after_answer_failed', task: name }, `${name} failed after the answer`);
    });
    underWay.add(run);
    void run.finally(() => underWay.delete(run));
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}

/** Resolves once no task is under way (closing the app; tests that wait for the work of an answer). */
export async function afterAnswersSettled(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}
