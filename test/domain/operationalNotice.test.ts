import test from 'ava';
import { GAVE_UP_NOTICE_INTERVAL_MS, noticesDue } from '../../src/domain/operationalNotice.js';

const health = (over = {}) => ({ gaveUpTotal: 0, recoveriesTotal: 0, lastGaveUpAt: null, lastRecoveredAt: null, ...over });
const nothingSent = { gaveUpNotified: 0, recoveriesNotified: 0, lastGaveUpNoticeAt: null };
const now = Date.UTC(2026, 10, 23, 12);

test('give-ups not told yet make one notice with their count', (t) => {
  const { notices, sent } = noticesDue(health({ gaveUpTotal: 5 }), nothingSent, { now, enabled: true });
  t.deepEqual(notices, [{ kind: 'gave_up', count: 5 }]);
  t.deepEqual(sent, { gaveUpNotified: 5, recoveriesNotified: 0, lastGaveUpNoticeAt: now });
});

test('within 24 hours of the last give-up notice, new give-ups wait; after, they are told together', (t) => {
  const sent = { gaveUpNotified: 5, recoveriesNotified: 0, lastGaveUpNoticeAt: now };
  const later = health({ gaveUpTotal: 9 });
  t.deepEqual(noticesDue(later, sent, { now: now + GAVE_UP_NOTICE_INTERVAL_MS - 1, enabled: true }), { notices: [], sent });
  t.deepEqual(noticesDue(later, sent, { now: now + GAVE_UP_NOTICE_INTERVAL_MS, enabled: true }).notices, [{ kind: 'gave_up', count: 4 }]);
});

test('a recovery is told at once, after the give-ups it followed', (t) => {
  const { notices } = noticesDue(
    health({ gaveUpTotal: 2, lastGaveUpAt: now - 10, recoveriesTotal: 1, lastRecoveredAt: now - 5 }),
    nothingSent,
    {
      now,
      enabled: true,
    },
  );
  t.deepEqual(notices, [{ kind: 'gave_up', count: 2 }, { kind: 'recovered' }]);
  const recoveredFirst = noticesDue(
    health({ gaveUpTotal: 2, lastGaveUpAt: now - 5, recoveriesTotal: 1, lastRecoveredAt: now - 10 }),
    nothingSent,
    {
      now,
      enabled: true,
    },
  );
  t.deepEqual(recoveredFirst.notices, [{ kind: 'recovered' }, { kind: 'gave_up', count: 2 }]);
});

test('switched off: nothing is told, and everything counts as told', (t) => {
  const { notices, sent } = noticesDue(health({ gaveUpTotal: 3, recoveriesTotal: 1 }), nothingSent, { now, enabled: false });
  t.deepEqual(notices, []);
  t.deepEqual(sent, { gaveUpNotified: 3, recoveriesNotified: 1, lastGaveUpNoticeAt: null });
});
