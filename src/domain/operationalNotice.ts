// Which operational e-mails a subscription's delivery health calls for (decisions.md 1.1): give-ups
// at most once per subscription per 24 hours, with how many gave up since the last message, and a
// recovery each time deliveries work again after 3 or more failed attempts in a row.

/** What the delivery log says of a subscription: running totals, so a rebuild gives the same figures. */
export type DeliveryHealth = { gaveUpTotal: number; recoveriesTotal: number; lastGaveUpAt: number | null; lastRecoveredAt: number | null };
/** What the customer has been told of it so far. */
export type NoticesSent = { gaveUpNotified: number; recoveriesNotified: number; lastGaveUpNoticeAt: number | null };
export type Notice = { kind: 'gave_up'; count: number } | { kind: 'recovered' };

export const GAVE_UP_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The notices due now, oldest news first, and what will then have been told. With operational
 * e-mail switched off nothing is sent, yet everything counts as told: switching it on again does
 * not bring up old news.
 */
export function noticesDue(
  health: DeliveryHealth,
  sent: NoticesSent,
  { now, enabled }: { now: number; enabled: boolean },
): { notices: Notice[]; sent: NoticesSent } {
  const gaveUp = health.gaveUpTotal - sent.gaveUpNotified;
  const quietUntil = sent.lastGaveUpNoticeAt === null ? null : sent.lastGaveUpNoticeAt + GAVE_UP_NOTICE_INTERVAL_MS;
  const gaveUpDue = gaveUp > 0 && (quietUntil === null || now >= quietUntil);
  const recoveredDue = health.recoveriesTotal > sent.recoveriesNotified;
  if (!enabled)
    return {
      notices: [],
      sent: { ...sent, gaveUpNotified: health.gaveUpTotal, recoveriesNotified: health.recoveriesTotal },
    };
  const notices: Notice[] = [];
  if (gaveUpDue) notices.push({ kind: 'gave_up', count: gaveUp });
  if (recoveredDue) notices.push({ kind: 'recovered' });
  // A recovery after the latest give-up is the newer news: it goes last.
  if (gaveUpDue && recoveredDue && (health.lastGaveUpAt ?? 0) > (health.lastRecoveredAt ?? 0)) notices.reverse();
  return {
    notices,
    sent: {
      gaveUpNotified: gaveUpDue ? health.gaveUpTotal : sent.gaveUpNotified,
      recoveriesNotified: health.recoveriesTotal,
      lastGaveUpNoticeAt: gaveUpDue ? now : sent.lastGaveUpNoticeAt,
    },
  };
}
