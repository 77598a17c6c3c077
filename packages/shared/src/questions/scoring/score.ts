/** What scoring one answer gives: the part of the points earned, each part's mark, and the feedback for what was answered. */
export interface Score {
  /** 0 to 1 of the question's points. */
  fraction: number;
  /** Options, matching prompts or ordering items, each right or not (per type: see the scorer). */
  perPart?: { id: number; correct: boolean }[];
  /** The feedback texts written for what the student answered (a question's general feedback is not repeated here). */
  feedback: string[];
}

export const clampFraction = (value: number) => Math.min(1, Math.max(0, value));
/** The feedback texts that are set. */
export const feedbackOf = (...texts: (string | null | undefined)[]) =>
  texts.filter((text): text is string => Boolean(text));
