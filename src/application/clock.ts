/** Where commands take the time from: injected, so that tests and replays can name it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
