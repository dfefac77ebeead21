// Work after the answer: it starts only once the answer has gone, a failure is logged (never an unhandled
// rejection), and afterAnswersSettled waits for it.
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { afterAnswer, afterAnswersSettled } from './after-answer.ts';

describe('afterAnswer', () => {
  it('runs the task after the answer has gone, logs its failure, and is waited for', async () => {
    const lines: string[] = [];
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    const ran: string[] = [];
    app.get('/work', async (_request, reply) => {
      afterAnswer(reply, 'a task that works', async () => {
        ran.push('works');
      });
      afterAnswer(reply, 'a task that fails', async () => {
        ran.push('fails');
        throw new Error('the mail server is gone');
      });
      ran.push('answered');
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/work' });
    expect(response.statusCode).toBe(200);
    expect(ran).toEqual(['answered']);
    await afterAnswersSettled();
    expect(ran).toEqual(['answered', 'works', 'fails']);
    const failed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'after_answer_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: 50,
      task: 'a task that fails',
      err: { message: 'the mail server is gone' },
    });
    await app.close();
  });
});
