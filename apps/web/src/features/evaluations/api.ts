// The evaluation rules' query key, read and writes (docs/features.md, Evaluations). Every write refreshes the
// course's rules page once it succeeded; the helpers toast the server's success text and its refusals ('The
// weights must add up to 100.', 'This component is already released or scheduled.').
import {
  coordinatorEvaluations,
  type EvaluationRulesBodyIn,
  type ReleaseBodyIn,
  type UnreleaseBodyIn,
} from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';

export const evaluationKeys = {
  all: ['evaluations'] as const,
  detail: (courseId: number) => ['evaluations', 'detail', courseId] as const,
};

export function evaluationDetailOptions(courseId: number) {
  return queryOptions({
    queryKey: evaluationKeys.detail(courseId),
    queryFn: ({ signal }) => read(coordinatorEvaluations.detail, { params: { courseId }, signal }),
  });
}

const refresh = (courseId: number) => [evaluationKeys.detail(courseId)];

export function useSaveRules(courseId: number) {
  return useMutation({
    mutationFn: (body: EvaluationRulesBodyIn) =>
      write(coordinatorEvaluations.save, { params: { courseId }, body, invalidate: refresh(courseId) }),
  });
}

/** A component's release (`componentId`) or the final result's (`componentId` null). */
export interface ReleaseTarget {
  componentId: number | null;
}

export function useRelease(courseId: number) {
  return useMutation({
    mutationFn: ({ componentId, body }: ReleaseTarget & { body: ReleaseBodyIn }) =>
      componentId === null
        ? write(coordinatorEvaluations.releaseFinal, { params: { courseId }, body, invalidate: refresh(courseId) })
        : write(coordinatorEvaluations.releaseComponent, {
            params: { courseId, componentId },
            body,
            invalidate: refresh(courseId),
          }),
  });
}

export function useUnrelease(courseId: number) {
  return useMutation({
    mutationFn: ({ componentId, body }: ReleaseTarget & { body: UnreleaseBodyIn }) =>
      componentId === null
        ? write(coordinatorEvaluations.unreleaseFinal, { params: { courseId }, body, invalidate: refresh(courseId) })
        : write(coordinatorEvaluations.unreleaseComponent, {
            params: { courseId, componentId },
            body,
            invalidate: refresh(courseId),
          }),
  });
}
