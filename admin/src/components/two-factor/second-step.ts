import type { LoginResult, SecondStepDue } from '@gkj/contract';

/** A sign-in whose password was right and whose second factor is due. */
export function isSecondStep(answer: LoginResult): answer is SecondStepDue {
  return 'langkah' in answer && 'tantangan' in answer;
}
