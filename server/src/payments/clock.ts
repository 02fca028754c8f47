/** Where the money code reads the time: tests inject a fixed or moving clock (the posting job, cut-offs). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
