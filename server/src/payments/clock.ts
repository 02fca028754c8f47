/** Where the money code reads the time: tests inject a fixed or moving clock (the posting job, cut-offs). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and runs on in real time (BUSINESS_CLOCK_START, tests only). */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
