// The steps of a client's change to a series, as its dialogs take them: what is wrong
// with the choices is said before the server is asked; the check keeps the server's
// judgement; the confirm makes the change from it and closes, or keeps the dialog open with
// the server's reason. A time taken meanwhile (409) makes the judgement untrue, so it goes
// and the client checks again; the choices always stay.
import { useState } from 'react';
import type { Outcome } from './use-series-actions';

export interface JudgedChangeSteps<J> {
  /** Why the choices cannot be judged; undefined when they can. */
  problem: string | undefined;
  judge: () => Promise<Outcome<J>>;
  commit: (judgement: J) => Promise<Outcome<unknown>>;
  onDone: () => void;
}

export function useJudgedChange<J>({ problem, judge, commit, onDone }: JudgedChangeSteps<J>) {
  const [showProblem, setShowProblem] = useState(false);
  const [judgement, setJudgement] = useState<J | null>(null);
  const [error, setError] = useState<string | null>(null);

  return {
    judgement,
    error,
    /** Shown once the client has tried to check. */
    problem: showProblem ? problem : undefined,
    /** A choice changed: the judgement was about other times. */
    reset: () => {
      setJudgement(null);
      setError(null);
    },
    check: async () => {
      setError(null);
      setShowProblem(true);
      if (problem) return;
      const result = await judge();
      if ('error' in result) setError(result.error);
      else setJudgement(result.data);
    },
    confirm: async () => {
      if (!judgement) return;
      setError(null);
      const result = await commit(judgement);
      if (!('error' in result)) {
        onDone();
        return;
      }
      setError(result.error);
      if (result.status === 409) setJudgement(null);
    },
  };
}
