import { useCallback, useEffect, useRef, useState } from 'react';

interface Problem<F extends string> {
  field: F;
  messageKey: string;
  /** Counts every flag, so flagging the same field again shakes it again. */
  count: number;
}

/**
 * The one field a form complains about (spec section 5): it shows the message, shakes and takes
 * the focus. Flagging again (even the same field) shakes again.
 */
export function useFieldProblem<F extends string>() {
  const [problem, setProblem] = useState<Problem<F> | null>(null);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const flag = useCallback((field: F, messageKey: string) => {
    setProblem((previous) => ({ field, messageKey, count: (previous?.count ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setProblem((previous) => (previous ? null : previous)), []);

  useEffect(() => {
    if (problem) elements.current[problem.field]?.focus();
  }, [problem]);

  const register = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    [],
  );

  return {
    problem,
    flag,
    clear,
    register,
    errorFor: (field: F): string | null => (problem?.field === field ? problem.messageKey : null),
    shakeFor: (field: F): number => (problem?.field === field ? problem.count : 0),
  };
}

export type FieldProblems<F extends string> = ReturnType<typeof useFieldProblem<F>>;
