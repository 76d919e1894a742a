const DURATION_UNITS_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A duration written as a whole number and one unit: `250ms`, `90s`, `30m`, `1h`, `1d`. Strict on
 * purpose: `1h30m`, `60`, `0s` or `1.5h` are refused rather than guessed.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^([1-9]\d{0,8})(ms|s|m|h|d)$/.exec(text.trim());
  return match ? Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS] : undefined;
}
