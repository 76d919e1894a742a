import * as z from 'zod';

export const TIERS = ['Indie', 'Team', 'GPAI', 'Embedded'] as const;
export const Tier = z.enum(TIERS).meta({ id: 'Tier' });
export type Tier = z.infer<typeof Tier>;

export type Quotas = { apiRequestsPerDay: number; deliveriesPerMonth: number };

export const CustomQuotas = z.object({
  apiRequestsPerDay: z.number().int().positive().max(1_000_000_000),
  deliveriesPerMonth: z.number().int().positive().max(1_000_000_000),
});

export type TierLimits = Quotas & { activeSubscriptions: number };

/** The spec's "Limits" table; the Embedded tier's quotas are set per customer. */
const STANDARD_LIMITS: Record<Exclude<Tier, 'Embedded'>, TierLimits> = {
  Indie: { apiRequestsPerDay: 1_000, deliveriesPerMonth: 500, activeSubscriptions: 1 },
  Team: { apiRequestsPerDay: 10_000, deliveriesPerMonth: 5_000, activeSubscriptions: 5 },
  GPAI: { apiRequestsPerDay: 100_000, deliveriesPerMonth: 50_000, activeSubscriptions: 25 },
};
const EMBEDDED_SUBSCRIPTIONS = 200;

export const hasCustomQuotas = (tier: Tier): tier is 'Embedded' => tier === 'Embedded';

/** Limits in force for a tier; `customQuotas` is required for Embedded and ignored otherwise. */
export function limitsFor(tier: Tier, customQuotas: Quotas | null): TierLimits {
  if (!hasCustomQuotas(tier)) return STANDARD_LIMITS[tier];
  if (!customQuotas) throw new Error('The Embedded tier needs custom quotas');
  return { ...customQuotas, activeSubscriptions: EMBEDDED_SUBSCRIPTIONS };
}
